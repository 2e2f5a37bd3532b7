import { Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import {
  adjustmentReasonLabels,
  formatDateTime,
  formatNumber,
  LoadFailure,
  LoadingOverlay,
  type StockMovement,
  stockMovementKindLabels,
} from '@solar/shared';
import { useState } from 'react';
import { useStockHistoryQuery } from '../api/stock-endpoints';

interface StockHistoryDialogProps {
  item: { id: number; itemno: string; itemdes: string };
  onClose: () => void;
}

const kindOf = (movement: StockMovement) =>
  movement.reason === null
    ? stockMovementKindLabels[movement.kind]
    : `${stockMovementKindLabels[movement.kind]} (${adjustmentReasonLabels[movement.reason]})`;

/** An item's movements in every warehouse, newest first, fifty at a time. */
export function StockHistoryDialog({ item, onClose }: StockHistoryDialogProps) {
  const [cursors, setCursors] = useState<string[]>(['']);
  const before = cursors.at(-1) ?? '';
  const history = useStockHistoryQuery({ itemId: item.id, before });
  const rows = history.data?.results ?? [];

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>
                Movements of {item.itemno} · {item.itemdes}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {history.isError ? (
                <LoadFailure
                  message="The movements could not be loaded."
                  onRetry={() => void history.refetch()}
                />
              ) : history.isSuccess && rows.length === 0 ? (
                <Text color="fg.muted" py="4">
                  No movements yet: receive a purchase order, transfer or count this item to start
                  its history.
                </Text>
              ) : (
                <LoadingOverlay loading={history.isFetching} label="Loading movements">
                  <Box overflowX="auto" borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm" aria-label="Movements">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>When</Table.ColumnHeader>
                          <Table.ColumnHeader>Movement</Table.ColumnHeader>
                          <Table.ColumnHeader>Warehouse</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                          <Table.ColumnHeader>Reference</Table.ColumnHeader>
                          <Table.ColumnHeader>By</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {rows.map((movement) => (
                          <Table.Row key={movement.id}>
                            <Table.Cell whiteSpace="nowrap">
                              {formatDateTime(movement.created_at)}
                            </Table.Cell>
                            <Table.Cell>{kindOf(movement)}</Table.Cell>
                            <Table.Cell>{movement.warehouse_name}</Table.Cell>
                            <Table.Cell textAlign="end">
                              {movement.quantity > 0 ? '+' : ''}
                              {formatNumber(movement.quantity)}
                            </Table.Cell>
                            <Table.Cell>{movement.reference || '—'}</Table.Cell>
                            <Table.Cell>{movement.created_by || '—'}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                </LoadingOverlay>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {cursors.length > 1 ? (
                <Button variant="outline" onClick={() => setCursors([''])}>
                  Newest
                </Button>
              ) : null}
              {history.data?.next_cursor ? (
                <Button
                  variant="outline"
                  onClick={() => setCursors((current) => [...current, history.data!.next_cursor!])}
                >
                  Older
                </Button>
              ) : null}
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
