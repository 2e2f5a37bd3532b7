import { Center, Flex, Spinner } from '@chakra-ui/react';
import {
  registerNavigate,
  selectUser,
  useAppSelector,
  usePageTitleOf,
  useRouteGuard,
} from '@solar/shared';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { registerRemotesFor } from '../remotes/utils/remote-loader';
import { EnvironmentBanner } from '../shell/components/environment-banner';
import { pageTitleOf } from './route-meta';

/**
 * Above every route: registers the router's navigate for non-React code, sets the page title,
 * registers the user's remotes, shows the test-environment banner and runs the guard.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const decision = useRouteGuard();

  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);

  const ownTitle = usePageTitleOf(pathname);
  useEffect(() => {
    document.title = pageTitleOf(pathname, ownTitle);
  }, [pathname, ownTitle]);

  const isStaff = user?.is_staff;
  useEffect(() => {
    if (isStaff !== undefined) registerRemotesFor(isStaff);
  }, [isStaff]);

  // The allowed page (for staff the whole shell: header, menu tree, then the page) is first
  // rendered as a deferred update: the session's answer arrives through the store, whose updates
  // React renders in one go, and the shell is the largest tree of the start-up. Deferred, it is
  // rendered in slices with the spinner kept meanwhile, so no long task blocks the main thread.
  const pageShown = useDeferredValue(decision.kind === 'allow');
  let content;
  if (decision.kind === 'redirect') content = <Navigate to={decision.to} replace />;
  else if (decision.kind === 'allow' && pageShown) content = <Outlet />;
  else {
    content = (
      <Center flex="1" role="status" aria-label="Loading">
        <Spinner size="xl" />
      </Center>
    );
  }
  return (
    <Flex direction="column" minH="100vh">
      <EnvironmentBanner />
      {content}
    </Flex>
  );
}
