import { Alert, Box, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import {
  type AdminAuditChanges,
  type AdminAuditEvent,
  formatDateTime,
  type ListUrlCodec,
  messages,
  Pager,
  pageSizeOf,
  positiveIntegerOf,
  useListUrlState,
  workplaceTitleOfMenuPath,
} from '@solar/shared';
import { useAdminAuditEventsQuery } from '../api/admin-endpoints';

const actionLabels: Record<AdminAuditEvent['action'], string> = {
  'user.created': 'User created',
  'user.updated': 'User edited',
  'user.deactivated': 'Deactivated',
  'user.reactivated': 'Reactivated',
  'user.manager_changed': 'Manager changed',
  'access.changed': 'Access changed',
};

const defaultPageSize = 10;

/** The history's page and page size in the access page's URL, under the API's names. */
const auditListUrlCodec: ListUrlCodec<{ page: number; pageSize: number }> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), defaultPageSize),
  }),
  write: ({ page, pageSize }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== defaultPageSize) params.set('page_size', String(pageSize));
    return params;
  },
};

const show = (value: string | boolean | null) => {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
};

/** How a person reads the access fields; a user field keeps the name the edit form saves. */
const fieldLabels: Readonly<Record<string, string>> = {
  granted: 'Pages granted',
  revoked: 'Pages revoked',
  is_superuser: 'Superuser',
};

/**
 * One line per changed field or list: `first_name: Riley → Rory`, `Pages granted: Deals`. The
 * history stores pages by menu path; they are shown by the titles the access page uses.
 */
function describeChanges(changes: AdminAuditChanges): string[] {
  return Object.entries(changes).map(([field, change]) => {
    const label = fieldLabels[field] ?? field;
    return Array.isArray(change)
      ? `${label}: ${change.map((path) => workplaceTitleOfMenuPath(path)).join(', ')}`
      : `${label}: ${show(change.from)} → ${show(change.to)}`;
  });
}

/** A user's administration history, newest first: who, when, what changed. */
export function AuditEventsList({ userId }: { userId: number }) {
  const { state, setPage, setPageSize } = useListUrlState(auditListUrlCodec);
  const { page, pageSize } = state;
  const events = useAdminAuditEventsQuery({ id: userId, query: { page, page_size: pageSize } });

  let content;
  if (events.isError) {
    content = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{messages.failedToLoadAuditEvents}</Alert.Title>
      </Alert.Root>
    );
  } else if (!events.data) {
    content = <Skeleton height="24" />;
  } else if (events.data.count === 0) {
    content = <Text color="fg.muted">No changes recorded yet.</Text>;
  } else {
    content = (
      <>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Change history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>What</Table.ColumnHeader>
                <Table.ColumnHeader>Changes</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {events.data.results.map((event) => (
                <Table.Row key={event.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(event.at)}</Table.Cell>
                  <Table.Cell>
                    {event.actor ? `${event.actor.name} (${event.actor.email})` : 'Removed user'}
                  </Table.Cell>
                  <Table.Cell>{actionLabels[event.action]}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="0">
                      {describeChanges(event.changes).map((line) => (
                        <Text key={line} fontSize="sm">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Box mt="3">
          <Pager
            total={events.data.count}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Box>
      </>
    );
  }

  return (
    <Box as="section" aria-labelledby="change-history">
      <Heading as="h2" size="md" mb="3" id="change-history">
        Change history
      </Heading>
      {content}
    </Box>
  );
}
