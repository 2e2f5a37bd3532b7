/**
 * The names the apps import from each tree-shaken shared package, as the host's build provides
 * them (see `treeShakenSingleton` in federation-shared.ts for why this is a record and not a scan
 * at build time). `__tests__/used-exports.test.ts` keeps it equal to what the sources import.
 * Adding a name here changes the host's copy: deploy the host with (or before) the remote that
 * needs it.
 */
export const usedExportsRecord: Record<string, readonly string[]> = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'matchPath',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
};

/** The recorded names of a tree-shaken shared package. */
export function recordedUsedExports(pkg: string): string[] {
  const names = usedExportsRecord[pkg];
  if (!names) throw new Error(`${pkg} has no recorded used exports (used-exports-record.ts)`);
  return [...names];
}
