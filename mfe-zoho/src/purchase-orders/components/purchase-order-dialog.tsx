import { Box, Button, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  FormDialog,
  FormField,
  type ItemSearchResult,
  messages,
  type PurchaseOrder,
  purchaseOrderInputSchema,
  SelectField,
  useVersionConflict,
  type Vendor,
  type Warehouse,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  usePurchaseOrderCreateMutation,
  usePurchaseOrderUpdateMutation,
} from '../api/purchase-orders-endpoints';
import { finishDialogSave } from '../../zoho-shared/utils/finish-dialog-save';
import { StockItemField } from '../../zoho-shared/components/stock-item-field';

interface PurchaseOrderDialogProps {
  /** The draft being edited; null creates one. */
  order: PurchaseOrder | null;
  vendors: readonly Vendor[];
  warehouses: readonly Warehouse[];
  onClose: () => void;
}

interface LineDraft {
  key: number;
  item: ItemSearchResult | null;
  quantity: string;
  unitCost: string;
  expectedDate: string;
}

let nextKey = 1;
const emptyLine = (): LineDraft => ({
  key: nextKey++,
  item: null,
  quantity: '',
  unitCost: '',
  expectedDate: '',
});

/** The problems of one zod parse, keyed by path ("lines.0.quantity"). */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const byPath: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    byPath[key] ??= issue.message;
  }
  return byPath;
}

/** Create or edit a draft purchase order: vendor, warehouse, notes and its lines. */
export function PurchaseOrderDialog({
  order,
  vendors,
  warehouses,
  onClose,
}: PurchaseOrderDialogProps) {
  const [vendorId, setVendorId] = useState(order ? String(order.vendor.id) : '');
  const [warehouseId, setWarehouseId] = useState(
    order ? String(order.warehouse.id) : String(warehouses.find((row) => row.active)?.id ?? ''),
  );
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [lines, setLines] = useState<LineDraft[]>(
    order
      ? order.lines.map((line) => ({
          key: nextKey++,
          item: { itemid: line.item_id, itemno: line.itemno, itemdes: line.itemdes },
          quantity: String(line.quantity),
          unitCost: line.unit_cost,
          expectedDate: line.expected_date ?? '',
        }))
      : [emptyLine()],
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, creating] = usePurchaseOrderCreateMutation();
  const [update, updating] = usePurchaseOrderUpdateMutation();
  const conflict = useVersionConflict(onClose);

  const changeLine = (key: number, change: Partial<LineDraft>) =>
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...change } : line)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = purchaseOrderInputSchema.safeParse({
      vendor_id: vendorId === '' ? undefined : Number(vendorId),
      warehouse_id: warehouseId === '' ? undefined : Number(warehouseId),
      notes,
      lines: lines.map((line) => ({
        item_id: line.item?.itemid,
        quantity: line.quantity.trim() === '' ? undefined : Number(line.quantity),
        unit_cost: line.unitCost,
        expected_date: line.expectedDate === '' ? null : line.expectedDate,
      })),
    });
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues));
      return;
    }
    setProblems({});
    const result = order
      ? await update({ id: order.id, body: { ...parsed.data, version: order.version } })
      : await create(parsed.data);
    finishDialogSave(result, { conflict, savedMessage: messages.purchaseOrderSaved, onClose });
  };

  return (
    <FormDialog
      title={order ? `Edit ${order.number}` : 'New purchase order'}
      submitLabel={order ? 'Save' : 'Create draft'}
      widthPx={880}
      saving={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <SelectField
          label="Vendor"
          required
          value={vendorId}
          onChange={setVendorId}
          error={problems.vendor_id}
          placeholder="Choose a vendor"
          options={vendors.map((vendor) => ({ value: vendor.id, label: vendor.name }))}
        />
        <SelectField
          label="Deliver to"
          required
          value={warehouseId}
          onChange={setWarehouseId}
          error={problems.warehouse_id}
          placeholder="Choose a warehouse"
          options={warehouses
            .filter((warehouse) => warehouse.active)
            .map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
        />
      </Grid>
      <Stack gap="3">
        <Text fontWeight="semibold">Lines</Text>
        {problems.lines ? (
          <Text color="fg.error" fontSize="sm">
            {problems.lines}
          </Text>
        ) : null}
        {lines.map((line, index) => (
          <Box key={line.key} borderWidth="1px" borderRadius="md" p="3">
            <Grid
              templateColumns={{ base: '1fr 1fr', md: '3fr 1fr 1fr 1.4fr auto' }}
              gap="3"
              alignItems="end"
            >
              <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
                <StockItemField
                  label={`Item ${index + 1}`}
                  id={`order-line-item-${line.key}`}
                  value={line.item}
                  error={problems[`lines.${index}.item_id`]}
                  onChange={(item) => changeLine(line.key, { item })}
                />
              </Box>
              <FormField label="Quantity" required error={problems[`lines.${index}.quantity`]}>
                <Input
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) =>
                    changeLine(line.key, { quantity: event.currentTarget.value })
                  }
                />
              </FormField>
              <FormField label="Unit cost" required error={problems[`lines.${index}.unit_cost`]}>
                <Input
                  inputMode="decimal"
                  value={line.unitCost}
                  onChange={(event) =>
                    changeLine(line.key, { unitCost: event.currentTarget.value })
                  }
                />
              </FormField>
              <FormField label="Expected" error={problems[`lines.${index}.expected_date`]}>
                <Input
                  type="date"
                  value={line.expectedDate}
                  onChange={(event) =>
                    changeLine(line.key, { expectedDate: event.currentTarget.value })
                  }
                />
              </FormField>
              <Button
                variant="outline"
                colorPalette="red"
                aria-label={`Remove line ${index + 1}`}
                disabled={lines.length === 1}
                onClick={() =>
                  setLines((current) => current.filter((other) => other.key !== line.key))
                }
              >
                Remove
              </Button>
            </Grid>
          </Box>
        ))}
        <Box>
          <Button
            variant="outline"
            onClick={() => setLines((current) => [...current, emptyLine()])}
          >
            Add line
          </Button>
        </Box>
      </Stack>
      <FormField label="Notes" error={problems.notes}>
        <Textarea
          value={notes}
          maxLength={2000}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
