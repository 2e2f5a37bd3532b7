import { act, render } from '@testing-library/react';
import {
  AppProvider,
  createAppStore,
  setRuntimeConfig,
  signedIn,
  type AppStore,
  type MenuItem,
  type User,
} from '@solar/shared';
import { testRuntimeConfig } from '@solar/shared/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/app-routes';

export interface RenderAppOptions {
  user?: User;
  menu?: MenuItem[];
  store?: AppStore;
}

/** The whole host app at `path`, in a memory router, with a fresh store (signed in if `user`). */
export function renderApp(
  path: string,
  { user, menu, store = createAppStore() }: RenderAppOptions = {},
) {
  setRuntimeConfig(testRuntimeConfig);
  if (user) store.dispatch(signedIn({ token: 'test-token', user }));
  if (menu) store.dispatch({ type: 'permissions/menuLoaded', payload: menu });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return {
    ...view,
    store,
    router,
    pathname: () => router.state.location.pathname,
    navigate: (to: string) => act(() => router.navigate(to)),
  };
}
