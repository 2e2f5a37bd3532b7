import { Alert, Button, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { messages, StatusTag, type AddressDeal } from '@solar/shared';

interface ExistingDealsSectionProps {
  deals: readonly AddressDeal[];
  /** How many deals at the address belong to sales teams the user may not see. */
  otherTeamsDeals: number;
  onViewDeal: (dealId: number) => void;
}

/**
 * 'Existing Deals at This Address': the warning and the deals already at the chosen address that
 * the user may open; other teams' deals there are only counted.
 */
export function ExistingDealsSection({
  deals,
  otherTeamsDeals,
  onViewDeal,
}: ExistingDealsSectionProps) {
  return (
    <Stack as="section" aria-labelledby="existing-deals-heading" gap="2">
      <Heading as="h3" size="sm" id="existing-deals-heading">
        Existing Deals at This Address
      </Heading>
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Title>{messages.existingDealsWarning}</Alert.Title>
      </Alert.Root>
      {deals.length > 0 ? (
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ID</Table.ColumnHeader>
                <Table.ColumnHeader>Deal Name</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {deals.map((deal) => (
                <Table.Row key={deal.id}>
                  <Table.Cell>{deal.id}</Table.Cell>
                  <Table.Cell>{deal.name}</Table.Cell>
                  <Table.Cell>
                    <StatusTag label={deal.status.name} />
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`View Deal ${deal.name}`}
                      onClick={() => onViewDeal(deal.id)}
                    >
                      View Deal
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {otherTeamsDeals > 0 ? (
        <Text fontSize="sm">{`${messages.dealsOfOtherTeamsAtAddress} ${otherTeamsDeals}`}</Text>
      ) : null}
    </Stack>
  );
}
