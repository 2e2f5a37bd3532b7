import {
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Flex,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  formatDateTime,
  formatNumber,
  LoadFailure,
  LoadingState,
  ncmNextStatuses,
  ncmSourceLabels,
  type NcmStatus,
  StatusTag,
} from '@solar/shared';
import { useState } from 'react';
import { useNcmRecordQuery } from '../api/ncm-inventory-endpoints';
import { NcmMoveDialog } from './ncm-move-dialog';
import { NcmPhotos } from './ncm-photos';

interface NcmRecordDialogProps {
  id: number;
  onClose: () => void;
}

/** Words of the buttons that move a record on. */
const moveLabels: Record<NcmStatus, string> = {
  Open: 'Reopen',
  'Under review': 'Start review',
  'Returned to vendor': 'Returned to vendor',
  Repaired: 'Repaired',
  Scrapped: 'Scrapped',
};

/** One record: what, where, how many, its photos, its history and the moves it may make next. */
export function NcmRecordDialog({ id, onClose }: NcmRecordDialogProps) {
  const record = useNcmRecordQuery(id);
  const [moving, setMoving] = useState<NcmStatus | null>(null);
  const data = record.data;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => (details.open || moving !== null ? null : onClose())}
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="3xl" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>
                {data ? `${data.number} · ${data.item.itemno}` : 'Record'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {record.isError ? (
                <LoadFailure
                  message="The record could not be loaded."
                  onRetry={() => void record.refetch()}
                />
              ) : !data ? (
                <LoadingState label="Loading the record" />
              ) : (
                <Stack gap="5">
                  <Flex gap="2" align="center" wrap="wrap">
                    <StatusTag label={data.status} />
                    <Text color="fg.muted" fontSize="sm">
                      {ncmSourceLabels[data.source]}
                      {data.purchase_order ? ` of ${data.purchase_order.number}` : ''} · recorded{' '}
                      {formatDateTime(data.created_at)}
                      {data.created_by ? ` by ${data.created_by}` : ''}
                    </Text>
                  </Flex>
                  <DataList.Root orientation="horizontal" size="sm">
                    <DataList.Item>
                      <DataList.ItemLabel>Item</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {data.item.itemno} · {data.item.itemdes}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Quantity</DataList.ItemLabel>
                      <DataList.ItemValue>{formatNumber(data.quantity)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Warehouse</DataList.ItemLabel>
                      <DataList.ItemValue>{data.warehouse.name}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>What is wrong</DataList.ItemLabel>
                      <DataList.ItemValue whiteSpace="pre-wrap">
                        {data.description || '—'}
                      </DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                  <NcmPhotos record={data} />
                  {data.events.length > 0 ? (
                    <Box>
                      <Text fontWeight="semibold" mb="2">
                        History
                      </Text>
                      <Stack as="ol" gap="2" aria-label="History">
                        {data.events.map((event) => (
                          <Box as="li" key={event.id} listStyleType="none" fontSize="sm">
                            <Text>
                              {event.to_status} · {formatDateTime(event.at)}
                              {event.by ? ` · ${event.by}` : ''}
                            </Text>
                            {event.reason ? (
                              <Text color="fg.muted" whiteSpace="pre-wrap">
                                {event.reason}
                              </Text>
                            ) : null}
                          </Box>
                        ))}
                      </Stack>
                    </Box>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {data
                ? ncmNextStatuses(data.status).map((to) => (
                    <Button
                      key={to}
                      variant={to === 'Scrapped' ? 'outline' : 'solid'}
                      colorPalette={to === 'Scrapped' ? 'red' : undefined}
                      onClick={() => setMoving(to)}
                    >
                      {moveLabels[to]}
                    </Button>
                  ))
                : null}
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {moving !== null && data ? (
        <NcmMoveDialog record={data} to={moving} onClose={() => setMoving(null)} />
      ) : null}
    </Dialog.Root>
  );
}
