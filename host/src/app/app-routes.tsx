import { lazyPage } from '@solar/shared';
import type { RouteObject } from 'react-router';
import { HomeRedirect } from './home-redirect';
import { LoginPage } from '../login/login-page';
import { RootLayout } from './root-layout';

// Only the login page is in the first download: the customer page, the workplace shell and its
// pages are chunks loaded when their route first renders. They are lazy components, not
// react-router's `lazy` routes: with those the router renders nothing at all until a deep link's
// chunks have loaded, so RootLayout would not yet have registered `navigate` when the session
// restore's 401 arrives (the error policy would then reload the page and lose its message).
const CustomerPage = lazyPage(() => import('../customer/customer-page'), 'CustomerPage');
const loadDashboardPage = () => import('../dashboard/dashboard-page');
const loadWorkplacePage = () => import('../workplace/workplace-page');
// The shell's pages start loading with the shell: a navigation renders in a transition, which
// keeps the previous page on screen until the next one's chunk is there, so a page clicked in the
// menu would otherwise show the old one for the length of a download.
const WorkplaceShell = lazyPage(async () => {
  void loadDashboardPage();
  void loadWorkplacePage();
  return import('../shell/workplace-shell');
}, 'WorkplaceShell');
const DashboardPage = lazyPage(loadDashboardPage, 'DashboardPage');
const WorkplacePage = lazyPage(loadWorkplacePage, 'WorkplacePage');
const EmailLinkPage = lazyPage(() => import('../login/email-link-page'), 'EmailLinkPage');
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

/** The product's routes (login, dashboard, workplace, customer portal); the guard in RootLayout decides who may see which. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/login/link', element: <EmailLinkPage /> },
      { path: '/', element: <HomeRedirect /> },
      { path: '/customer/*', element: <CustomerPage /> },
      {
        element: <WorkplaceShell />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/workplace/*', element: <WorkplacePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
