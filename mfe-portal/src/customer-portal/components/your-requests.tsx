import { Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate, messages, serviceRequestKindLabels, StatusTag } from '@solar/shared';
import { usePortalServiceRequestsQuery } from '../../portal-shared/api/portal-endpoints';

/** The customer's sent requests and whether staff have handled them; nothing until there are any. */
export function YourRequests() {
  const requests = usePortalServiceRequestsQuery();
  if (requests.isError) {
    return (
      <Text color="fg.muted" role="status">
        {messages.failedToLoadServiceRequests}
      </Text>
    );
  }
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="your-requests-heading">
      <Heading as="h2" size="lg" id="your-requests-heading">
        Your requests
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-labelledby="your-requests-heading">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Service</Table.ColumnHeader>
              <Table.ColumnHeader>Project</Table.ColumnHeader>
              <Table.ColumnHeader>Message</Table.ColumnHeader>
              <Table.ColumnHeader>Sent</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {requests.data.map((request) => (
              <Table.Row key={request.id}>
                <Table.Cell>{serviceRequestKindLabels[request.kind]}</Table.Cell>
                <Table.Cell>{request.deal?.name ?? messages.serviceRequestNoProject}</Table.Cell>
                <Table.Cell maxW="md">
                  <Text lineClamp={2} whiteSpace="pre-wrap" title={request.message}>
                    {request.message}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(request.created_at)}</Table.Cell>
                <Table.Cell>
                  <HStack>
                    <StatusTag label={request.status} />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
