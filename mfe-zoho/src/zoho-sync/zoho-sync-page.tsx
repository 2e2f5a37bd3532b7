import {
  Badge,
  Box,
  Button,
  DataList,
  Heading,
  List,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  formatDateTime,
  formatNumber,
  JobProgress,
  LoadFailure,
  messages,
  notify,
  PageHeader,
  serverFieldTextOf,
  type SyncRun,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useEffect, useRef, useState } from 'react';
import {
  useZohoConnectionQuery,
  useZohoSyncStartMutation,
  useZohoSyncStatusQuery,
} from './api/zoho-sync-endpoints';
import { ZohoConflicts } from './components/zoho-conflicts';
import { ZohoConnectionPanel } from './components/zoho-connection-panel';
import { ZohoRecentCalls } from './components/zoho-recent-calls';

const { title } = workplaceRouteByPattern('zoho/zoho-api');

/** How often the page asks for progress while a sync runs. */
const syncPollMs = 1_000;

const statusPalette: Record<SyncRun['status'], string> = {
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  interrupted: 'orange',
};

/**
 * The Zoho API page: the connection (configured or not, region and organisation, token health,
 * Test connection), the item sync (source, the last run's time, counts and errors, Sync now with
 * progress while a run goes on: the page polls the status each second until it finishes), the
 * conflicts with Zoho's figures and the adapter's recent calls.
 */
export function ZohoSyncPage() {
  const [polling, setPolling] = useState(false);
  const status = useZohoSyncStatusQuery(undefined, {
    pollingInterval: polling ? syncPollMs : 0,
  });
  const run = status.data?.last_run ?? null;
  const running = run?.status === 'running';
  // Poll only while a run goes on (state follows the data, so the interval starts and stops).
  if (running !== polling) setPolling(running);
  const [start, starting] = useZohoSyncStartMutation();
  const connection = useZohoConnectionQuery();
  const refetchConnection = connection.refetch;
  const wasRunning = useRef(false);

  useEffect(() => {
    if (status.isError) notify.error(messages.failedToLoadSyncStatus, { id: 'zoho-sync' });
  }, [status.isError]);

  // Say how it ended when a run this page watched finishes.
  useEffect(() => {
    if (!run) return;
    if (run.status === 'running') {
      wasRunning.current = true;
    } else if (wasRunning.current) {
      wasRunning.current = false;
      if (run.status === 'succeeded') notify.success(messages.zohoSyncFinished);
      else notify.error(messages.zohoSyncFailed);
      // The sync's calls and any token problem show in the sections below.
      void refetchConnection();
    }
  }, [run, refetchConnection]);

  const syncNow = async () => {
    const result = await start();
    if ('error' in result && result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.zohoSyncFailed));
      return;
    }
    // A small catalogue can finish before the next status poll sees it running.
    wasRunning.current = true;
    notify.info(messages.zohoSyncStarted);
  };

  const busy = running || starting.isLoading;
  return (
    <Box>
      <PageHeader
        title={title}
        description="The connection to Zoho Inventory, where items for parts lists come from. A sync adds new items and updates changed ones; running it again changes nothing."
        actions={
          <Button
            onClick={() => void syncNow()}
            loading={busy}
            loadingText="Syncing…"
            disabled={!status.data}
          >
            Sync now
          </Button>
        }
      />
      <Box mb="8">
        {connection.data ? (
          <ZohoConnectionPanel connection={connection.data} />
        ) : connection.isError ? (
          <LoadFailure
            message={messages.failedToLoadZohoConnection}
            onRetry={() => void connection.refetch()}
          />
        ) : (
          <Skeleton height="24" />
        )}
      </Box>
      <Heading as="h2" size="md" mb="3">
        Item sync
      </Heading>
      {status.isLoading ? (
        <Stack gap="3">
          <Skeleton height="6" />
          <Skeleton height="24" />
        </Stack>
      ) : status.data ? (
        <Stack gap="6">
          <Box>
            <Heading as="h3" size="sm" mb="2">
              Source
            </Heading>
            <Text>{status.data.source.description}</Text>
            <Text color="fg.muted" fontSize="sm" mt="1">
              Items in the database: {formatNumber(status.data.item_count)}
            </Text>
          </Box>
          {running && run.job_id ? (
            // The sync is a background job: its progress survives a reload of the page.
            <Box maxW="md">
              <JobProgress jobId={run.job_id} unit="items" label="Sync progress" />
            </Box>
          ) : busy ? (
            <Progress.Root value={null} aria-label="Sync progress" maxW="md">
              <Progress.Label mb="2">
                Syncing… {run?.status === 'running' ? `${run.processed} items read` : ''}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
          <Box>
            <Heading as="h3" size="sm" mb="2">
              Last sync
            </Heading>
            {run ? <LastRun run={run} /> : <Text color="fg.muted">No sync has run yet.</Text>}
          </Box>
        </Stack>
      ) : (
        <Box role="alert">
          <Text>{messages.failedToLoadSyncStatus}</Text>
          <Button mt="3" size="sm" onClick={() => void status.refetch()}>
            Retry
          </Button>
        </Box>
      )}
      {connection.data ? (
        <Stack gap="8" mt="8">
          <ZohoConflicts conflicts={connection.data.conflicts} />
          <ZohoRecentCalls calls={connection.data.recent_calls} />
        </Stack>
      ) : null}
    </Box>
  );
}

function LastRun({ run }: { run: SyncRun }) {
  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Started</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(run.started_at)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Finished</DataList.ItemLabel>
          <DataList.ItemValue>
            {run.finished_at ? formatDateTime(run.finished_at) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Status</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={statusPalette[run.status]}>{run.status}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Source</DataList.ItemLabel>
          <DataList.ItemValue>
            {run.source === 'catalogue' ? 'Built-in catalogue' : 'Zoho Inventory'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Items read</DataList.ItemLabel>
          <DataList.ItemValue>{run.processed}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Added</DataList.ItemLabel>
          <DataList.ItemValue>{run.added}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Updated</DataList.ItemLabel>
          <DataList.ItemValue>{run.updated}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Unchanged</DataList.ItemLabel>
          <DataList.ItemValue>{run.unchanged}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {run.errors.length > 0 ? (
        <Box>
          <Text fontWeight="semibold" mb="1">
            Errors ({run.errors.length})
          </Text>
          <List.Root ps="5" maxH="60" overflowY="auto">
            {run.errors.map((error, index) => (
              <List.Item key={index}>{error}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : (
        <Text color="fg.muted">No errors.</Text>
      )}
    </Stack>
  );
}
