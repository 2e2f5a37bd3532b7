import { Input, Textarea } from '@chakra-ui/react';
import {
  firstErrorByField,
  FormDialog,
  FormField,
  type ItemAttribute,
  itemAttributeInputSchema,
  itemAttributeNameMaxLength,
  itemAttributeUnitMaxLength,
  messages,
  notify,
  SelectField,
  serverFieldTextOf,
  useVersionConflict,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import {
  useZohoItemAttributeCreateMutation,
  useZohoItemAttributeListQuery,
  useZohoItemAttributeUpdateMutation,
} from '../api/item-attribute-endpoints';
import { attributeTypeOptions } from '../utils/attribute-kind-label';

type Field = 'name' | 'type' | 'unit' | 'options';

interface ItemAttributeDialogProps {
  /** The attribute being edited; null defines a new one. */
  attribute: ItemAttribute | null;
  onClose: () => void;
}

/**
 * Define or change an attribute: its name, type, a unit for a number and the options of a choice
 * (one per line). The type is fixed once items have values, as the API requires.
 */
export function ItemAttributeDialog({ attribute, onClose }: ItemAttributeDialogProps) {
  const editing = attribute !== null;
  const [name, setName] = useState(attribute?.name ?? '');
  const [type, setType] = useState<string>(attribute?.type ?? 'text');
  const [unit, setUnit] = useState(attribute?.unit ?? '');
  const [options, setOptions] = useState((attribute?.options ?? []).join('\n'));
  const [version, setVersion] = useState(attribute?.version ?? 1);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const list = useZohoItemAttributeListQuery();
  const conflict = useVersionConflict(async () => {
    const fresh = (await list.refetch()).data?.find((each) => each.id === attribute?.id);
    if (!fresh) return;
    setName(fresh.name);
    setType(fresh.type);
    setUnit(fresh.unit);
    setOptions(fresh.options.join('\n'));
    setVersion(fresh.version);
    setErrors({});
  });
  const [create, creating] = useZohoItemAttributeCreateMutation();
  const [update, updating] = useZohoItemAttributeUpdateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = itemAttributeInputSchema.safeParse({
      name,
      type,
      unit: type === 'number' ? unit : '',
      options:
        type === 'choice'
          ? options
              .split('\n')
              .map((line) => line.trim())
              .filter((line) => line !== '')
          : [],
    });
    if (!parsed.success) {
      setErrors(firstErrorByField<Field>(parsed.error));
      return;
    }
    const result = editing
      ? await update({ id: attribute.id, body: { ...parsed.data, version } })
      : await create(parsed.data);
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(editing ? messages.attributeSaved : messages.attributeCreated);
    onClose();
  };

  const typeLocked = editing && attribute.item_count > 0;
  return (
    <FormDialog
      title={editing ? 'Edit attribute' : 'New attribute'}
      submitLabel={editing ? 'Save' : 'Create'}
      saving={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      onSubmit={submit}
    >
      <FormField label="Name" required error={errors.name}>
        <Input
          value={name}
          maxLength={itemAttributeNameMaxLength}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
      </FormField>
      <SelectField
        label="Type"
        required
        error={errors.type}
        value={type}
        onChange={(value) => {
          setType(value);
          setErrors({});
        }}
        disabled={typeLocked}
        helperText={typeLocked ? 'Items have values for it, so its type stays.' : undefined}
        options={attributeTypeOptions}
      />
      {type === 'number' ? (
        <FormField label="Unit" error={errors.unit} helperText="For example W, mm or years">
          <Input
            value={unit}
            maxLength={itemAttributeUnitMaxLength}
            onChange={(event) => setUnit(event.currentTarget.value)}
          />
        </FormField>
      ) : null}
      {type === 'choice' ? (
        <FormField label="Options" required error={errors.options} helperText="One per line">
          <Textarea
            rows={5}
            value={options}
            onChange={(event) => {
              setOptions(event.currentTarget.value);
              setErrors((current) => ({ ...current, options: undefined }));
            }}
          />
        </FormField>
      ) : null}
      {conflict.dialog}
    </FormDialog>
  );
}
