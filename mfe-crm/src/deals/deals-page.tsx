import { Box, Text } from '@chakra-ui/react';
import {
  buildDealListParams,
  ConfirmDialog,
  type DealListRow,
  LoadFailure,
  LoadingOverlay,
  messages,
  notify,
  pageCountOf,
  PageHeader,
  Pager,
  serverErrorTextOf,
  useVersionConflict,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  useCrmDealsQuery,
  useCrmDealStagesQuery,
  useCrmDealStatusesQuery,
  useCrmDeleteDealMutation,
  useCrmProvincesQuery,
  useCrmSalesPersonTreeQuery,
} from '../crm-shared/api/deals-endpoints';
import { CreateDealDialog } from './components/create-deal-dialog';
import { DealPipelineDialog } from './components/deal-pipeline-dialog';
import { DealFilters } from './components/deal-filters';
import { DealsTable } from './components/deals-table';
import { ExportCsvButton } from '../crm-shared/components/export-csv-button';
import { DealBoard } from './components/deal-board';
import { DealsViewSwitch } from './components/deals-view-switch';
import { useDealListUrlState } from './hooks/use-deal-list-url-state';
import { useSaveDealPipeline } from './hooks/use-save-deal-pipeline';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import { DealMapDialog } from '../crm-shared/map-dialog/deal-map-dialog';
import { dealPagePaths } from '../crm-shared/utils/deal-page-paths';
import { stageFilterOf } from './utils/deal-list-url-state';
import { salesPersonOptionsOf } from '../crm-shared/utils/sales-person-options-of';

const title = workplaceRouteByPattern('crm/deals').title;

/** The list's search and filters as the export's query (no paging: the export has every row). */
function exportQueryOf(
  query: Omit<Parameters<typeof buildDealListParams>[0], 'page' | 'page_size'>,
) {
  const {
    page: _page,
    page_size: _pageSize,
    ...filters
  } = buildDealListParams({
    ...query,
    page: 1,
    page_size: 1,
  });
  return new URLSearchParams(
    Object.entries(filters).map(([key, value]) => [key, String(value)]),
  ).toString();
}

type MapDialogState =
  | { open: false }
  | { open: true; mode: 'create' }
  | { open: true; mode: 'edit'; deal: DealListRow };

/** The deals list: filters kept in the URL, table, pager and deal actions. */
export function DealsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { state, update, setFilters, setPage, setPageSize } = useDealListUrlState();
  const boardView = state.view === 'board';

  const stages = useCrmDealStagesQuery();
  const statuses = useCrmDealStatusesQuery();
  const provinces = useCrmProvincesQuery();
  const salesTree = useCrmSalesPersonTreeQuery();
  useErrorToast(stages.isError, messages.failedToLoadStageOptions);
  useErrorToast(statuses.isError, messages.failedToLoadStatusOptions);
  useErrorToast(provinces.isError, messages.failedToLoadProvinceOptions);
  useErrorToast(salesTree.isError, messages.failedToLoadSalesPersonOptions);

  const stageOptions = stages.data ?? [];
  const stage = stageFilterOf(state.stage, stageOptions);
  // Before the user picks a stage the list waits for the stages, so that it opens filtered to
  // 'Proposal Requested' instead of flashing every deal first. A failed stage load lists all.
  const waitingForDefaultStage = state.stage === null && stages.isLoading;
  // The default filter is written into the URL like a chosen one, so the address says what the
  // list shows and Back or a reload keep it. Once, as the list opens: a write from a later render
  // could land after the user has followed a link away, and would bring them back.
  const defaultStageWritten = useRef(false);
  useEffect(() => {
    if (defaultStageWritten.current || state.stage !== null || stage === null) return;
    defaultStageWritten.current = true;
    update((current) => (current.stage === null ? { ...current, stage } : current));
  }, [state.stage, stage, update]);

  const deals = useCrmDealsQuery(
    {
      page: state.page,
      page_size: state.pageSize,
      search: state.search,
      stage,
      provinces: state.provinces,
      sales_persons: state.salesPersons,
    },
    { skip: waitingForDefaultStage || boardView },
  );
  useErrorToast(deals.isError, messages.failedToFetchDeals);

  // A page past the end (the last row of the last page deleted, or an edited URL) moves back.
  const total = deals.data?.count;
  useEffect(() => {
    if (total === undefined || deals.isFetching) return;
    const lastPage = pageCountOf(total, state.pageSize);
    if (state.page > lastPage) setPage(lastPage);
  }, [total, deals.isFetching, state.page, state.pageSize, setPage]);

  const salesPersonOptions = useMemo(
    () => salesPersonOptionsOf(salesTree.data?.data),
    [salesTree.data],
  );

  const [mapDialog, setMapDialog] = useState<MapDialogState>({ open: false });
  const [createOpen, setCreateOpen] = useState(false);
  const [toDelete, setToDelete] = useState<DealListRow | null>(null);
  const [deleteDeal, deletion] = useCrmDeleteDealMutation();
  // A deal someone changed since the list was shown: reloading shows it before any delete.
  const conflict = useVersionConflict(() => deals.refetch());
  const [pipelineOf, setPipelineOf] = useState<DealListRow | null>(null);
  const pipeline = useSaveDealPipeline(() => deals.refetch());

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteDeal({ id: toDelete.id, version: toDelete.version });
    if ('error' in result) {
      if (conflict.caught(result.error)) {
        setToDelete(null);
        return;
      }
      notify.error(messages.failedToDeleteDeal, { description: serverErrorTextOf(result.error) });
      return;
    }
    notify.success(messages.dealDeleted);
    setToDelete(null);
  };

  const rows = deals.data?.results ?? [];
  const loading = waitingForDefaultStage || deals.isFetching;

  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <ExportCsvButton
            url={`/api/crm/deals/export/?${exportQueryOf({
              search: state.search,
              stage,
              provinces: state.provinces,
              sales_persons: state.salesPersons,
            })}`}
            fileName="deals"
          />
        }
      />
      <DealFilters
        search={state.search}
        stage={stage}
        provinces={state.provinces}
        salesPersons={state.salesPersons}
        stageOptions={stageOptions}
        provinceOptions={provinces.data ?? []}
        salesPersonOptions={salesPersonOptions}
        loadingOptions={stages.isLoading || provinces.isLoading || salesTree.isLoading}
        showStage={!boardView}
        onChange={setFilters}
        onAddFromMap={() => setMapDialog({ open: true, mode: 'create' })}
        onNewDeal={() => setCreateOpen(true)}
      />

      <DealsViewSwitch
        view={state.view}
        onChange={(view) => update((current) => ({ ...current, view }))}
      />

      {boardView ? (
        <DealBoard
          filters={{
            search: state.search,
            provinces: state.provinces,
            sales_persons: state.salesPersons,
          }}
          returnTo={location.pathname + location.search}
        />
      ) : (
        <>
          {deals.isError ? (
            <Box mb="4">
              <LoadFailure
                message={messages.failedToFetchDeals}
                description={serverErrorTextOf(deals.error)}
                onRetry={() => void deals.refetch()}
              />
            </Box>
          ) : null}

          <LoadingOverlay loading={loading} label="Loading deals">
            {deals.data || !loading ? (
              <DealsTable
                deals={rows}
                firstSerialNumber={(state.page - 1) * state.pageSize + 1}
                onEdit={(deal) => setMapDialog({ open: true, mode: 'edit', deal })}
                onDelete={setToDelete}
                // The change needs the stage and status lists; without them the tags stay plain.
                onChangePipeline={
                  stageOptions.length > 0 && (statuses.data?.length ?? 0) > 0
                    ? setPipelineOf
                    : undefined
                }
                returnTo={location.pathname + location.search}
              />
            ) : (
              <Box minH="40" />
            )}
          </LoadingOverlay>

          <Box mt="4">
            <Pager
              total={deals.data?.count ?? 0}
              page={state.page}
              pageSize={state.pageSize}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          </Box>
        </>
      )}

      <DealMapDialog
        open={mapDialog.open}
        mode={mapDialog.open ? mapDialog.mode : 'create'}
        {...(mapDialog.open && mapDialog.mode === 'edit' ? { deal: mapDialog.deal } : {})}
        onClose={() => setMapDialog({ open: false })}
        onSaved={() => setMapDialog({ open: false })}
      />
      <CreateDealDialog
        open={createOpen}
        stages={stageOptions}
        statuses={statuses.data ?? []}
        onClose={() => setCreateOpen(false)}
        onCreated={(dealId) => {
          setCreateOpen(false);
          void navigate(dealPagePaths.details(dealId));
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.deleteDealTitle}
        message={
          <>
            <Text fontWeight="semibold" mb="2">
              {toDelete?.name}
            </Text>
            <Text>{messages.deleteDealConfirmText}</Text>
          </>
        }
        loading={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      {pipelineOf ? (
        <DealPipelineDialog
          deal={pipelineOf}
          stages={stageOptions}
          statuses={statuses.data ?? []}
          saving={pipeline.saving}
          // A conflict closes it too: the conflict dialog then offers to reload the list.
          onSave={async (choice) => (await pipeline.save(pipelineOf, choice)) !== 'failed'}
          onCancel={() => setPipelineOf(null)}
        />
      ) : null}
      {conflict.dialog}
      {pipeline.conflictDialog}
    </Box>
  );
}
