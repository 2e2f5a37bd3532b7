import { Alert, Stack } from '@chakra-ui/react';
import { LoadFailure, messages, PageHeader } from '@solar/shared';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { usePortalProposalDocumentQuery } from '../portal-shared/api/portal-endpoints';
import { PortalBackLink } from '../portal-shared/components/portal-back-link';
import { PortalLoading } from '../portal-shared/components/portal-loading';
import { ProposalSigningPanel } from './components/proposal-signing-panel';
import { useRecordProposalView } from './hooks/use-record-proposal-view';

/**
 * The document itself (calculator, roof and chart drawing) is its own chunk, loaded only when a
 * customer opens a proposal: the portal's first load stays small.
 */
const ProposalPreview = lazy(async () => ({
  default: (await import('@solar/shared/proposal-document')).ProposalPreview,
}));

/**
 * `/customer/proposals/:proposalId`: the customer-facing proposal, with its print button; one
 * sent to the customer for signature also offers Accept and sign or Decline above it.
 */
export function PortalProposalPage() {
  const raw = useParams().proposalId ?? '';
  const proposalId = /^\d+$/.test(raw) ? Number(raw) : 0;
  const document = usePortalProposalDocumentQuery(proposalId, { skip: proposalId === 0 });
  const notFound =
    proposalId === 0 ||
    (document.error !== undefined && 'status' in document.error && document.error.status === 404);
  const title = document.data ? `Proposal V${document.data.proposal.proposal_version}` : 'Proposal';
  useRecordProposalView(proposalId, document.data?.signing);
  return (
    <>
      <PageHeader title={title} actions={<PortalBackLink />} />
      {notFound ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{messages.apiProposalNotFound}</Alert.Title>
        </Alert.Root>
      ) : document.isLoading ? (
        <PortalLoading label="Loading the proposal" />
      ) : !document.data ? (
        <LoadFailure
          message={messages.failedToLoadProposal}
          onRetry={() => void document.refetch()}
        />
      ) : !document.data.saved_detail ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>This proposal's document is being prepared.</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="4">
          {document.data.signing ? (
            <ProposalSigningPanel
              proposalId={proposalId}
              signing={document.data.signing}
              onAnswered={() => void document.refetch()}
            />
          ) : null}
          <Suspense fallback={<PortalLoading label="Loading the document" />}>
            <ProposalPreview document={document.data} data={document.data.saved_detail.data} plus />
          </Suspense>
        </Stack>
      )}
    </>
  );
}
