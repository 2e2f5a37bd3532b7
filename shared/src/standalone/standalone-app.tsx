import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Flex,
  Heading,
  Link as ChakraLink,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router';
import { selectIsAuthenticated, selectUser } from '../auth/auth-slice';
import { selectPermittedPaths } from '../auth/permissions-slice';
import { logout } from '../auth/session-thunks';
import { SignInButton } from '../auth/sign-in-button';
import { productName } from '../domain/constants';
import { messages } from '../domain/messages';
import { displayNameOf } from '../domain/display-name';
import { areaTitles, menuPathOfPattern } from '../domain/workplace-routes';
import { registerNavigate } from '../errors/navigation';
import { DealAccessGate } from '../guard/deal-access-gate';
import { useRouteGuard } from '../guard/use-route-guard';
import type { RemoteRoute } from '../remote/remote-route';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { notify } from '../theme/toaster';

type StandaloneRemoteName = keyof typeof areaTitles;

export interface StandaloneOptions {
  remote: StandaloneRemoteName;
  routes: readonly RemoteRoute[];
  /** Where the routes' patterns are mounted: `/workplace` for staff areas, `/customer` for the portal. */
  basePath: '/workplace' | '/customer';
}

/** The URL of a route pattern; optional parameters are left out, required ones cannot be linked. */
function linkOf(basePath: string, pattern: string): string | null {
  const segments = pattern.split('/').filter((segment) => !segment.endsWith('?'));
  if (segments.some((segment) => segment.startsWith(':'))) return null;
  return [basePath, ...segments].filter(Boolean).join('/') || '/';
}

function RegisterNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}

function StandaloneLogin({ options }: { options: StandaloneOptions }) {
  const navigate = useNavigate();
  const title = areaTitles[options.remote];
  return (
    <Center minH="100vh" p="4">
      <Card.Root maxW="sm" width="full">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="xl">
              Login
            </Heading>
            <Text color="fg.muted">
              {title} area of {productName}, running on its own for development.
            </Text>
            <SignInButton onSignedIn={() => void navigate('/', { replace: true })} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

function StandaloneFrame({ options }: { options: StandaloneOptions }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const permittedPaths = useAppSelector(selectPermittedPaths);
  const decision = useRouteGuard();
  const title = areaTitles[options.remote];

  const links = useMemo(
    () =>
      options.routes
        .filter(
          (route) =>
            options.basePath === '/customer' ||
            permittedPaths.includes(menuPathOfPattern(route.pattern)),
        )
        .map((route) => ({ route, href: linkOf(options.basePath, route.pattern) }))
        .filter((entry): entry is { route: RemoteRoute; href: string } => entry.href !== null),
    [options, permittedPaths],
  );

  const signOut = async () => {
    if (!(await dispatch(logout()))) notify.error(messages.logoutFailed);
    void navigate('/login', { replace: true });
  };

  let content;
  if (decision.kind === 'redirect' && decision.to === '/login') {
    return <Navigate to="/login" replace />;
  } else if (decision.kind === 'wait' || decision.kind === 'load-menu') {
    content = (
      <Center py="16">
        <Spinner size="lg" aria-label="Loading" />
      </Center>
    );
  } else if (decision.kind === 'redirect' && decision.message) {
    // The host's other pages (dashboard, portal) are not part of this page: say why instead.
    content = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{decision.message}</Alert.Title>
      </Alert.Root>
    );
  } else if (
    pathname === '/' ||
    decision.kind === 'redirect' ||
    // The area's root goes to its first page, unless a page lives at the root itself (the
    // portal's tiles at /customer): redirecting there to itself would render nothing.
    (pathname === options.basePath && !links.some((link) => link.href === pathname))
  ) {
    content = links[0] ? (
      <Navigate to={links[0].href} replace />
    ) : (
      <Text>There is no page of this area you may open.</Text>
    );
  } else {
    const dealId = decision.kind === 'allow' ? decision.dealId : null;
    content = (
      <Routes>
        {options.routes.map((route) => (
          <Route
            key={route.pattern}
            path={`${options.basePath}/${route.pattern}`.replace(/\/$/, '')}
            element={
              <DealAccessGate dealId={dealId}>
                <route.Component />
              </DealAccessGate>
            }
          />
        ))}
        <Route path="*" element={<Heading as="h1">Not found</Heading>} />
      </Routes>
    );
  }

  return (
    <Flex direction="column" minH="100vh">
      <Flex as="header" align="center" gap="4" px="4" py="2" bg="bg" borderBottomWidth="1px">
        <Heading as="p" size="md">
          {productName} · {title} (standalone)
        </Heading>
        <Box flex="1" />
        <Text fontSize="sm">{displayNameOf(user)}</Text>
        <Button size="sm" variant="outline" onClick={() => void signOut()}>
          Logout
        </Button>
      </Flex>
      <Flex flex="1">
        {links.length > 1 ? (
          <Box as="nav" aria-label="Main menu" width="56" p="3" bg="bg" borderEndWidth="1px">
            <Stack gap="1">
              {links.map(({ route, href }) => (
                <ChakraLink
                  key={route.pattern}
                  asChild
                  fontWeight={pathname === href ? 'bold' : 'normal'}
                >
                  <Link to={href}>{route.title}</Link>
                </ChakraLink>
              ))}
            </Stack>
          </Box>
        ) : null}
        <Box as="main" flex="1" p="6">
          {content}
        </Box>
      </Flex>
    </Flex>
  );
}

function StandaloneRoutes({ options }: { options: StandaloneOptions }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  return (
    <Routes>
      <Route
        path="/login"
        element={
          isAuthenticated ? <Navigate to="/" replace /> : <StandaloneLogin options={options} />
        }
      />
      <Route path="*" element={<StandaloneFrame options={options} />} />
    </Routes>
  );
}

/** A remote's own dev page: sign-in, then its routes in a minimal frame. */
export function StandaloneApp({ options }: { options: StandaloneOptions }) {
  return (
    <BrowserRouter>
      <RegisterNavigate />
      <StandaloneRoutes options={options} />
    </BrowserRouter>
  );
}
