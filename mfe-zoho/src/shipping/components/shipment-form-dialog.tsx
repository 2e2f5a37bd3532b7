import { Box, Button, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  FormDialog,
  FormField,
  type ItemSearchResult,
  localCalendarDay,
  messages,
  notify,
  SelectField,
  serverFieldTextOf,
  type Shipment,
  type ShipmentDealOption,
  shipmentInputSchema,
  type ShipmentPartsList,
  useVersionConflict,
  type Warehouse,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';
import {
  useLazyShippingPartsListQuery,
  useShippingCreateMutation,
  useShippingUpdateMutation,
} from '../api/shipping-endpoints';
import { ShipmentDealSelect } from './shipment-deal-select';
import { StockItemField } from '../../zoho-shared/components/stock-item-field';

interface ShipmentFormDialogProps {
  /** The planned shipment being edited; null plans a new one. */
  shipment: Shipment | null;
  warehouses: readonly Warehouse[];
  onClose: () => void;
  /** Told of the saved shipment, to open its record. */
  onSaved: (shipment: Shipment) => void;
}

interface LineDraft {
  key: number;
  item: ItemSearchResult | null;
  quantity: string;
}

let nextKey = 1;
const emptyLine = (): LineDraft => ({ key: nextKey++, item: null, quantity: '' });
const linesOf = (list: ShipmentPartsList): LineDraft[] =>
  list.lines.map((line) => ({
    key: nextKey++,
    item: { itemid: line.item_id, itemno: line.itemno, itemdes: line.itemdes },
    quantity: String(line.quantity),
  }));

/** The problems of one zod parse, keyed by path ("lines.0.quantity"). */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const byPath: Record<string, string> = {};
  for (const issue of issues) byPath[issue.path.map(String).join('.')] ??= issue.message;
  return byPath;
}

/**
 * Plan a shipment for a deal (picking the deal fills the lines from its parts list, every line
 * editable) or change a planned one: warehouse, carrier, tracking number, planned date and lines.
 */
export function ShipmentFormDialog({
  shipment,
  warehouses,
  onClose,
  onSaved,
}: ShipmentFormDialogProps) {
  const [deal, setDeal] = useState<ShipmentDealOption | null>(
    shipment ? { ...shipment.deal, project_id: shipment.project_id } : null,
  );
  const [partsList, setPartsList] = useState<ShipmentPartsList | null>(null);
  const [warehouseId, setWarehouseId] = useState(
    shipment
      ? String(shipment.warehouse.id)
      : String(warehouses.find((row) => row.active)?.id ?? ''),
  );
  const [carrier, setCarrier] = useState(shipment?.carrier ?? '');
  const [tracking, setTracking] = useState(shipment?.tracking_number ?? '');
  const [plannedDate, setPlannedDate] = useState(shipment?.planned_ship_date ?? localCalendarDay());
  const [notes, setNotes] = useState(shipment?.notes ?? '');
  const [lines, setLines] = useState<LineDraft[]>(
    shipment
      ? shipment.lines.map((line) => ({
          key: nextKey++,
          item: { itemid: line.item_id, itemno: line.itemno, itemdes: line.itemdes },
          quantity: String(line.quantity),
        }))
      : [],
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [loadPartsList, partsListState] = useLazyShippingPartsListQuery();
  const [create, creating] = useShippingCreateMutation();
  const [update, updating] = useShippingUpdateMutation();
  const conflict = useVersionConflict(onClose);

  const fill = async (dealId: number, bomId: number | null) => {
    const result = await loadPartsList({ dealId, bomId });
    if (!result.data) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    setPartsList(result.data);
    setLines(result.data.lines.length === 0 ? [emptyLine()] : linesOf(result.data));
  };

  const chooseDeal = (chosen: ShipmentDealOption | null) => {
    setDeal(chosen);
    setPartsList(null);
    if (chosen) void fill(chosen.id, null);
    else setLines([]);
  };

  const changeLine = (key: number, change: Partial<LineDraft>) =>
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...change } : line)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shipmentInputSchema.safeParse({
      deal_id: deal?.id,
      warehouse_id: warehouseId === '' ? undefined : Number(warehouseId),
      carrier,
      tracking_number: tracking,
      planned_ship_date: plannedDate,
      notes,
      lines: lines.map((line) => ({
        item_id: line.item?.itemid,
        quantity: line.quantity.trim() === '' ? undefined : Number(line.quantity),
      })),
    });
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues));
      return;
    }
    setProblems({});
    const { deal_id: _dealId, ...details } = parsed.data;
    const result = shipment
      ? await update({ id: shipment.id, body: { ...details, version: shipment.version } })
      : await create(parsed.data);
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(
      shipment ? messages.shipmentSaved : messages.shipmentCreated(result.data.number),
    );
    onSaved(result.data);
  };

  return (
    <FormDialog
      title={shipment ? `Edit ${shipment.number}` : 'New shipment'}
      submitLabel={shipment ? 'Save' : 'Plan shipment'}
      widthPx={880}
      saving={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField
          label="Deal"
          required
          error={problems.deal_id}
          htmlFor="shipment-deal"
          helperText={shipment ? 'A shipment stays with its deal' : undefined}
        >
          <Box width="full">
            {shipment ? (
              <Input id="shipment-deal" value={shipment.deal.name} readOnly />
            ) : (
              <ShipmentDealSelect
                id="shipment-deal"
                value={deal}
                invalid={Boolean(problems.deal_id)}
                onChange={chooseDeal}
              />
            )}
          </Box>
        </FormField>
        <SelectField
          label="Ship from"
          required
          value={warehouseId}
          onChange={setWarehouseId}
          error={problems.warehouse_id}
          placeholder="Choose a warehouse"
          options={warehouses
            .filter((warehouse) => warehouse.active || String(warehouse.id) === warehouseId)
            .map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
        />
        <FormField label="Carrier" error={problems.carrier}>
          <Input
            value={carrier}
            maxLength={100}
            onChange={(e) => setCarrier(e.currentTarget.value)}
          />
        </FormField>
        <FormField label="Tracking number" error={problems.tracking_number}>
          <Input
            value={tracking}
            maxLength={100}
            onChange={(e) => setTracking(e.currentTarget.value)}
          />
        </FormField>
        <FormField label="Planned ship date" required error={problems.planned_ship_date}>
          <Input
            type="date"
            value={plannedDate}
            onChange={(e) => setPlannedDate(e.currentTarget.value)}
          />
        </FormField>
        {partsList && partsList.boms.length > 0 ? (
          <SelectField
            label="Parts list"
            helperText={`Quantities for ${partsList.panel_count} panels`}
            value={partsList.bom ? String(partsList.bom.id) : ''}
            onChange={(value) => {
              if (deal && value !== '') void fill(deal.id, Number(value));
            }}
            options={partsList.boms.map((bom) => ({ value: bom.id, label: bom.name }))}
          />
        ) : null}
      </Grid>
      <Stack gap="3">
        <Text fontWeight="semibold">Lines</Text>
        {partsListState.isFetching ? (
          <Text color="fg.muted">Loading the deal&apos;s parts list…</Text>
        ) : null}
        {deal === null && !shipment ? (
          <Text color="fg.muted">Pick a deal: its parts list fills the lines.</Text>
        ) : null}
        {partsList && partsList.lines.length === 0 ? (
          <Text color="fg.muted">{messages.shipmentPartsListEmpty}</Text>
        ) : null}
        {problems.lines ? (
          <Text color="fg.error" fontSize="sm">
            {problems.lines}
          </Text>
        ) : null}
        {lines.map((line, index) => (
          <Box key={line.key} borderWidth="1px" borderRadius="md" p="3">
            <Grid
              templateColumns={{ base: '1fr auto', md: '4fr 1fr auto' }}
              gap="3"
              alignItems="end"
            >
              <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
                <StockItemField
                  label={`Item ${index + 1}`}
                  id={`shipment-line-item-${line.key}`}
                  value={line.item}
                  error={problems[`lines.${index}.item_id`]}
                  onChange={(item) => changeLine(line.key, { item })}
                />
              </Box>
              <FormField label="Quantity" required error={problems[`lines.${index}.quantity`]}>
                <Input
                  inputMode="numeric"
                  aria-label={`Quantity of item ${index + 1}`}
                  value={line.quantity}
                  onChange={(e) => changeLine(line.key, { quantity: e.currentTarget.value })}
                />
              </FormField>
              <Button
                variant="outline"
                colorPalette="red"
                aria-label={`Remove line ${index + 1}`}
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
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
      </FormField>
      {conflict.dialog}
    </FormDialog>
  );
}
