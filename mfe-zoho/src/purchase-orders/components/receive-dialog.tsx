import { Box, Input, Table, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  formatNumber,
  FormDialog,
  messages,
  notify,
  outstandingQuantity,
  type PurchaseOrder,
  serverFieldTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { usePurchaseOrderReceiveMutation } from '../api/purchase-orders-endpoints';

interface ReceiveDialogProps {
  order: PurchaseOrder;
  onClose: () => void;
}

type Entry = { good: string; damaged: string };

const quantityOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

/** The `error` of a receipt refused for receiving more than ordered, which the person may confirm. */
function isOverReceipt(error: unknown): boolean {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return data?.error === 'over_receipt';
}

/**
 * Records what arrived against each line: good quantities go into stock, damaged ones to
 * quarantine with a non-conformance record. Receiving more than ordered asks for a confirmation.
 */
export function ReceiveDialog({ order, onClose }: ReceiveDialogProps) {
  const [entries, setEntries] = useState<Record<number, Entry>>(() =>
    Object.fromEntries(
      order.lines.map((line) => [
        line.id,
        { good: String(outstandingQuantity(line)), damaged: '0' },
      ]),
    ),
  );
  const [overReceipt, setOverReceipt] = useState<string | null>(null);
  const [receive, receiving] = usePurchaseOrderReceiveMutation();
  const conflict = useVersionConflict(onClose);

  const send = async (confirmed: boolean) => {
    const lines = order.lines.map((line) => ({
      line_id: line.id,
      good: quantityOf(entries[line.id]!.good),
      damaged: quantityOf(entries[line.id]!.damaged),
    }));
    const damaged = lines.reduce((sum, line) => sum + line.damaged, 0);
    const result = await receive({
      id: order.id,
      body: {
        version: order.version,
        confirmed,
        lines: lines.filter((line) => line.good + line.damaged > 0),
      },
    });
    if (result.error) {
      if (conflict.caught(result.error)) return;
      const reason = serverFieldTextOf(result.error, ['message'], messages.operationFailed);
      if (!confirmed && isOverReceipt(result.error)) {
        setOverReceipt(reason);
        return;
      }
      notify.error(reason);
      return;
    }
    notify.success(messages.receiptPosted);
    if (damaged > 0) notify.info(messages.damagedToQuarantine(damaged));
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  const field = (lineId: number, key: keyof Entry, label: string) => (
    <Input
      size="sm"
      width="16"
      textAlign="end"
      inputMode="numeric"
      aria-label={label}
      value={entries[lineId]![key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setEntries((current) => ({ ...current, [lineId]: { ...current[lineId]!, [key]: value } }));
      }}
    />
  );

  return (
    <FormDialog
      title={`Receive ${order.number}`}
      submitLabel="Post receipt"
      widthPx={760}
      saving={receiving.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text fontSize="sm" color="fg.muted">
        Into {order.warehouse.name}. Damaged items go to quarantine and are recorded as
        non-conforming material.
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Lines to receive">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Ordered / received</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Good</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Damaged</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell>
                  <Text fontWeight="medium">{line.itemno}</Text>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1} title={line.itemdes}>
                    {line.itemdes}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatNumber(line.quantity)} / {formatNumber(line.received)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {field(line.id, 'good', `Good ${line.itemno}`)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {field(line.id, 'damaged', `Damaged ${line.itemno}`)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ConfirmDialog
        open={overReceipt !== null}
        title="Receive more than ordered?"
        confirmLabel="Receive anyway"
        message={overReceipt ?? ''}
        loading={receiving.isLoading}
        onConfirm={() => {
          setOverReceipt(null);
          void send(true);
        }}
        onCancel={() => setOverReceipt(null)}
      />
      {conflict.dialog}
    </FormDialog>
  );
}
