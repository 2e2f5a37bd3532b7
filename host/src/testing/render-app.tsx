import { act } from '@testing-library/react';
import { createAppStore, signedIn, type AppStore, type MenuItem, type User } from '@solar/shared';
import { renderPage } from '@solar/shared/testing';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { AppRouteTree } from '../app/app-route-tree';

interface RenderAppOptions {
  user?: User;
  menu?: MenuItem[];
  store?: AppStore;
}

/** The whole host app at `path`, in a memory router, with a fresh store (signed in if `user`). */
export function renderApp(
  path: string,
  { user, menu, store = createAppStore() }: RenderAppOptions = {},
) {
  if (user) store.dispatch(signedIn({ token: 'test-token', user }));
  if (menu) store.dispatch({ type: 'permissions/menuLoaded', payload: menu });
  const probe: RouterProbe = { pathname: path, navigate: null };
  const view = renderPage(
    <>
      <RouterProbeView probe={probe} />
      <AppRouteTree />
    </>,
    { store, location: path },
  );
  return {
    ...view,
    pathname: () => probe.pathname,
    navigate: (to: string) =>
      act(async () => {
        if (!probe.navigate) throw new Error('the memory router has not rendered');
        await probe.navigate(to);
      }),
  };
}

interface RouterProbe {
  pathname: string;
  navigate: NavigateFunction | null;
}

/** Keeps the memory router's current path and its navigate where the test can read them. */
function RouterProbeView({ probe }: { probe: RouterProbe }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.pathname = pathname;
    probe.navigate = navigate;
  }, [probe, pathname, navigate]);
  return null;
}
