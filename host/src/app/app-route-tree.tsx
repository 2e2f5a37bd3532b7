import { useRoutes } from 'react-router';
import { appRoutes } from './app-routes';

/**
 * The app's routes rendered by the declarative router (`BrowserRouter` in the app, `MemoryRouter`
 * in tests). The data router (`createBrowserRouter`) is not used: nothing here needs loaders,
 * actions or fetchers, and react-router's shared copy is tree-shaken to the names the apps import,
 * so leaving the data router out keeps most of react-router off every page's first download
 * (docs/performance.md, "Router").
 */
export function AppRouteTree() {
  return useRoutes(appRoutes);
}
