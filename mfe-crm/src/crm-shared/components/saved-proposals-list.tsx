import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { messages, type SavedProposal } from '@solar/shared';

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
      {/* The comparison opens beside the presenter so the rep keeps the design they are showing;
          the icon and the accessible name say so before the click. */}
      <Button
        size="sm"
        colorPalette="blue"
        whiteSpace="normal"
        height="auto"
        minH="8"
        py="1.5"
        title={`Compare Selected Proposals (${messages.compareOpensNewTab})`}
        disabled={selectedCount < 2}
        onClick={onCompare}
      >
        Compare Selected Proposals
        <Box as="span" srOnly>
          {` (${messages.compareOpensNewTab})`}
        </Box>
        <ExternalLinkIcon />
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
              <HStack as="li" key={proposal.id} gap="2" minW="0">
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
                  minW="0"
                  flexShrink="1"
                  whiteSpace="normal"
                  textAlign="start"
                  height="auto"
                  textDecoration="underline"
                  aria-current={proposal.id === currentId ? 'true' : undefined}
                  disabled={busy}
                  onClick={() => onLoad(proposal)}
                >
                  {proposal.name}
                </Button>
                {proposal.id === currentId ? (
                  <Badge size="sm" colorPalette="green" flexShrink="0">
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

/** A box with an arrow leaving it: the usual sign for "opens in a new tab". */
function ExternalLinkIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flexShrink: 0 }}
    >
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
      <path d="M15 3h6v6" />
      <path d="M10 14 21 3" />
    </svg>
  );
}
