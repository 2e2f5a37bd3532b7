import { Alert, Badge, Box, Table, Text } from '@chakra-ui/react';
import {
  messages,
  PageHeader,
  parseSavedProposals,
  proposalStorageKeys,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useMemo } from 'react';
import { RoofThumbnail } from '../crm-shared/components/roof-thumbnail';
import { compareProposals, comparisonRowsOf } from './utils/comparison-rows';

const title = workplaceRouteByPattern('crm/compare-proposals').title;

/** `crm/compare-proposals`: the versions handed over in `compareProposals`, side by side. */
export function CompareProposalsPage() {
  const compared = useMemo(
    () => compareProposals(parseSavedProposals(localStorage.getItem(proposalStorageKeys.compare))),
    [],
  );
  const rows = useMemo(() => comparisonRowsOf(compared), [compared]);

  if (compared.length < 2) {
    return (
      <Box>
        <PageHeader title={title} />
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Title>{messages.compareNeedsTwoProposals}</Alert.Title>
        </Alert.Root>
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title={title}
        description="The best value of each row is highlighted: the lowest costs, the highest efficiency, production, offset and rebate."
      />
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Proposal comparison" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              {compared.map(({ proposal }) => (
                <Table.ColumnHeader key={proposal.id} scope="col">
                  {proposal.name}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.ColumnHeader scope="row" fontWeight="normal">
                Roof
              </Table.ColumnHeader>
              {compared.map(({ proposal }) => (
                <Table.Cell key={proposal.id}>
                  <RoofThumbnail panels={proposal.data.panels} label={`Roof of ${proposal.name}`} />
                </Table.Cell>
              ))}
            </Table.Row>
            {rows.map((row) => (
              <Table.Row key={row.label}>
                <Table.ColumnHeader scope="row" fontWeight="normal">
                  {row.label}
                </Table.ColumnHeader>
                {row.cells.map((cell, index) => (
                  <Table.Cell
                    key={compared[index]!.proposal.id}
                    bg={cell.best ? 'green.subtle' : undefined}
                    fontWeight={cell.best ? 'semibold' : undefined}
                    data-best={cell.best ? 'true' : undefined}
                  >
                    {cell.text}
                    {cell.best ? (
                      <Badge ms="2" size="sm" colorPalette="green">
                        Best
                      </Badge>
                    ) : null}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text mt="2" fontSize="xs" color="fg.muted">
        * Not included in the totals.
      </Text>
    </Box>
  );
}
