import { Box, Checkbox, Flex, Heading, Text } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  JobProgress,
  LoadFailure,
  LoadingOverlay,
  messages,
  type MrpRunItem,
  PageHeader,
  Pager,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useEffect, useState } from 'react';
import { useMrpRunItemsQuery, useMrpRunQuery, useMrpRunsQuery } from './api/mrp-endpoints';
import { MrpConvertBar } from './components/mrp-convert-bar';
import { MrpGrid } from './components/mrp-grid';
import { MrpItemList } from './components/mrp-item-list';
import { MrpRunForm } from './components/mrp-run-form';
import { MrpRunList } from './components/mrp-run-list';
import { MrpSourcesDialog, type MrpSourcesTarget } from './components/mrp-sources-dialog';
import { mrpUrlCodec } from './utils/mrp-url-codec';

const { title } = workplaceRouteByPattern('zoho/mrp');
const pollMs = 1_000;

/**
 * MRP: planning runs over a horizon of weeks. A run plans in the background (its progress is
 * shown while it works); its plan shows each item's weeks, exceptions and planned orders, every
 * gross and receipt figure opens its sources, and selected planned orders become draft purchase
 * orders.
 */
export function MrpPage() {
  const { state, update, setFilters, setPage, setPageSize } = useListUrlState(mrpUrlCodec);
  const runs = useMrpRunsQuery({ page: 1 });
  const runId = state.run ?? runs.data?.results[0]?.id ?? null;
  const [lastStatus, setLastStatus] = useState<string | undefined>(undefined);
  const run = useMrpRunQuery(runId ?? 0, {
    skip: runId === null,
    pollingInterval: lastStatus === 'completed' || lastStatus === 'failed' ? 0 : pollMs,
  });
  const status = run.data?.id === runId ? run.data?.status : undefined;
  const finished = status === 'completed' || status === 'failed';
  const refetchRuns = runs.refetch;
  // The list shows the run's new status and counts once it has finished.
  useEffect(() => {
    setLastStatus(status);
    if (status === 'completed' || status === 'failed') void refetchRuns();
  }, [status, refetchRuns]);
  const items = useMrpRunItemsQuery(
    {
      runId: runId ?? 0,
      page: state.page,
      pageSize: state.pageSize,
      search: state.search,
      exceptionsOnly: state.exceptionsOnly,
    },
    { skip: runId === null || status !== 'completed' },
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [sources, setSources] = useState<MrpSourcesTarget | null>(null);

  const selectRun = (id: number) => {
    setSelected(new Set());
    setExpanded(new Set());
    update((current) => ({ ...current, run: id, page: 1 }));
  };
  const onExpand = (itemId: number, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  const onToggle = (plannedOrderId: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(plannedOrderId);
      else next.delete(plannedOrderId);
      return next;
    });
  const onOpenSources = (item: MrpRunItem, week: string, row: 'gross' | 'receipts') =>
    runId === null
      ? undefined
      : setSources({ runId, item: { id: item.item_id, itemno: item.itemno }, week, row });

  const page = items.data;
  const gridProps = {
    weeks: page?.weeks ?? [],
    items: page?.results ?? [],
    expanded,
    onExpand,
    selected,
    onToggle,
    onOpenSources,
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description="Plan what to order by when: a run nets each item's demand (scheduled and planned installations, optionally the forecast) against stock and open purchase orders, week by week. Open an item for its rows, select a number to see where it comes from."
      />
      <MrpRunForm onStarted={selectRun} />
      {runs.isError ? (
        <LoadFailure
          message="The planning runs could not be loaded."
          onRetry={() => void runs.refetch()}
        />
      ) : (
        <MrpRunList runs={runs.data?.results ?? []} selectedId={runId} onSelect={selectRun} />
      )}
      {run.data && !finished && run.data.job_id ? (
        <Box mb="4" maxW="xl">
          <JobProgress jobId={run.data.job_id} unit="items" label={`Planning run ${run.data.id}`} />
        </Box>
      ) : null}
      {run.data?.status === 'failed' ? (
        <Text color="fg.error" mb="4" role="alert">
          {run.data.error ?? messages.jobUnexpectedError}
        </Text>
      ) : null}
      {run.data?.status === 'completed' && runId !== null ? (
        <Box>
          <Heading as="h2" size="md" mb="3">
            Plan of run {run.data.id}
          </Heading>
          <Flex gap="3" wrap="wrap" mb="3" align="flex-end">
            <Box flex="1" minW="60" maxW="md">
              <DebouncedSearchInput
                label="Search items"
                value={state.search}
                onDebouncedChange={(search) => setFilters({ search })}
              />
            </Box>
            <Checkbox.Root
              checked={state.exceptionsOnly}
              onCheckedChange={(details) =>
                setFilters({ exceptionsOnly: details.checked === true })
              }
              pb="2"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Only items with exceptions</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
          <MrpConvertBar
            runId={runId}
            selected={[...selected]}
            onConverted={() => setSelected(new Set())}
          />
          {items.isError ? (
            <LoadFailure
              message="The plan could not be loaded."
              onRetry={() => void items.refetch()}
            />
          ) : page && page.results.length === 0 ? (
            <Text color="fg.muted" py="6">
              {state.exceptionsOnly ? messages.mrpGridNoExceptions : messages.mrpGridEmpty}
            </Text>
          ) : (
            <LoadingOverlay loading={items.isFetching} label="Loading the plan">
              <Box hideBelow="md">
                <MrpGrid {...gridProps} />
              </Box>
              <Box hideFrom="md">
                <MrpItemList {...gridProps} />
              </Box>
            </LoadingOverlay>
          )}
          {page ? (
            <Box mt="3">
              <Pager
                total={page.count}
                page={state.page}
                pageSize={state.pageSize}
                onPageChange={setPage}
                onPageSizeChange={setPageSize}
              />
            </Box>
          ) : null}
        </Box>
      ) : null}
      {sources ? <MrpSourcesDialog target={sources} onClose={() => setSources(null)} /> : null}
    </Box>
  );
}
