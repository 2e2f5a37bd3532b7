import {
  Alert,
  Button,
  Card,
  Heading,
  Icon,
  Link as ChakraLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  displayNameOf,
  ensureMenuLoaded,
  messages,
  selectMenuItems,
  selectMenuStatus,
  selectUser,
  toWorkplacePath,
  useAppDispatch,
  useAppSelector,
  visibleMenuItems,
  type MenuItem,
} from '@solar/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '../shell/menu-icon';

interface Area {
  id: number;
  title: string;
  icon: string | null;
  pages: MenuItem[];
}

/** One card per menu group with its visible pages; top-level pages share one card. */
function areasOf(items: readonly MenuItem[]): Area[] {
  const visible = visibleMenuItems(items);
  const areas: Area[] = visible
    .filter((item) => item.children.length > 0)
    .map((item) => ({
      id: item.id,
      title: item.title,
      icon: item.icon,
      pages: [
        ...(item.path ? [{ ...item, children: [] }] : []),
        ...item.children.filter((child) => child.path),
      ],
    }));
  const loose = visible.filter((item) => item.children.length === 0 && item.path);
  if (loose.length > 0) areas.push({ id: -1, title: 'More', icon: null, pages: loose });
  return areas;
}

/** The staff landing page: a greeting and quick links to the areas this user may open. */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectMenuStatus);
  const menuItems = useAppSelector(selectMenuItems);
  const dispatch = useAppDispatch();
  const areas = useMemo(() => areasOf(menuItems), [menuItems]);

  let content;
  if (status === 'failed') {
    content = (
      <Alert.Root status="error" maxW="xl">
        <Alert.Indicator />
        <Alert.Title>{messages.failedToLoadMenuData}</Alert.Title>
        <Button
          size="xs"
          variant="outline"
          ms="auto"
          onClick={() => void dispatch(ensureMenuLoaded())}
        >
          Retry
        </Button>
      </Alert.Root>
    );
  } else if (status !== 'loaded') {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height="40" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (areas.length === 0) {
    content = (
      <Text>No work areas are assigned to your account yet. Ask an administrator for access.</Text>
    );
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {areas.map((area) => (
          <Card.Root key={area.id} as="section" aria-labelledby={`area-${area.id}`}>
            <Card.Header>
              <Heading
                as="h2"
                size="md"
                id={`area-${area.id}`}
                display="flex"
                alignItems="center"
                gap="2"
              >
                <Icon color="brand.fg">
                  <MenuIcon name={area.icon} />
                </Icon>
                {area.title}
              </Heading>
            </Card.Header>
            <Card.Body pt="2">
              <Stack as="ul" gap="1" listStyleType="none">
                {area.pages.map((page) => (
                  <li key={page.id}>
                    <ChakraLink asChild color="brand.fg" fontWeight="medium">
                      <Link to={toWorkplacePath(page.path ?? '')}>{page.title}</Link>
                    </ChakraLink>
                  </li>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Welcome, {displayNameOf(user)}
        </Heading>
        <Text color="fg.muted">Your work areas. Pick a page to get started.</Text>
      </Stack>
      {content}
    </Stack>
  );
}
