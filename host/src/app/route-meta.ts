import { matchPath } from 'react-router';
import {
  menuGroups,
  menuPathOfPattern,
  portalPages,
  productName,
  workplaceRoutes,
  type WorkplaceRoute,
} from '@solar/shared';

/** The catalogue route a workplace location shows, or null (unknown page). */
function workplaceRouteOf(pathname: string): WorkplaceRoute | null {
  return (
    workplaceRoutes.find((route) => matchPath(`/workplace/${route.pattern}`, pathname) !== null) ??
    null
  );
}

/** The customer portal's page at a `/customer` location, or null. */
function portalPageOf(pathname: string) {
  return (
    Object.values(portalPages).find(
      (page) =>
        matchPath(page.pattern === '' ? '/customer' : `/customer/${page.pattern}`, pathname) !==
        null,
    ) ?? null
  );
}

/**
 * document.title: the title the page gave itself, else the route's title (the workplace
 * catalogue, the portal's pages; Login for /login), else the product name.
 */
export function pageTitleOf(pathname: string, ownTitle: string | null = null): string {
  if (pathname === '/login') return 'Login';
  if (ownTitle !== null) return ownTitle;
  return workplaceRouteOf(pathname)?.title ?? portalPageOf(pathname)?.title ?? productName;
}

interface Crumb {
  title: string;
  href?: string;
}

/**
 * Breadcrumbs from the matched routes: Dashboard › group title › page title (`ownTitle` when the
 * page named itself, as a saved template does).
 */
export function breadcrumbsOf(pathname: string, ownTitle: string | null = null): Crumb[] {
  if (pathname === '/dashboard') return [{ title: 'Dashboard' }];
  const dashboard: Crumb = { title: 'Dashboard', href: '/dashboard' };
  const route = workplaceRouteOf(pathname);
  if (!route) return [dashboard, { title: 'Not found' }];
  const group = menuGroups.find((candidate) => candidate.key === route.group);
  return [
    dashboard,
    ...(group ? [{ title: group.title }] : []),
    { title: ownTitle ?? route.title },
  ];
}

/**
 * The sidebar entry kept highlighted: the route's own menu path, or the catalogue's `highlight`
 * (preview-proposal keeps Proposals lit, power-bill and deal-contact keep Deals lit).
 */
export function activeMenuPathOf(pathname: string): string | null {
  if (pathname === '/dashboard') return 'dashboard';
  const route = workplaceRouteOf(pathname);
  if (!route) return null;
  return route.highlight ?? menuPathOfPattern(route.pattern);
}
