import type { RouteObject } from 'react-router';
import { HomeRedirect } from '../pages/home-redirect';
import { LoginPage } from '../pages/login-page';
import { RootLayout } from './root-layout';

function EmptyWhileLoading() {
  return null;
}

/**
 * The routes of part 1 section 2; the guard in RootLayout decides who may see which. Only the
 * login page is in the first download: the customer page, the workplace shell and its pages are
 * separate chunks loaded when their route matches (react-router's `lazy`).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While a deep link's lazy route loads at start the page stays empty, as it did while the
    // whole bundle loaded before (and react-router does not warn about a missing fallback).
    HydrateFallback: EmptyWhileLoading,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <HomeRedirect /> },
      {
        path: '/customer/*',
        lazy: async () => ({ Component: (await import('../pages/customer-page')).CustomerPage }),
      },
      {
        lazy: async () => ({
          Component: (await import('../shell/workplace-shell')).WorkplaceShell,
        }),
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({
              Component: (await import('../dashboard/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: '/workplace/*',
            lazy: async () => ({
              Component: (await import('../pages/workplace-page')).WorkplacePage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../pages/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
