import { Box, Text } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import { useParams } from 'react-router';
import {
  DealBoundPresenter,
  PresenterLoadError,
  PresenterLoading,
} from '../crm-shared/components/deal-bound-presenter';
import { useCrmProposalDocumentQuery } from '../crm-shared/api/proposals-endpoints';

/**
 * `crm/design-proposal/:proposalId`: the presenter on a stored proposal's deal, opened with that
 * proposal current (Save Current Proposal updates it) and starting from its saved design (or the
 * deal's bill months when none is saved yet). The API checks per-deal access on the proposal call.
 */
export function DesignProposalPage() {
  const proposalId = Number(useParams().proposalId);
  const document = useCrmProposalDocumentQuery(proposalId, { skip: !(proposalId > 0) });
  if (document.isLoading) return <PresenterLoading label="Loading the proposal" />;
  if (!document.data) return <PresenterLoadError message={messages.failedToLoadProposal} />;
  const { deal, proposal, saved_detail: savedDetail, monthly_usage: monthlyUsage } = document.data;
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {deal.name} · Proposal V{proposal.proposal_version} · {proposal.proposal_status.name}
        {savedDetail ? '' : ' · no saved design yet'}
      </Text>
      <DealBoundPresenter
        key={proposalId}
        dealId={deal.id}
        address={deal.address}
        monthlyUsage={monthlyUsage}
        start={{ proposalId: proposal.id, data: savedDetail?.data ?? null }}
      />
    </Box>
  );
}
