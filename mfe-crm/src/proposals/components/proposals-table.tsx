import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import {
  messages,
  StatusTag,
  workplacePath,
  type ProposalRow,
  type ProposalSending,
} from '@solar/shared';
import { ProposalSendingChips } from '../../crm-shared/components/proposal-sending-chips';
import { Link } from 'react-router';
import { proposalStatusPaletteOf } from '../utils/proposal-status-palette';

interface ProposalsTableProps {
  proposals: readonly ProposalRow[];
  /** The sends of these proposals, newest first (the first of a proposal is its latest). */
  sendings: readonly ProposalSending[];
  onEdit: (proposal: ProposalRow) => void;
  onSend: (proposal: ProposalRow) => void;
}

/** Deal, Version, Status tag (and the latest send's chips), Description and the row actions. */
export function ProposalsTable({ proposals, sendings, onEdit, onSend }: ProposalsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Proposals">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Deal</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {proposals.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5}>
                <Text color="fg.muted" textAlign="center" py="6">
                  No proposals
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            proposals.map((proposal) => {
              const palette = proposalStatusPaletteOf(proposal.proposal_status.name);
              const latest = sendings.find((sending) => sending.proposal_id === proposal.id);
              return (
                <Table.Row key={proposal.id}>
                  <Table.Cell>{proposal.deal.name}</Table.Cell>
                  <Table.Cell>{proposal.proposal_version}</Table.Cell>
                  <Table.Cell>
                    <StatusTag
                      label={proposal.proposal_status.name}
                      {...(palette ? { colorPalette: palette } : {})}
                    />
                    {latest ? (
                      <Box mt="1">
                        <ProposalSendingChips sending={latest} />
                      </Box>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell maxW="md" whiteSpace="pre-wrap" wordBreak="break-word">
                    {proposal.proposal_description}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      {latest?.state === 'signed' ? null : (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`${messages.proposalSendAction}: proposal ${proposal.proposal_version} of ${proposal.deal.name}`}
                          onClick={() => onSend(proposal)}
                        >
                          {messages.proposalSendAction}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit proposal ${proposal.proposal_version} of ${proposal.deal.name}`}
                        onClick={() => onEdit(proposal)}
                      >
                        Edit
                      </Button>
                      <Button size="xs" variant="ghost" asChild>
                        <Link
                          to={workplacePath('crm/design-proposal/:proposalId', {
                            proposalId: proposal.id,
                          })}
                        >
                          Design
                        </Link>
                      </Button>
                      <Button size="xs" variant="ghost" asChild>
                        <Link
                          to={workplacePath('crm/preview-proposal/:proposalId', {
                            proposalId: proposal.id,
                          })}
                        >
                          Preview
                        </Link>
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
