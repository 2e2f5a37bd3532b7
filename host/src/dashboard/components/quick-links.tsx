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
  ensureMenuLoaded,
  messages,
  selectMenuItems,
  selectMenuStatus,
  toWorkplacePath,
  useAppDispatch,
  useAppSelector,
} from '@solar/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '../../shell/components/menu-icon';
import { areasOf } from '../utils/areas-of';

/** One card per work area the user's menu opens, with links to its visible pages. */
export function QuickLinks() {
  const status = useAppSelector(selectMenuStatus);
  const menuItems = useAppSelector(selectMenuItems);
  const dispatch = useAppDispatch();
  const areas = useMemo(() => areasOf(menuItems), [menuItems]);

  if (status === 'failed') {
    return (
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
  }
  if (status !== 'loaded') {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height="40" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (areas.length === 0) {
    return (
      <Text>No work areas are assigned to your account yet. Ask an administrator for access.</Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {areas.map((area) => (
        <Card.Root key={area.id} as="section" aria-labelledby={`area-${area.id}`}>
          <Card.Header>
            <Heading
              as="h3"
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
