import { Alert, Button, Center, Spinner } from '@chakra-ui/react';
import {
  messages,
  rateInForce,
  savedProposalRateDay,
  utilityRateOf,
  workplacePath,
} from '@solar/shared';
import { ProposalPreview } from '@solar/shared/proposal-document';
import { Link, useParams } from 'react-router';
import { useCrmProposalDocumentQuery } from '../crm-shared/api/proposals-endpoints';
import { useCrmSavingsContextQuery } from '../crm-shared/api/savings-endpoints';

/** `crm/preview-proposal/:proposalId` and, with `plus`, `crm/preview-proposal-plus/:proposalId`. */
function PreviewProposalView({ plus }: { plus: boolean }) {
  const proposalId = Number(useParams().proposalId);
  const document = useCrmProposalDocumentQuery(proposalId, { skip: !(proposalId > 0) });
  // The deal's company's rate in force prices the document's savings (left out without one).
  const context = useCrmSavingsContextQuery(document.data?.deal.id ?? 0, {
    skip: !document.data,
  });
  if (document.isLoading) {
    return (
      <Center py="16" aria-busy="true">
        <Spinner size="lg" aria-label="Loading the proposal" />
      </Center>
    );
  }
  if (!document.data) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{messages.failedToLoadProposal}</Alert.Title>
      </Alert.Root>
    );
  }
  const detail = document.data.saved_detail;
  if (!detail) {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{messages.proposalHasNoDesign}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" asChild>
          <Link to={workplacePath('crm/design-proposal/:proposalId', { proposalId })}>
            Design Proposal
          </Link>
        </Button>
      </Alert.Root>
    );
  }
  // The rate in force the day the proposal was saved, as its PDF and the portal take it.
  const rate = rateInForce(context.data?.utility_rates ?? [], savedProposalRateDay(detail));
  return (
    <ProposalPreview
      document={{ ...document.data, utility_rate: rate ? utilityRateOf(rate) : null }}
      data={detail.data}
      plus={plus}
    />
  );
}

export function PreviewProposalPage() {
  return <PreviewProposalView plus={false} />;
}

export function PreviewProposalPlusPage() {
  return <PreviewProposalView plus />;
}
