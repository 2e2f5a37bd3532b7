import {
  Box,
  Card,
  Flex,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PageHeader, portalPages } from '@solar/shared';
import { Link as RouterLink } from 'react-router';
import { YourRequests } from './components/your-requests';
import { ChatWithSupport } from './components/chat-with-support';
import { serviceTiles } from '../portal-shared/utils/service-tiles';

/**
 * The customer portal: the six service tiles and Chat with Support. Each tile
 * opens its view (Project Tracking, Invoice & Reports) or its service's request form; the
 * customer's requests follow the tiles once they have sent any.
 */
export function CustomerPortalPage() {
  return (
    <Stack gap="8">
      <Box>
        <PageHeader
          title={portalPages.home.title}
          description="Our services for your home, and how to reach us."
          actions={<ChatWithSupport />}
        />
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
          {serviceTiles.map((tile) => (
            <LinkBox as="li" key={tile.title} height="full">
              <Card.Root height="full" _hover={{ borderColor: 'colorPalette.solid' }}>
                <Card.Body>
                  <Flex direction="column" gap="2">
                    <Heading as="h2" size="md">
                      <LinkOverlay asChild>
                        <RouterLink to={tile.path}>{tile.title}</RouterLink>
                      </LinkOverlay>
                    </Heading>
                    <Text color="fg.muted">{tile.description}</Text>
                  </Flex>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Box>
      <YourRequests />
    </Stack>
  );
}
