import { Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { PageHeader } from '@solar/shared';
import { ChatWithSupport } from './chat-with-support';
import { serviceTiles } from './service-tiles';

/** The customer portal (part 1 section 2): the six service tiles and Chat with Support. */
export function CustomerPortalPage() {
  return (
    <>
      <PageHeader
        title="Customer Portal"
        description="Our services for your home, and how to reach us."
        actions={<ChatWithSupport />}
      />
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
        {serviceTiles.map((tile) => (
          <Card.Root as="li" key={tile.title} height="full">
            <Card.Body>
              <Flex direction="column" gap="2">
                <Heading as="h2" size="md">
                  {tile.title}
                </Heading>
                <Text color="fg.muted">{tile.description}</Text>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
