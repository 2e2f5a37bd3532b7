import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { workplacePath } from '@solar/shared';
import { proposalsApi } from '../../crm-shared/api/proposals-endpoints';
import { DealRowLink } from './deal-row-link';

/** The deal's saved proposals, each with its Preview and Design links. */
export function DealProposalsList({ dealId }: { dealId: number }) {
  const versions = proposalsApi.endpoints.crmProposalVersions.useQuery(dealId, {
    refetchOnMountOrArgChange: true,
  });
  if (versions.isLoading) return <Spinner size="sm" aria-label="Loading proposals" />;
  if (!versions.data) {
    return <Text color="fg.muted">The deal's proposals could not be loaded.</Text>;
  }
  if (versions.data.length === 0) return <Text color="fg.muted">No proposals yet.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Proposals of the deal">
      {versions.data.map((version) => (
        <HStack as="li" key={version.id} justify="space-between">
          <Text>{version.name}</Text>
          <HStack>
            <DealRowLink
              to={workplacePath('crm/preview-proposal/:proposalId', { proposalId: version.id })}
              label={`Preview ${version.name}`}
            >
              Preview
            </DealRowLink>
            <DealRowLink
              to={workplacePath('crm/design-proposal/:proposalId', { proposalId: version.id })}
              label={`Design ${version.name}`}
            >
              Design
            </DealRowLink>
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
