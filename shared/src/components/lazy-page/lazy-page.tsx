import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A remote's page loaded on first visit, so that a remote's entry holds only its route list. The
 * page brings its own Suspense boundary: the host need not know that remote pages are lazy.
 *
 * `lazyPage(() => import('./leads/leads-page'), 'LeadsPage')` — named exports, as everywhere.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  exportName: Name,
): ComponentType {
  const Page = lazy(async () => {
    const module = await load();
    return { default: module[exportName] as ComponentType };
  });
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `LazyPage(${String(exportName)})`;
  return LazyPage;
}

function PageLoading() {
  return (
    <Center py="16" role="status" aria-label="Loading page">
      <Spinner size="lg" />
    </Center>
  );
}
