import { Badge, Box, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  formatDateTime,
  messages,
  notify,
  serverFieldTextOf,
  type ZohoConnection,
  type ZohoConnectionTest,
} from '@solar/shared';
import { useState } from 'react';
import { useZohoConnectionTestMutation } from '../api/zoho-sync-endpoints';

/** A token that expires within this long is shown as about to expire (the adapter refreshes it). */
const tokenSoonMs = 5 * 60_000;

function tokenState(connection: ZohoConnection, now: number) {
  const { token } = connection;
  const lastError = token.last_error_at ? Date.parse(token.last_error_at) : null;
  const lastRefresh = token.last_refresh_at ? Date.parse(token.last_refresh_at) : null;
  if (lastError !== null && (lastRefresh === null || lastError > lastRefresh)) {
    return { label: 'Refused', palette: 'red' };
  }
  if (token.expires_at === null) return { label: 'Not fetched yet', palette: 'gray' };
  const expires = Date.parse(token.expires_at);
  if (expires <= now) return { label: 'Expired (refreshed on the next call)', palette: 'orange' };
  if (expires - now < tokenSoonMs) return { label: 'Expires soon', palette: 'orange' };
  return { label: 'Valid', palette: 'green' };
}

/**
 * Whether Zoho Inventory is configured (region, organisation, host; the credentials never reach
 * the browser), the access token's health, and Test connection, which makes one real call.
 */
export function ZohoConnectionPanel({ connection }: { connection: ZohoConnection }) {
  const [test, testing] = useZohoConnectionTestMutation();
  const [result, setResult] = useState<ZohoConnectionTest | null>(null);
  const token = tokenState(connection, Date.now());

  const runTest = async () => {
    const answer = await test();
    if ('error' in answer && answer.error) {
      notify.error(serverFieldTextOf(answer.error, ['message'], messages.zohoConnectionTestFailed));
      return;
    }
    setResult(answer.data);
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          Connection
        </Heading>
        <Button variant="outline" onClick={() => void runTest()} loading={testing.isLoading}>
          Test connection
        </Button>
      </HStack>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Zoho Inventory</DataList.ItemLabel>
          <DataList.ItemValue>
            {connection.configured ? (
              <Badge colorPalette="green">Configured</Badge>
            ) : (
              <Badge colorPalette="gray">Not configured</Badge>
            )}
          </DataList.ItemValue>
        </DataList.Item>
        {connection.configured ? (
          <>
            <DataList.Item>
              <DataList.ItemLabel>Region</DataList.ItemLabel>
              <DataList.ItemValue>{connection.region}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Organisation</DataList.ItemLabel>
              <DataList.ItemValue>{connection.organization_id}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>API host</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{connection.api_host}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Access token</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={token.palette}>{token.label}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Last refresh</DataList.ItemLabel>
              <DataList.ItemValue>
                {connection.token.last_refresh_at
                  ? formatDateTime(connection.token.last_refresh_at)
                  : '—'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Expires</DataList.ItemLabel>
              <DataList.ItemValue>
                {connection.token.expires_at ? formatDateTime(connection.token.expires_at) : '—'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Last token error</DataList.ItemLabel>
              <DataList.ItemValue>
                {connection.token.last_error === ''
                  ? 'None'
                  : `${connection.token.last_error} (${formatDateTime(connection.token.last_error_at ?? '')})`}
              </DataList.ItemValue>
            </DataList.Item>
          </>
        ) : null}
      </DataList.Root>
      {connection.configured ? null : (
        <Text color="fg.muted" fontSize="sm">
          Items come from the built-in catalogue. Set ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET,
          ZOHO_REFRESH_TOKEN and ZOHO_ORGANIZATION_ID on the API to connect to Zoho Inventory.
        </Text>
      )}
      {result ? (
        <Box
          role="status"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          borderColor={result.ok ? 'green.solid' : 'red.solid'}
        >
          <Text fontWeight="semibold">{result.ok ? 'Connection works' : 'Connection failed'}</Text>
          <Text>{result.message}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}
