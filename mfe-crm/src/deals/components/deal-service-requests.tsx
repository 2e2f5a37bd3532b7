import { Box, Button, Card, Heading, Spinner, Table, Text } from '@chakra-ui/react';
import {
  formatDateTime,
  messages,
  notify,
  type ServiceRequest,
  serviceRequestKindLabels,
  StatusTag,
} from '@solar/shared';
import {
  useCrmDealServiceRequestsQuery,
  useCrmUpdateServiceRequestMutation,
} from '../api/service-requests-endpoints';

/**
 * The deal details page's "Service requests" card: what the deal's customer asked for from the
 * portal (kind, message, from, when, status), newest first, each markable as handled.
 */
export function DealServiceRequests({ dealId }: { dealId: number }) {
  const requests = useCrmDealServiceRequestsQuery(dealId, { refetchOnMountOrArgChange: true });
  return (
    <Card.Root size="sm" as="section" aria-labelledby="service-requests-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="service-requests-heading">
          Service requests
        </Heading>
      </Card.Header>
      <Card.Body>
        {requests.isLoading ? (
          <Spinner size="sm" aria-label="Loading service requests" />
        ) : !requests.data ? (
          <Text color="fg.muted">{messages.failedToLoadServiceRequests}</Text>
        ) : requests.data.length === 0 ? (
          <Text color="fg.muted">No service requests from the customer portal.</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="service-requests-heading">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Kind</Table.ColumnHeader>
                  <Table.ColumnHeader>Message</Table.ColumnHeader>
                  <Table.ColumnHeader>From</Table.ColumnHeader>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {requests.data.map((request) => (
                  <RequestRow key={request.id} dealId={dealId} request={request} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function RequestRow({ dealId, request }: { dealId: number; request: ServiceRequest }) {
  const [update, updating] = useCrmUpdateServiceRequestMutation();
  const handled = request.status === 'Handled';
  const kind = serviceRequestKindLabels[request.kind];
  const toggle = async () => {
    const result = await update({ dealId, id: request.id, status: handled ? 'Open' : 'Handled' });
    if ('error' in result) notify.error(messages.failedToUpdateServiceRequest);
    else
      notify.success(
        handled ? messages.serviceRequestReopened : messages.serviceRequestMarkedHandled,
      );
  };
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{kind}</Table.Cell>
      <Table.Cell minW="48">
        <Text whiteSpace="pre-wrap">{request.message}</Text>
      </Table.Cell>
      <Table.Cell>
        {request.requested_by ? (
          <Box>
            <Text>{request.requested_by.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {request.requested_by.email}
            </Text>
          </Box>
        ) : (
          '-'
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(request.created_at)}</Table.Cell>
      <Table.Cell>
        <StatusTag label={request.status} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button
          size="xs"
          variant="outline"
          loading={updating.isLoading}
          aria-label={`${handled ? 'Reopen' : 'Mark handled'}: ${kind} request of ${formatDateTime(request.created_at)}`}
          onClick={() => void toggle()}
        >
          {handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
