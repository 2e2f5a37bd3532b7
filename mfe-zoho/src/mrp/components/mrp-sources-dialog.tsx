import { Box, Button, CloseButton, Dialog, Link, Portal, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatNumber,
  LoadFailure,
  LoadingOverlay,
  workplacePath,
} from '@solar/shared';
import { Link as RouterLink } from 'react-router';
import { useMrpSourcesQuery } from '../api/mrp-endpoints';

export interface MrpSourcesTarget {
  runId: number;
  item: { id: number; itemno: string };
  week: string;
  row: 'gross' | 'receipts';
}

interface MrpSourcesDialogProps {
  target: MrpSourcesTarget;
  onClose: () => void;
}

const kindLabels = {
  project: 'Project',
  plan: 'Planned installations',
  forecast: 'Forecast deal',
  'purchase-order': 'Purchase order',
} as const;

/** Where one gross or receipt figure of a run comes from, as the run counted it. */
export function MrpSourcesDialog({ target, onClose }: MrpSourcesDialogProps) {
  const sources = useMrpSourcesQuery({
    runId: target.runId,
    itemId: target.item.id,
    week: target.week,
    row: target.row,
  });
  const rows = sources.data?.sources ?? [];
  const what = target.row === 'gross' ? 'Gross demand' : 'Scheduled receipts';
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>
                {what} of {target.item.itemno}, week of {formatCalendarDay(target.week)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {sources.isError ? (
                <LoadFailure
                  message="The sources of this number could not be loaded."
                  onRetry={() => void sources.refetch()}
                />
              ) : (
                <LoadingOverlay loading={sources.isFetching} label="Loading sources">
                  <Box overflowX="auto" borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm" aria-label="Sources">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Source</Table.ColumnHeader>
                          <Table.ColumnHeader>Name</Table.ColumnHeader>
                          {target.row === 'receipts' ? (
                            <Table.ColumnHeader>Expected</Table.ColumnHeader>
                          ) : null}
                          <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {rows.map((row) => (
                          <Table.Row key={`${row.kind}-${row.source_id}`}>
                            <Table.Cell>{kindLabels[row.kind]}</Table.Cell>
                            <Table.Cell>
                              {row.deal_id !== null ? (
                                <Link asChild>
                                  <RouterLink
                                    to={workplacePath('crm/deal-details/:dealId', {
                                      dealId: row.deal_id,
                                    })}
                                  >
                                    {row.label}
                                  </RouterLink>
                                </Link>
                              ) : row.purchase_order_id !== null ? (
                                <Link asChild>
                                  <RouterLink
                                    to={`${workplacePath('logistics/orders')}?search=${encodeURIComponent(row.label)}`}
                                  >
                                    {row.label}
                                  </RouterLink>
                                </Link>
                              ) : (
                                row.label
                              )}
                            </Table.Cell>
                            {target.row === 'receipts' ? (
                              <Table.Cell whiteSpace="nowrap">
                                {row.day ? formatCalendarDay(row.day) : '—'}
                              </Table.Cell>
                            ) : null}
                            <Table.Cell textAlign="end" fontWeight="semibold">
                              {formatNumber(row.quantity)}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                  {sources.data ? (
                    <Text mt="3" fontSize="sm">
                      Total in the plan: {formatNumber(sources.data.total)}
                    </Text>
                  ) : null}
                </LoadingOverlay>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
