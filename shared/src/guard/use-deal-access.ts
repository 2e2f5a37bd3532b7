import { useEffect } from 'react';
import { messages } from '../domain/messages';
import { workplacePath } from '../domain/workplace-path';
import { navigateTo } from '../errors/navigation';
import { notify } from '../theme/toaster';
import { useGuardCheckDealAccessQuery } from './deal-access-endpoints';

export type DealAccess = 'checking' | 'allowed' | 'denied';

/** Where a refused deal page sends the user (guard step 7). */
const dealAccessDeniedPath = workplacePath('crm/deals');

/**
 * Guard step 7: asks the server whether the user may open this deal; on refusal shows 'You do not
 * have permission to access this deal' and goes to the deals list. `null` means no check needed.
 */
export function useDealAccess(dealId: string | null): DealAccess {
  const check = useGuardCheckDealAccessQuery(dealId ?? '', {
    skip: dealId === null,
    refetchOnMountOrArgChange: true,
  });
  const access: DealAccess =
    dealId === null || check.isSuccess ? 'allowed' : check.isError ? 'denied' : 'checking';
  const isUnauthorized =
    check.error !== undefined && 'status' in check.error && check.error.status === 401;

  useEffect(() => {
    // A 401 is the shared policy's (already on its way to /login).
    if (access !== 'denied' || isUnauthorized) return;
    queueMicrotask(() => notify.error(messages.noDealPermission, { id: 'no-deal-permission' }));
    navigateTo(dealAccessDeniedPath, { replace: true });
  }, [access, isUnauthorized]);

  return access;
}
