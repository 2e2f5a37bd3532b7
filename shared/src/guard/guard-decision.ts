import { messages } from '../domain/messages';
import { permissionPathOf } from '../domain/workplace-routes';
import type { MenuStatus } from '../auth/permissions-slice';
import { gatedDealIdOf } from './gated-deal-id-of';
import { isCustomerPath, isWorkplacePath, routeAccessOf, type RouteAccess } from './route-access';

export interface GuardInput {
  pathname: string;
  auth: { isAuthenticated: boolean; isStaff: boolean };
  permittedPaths: readonly string[];
  menuStatus: MenuStatus;
  /** The route's meta; derived from the path when not given. */
  access?: RouteAccess;
}

export type GuardDecision =
  /** Open the page; when `dealId` is set, step 7's server check still has to pass. */
  | { kind: 'allow'; dealId: string | null }
  | { kind: 'redirect'; to: string; message: string | null }
  /** Step 6 needs the permitted paths: load the menu (first `/workplace/` entry), then decide. */
  | { kind: 'load-menu' }
  /** The menu is loading: decide when it has arrived. */
  | { kind: 'wait' };

/**
 * The route guard, its seven steps in order, as a pure function the host runs
 * on every navigation. Step 7's server call is the `useDealAccess` hook; this returns its deal id.
 */
export function guardDecision(input: GuardInput): GuardDecision {
  const { pathname, auth, permittedPaths, menuStatus } = input;
  const access = input.access ?? routeAccessOf(pathname);

  // 1. /login and public routes pass.
  if (access === 'public') return { kind: 'allow', dealId: null };

  // 2. Not authenticated. The product's own address is where a first-time visitor starts, so it
  // leads to the login page without a refusal; only a protected page's address earns the message.
  if (!auth.isAuthenticated) {
    const message = pathname === '/' ? null : messages.pleaseLoginFirst;
    return { kind: 'redirect', to: '/login', message };
  }

  // 3. Staff-only route for a non-staff user.
  if (access === 'staff' && !auth.isStaff) {
    return { kind: 'redirect', to: '/customer', message: messages.noPagePermission };
  }

  // 4. A non-staff user may visit only /customer.
  if (!auth.isStaff && !isCustomerPath(pathname)) {
    return { kind: 'redirect', to: '/customer', message: null };
  }

  // 5. A staff user visiting /customer goes to the dashboard.
  if (auth.isStaff && isCustomerPath(pathname)) {
    return { kind: 'redirect', to: '/dashboard', message: null };
  }

  // 6. Workplace paths must be among the permitted menu paths (first two segments, parameters
  // stripped; so admin/user-access-setting/7 is checked as its base path).
  if (isWorkplacePath(pathname)) {
    const path = permissionPathOf(pathname);
    // The bare shell has no page of its own.
    if (path === '') return { kind: 'redirect', to: '/dashboard', message: null };
    if (menuStatus === 'loading') return { kind: 'wait' };
    if (menuStatus !== 'loaded') return { kind: 'load-menu' };
    if (!permittedPaths.includes(path)) {
      return { kind: 'redirect', to: '/dashboard', message: messages.noPagePermission };
    }
    // 7. Deal pages: the server decides per deal (useDealAccess).
    return { kind: 'allow', dealId: gatedDealIdOf(pathname) };
  }

  return { kind: 'allow', dealId: null };
}
