import { isRecord } from '@solar/shared';

/**
 * Where a deal part's page (power bill, contact) goes once saved: the page that opened it (the
 * deal's details, or the deals list with the filters that showed the deal), handed over in the
 * link's history state as `returnTo`. Opened any other way (a typed or shared URL), the deal's
 * details, which always show the deal. Only workplace paths are followed.
 */
export function returnPathOf(state: unknown, fallback: string): string {
  const returnTo = isRecord(state) ? state.returnTo : undefined;
  return typeof returnTo === 'string' && returnTo.startsWith('/workplace/') ? returnTo : fallback;
}
