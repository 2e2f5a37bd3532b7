import { matchPath } from 'react-router';
import { workplaceRoutes } from '../domain/workplace-routes';

/** The named routes whose deal is checked with the server before they open (guard step 7). */
const dealCheckedRouteNames = ['DealProposal', 'SiteSketch', 'PowerBill', 'DealContact'];

const dealCheckedPatterns = workplaceRoutes
  .filter((route) => route.name !== undefined && dealCheckedRouteNames.includes(route.name))
  .map((route) => `/workplace/${route.pattern}`);

/** The `dealId` of a location whose deal the access gate checks first (a deal-checked route), else null. */
export function gatedDealIdOf(pathname: string): string | null {
  for (const pattern of dealCheckedPatterns) {
    const match = matchPath(pattern, pathname);
    if (match?.params.dealId) return match.params.dealId;
  }
  return null;
}
