import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SavedProposal } from '@solar/shared';

interface SavedProposalsListProps {
  proposals: readonly SavedProposal[];
  currentId: number | null;
  busy: boolean;
  onLoad: (proposal: SavedProposal) => void;
  onSelect: (proposal: SavedProposal, selected: boolean) => void;
  onCompare: () => void;
}

/** Compare Selected Proposals and the Saved Proposals list (checkbox, clickable name). */
export function SavedProposalsList({
  proposals,
  currentId,
  busy,
  onLoad,
  onSelect,
  onCompare,
}: SavedProposalsListProps) {
  const selectedCount = proposals.filter((proposal) => proposal.selected).length;
  return (
    <Stack gap="3">
      <Button size="sm" colorPalette="blue" disabled={selectedCount < 2} onClick={onCompare}>
        Compare Selected Proposals
      </Button>
      <Box>
        <Heading as="h2" size="sm" mb="2" id="saved-proposals-heading">
          Saved Proposals
        </Heading>
        {proposals.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No saved proposals yet.
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" aria-labelledby="saved-proposals-heading">
            {proposals.map((proposal) => (
              <HStack as="li" key={proposal.id} gap="2">
                <Checkbox.Root
                  size="sm"
                  checked={proposal.selected}
                  disabled={busy}
                  onCheckedChange={(details) => onSelect(proposal, details.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label={`Select ${proposal.name} for comparison`} />
                  <Checkbox.Control />
                </Checkbox.Root>
                <Button
                  size="xs"
                  variant="plain"
                  px="0"
                  textDecoration="underline"
                  aria-current={proposal.id === currentId ? 'true' : undefined}
                  disabled={busy}
                  onClick={() => onLoad(proposal)}
                >
                  {proposal.name}
                </Button>
                {proposal.id === currentId ? (
                  <Badge size="sm" colorPalette="green">
                    current
                  </Badge>
                ) : null}
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
