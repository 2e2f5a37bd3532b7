import { Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { LoadFailure, LoadingOverlay, messages } from '@solar/shared';
import type { ReactNode } from 'react';

export interface SourcesColumn {
  label: string;
  /** Figures are aligned to the end, so digits line up. */
  numeric?: boolean;
}

interface FigureSourcesDialogProps {
  title: ReactNode;
  /** What the figure is about, above its sources (the item's description). */
  intro?: ReactNode;
  columns: readonly SourcesColumn[];
  /** The source rows, one `Table.Row` each, cells in the order of `columns`. */
  children: ReactNode;
  /** Below the table once loaded: the figure the rows add up to. */
  summary?: ReactNode;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  size?: 'lg' | 'xl';
  onClose: () => void;
}

/**
 * Where one figure of a planning grid comes from: a dialog with the rows it adds up, so every
 * number can be explained (Demand's cells, a planning run's gross demand and receipts).
 */
export function FigureSourcesDialog({
  title,
  intro,
  columns,
  children,
  summary,
  loading,
  failed,
  onRetry,
  size = 'lg',
  onClose,
}: FigureSourcesDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())} size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {intro ? (
                <Text color="fg.muted" mb="3">
                  {intro}
                </Text>
              ) : null}
              {failed ? (
                <LoadFailure message={messages.figureSourcesLoadFailed} onRetry={onRetry} />
              ) : (
                <LoadingOverlay loading={loading} label="Loading sources">
                  <Box overflowX="auto" borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm" aria-label="Sources">
                      <Table.Header>
                        <Table.Row>
                          {columns.map((column) => (
                            <Table.ColumnHeader
                              key={column.label}
                              textAlign={column.numeric ? 'end' : undefined}
                            >
                              {column.label}
                            </Table.ColumnHeader>
                          ))}
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>{children}</Table.Body>
                    </Table.Root>
                  </Box>
                  {summary ? (
                    <Text mt="3" fontSize="sm">
                      {summary}
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
