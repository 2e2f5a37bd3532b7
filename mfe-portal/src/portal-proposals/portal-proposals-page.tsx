import { Badge, Button, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  formatDate,
  LoadFailure,
  messages,
  PageHeader,
  portalPages,
  proposalVersionName,
} from '@solar/shared';
import { Link } from 'react-router';
import { usePortalProposalsQuery } from '../portal-shared/api/portal-endpoints';
import { PortalBackLink } from '../portal-shared/components/portal-back-link';
import { portalPaths } from '../portal-shared/utils/portal-paths';
import { PortalLoading } from '../portal-shared/components/portal-loading';

/** `/customer/proposals` (Invoice & Reports): the approved proposals of the customer's projects. */
export function PortalProposalsPage() {
  const proposals = usePortalProposalsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title={portalPages.proposals.title}
        description="The proposals sent to you for signature and those you approved, ready to view and print."
        actions={<PortalBackLink />}
      />
      {proposals.isLoading ? (
        <PortalLoading label="Loading your proposals" />
      ) : !proposals.data ? (
        <LoadFailure
          message={messages.failedToLoadPortalProposals}
          onRetry={() => void proposals.refetch()}
        />
      ) : proposals.data.length === 0 ? (
        <Text color="fg.muted">
          You have no approved proposals yet. Once you approve the proposal our team sends you, it
          appears here to view and print.
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root aria-label="Approved proposals">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Proposal</Table.ColumnHeader>
                <Table.ColumnHeader>Project</Table.ColumnHeader>
                <Table.ColumnHeader>Address</Table.ColumnHeader>
                <Table.ColumnHeader>Approved on</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {proposals.data.map((proposal) => {
                const name = proposalVersionName(proposal.proposal_version);
                return (
                  <Table.Row key={proposal.id}>
                    <Table.Cell>
                      {name}
                      {proposal.awaiting_signature ? (
                        <Badge ms="2" colorPalette="green" variant="subtle">
                          {messages.portalAwaitingSignature}
                        </Badge>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{proposal.deal.name}</Table.Cell>
                    <Table.Cell>{proposal.deal.address}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(proposal.updated_at)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {proposal.has_document ? (
                        <Button size="sm" variant="outline" asChild>
                          <Link
                            to={portalPaths.proposal(proposal.id)}
                            aria-label={`Open ${name} of ${proposal.deal.name}`}
                          >
                            Open
                          </Link>
                        </Button>
                      ) : (
                        <Text fontSize="sm" color="fg.muted">
                          Document in preparation
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
