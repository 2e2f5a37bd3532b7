import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import {
  firstErrorByField,
  FormDialog,
  FormField,
  messages,
  useVersionConflict,
  type Warehouse,
  type WarehouseInput,
  warehouseInputSchema,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  useStockWarehouseCreateMutation,
  useStockWarehouseUpdateMutation,
} from '../../zoho-shared/api/warehouse-endpoints';
import { finishDialogSave } from '../../zoho-shared/utils/finish-dialog-save';

interface WarehouseDialogProps {
  /** The warehouse being edited; null creates one. */
  warehouse: Warehouse | null;
  /** Only administrators may let stock go below zero; others see the setting but cannot change it. */
  mayAllowNegative: boolean;
  onClose: () => void;
  onReload: () => void;
}

/** Create or edit a warehouse: name, address, active, and (administrators) negative stock. */
export function WarehouseDialog({
  warehouse,
  mayAllowNegative,
  onClose,
  onReload,
}: WarehouseDialogProps) {
  const editing = warehouse !== null;
  const [name, setName] = useState(warehouse?.name ?? '');
  const [address, setAddress] = useState(warehouse?.address ?? '');
  const [active, setActive] = useState(warehouse?.active ?? true);
  const [allowNegative, setAllowNegative] = useState(warehouse?.allow_negative ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof WarehouseInput, string>>>({});
  const [create, creating] = useStockWarehouseCreateMutation();
  const [update, updating] = useStockWarehouseUpdateMutation();
  // Someone saved this warehouse meanwhile: the list reloads and the dialog closes to show it.
  const conflict = useVersionConflict(() => {
    onReload();
    onClose();
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = warehouseInputSchema.safeParse({
      name,
      address,
      active,
      allow_negative: allowNegative,
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<keyof WarehouseInput>(parsed.error));
      return;
    }
    const result = editing
      ? await update({ id: warehouse.id, body: { ...parsed.data, version: warehouse.version } })
      : await create(parsed.data);
    finishDialogSave(result, { conflict, savedMessage: messages.warehouseSaved, onClose });
  };

  return (
    <FormDialog
      title={editing ? 'Edit warehouse' : 'New warehouse'}
      submitLabel={editing ? 'Save' : 'Create'}
      saving={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <FormField label="Name" required error={errors.name}>
        <Input
          value={name}
          maxLength={100}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
      </FormField>
      <FormField label="Address" error={errors.address}>
        <Input
          value={address}
          maxLength={300}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
      </FormField>
      <Stack gap="3">
        <Checkbox.Root
          checked={active}
          onCheckedChange={(details) => setActive(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Active (stock can be received and moved here)</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={allowNegative}
          disabled={!mayAllowNegative}
          onCheckedChange={(details) => setAllowNegative(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Allow negative stock</Checkbox.Label>
        </Checkbox.Root>
        {mayAllowNegative ? null : (
          <Text fontSize="sm" color="fg.muted">
            {messages.onlyAdministratorsAllowNegative}
          </Text>
        )}
      </Stack>
      {conflict.dialog}
    </FormDialog>
  );
}
