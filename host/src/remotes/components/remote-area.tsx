import { Center, Spinner } from '@chakra-ui/react';
import { workplaceRoutes, type RemoteRoute, type RemoteRoutesModule } from '@solar/shared';
import { startTransition, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NotAvailablePage } from '../../app/not-available-page';
import { NotFoundPage } from '../../app/not-found-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';
import { loadRemoteRoutes, type RemoteName } from '../utils/remote-loader';

type LoadState =
  { status: 'loading' } | { status: 'loaded'; module: RemoteRoutesModule } | { status: 'failed' };

/** Every route the area answers: the catalogue's for its owner plus any the remote adds. */
function areaRoutes(remote: RemoteName, provided: readonly RemoteRoute[]) {
  const catalogue = workplaceRoutes
    .filter((route) => route.owner === remote)
    .map((route) => ({
      pattern: route.pattern,
      title: route.title,
      Component: provided.find((page) => page.pattern === route.pattern)?.Component ?? null,
    }));
  const extra = provided.filter(
    (page) => !catalogue.some((route) => route.pattern === page.pattern),
  );
  return [...catalogue, ...extra];
}

/**
 * A remote's pages inside the shell: loads the remote on first visit, then routes the location to
 * the page it provides for the catalogue pattern (a notice to reload when an older remote provides none).
 * Loading failures and render crashes show the area's message with a Retry that really retries.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const { pathname } = useLocation();

  useEffect(() => {
    let active = true;
    loadRemoteRoutes(remote, { retry: attempt > 0 }).then(
      // A transition: the remote's page is rendered in slices, not in one long task.
      (module) => {
        if (active) startTransition(() => setState({ status: 'loaded', module }));
      },
      (error: unknown) => {
        console.error(`Could not load the ${remote} remote`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };
  const failure = <RemoteFailure remote={remote} onRetry={retry} />;

  if (state.status === 'failed') return failure;
  if (state.status === 'loading') {
    return (
      <Center py="16" role="status" aria-label="Loading">
        <Spinner size="lg" />
      </Center>
    );
  }
  return (
    // Keyed by attempt and path: Retry remounts a crashed page, and moving on clears a crash.
    <RemoteErrorBoundary key={`${attempt}:${pathname}`} fallback={failure}>
      <Routes>
        {areaRoutes(remote, state.module.routes).map(({ pattern, title, Component }) =>
          pattern === '' ? (
            <Route key="index" index element={Component ? <Component /> : null} />
          ) : (
            <Route
              key={pattern}
              path={pattern}
              element={Component ? <Component /> : <NotAvailablePage title={title} />}
            />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteErrorBoundary>
  );
}
