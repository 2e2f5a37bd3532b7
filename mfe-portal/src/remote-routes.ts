import { lazyPage, type RemoteRoute } from '@solar/shared';

/**
 * What the portal exposes as `./routes`: one page at `/customer` itself (pattern `''`, relative to
 * `/customer`). The header around it is the host's customer shell.
 */
export const routes: readonly RemoteRoute[] = [
  {
    pattern: '',
    title: 'Customer Portal',
    Component: lazyPage(
      () => import('./customer-portal/customer-portal-page'),
      'CustomerPortalPage',
    ),
  },
];
