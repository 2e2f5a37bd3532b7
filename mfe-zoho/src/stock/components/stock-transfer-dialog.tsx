import { Input, Text } from '@chakra-ui/react';
import {
  firstErrorByField,
  formatNumber,
  FormDialog,
  FormField,
  messages,
  notify,
  SelectField,
  serverFieldTextOf,
  type StockRow,
  transferInputSchema,
  type Warehouse,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useStockTransferMutation } from '../api/stock-endpoints';

interface StockTransferDialogProps {
  /** The row the transfer starts from: its item and warehouse. */
  row: StockRow;
  warehouses: readonly Warehouse[];
  onClose: () => void;
}

type Field = 'to_warehouse_id' | 'quantity' | 'note';

/** Moves a quantity of one item from the row's warehouse to another active one. */
export function StockTransferDialog({ row, warehouses, onClose }: StockTransferDialogProps) {
  const targets = warehouses.filter(
    (warehouse) => warehouse.active && warehouse.id !== row.warehouse_id,
  );
  const [to, setTo] = useState(targets[0] ? String(targets[0].id) : '');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [transfer, transferring] = useStockTransferMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = transferInputSchema.safeParse({
      item_id: row.item_id,
      from_warehouse_id: row.warehouse_id,
      to_warehouse_id: Number(to),
      quantity: quantity.trim() === '' ? undefined : Number(quantity),
      note,
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<Field>(parsed.error));
      return;
    }
    const result = await transfer(parsed.data);
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.transferPosted);
    onClose();
  };

  return (
    <FormDialog
      title={`Transfer ${row.itemno}`}
      submitLabel="Transfer"
      saving={transferring.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text fontSize="sm" color="fg.muted">
        From {row.warehouse_name}: {formatNumber(row.on_hand)} on hand,{' '}
        {formatNumber(row.available)} available.
      </Text>
      <SelectField
        label="To warehouse"
        required
        value={to}
        onChange={setTo}
        error={errors.to_warehouse_id}
        placeholder="Choose a warehouse"
        options={targets.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
      />
      <FormField label="Quantity" required error={errors.quantity}>
        <Input
          inputMode="numeric"
          value={quantity}
          onChange={(event) => {
            setQuantity(event.currentTarget.value);
            setErrors((current) => ({ ...current, quantity: undefined }));
          }}
        />
      </FormField>
      <FormField label="Note" error={errors.note}>
        <Input
          value={note}
          maxLength={300}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </FormField>
    </FormDialog>
  );
}
