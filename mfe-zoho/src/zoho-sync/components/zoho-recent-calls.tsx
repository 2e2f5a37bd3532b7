import { Badge, Box, Heading, Table, Text } from '@chakra-ui/react';
import { formatDateTime, formatNumber, zohoRecentCallLimit, type ZohoApiCall } from '@solar/shared';

function statusPalette(status: number | null): string {
  if (status === null || status >= 500) return 'red';
  if (status === 429 || status >= 400) return 'orange';
  return 'green';
}

/** The adapter's latest calls, newest first: method, path, status, duration and when. */
export function ZohoRecentCalls({ calls }: { calls: readonly ZohoApiCall[] }) {
  return (
    <Box as="section" aria-labelledby="zoho-recent-calls">
      <Heading as="h2" size="md" mb="1" id="zoho-recent-calls">
        Recent calls
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        The last {zohoRecentCallLimit} calls to Zoho, newest first. Tokens and secrets are never
        recorded.
      </Text>
      {calls.length === 0 ? (
        <Text color="fg.muted">No call has been made yet. Test the connection or run a sync.</Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md" overflowX="auto" maxH="96" overflowY="auto">
          <Table.Root size="sm" aria-label="Recent calls to Zoho" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Method</Table.ColumnHeader>
                <Table.ColumnHeader>Path</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {calls.map((call, index) => (
                <Table.Row key={index}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(call.at)}</Table.Cell>
                  <Table.Cell>{call.method}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{call.path}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={statusPalette(call.status)}
                      title={call.error || undefined}
                    >
                      {call.status ?? 'No answer'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatNumber(call.duration_ms)} ms
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
