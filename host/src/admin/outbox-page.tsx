import { Box, HStack, Link, Table, Text } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  formatDateTime,
  type ListUrlCodec,
  LoadFailure,
  LoadingOverlay,
  mailKindLabels,
  messages,
  outboxPageSize,
  type OutboxState,
  outboxStates,
  PageHeader,
  Pager,
  positiveIntegerOf,
  SelectField,
  serverReasonOf,
  StatusTag,
  useListUrlState,
  workplacePath,
  workplaceRouteByPattern,
} from '@solar/shared';
import { Link as RouterLink } from 'react-router';
import { useAdminOutboxQuery } from './api/outbox-endpoints';

const title = workplaceRouteByPattern('admin/outbox').title;

/** Messages waiting or being sent change by themselves: the list looks again this often. */
const refreshMs = 5_000;

interface OutboxListUrlState {
  page: number;
  state: OutboxState | undefined;
  search: string;
}

/** The outbox list's page, state and recipient search in the URL, under the API's names. */
const outboxListUrlCodec: ListUrlCodec<OutboxListUrlState> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    state: outboxStates.find((state) => state === params.get('state')),
    search: params.get('search') ?? '',
  }),
  write: ({ page, state, search }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (state !== undefined) params.set('state', state);
    if (search !== '') params.set('search', search);
    return params;
  },
};

/**
 * `admin/outbox`: every e-mail the product sent or will send, newest first: kind, recipients,
 * subject, state, attempts; by state and recipient; each opens whole on its own page.
 */
export function OutboxPage() {
  const list = useListUrlState(outboxListUrlCodec);
  const { page, state, search } = list.state;
  const outbox = useAdminOutboxQuery({ page, state, search }, { pollingInterval: refreshMs });

  return (
    <Box>
      <PageHeader
        title={title}
        description="Every e-mail the product sends. Without an SMTP server they are kept here only."
      />
      <HStack mb="4" gap="3" flexWrap="wrap">
        <Box flex="1" minW="60" maxW="md">
          <DebouncedSearchInput
            label="Search by recipient"
            placeholder="Search by recipient"
            value={search}
            onDebouncedChange={(next) => list.setFilters({ search: next })}
          />
        </Box>
        <SelectField
          label="State"
          hideLabel
          size="sm"
          width="48"
          value={state ?? ''}
          onChange={(value) =>
            list.setFilters({ state: outboxStates.find((option) => option === value) })
          }
          placeholder="Any state"
          options={outboxStates.map((option) => ({ value: option, label: option }))}
        />
      </HStack>
      {outbox.isError ? (
        <Box mb="4">
          <LoadFailure
            message={messages.failedToLoadOutbox}
            description={serverReasonOf(outbox.error)}
            onRetry={() => void outbox.refetch()}
          />
        </Box>
      ) : null}
      <LoadingOverlay loading={outbox.isFetching && !outbox.data} label="Loading the outbox">
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {['Created', 'Kind', 'To', 'Subject', 'State', 'Attempts', 'Error'].map(
                  (heading) => (
                    <Table.ColumnHeader key={heading}>{heading}</Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(outbox.data?.results ?? []).map((message) => (
                <Table.Row key={message.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(message.created_at)}</Table.Cell>
                  <Table.Cell>{mailKindLabels[message.kind]}</Table.Cell>
                  <Table.Cell>{message.to.join(', ')}</Table.Cell>
                  <Table.Cell minW="48">
                    <Link asChild color="brand.fg">
                      <RouterLink
                        to={workplacePath('admin/outbox/:messageId', { messageId: message.id })}
                      >
                        {message.subject}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusTag label={message.state} />
                  </Table.Cell>
                  <Table.Cell>{message.attempts}</Table.Cell>
                  <Table.Cell>
                    <Text color="fg.error" lineClamp={2}>
                      {message.last_error ?? ''}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadingOverlay>
      {outbox.data?.count === 0 ? (
        <Text mt="4" color="fg.muted">
          {state === undefined && search === '' ? messages.outboxEmpty : messages.outboxNoMatch}
        </Text>
      ) : null}
      <Box mt="4">
        <Pager
          total={outbox.data?.count ?? 0}
          page={page}
          pageSize={outboxPageSize}
          pageSizeOptions={[outboxPageSize]}
          onPageChange={list.setPage}
          onPageSizeChange={() => list.setPage(1)}
        />
      </Box>
    </Box>
  );
}
