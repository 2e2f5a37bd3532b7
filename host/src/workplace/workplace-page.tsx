import { DealAccessGate, gatedDealIdOf, routeOwnerOf, workplaceRoutes } from '@solar/shared';
import { Route, Routes, useLocation } from 'react-router';
import { adminPages } from '../admin/admin-pages';
import { RemoteArea } from '../remotes/components/remote-area';
import { NotAvailablePage } from '../app/not-available-page';
import { NotFoundPage } from '../app/not-found-page';

/** The host's own workplace pages (administration); a catalogue page without one says so. */
function HostPages() {
  return (
    <Routes>
      {workplaceRoutes
        .filter((route) => route.owner === 'host')
        .map((route) => {
          const Page = adminPages[route.pattern];
          return (
            <Route
              key={route.pattern}
              path={route.pattern}
              element={Page ? <Page /> : <NotAvailablePage title={route.title} />}
            />
          );
        })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** `/workplace/*`: the owning app's page for the path (guard step 7 gate for deal pages). */
export function WorkplacePage() {
  const { pathname } = useLocation();
  const owner = routeOwnerOf(pathname);
  let content;
  if (owner === 'host') content = <HostPages />;
  else if (owner === null) content = <NotFoundPage />;
  else content = <RemoteArea key={owner} remote={owner} />;
  return <DealAccessGate dealId={gatedDealIdOf(pathname)}>{content}</DealAccessGate>;
}
