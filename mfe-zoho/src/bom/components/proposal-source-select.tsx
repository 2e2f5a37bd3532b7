import { Text } from '@chakra-ui/react';
import { messages, RemoteSearchCombobox, type BomProposalSource } from '@solar/shared';
import { useZohoBomProposalSourcesQuery } from '../api/bom-endpoints';

interface ProposalSourceSelectProps {
  /** The input's id, for the field label. */
  id?: string;
  value: BomProposalSource | null;
  onChange: (source: BomProposalSource | null) => void;
}

const proposalSourcePlaceholder = 'Search saved proposals by deal name';

function panelsText(count: number): string {
  return count === 1 ? '1 panel' : `${count} panels`;
}

function proposalSourceLabelOf(source: BomProposalSource): string {
  return `${source.deal_name} - ${source.version_name} - ${panelsText(source.panel_count)}`;
}

/**
 * Picks a saved proposal (deal name, version, panel count) for the quantities panel. Unlike the
 * item search an empty query lists the latest saved proposals: a user who does not know a deal
 * name should still find the design they just saved. Nothing is fetched until the list is first
 * opened, so the design page alone makes no proposals call.
 */
export function ProposalSourceSelect(props: ProposalSourceSelectProps) {
  return (
    <RemoteSearchCombobox<BomProposalSource>
      {...props}
      useSearch={useZohoBomProposalSourcesQuery}
      listWhenEmpty
      labelOf={proposalSourceLabelOf}
      keyOf={(source) => source.proposal_id}
      renderOption={(source) => (
        <>
          <Text as="span" fontWeight="semibold">
            {source.deal_name}
          </Text>
          <Text as="span" color="fg.muted">
            {' '}
            {source.version_name} · {panelsText(source.panel_count)}
          </Text>
        </>
      )}
      placeholder={proposalSourcePlaceholder}
      listLabel="Saved proposals"
      emptyText="No saved proposals with panels"
      loadingText="Loading…"
      errorMessage={messages.failedToLoadSavedProposals}
      errorToastId="zoho-bom-proposal-sources"
    />
  );
}
