import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import {
  firstErrorByField,
  FormDialog,
  FormField,
  type ItemSearchResult,
  messages,
  type NcmInput,
  ncmInputSchema,
  type NcmManualSource,
  ncmManualSources,
  ncmSourceLabels,
  notify,
  SelectField,
  serverFieldTextOf,
  type Warehouse,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useNcmCreateMutation } from '../api/ncm-inventory-endpoints';
import { StockItemField } from '../../zoho-shared/components/stock-item-field';

interface NcmCreateDialogProps {
  warehouses: readonly Warehouse[];
  onClose: () => void;
  /** The new record, to open it (photos are added there). */
  onCreated: (id: number) => void;
}

/**
 * Records material by hand: back from an installation, or found bad in a stock count. Its
 * quantity goes to quarantine at once (a count's leaves on hand).
 */
export function NcmCreateDialog({ warehouses, onClose, onCreated }: NcmCreateDialogProps) {
  const active = warehouses.filter((warehouse) => warehouse.active);
  const [item, setItem] = useState<ItemSearchResult | null>(null);
  const [warehouseId, setWarehouseId] = useState(active[0] ? String(active[0].id) : '');
  const [quantity, setQuantity] = useState('1');
  const [source, setSource] = useState<NcmManualSource | ''>('installation_return');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof NcmInput, string>>>({});
  const [create, creating] = useNcmCreateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ncmInputSchema.safeParse({
      item_id: item?.itemid,
      warehouse_id: warehouseId === '' ? undefined : Number(warehouseId),
      quantity: quantity.trim() === '' ? undefined : Number(quantity),
      source: source === '' ? undefined : source,
      description,
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<keyof NcmInput>(parsed.error));
      return;
    }
    setErrors({});
    const result = await create(parsed.data);
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.ncmRecordCreated);
    onCreated(result.data.id);
  };

  return (
    <FormDialog
      title="Record non-conforming material"
      submitLabel="Record"
      widthPx={560}
      saving={creating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <StockItemField
        label="Item"
        id="ncm-item"
        value={item}
        error={errors.item_id}
        onChange={setItem}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          label="Warehouse"
          required
          error={errors.warehouse_id}
          value={warehouseId}
          onChange={setWarehouseId}
          placeholder="Select a warehouse"
          placeholderDisabled
          options={active.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
        />
        <FormField label="Quantity" required error={errors.quantity}>
          <Input
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
          />
        </FormField>
      </SimpleGrid>
      <SelectField
        label="Source"
        required
        error={errors.source}
        helperText={
          source === 'count'
            ? 'Found bad in a count: the quantity leaves on hand for the quarantine.'
            : 'Back from an installation: the quantity enters the quarantine.'
        }
        value={source}
        onChange={(value) => setSource(value as NcmManualSource | '')}
        options={ncmManualSources.map((value) => ({ value, label: ncmSourceLabels[value] }))}
      />
      <FormField label="What is wrong" required error={errors.description}>
        <Textarea
          rows={3}
          maxLength={2_000}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </FormField>
    </FormDialog>
  );
}
