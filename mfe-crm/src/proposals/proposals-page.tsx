import { Box, Button, Flex } from '@chakra-ui/react';
import {
  DebouncedSearchInput,
  SelectField,
  LoadFailure,
  LoadingOverlay,
  messages,
  pageCountOf,
  PageHeader,
  Pager,
  type ProposalRow,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useEffect, useState } from 'react';
import { useCrmDealsQuery } from '../crm-shared/api/deals-endpoints';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import {
  useCrmProposalsQuery,
  useCrmProposalStatusesQuery,
} from '../crm-shared/api/proposals-endpoints';
import { ProposalDialog } from './components/proposal-dialog';
import { ProposalsTable } from './components/proposals-table';
import { useProposalListUrlState } from './hooks/use-proposal-list-url-state';
import { ExportCsvButton } from '../crm-shared/components/export-csv-button';
import { proposalSendingsApi } from '../crm-shared/api/proposal-sendings-endpoints';
import { SendProposalDialog } from '../crm-shared/components/send-proposal-dialog';

const title = workplaceRouteByPattern('crm/proposals').title;
/** The deal select offers the most recently changed deals the caller may use (the API's maximum). */
const dealOptionsPageSize = 100;

type DialogState = { open: false } | { open: true; proposal?: ProposalRow };

/**
 * The proposals list: search, status filter, table, pager and the dialog. The
 * search, filter and page live in the URL.
 */
export function ProposalsPage() {
  const { state, setFilters, setPage, setPageSize } = useProposalListUrlState();
  const { search, status, page, pageSize } = state;
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  const proposals = useCrmProposalsQuery({
    page,
    page_size: pageSize,
    search,
    ...(status === null ? {} : { status }),
  });
  // What became of the sends of the proposals this page shows (Sent, Viewed, Signed, Declined).
  const shownIds = (proposals.data?.results ?? []).map((proposal) => proposal.id);
  const sendings = proposalSendingsApi.endpoints.crmProposalSendings.useQuery(
    { proposalIds: shownIds },
    { skip: shownIds.length === 0 },
  );
  const [sendingOf, setSendingOf] = useState<ProposalRow | null>(null);
  const statuses = useCrmProposalStatusesQuery();
  // Deal options are needed only by the dialog, so they load when it first opens.
  const [dealsWanted, setDealsWanted] = useState(false);
  const deals = useCrmDealsQuery(
    { page: 1, page_size: dealOptionsPageSize },
    { skip: !dealsWanted },
  );
  useErrorToast(proposals.isError, messages.failedToFetchProposals);
  useErrorToast(statuses.isError, messages.failedToLoadStatusOptions);
  useErrorToast(deals.isError, messages.failedToLoadDeals);

  // A page past the end (an edited row filtered away, a smaller total) moves back.
  const total = proposals.data?.count;
  useEffect(() => {
    if (total === undefined || proposals.isFetching) return;
    const lastPage = pageCountOf(total, pageSize);
    if (page > lastPage) setPage(lastPage);
  }, [total, proposals.isFetching, page, pageSize, setPage]);

  const openDialog = (proposal?: ProposalRow) => {
    setDealsWanted(true);
    setDialog(proposal ? { open: true, proposal } : { open: true });
  };

  const loading = proposals.isFetching;
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <ExportCsvButton
            url={`/api/crm/proposals/export/?${new URLSearchParams({
              ...(search.trim() ? { search: search.trim() } : {}),
              ...(status === null ? {} : { status: String(status) }),
            }).toString()}`}
            fileName="proposals"
          />
        }
      />
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <Box flex="1" minW="240px" maxW="sm">
          <DebouncedSearchInput
            label="Search by Deal Name"
            placeholder="Search by Deal Name"
            value={search}
            onDebouncedChange={(text) => setFilters({ search: text })}
          />
        </Box>
        <SelectField
          label="Status"
          width="220px"
          disabled={statuses.isLoading}
          value={status === null ? '' : String(status)}
          onChange={(value) => setFilters({ status: value === '' ? null : Number(value) })}
          placeholder="All statuses"
          options={(statuses.data ?? []).map((option) => ({
            value: option.id,
            label: option.name,
          }))}
        />
        <Button colorPalette="blue" onClick={() => openDialog()}>
          Add New
        </Button>
      </Flex>

      {proposals.isError ? (
        <Box mb="4">
          <LoadFailure
            message={messages.failedToFetchProposals}
            onRetry={() => void proposals.refetch()}
          />
        </Box>
      ) : null}

      <LoadingOverlay loading={loading} label="Loading proposals">
        {proposals.data || !loading ? (
          <ProposalsTable
            proposals={proposals.data?.results ?? []}
            sendings={sendings.data ?? []}
            onEdit={openDialog}
            onSend={setSendingOf}
          />
        ) : (
          <Box minH="40" />
        )}
      </LoadingOverlay>

      {/* The spec: pagination appears only when the total is above 0. */}
      {(total ?? 0) > 0 ? (
        <Box mt="4">
          <Pager
            total={total ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Box>
      ) : null}

      <ProposalDialog
        open={dialog.open}
        proposal={dialog.open ? dialog.proposal : undefined}
        deals={deals.data?.results ?? []}
        statuses={statuses.data ?? []}
        onClose={() => setDialog({ open: false })}
        onSaved={() => setDialog({ open: false })}
      />
      {sendingOf ? (
        <SendProposalDialog
          proposalId={sendingOf.id}
          proposalVersion={sendingOf.proposal_version}
          dealId={sendingOf.deal.id}
          onClose={() => setSendingOf(null)}
        />
      ) : null}
    </Box>
  );
}
