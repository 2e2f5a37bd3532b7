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
            <LinkBox as="li" key={tile.title} height="full" cursor="pointer" className="group">
              {/* The whole card is the link: it lifts on hover and wears the focus ring when its
                  link has the keyboard, so it reads as something to open. */}
              <Card.Root
                height="full"
                transition="border-color 0.15s, box-shadow 0.15s"
                _hover={{ borderColor: 'colorPalette.solid', boxShadow: 'md' }}
                _focusWithin={{
                  outline: '2px solid',
                  outlineColor: 'colorPalette.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <Card.Body>
                  <Flex direction="column" gap="2" height="full">
                    <Heading as="h2" size="md">
                      <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                        <RouterLink to={tile.path}>{tile.title}</RouterLink>
                      </LinkOverlay>
                    </Heading>
                    <Text color="fg.muted">{tile.description}</Text>
                    <Text
                      aria-hidden="true"
                      mt="auto"
                      alignSelf="flex-end"
                      color="colorPalette.fg"
                      fontSize="xl"
                      _groupHover={{ transform: 'translateX(4px)' }}
                      transition="transform 0.15s"
                    >
                      →
                    </Text>
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
