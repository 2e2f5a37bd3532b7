import { Box, HStack, Table, Text } from '@chakra-ui/react';
import {
  type ListUrlCodec,
  LoadFailure,
  LoadingOverlay,
  messages,
  PageHeader,
  Pager,
  positiveIntegerOf,
  SelectField,
  serverReasonOf,
  type ServiceRequestStatus,
  serviceRequestStatuses,
  serviceRequestsPageSize,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { ServiceRequestHeader } from '../crm-shared/components/service-request-header';
import { ServiceRequestRow } from '../crm-shared/components/service-request-row';
import {
  useCrmServiceRequestsQuery,
  useCrmSetServiceRequestStatusMutation,
} from './api/service-requests-endpoints';

const title = workplaceRouteByPattern('crm/service-requests').title;

interface ServiceRequestListUrlState {
  page: number;
  status: ServiceRequestStatus | undefined;
}

/** The list's page and status filter in the URL, under the API's parameter names. */
const serviceRequestListUrlCodec: ListUrlCodec<ServiceRequestListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    status: serviceRequestStatuses.find((status) => status === params.get('status')),
  }),
  write: ({ page, status }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (status !== undefined) params.set('status', status);
    return params;
  },
};

/**
 * `crm/service-requests`: what customers asked for from the portal, newest first: every general
 * question (a customer with no project yet) and the requests on the deals the user works on, with
 * who sent each and their email, filtered by status, a page at a time; each can be marked handled.
 */
export function ServiceRequestsPage() {
  const list = useListUrlState(serviceRequestListUrlCodec);
  const { page, status } = list.state;
  const requests = useCrmServiceRequestsQuery(
    { page, status },
    { refetchOnMountOrArgChange: true },
  );
  const [setStatus] = useCrmSetServiceRequestStatusMutation();

  return (
    <Box>
      <PageHeader
        title={title}
        description="Requests customers send from the portal: general questions and those about your deals."
      />
      <HStack mb="4">
        <SelectField
          label="Status"
          hideLabel
          size="sm"
          width="48"
          value={status ?? ''}
          onChange={(value) =>
            list.setFilters({
              status: serviceRequestStatuses.find((option) => option === value),
            })
          }
          placeholder="Any status"
          options={serviceRequestStatuses.map((option) => ({ value: option, label: option }))}
        />
      </HStack>
      {requests.isError ? (
        <Box mb="4">
          <LoadFailure
            message={messages.failedToLoadServiceRequests}
            description={serverReasonOf(requests.error)}
            onRetry={() => void requests.refetch()}
          />
        </Box>
      ) : null}
      <LoadingOverlay
        loading={requests.isFetching && !requests.data}
        label="Loading service requests"
      >
        {/* On a phone the columns scroll sideways inside the table, the page stays put. */}
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={title}>
            <ServiceRequestHeader withProject />
            <Table.Body>
              {(requests.data?.results ?? []).map((request) => (
                <ServiceRequestRow
                  key={request.id}
                  request={request}
                  withProject
                  setStatus={async (next) =>
                    !('error' in (await setStatus({ id: request.id, status: next })))
                  }
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadingOverlay>
      {requests.data?.count === 0 ? (
        <Text mt="4" color="fg.muted">
          {status === undefined ? messages.noServiceRequestsYet : messages.noServiceRequestsMatch}
        </Text>
      ) : null}
      <Box mt="4">
        <Pager
          total={requests.data?.count ?? 0}
          page={page}
          pageSize={serviceRequestsPageSize}
          pageSizeOptions={[serviceRequestsPageSize]}
          onPageChange={list.setPage}
          onPageSizeChange={() => list.setPage(1)}
        />
      </Box>
    </Box>
  );
}
