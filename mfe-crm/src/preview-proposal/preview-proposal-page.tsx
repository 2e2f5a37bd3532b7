import { Alert, Button, Center, Spinner } from '@chakra-ui/react';
import { messages, workplacePath } from '@solar/shared';
import { ProposalPreview } from '@solar/shared/proposal-document';
import { Link, useParams } from 'react-router';
import { useCrmProposalDocumentQuery } from '../crm-shared/api/proposals-endpoints';

/** `crm/preview-proposal/:proposalId` and, with `plus`, `crm/preview-proposal-plus/:proposalId`. */
function PreviewProposalView({ plus }: { plus: boolean }) {
  const proposalId = Number(useParams().proposalId);
  const document = useCrmProposalDocumentQuery(proposalId, { skip: !(proposalId > 0) });
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
  return <ProposalPreview document={document.data} data={detail.data} plus={plus} />;
}

export function PreviewProposalPage() {
  return <PreviewProposalView plus={false} />;
}

export function PreviewProposalPlusPage() {
  return <PreviewProposalView plus />;
}
