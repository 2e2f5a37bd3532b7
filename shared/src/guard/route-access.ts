/** Who may open a top-level route. */
export type RouteAccess = 'public' | 'signed-in' | 'staff';

/**
 * `/login` is public; `/customer` is for any signed-in user; `/` is for anyone signed in (it only
 * redirects); `/dashboard`, `/workplace/…` and every other path are staff pages.
 */
export function routeAccessOf(pathname: string): RouteAccess {
  if (pathname === '/login' || pathname.startsWith('/login/')) return 'public';
  if (pathname === '/' || isCustomerPath(pathname)) return 'signed-in';
  return 'staff';
}

export function isCustomerPath(pathname: string): boolean {
  return pathname === '/customer' || pathname.startsWith('/customer/');
}

export function isWorkplacePath(pathname: string): boolean {
  return pathname === '/workplace' || pathname.startsWith('/workplace/');
}
