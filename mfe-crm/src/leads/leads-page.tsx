import { Box, Button, HStack } from '@chakra-ui/react';
import {
  type DealCreatePayload,
  type Lead,
  LoadFailure,
  LoadingOverlay,
  messages,
  pageCountOf,
  PageHeader,
  Pager,
  selectUser,
  serverErrorTextOf,
  useAppDispatch,
  useAppSelector,
  workplacePath,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCrmSalesPersonTreeQuery } from '../crm-shared/api/deals-endpoints';
import { leadTimelineChanged } from '../crm-shared/api/timeline-endpoints';
import { ExportCsvButton } from '../crm-shared/components/export-csv-button';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import { DealMapDialog } from '../crm-shared/map-dialog/deal-map-dialog';
import { salesPersonOptionsOf } from '../crm-shared/utils/sales-person-options-of';
import { useCrmConvertLeadMutation, useCrmLeadsQuery } from './api/leads-endpoints';
import { AssignLeadDialog } from './components/assign-lead-dialog';
import { LeadActivityDialog } from './components/lead-activity-dialog';
import { DisqualifyLeadDialog } from './components/disqualify-lead-dialog';
import { LeadFilters } from './components/lead-filters';
import { LeadFormDialog } from './components/lead-form-dialog';
import { LeadsTable } from './components/leads-table';
import { LeadImportDialog } from '../lead-import/lead-import-dialog';
import { useLeadListUrlState } from './hooks/use-lead-list-url-state';
import { leadFilterParamsOf } from './utils/lead-list-url-state';

const { title } = workplaceRouteByPattern('crm/leads');

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; lead: Lead | null }
  | { kind: 'assign'; lead: Lead }
  | { kind: 'disqualify'; lead: Lead }
  | { kind: 'convert'; lead: Lead }
  | { kind: 'import' }
  | { kind: 'activity'; lead: Lead };

/**
 * Leads Management: the people interested in an installation who are not yet deals. A list with
 * search, filters and paging kept in the URL; create, edit, assign, disqualify and convert to a
 * deal (through the map dialog, landing on the new deal); and the list's CSV export.
 */
export function LeadsPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { state, setFilters, setPage, setPageSize } = useLeadListUrlState();
  const filters = leadFilterParamsOf(state);
  const leads = useCrmLeadsQuery({ page: state.page, page_size: state.pageSize, ...filters });
  useErrorToast(leads.isError, messages.failedToFetchLeads);
  const salesTree = useCrmSalesPersonTreeQuery();
  useErrorToast(salesTree.isError, messages.failedToLoadSalesPersonOptions);
  const owners = useMemo(() => salesPersonOptionsOf(salesTree.data?.data), [salesTree.data]);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [convertLead] = useCrmConvertLeadMutation();

  // A page past the end (an edited URL, the last lead of the last page filtered away) moves back.
  const total = leads.data?.count;
  useEffect(() => {
    if (total === undefined || leads.isFetching) return;
    const lastPage = pageCountOf(total, state.pageSize);
    if (state.page > lastPage) setPage(lastPage);
  }, [total, leads.isFetching, state.page, state.pageSize, setPage]);

  const close = () => setDialog({ kind: 'none' });
  const saved = () => {
    close();
    void leads.refetch();
  };
  const filtered = Object.keys(filters).length > 0;
  const convertingLead = dialog.kind === 'convert' ? dialog.lead : null;

  return (
    <Box>
      <PageHeader
        title={title}
        description="People interested in an installation who are not yet deals."
        actions={
          <HStack gap="2" wrap="wrap">
            <ExportCsvButton
              url={`/api/crm/leads/export/?${new URLSearchParams(filters).toString()}`}
              fileName="leads"
            />
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              {messages.importLeads}
            </Button>
            <Button colorPalette="blue" onClick={() => setDialog({ kind: 'form', lead: null })}>
              {messages.newLead}
            </Button>
          </HStack>
        }
      />
      <LeadFilters state={state} owners={owners} onChange={setFilters} />

      {leads.isError ? (
        <Box mb="4">
          <LoadFailure
            message={messages.failedToFetchLeads}
            description={serverErrorTextOf(leads.error)}
            onRetry={() => void leads.refetch()}
          />
        </Box>
      ) : null}

      <LoadingOverlay loading={leads.isFetching} label="Loading leads">
        {leads.data || !leads.isFetching ? (
          <LeadsTable
            leads={leads.data?.results ?? []}
            emptyText={filtered ? messages.noLeadsMatch : messages.noLeadsYet}
            onEdit={(lead) => setDialog({ kind: 'form', lead })}
            onAssign={(lead) => setDialog({ kind: 'assign', lead })}
            onDisqualify={(lead) => setDialog({ kind: 'disqualify', lead })}
            onConvert={(lead) => setDialog({ kind: 'convert', lead })}
            onActivity={(lead) => {
              // Edits, assignments and meetings made since it was last open are on it.
              dispatch(leadTimelineChanged(lead.id));
              setDialog({ kind: 'activity', lead });
            }}
          />
        ) : (
          <Box minH="40" />
        )}
      </LoadingOverlay>

      {(total ?? 0) > 0 ? (
        <Box mt="4">
          <Pager
            total={total ?? 0}
            page={state.page}
            pageSize={state.pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Box>
      ) : null}

      {dialog.kind === 'activity' ? (
        <LeadActivityDialog lead={dialog.lead} onClose={close} />
      ) : null}
      {dialog.kind === 'import' ? (
        <LeadImportDialog
          onClose={() => {
            close();
            // Whatever the import added is shown as soon as the dialog closes.
            void leads.refetch();
          }}
        />
      ) : null}
      {dialog.kind === 'form' ? (
        <LeadFormDialog
          lead={dialog.lead}
          owners={owners}
          defaultOwnerId={salesTree.data?.current_user_id ?? user?.id ?? null}
          onClose={close}
          onSaved={saved}
        />
      ) : null}
      {dialog.kind === 'assign' ? (
        <AssignLeadDialog lead={dialog.lead} owners={owners} onClose={close} onSaved={saved} />
      ) : null}
      {dialog.kind === 'disqualify' ? (
        <DisqualifyLeadDialog lead={dialog.lead} onClose={close} onSaved={saved} />
      ) : null}
      <DealMapDialog
        open={convertingLead !== null}
        mode="create"
        {...(convertingLead
          ? {
              lead: {
                name: `${convertingLead.first_name} ${convertingLead.last_name}`,
                address: convertingLead.address,
                ownerId: convertingLead.owner?.id ?? null,
                convert: async (deal: DealCreatePayload) => {
                  const result = await convertLead({
                    id: convertingLead.id,
                    version: convertingLead.version,
                    deal,
                  });
                  return 'error' in result && result.error !== undefined
                    ? { error: result.error }
                    : { dealId: result.data!.deal.id };
                },
              },
            }
          : {})}
        onClose={close}
        onSaved={(dealId) => void navigate(workplacePath('crm/deal-details/:dealId', { dealId }))}
      />
    </Box>
  );
}
