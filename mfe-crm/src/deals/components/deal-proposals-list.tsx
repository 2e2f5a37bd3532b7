import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { messages, proposalVersionName, type ProposalSending, workplacePath } from '@solar/shared';
import { useState } from 'react';
import { proposalsApi } from '../../crm-shared/api/proposals-endpoints';
import { proposalSendingsApi } from '../../crm-shared/api/proposal-sendings-endpoints';
import { ProposalSendingChips } from '../../crm-shared/components/proposal-sending-chips';
import { SendProposalDialog } from '../../crm-shared/components/send-proposal-dialog';
import { DealRowLink } from './deal-row-link';

/**
 * The deal's saved proposals, each with its Preview and Design links, Send to customer, and the
 * chips of its latest send (Sent, Viewed, Signed or Declined).
 */
export function DealProposalsList({ dealId }: { dealId: number }) {
  const versions = proposalsApi.endpoints.crmProposalVersions.useQuery(dealId, {
    refetchOnMountOrArgChange: true,
  });
  const sendings = proposalSendingsApi.endpoints.crmProposalSendings.useQuery(
    { dealId },
    { refetchOnMountOrArgChange: true },
  );
  const [sendingOf, setSendingOf] = useState<{ id: number; version: number } | null>(null);
  if (versions.isLoading) return <Spinner size="sm" aria-label="Loading proposals" />;
  if (!versions.data) {
    return <Text color="fg.muted">The deal's proposals could not be loaded.</Text>;
  }
  if (versions.data.length === 0) return <Text color="fg.muted">No proposals yet.</Text>;
  // Newest first from the API: the first send of a proposal is its latest.
  const latestOf = (proposalId: number): ProposalSending | undefined =>
    sendings.data?.find((sending) => sending.proposal_id === proposalId);
  const dealSigned = sendings.data?.some((sending) => sending.state === 'signed') ?? false;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Proposals of the deal">
        {versions.data.map((version) => {
          const latest = latestOf(version.id);
          return (
            <Stack as="li" key={version.id} gap="1">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text>{version.name}</Text>
                <HStack wrap="wrap" gap="1">
                  <DealRowLink
                    to={workplacePath('crm/preview-proposal/:proposalId', {
                      proposalId: version.id,
                    })}
                    label={`Preview ${version.name}`}
                  >
                    Preview
                  </DealRowLink>
                  <DealRowLink
                    to={workplacePath('crm/design-proposal/:proposalId', {
                      proposalId: version.id,
                    })}
                    label={`Design ${version.name}`}
                  >
                    Design
                  </DealRowLink>
                  {dealSigned ? null : (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${messages.proposalSendAction}: ${proposalVersionName(version.proposal_version)}`}
                      onClick={() =>
                        setSendingOf({ id: version.id, version: version.proposal_version })
                      }
                    >
                      {messages.proposalSendAction}
                    </Button>
                  )}
                </HStack>
              </HStack>
              {latest ? <ProposalSendingChips sending={latest} /> : null}
            </Stack>
          );
        })}
      </Stack>
      {sendingOf ? (
        <SendProposalDialog
          proposalId={sendingOf.id}
          proposalVersion={sendingOf.version}
          dealId={dealId}
          onClose={() => setSendingOf(null)}
        />
      ) : null}
    </>
  );
}
