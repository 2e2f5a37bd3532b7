import { Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatNumber, LoadFailure, LoadingOverlay } from '@solar/shared';
import { useDemandCellQuery } from '../api/demand-endpoints';

interface DemandCellDialogProps {
  item: { id: number; itemno: string; itemdes: string };
  week: string;
  onClose: () => void;
}

/** Where one number of the grid comes from: each project and planned installation. */
export function DemandCellDialog({ item, week, onClose }: DemandCellDialogProps) {
  const cell = useDemandCellQuery({ itemId: item.id, week });
  const rows = cell.data ?? [];
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>
                {item.itemno} in {week}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" mb="3">
                {item.itemdes}
              </Text>
              {cell.isError ? (
                <LoadFailure
                  message="The sources of this number could not be loaded."
                  onRetry={() => void cell.refetch()}
                />
              ) : (
                <LoadingOverlay loading={cell.isFetching} label="Loading sources">
                  <Box overflowX="auto" borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm" aria-label="Sources">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Source</Table.ColumnHeader>
                          <Table.ColumnHeader>Installation</Table.ColumnHeader>
                          <Table.ColumnHeader>Date</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Panels each</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Required</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Shipped</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">Demand</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {rows.map((row) => (
                          <Table.Row key={`${row.source}-${row.source_id}`}>
                            <Table.Cell>{row.source === 'project' ? 'Project' : 'Plan'}</Table.Cell>
                            <Table.Cell>{row.label}</Table.Cell>
                            <Table.Cell whiteSpace="nowrap">
                              {row.installation_date
                                ? formatCalendarDay(row.installation_date)
                                : week}
                            </Table.Cell>
                            <Table.Cell textAlign="end">{formatNumber(row.panel_count)}</Table.Cell>
                            <Table.Cell textAlign="end">{formatNumber(row.required)}</Table.Cell>
                            <Table.Cell textAlign="end">{formatNumber(row.shipped)}</Table.Cell>
                            <Table.Cell textAlign="end" fontWeight="semibold">
                              {formatNumber(row.quantity)}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Box>
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
