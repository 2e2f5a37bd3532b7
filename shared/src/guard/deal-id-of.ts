import { matchPath } from 'react-router';
import { workplaceRoutes } from '../domain/workplace-routes';

/** The named routes whose deal is checked with the server before they open (guard step 7). */
const dealCheckedRouteNames = ['DealProposal', 'SiteSketch', 'PowerBill', 'DealContact'];

const dealCheckedPatterns = workplaceRoutes
  .filter((route) => route.name !== undefined && dealCheckedRouteNames.includes(route.name))
  .map((route) => `/workplace/${route.pattern}`);

/** The `dealId` of a location when it is one of the deal-checked routes, else null. */
export function dealIdOf(pathname: string): string | null {
  for (const pattern of dealCheckedPatterns) {
    const match = matchPath(pattern, pathname);
    if (match?.params.dealId) return match.params.dealId;
  }
  return null;
}
