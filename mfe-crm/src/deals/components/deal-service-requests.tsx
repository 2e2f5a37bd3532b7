import { Card, Heading, Spinner, Table, Text } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import { ServiceRequestHeader } from '../../crm-shared/components/service-request-header';
import { ServiceRequestRow } from '../../crm-shared/components/service-request-row';
import {
  useCrmDealServiceRequestsQuery,
  useCrmUpdateServiceRequestMutation,
} from '../../service-requests/api/service-requests-endpoints';

/**
 * The deal details page's "Service requests" card: what the deal's customer asked for from the
 * portal (kind, message, from, when, status), newest first, each markable as handled.
 */
export function DealServiceRequests({ dealId }: { dealId: number }) {
  const requests = useCrmDealServiceRequestsQuery(dealId, { refetchOnMountOrArgChange: true });
  const [update] = useCrmUpdateServiceRequestMutation();
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
              <ServiceRequestHeader />
              <Table.Body>
                {requests.data.map((request) => (
                  <ServiceRequestRow
                    key={request.id}
                    request={request}
                    setStatus={async (status) =>
                      !('error' in (await update({ dealId, id: request.id, status })))
                    }
                  />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
