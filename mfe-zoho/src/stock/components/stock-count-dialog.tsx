import { Box, Input, Table, Text } from '@chakra-ui/react';
import {
  type CountSheet,
  formatNumber,
  FormDialog,
  isVersionConflict,
  LoadingState,
  messages,
  notify,
  SelectField,
  serverFieldTextOf,
  type Warehouse,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useLazyStockCountSheetQuery, useStockCountPostMutation } from '../api/stock-endpoints';

interface StockCountDialogProps {
  warehouses: readonly Warehouse[];
  onClose: () => void;
}

/** A counted line: what was typed, or '' for an item not counted (left as it is). */
type Counted = Record<number, string>;

const countedOf = (text: string | undefined) =>
  text === undefined || text.trim() === '' || !/^\d+$/.test(text.trim()) ? null : Number(text);

/**
 * A stock count: choose a warehouse, type what is on the shelves, review the differences and post
 * them as adjustments in one go. Stock that moved while counting refuses the count; the sheet then
 * reloads with the new figures.
 */
export function StockCountDialog({ warehouses, onClose }: StockCountDialogProps) {
  const [warehouseId, setWarehouseId] = useState('');
  const [sheet, setSheet] = useState<CountSheet | null>(null);
  const [counted, setCounted] = useState<Counted>({});
  const [reviewing, setReviewing] = useState(false);
  const [loadSheet, sheetState] = useLazyStockCountSheetQuery();
  const [post, posting] = useStockCountPostMutation();

  const choose = async (value: string) => {
    setWarehouseId(value);
    setSheet(null);
    setCounted({});
    setReviewing(false);
    if (value === '') return;
    const result = await loadSheet(Number(value));
    if (result.data) setSheet(result.data);
    else notify.error(messages.operationFailed);
  };

  const lines = sheet?.lines ?? [];
  const differences = lines
    .map((line) => ({ line, counted: countedOf(counted[line.item_id]) }))
    .filter(
      (entry): entry is { line: (typeof lines)[number]; counted: number } =>
        entry.counted !== null && entry.counted !== entry.line.on_hand,
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sheet) return;
    if (differences.length === 0) {
      notify.error(messages.countNothingToPost);
      return;
    }
    if (!reviewing) {
      setReviewing(true);
      return;
    }
    const result = await post({
      warehouse_id: sheet.warehouse_id,
      lines: differences.map(({ line, counted: quantity }) => ({
        item_id: line.item_id,
        counted: quantity,
        version: line.version,
      })),
    });
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      if (isVersionConflict(result.error)) {
        const fresh = await loadSheet(sheet.warehouse_id);
        if (fresh.data) setSheet(fresh.data);
        setReviewing(false);
      }
      return;
    }
    notify.success(messages.countPosted(result.data.adjustments));
    onClose();
  };

  const shown = reviewing ? differences.map((entry) => entry.line) : lines;

  return (
    <FormDialog
      title="Stock count"
      widthPx={760}
      submitLabel={
        reviewing
          ? `Post ${differences.length} adjustment${differences.length === 1 ? '' : 's'}`
          : 'Review differences'
      }
      saving={posting.isLoading}
      onCancel={reviewing ? () => setReviewing(false) : onClose}
      onSubmit={submit}
    >
      <SelectField
        label="Warehouse"
        required
        value={warehouseId}
        onChange={(value) => void choose(value)}
        disabled={reviewing}
        placeholder="Choose the warehouse you counted"
        options={warehouses
          .filter((warehouse) => warehouse.active)
          .map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
      />
      {sheetState.isFetching ? <LoadingState label="Loading the counting sheet" /> : null}
      {sheet && lines.length === 0 ? (
        <Text color="fg.muted">
          Nothing is stocked in this warehouse yet: receive a purchase order or transfer stock here
          first.
        </Text>
      ) : null}
      {sheet && lines.length > 0 ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {reviewing
              ? 'These differences will be posted as count adjustments.'
              : 'Type the quantity you counted; items left blank stay as they are.'}
          </Text>
          <Box overflowX="auto" maxH="50vh" overflowY="auto" borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label="Counting sheet" stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Item</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">On hand</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Counted</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Difference</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((line) => {
                  const value = countedOf(counted[line.item_id]);
                  const difference = value === null ? null : value - line.on_hand;
                  return (
                    <Table.Row key={line.item_id}>
                      <Table.Cell>
                        <Text fontWeight="medium">{line.itemno}</Text>
                        <Text fontSize="xs" color="fg.muted" lineClamp={1} title={line.itemdes}>
                          {line.itemdes}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(line.on_hand)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Input
                          size="sm"
                          width="24"
                          textAlign="end"
                          inputMode="numeric"
                          aria-label={`Counted ${line.itemno}`}
                          readOnly={reviewing}
                          value={counted[line.item_id] ?? ''}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            setCounted((current) => ({ ...current, [line.item_id]: text }));
                          }}
                        />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {difference === null || difference === 0
                          ? '—'
                          : `${difference > 0 ? '+' : ''}${formatNumber(difference)}`}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      ) : null}
    </FormDialog>
  );
}
