import type { RouteObject } from 'react-router';
import { CustomerPage } from '../pages/customer-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { HomeRedirect } from '../pages/home-redirect';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { WorkplacePage } from '../pages/workplace-page';
import { WorkplaceShell } from '../shell/workplace-shell';
import { RootLayout } from './root-layout';

/** The routes of part 1 section 2; the guard in RootLayout decides who may see which. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
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
