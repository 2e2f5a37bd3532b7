import { Checkbox, Grid, HStack, Input, Text } from '@chakra-ui/react';
import {
  firstErrorByField,
  FormDialog,
  FormField,
  messages,
  notify,
  planningSettingsDefaults,
  planningSettingsSchema,
  SelectField,
  serverFieldTextOf,
  type PlanningSettings,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useDemandOptionsQuery } from '../../zoho-shared/api/demand-options-endpoints';
import { planningNumberFields } from '../utils/planning-fields';

type Field = keyof PlanningSettings;

interface PlanningSettingsDialogProps {
  title: string;
  /**
   * 'bulk' sets only the fields ticked on every selected item; 'whole' saves every field (a
   * category's default).
   */
  mode: 'bulk' | 'whole';
  initial: PlanningSettings | null;
  saving: boolean;
  onSave: (fields: Partial<PlanningSettings>) => Promise<{ error?: unknown }>;
  savedMessage: string;
  onClose: () => void;
}

/** The planning fields of one category's default, or the ones to set on several items. */
export function PlanningSettingsDialog({
  title,
  mode,
  initial,
  saving,
  onSave,
  savedMessage,
  onClose,
}: PlanningSettingsDialogProps) {
  const options = useDemandOptionsQuery();
  const start = initial ?? planningSettingsDefaults;
  const [values, setValues] = useState<Record<Field, string>>({
    planned: start.planned ? 'yes' : 'no',
    lead_time_days: String(start.lead_time_days),
    safety_stock: String(start.safety_stock),
    moq: String(start.moq),
    order_multiple: String(start.order_multiple),
    preferred_vendor_id:
      start.preferred_vendor_id === null ? '' : String(start.preferred_vendor_id),
    planning_warehouse_id:
      start.planning_warehouse_id === null ? '' : String(start.planning_warehouse_id),
  });
  const [chosen, setChosen] = useState<Set<Field>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChosen((current) => new Set(current).add(field));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const whole = {
      planned: values.planned === 'yes',
      lead_time_days: Number(values.lead_time_days),
      safety_stock: Number(values.safety_stock),
      moq: Number(values.moq),
      order_multiple: Number(values.order_multiple),
      preferred_vendor_id:
        values.preferred_vendor_id === '' ? null : Number(values.preferred_vendor_id),
      planning_warehouse_id:
        values.planning_warehouse_id === '' ? null : Number(values.planning_warehouse_id),
    };
    const schema = mode === 'bulk' ? planningSettingsSchema.partial() : planningSettingsSchema;
    const picked =
      mode === 'bulk'
        ? Object.fromEntries(Object.entries(whole).filter(([key]) => chosen.has(key as Field)))
        : whole;
    if (mode === 'bulk' && Object.keys(picked).length === 0) {
      notify.error(messages.planningSettingsNoFields);
      return;
    }
    const parsed = schema.safeParse(picked);
    if (!parsed.success) {
      setErrors(firstErrorByField<Field>(parsed.error));
      return;
    }
    const result = await onSave(parsed.data);
    if (result.error) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(savedMessage);
    onClose();
  };

  const mark = (field: Field) =>
    mode === 'bulk' ? (
      <Checkbox.Root
        size="sm"
        checked={chosen.has(field)}
        onCheckedChange={(details) =>
          setChosen((current) => {
            const next = new Set(current);
            if (details.checked === true) next.add(field);
            else next.delete(field);
            return next;
          })
        }
      >
        <Checkbox.HiddenInput aria-label={`Set ${field.replaceAll('_', ' ')}`} />
        <Checkbox.Control />
      </Checkbox.Root>
    ) : null;

  return (
    <FormDialog
      title={title}
      submitLabel="Save"
      saving={saving}
      onCancel={onClose}
      onSubmit={submit}
    >
      {mode === 'bulk' ? (
        <Text fontSize="sm" color="fg.muted">
          Only the ticked fields change (a field ticks itself when you edit it); the others keep
          their values.
        </Text>
      ) : null}
      <HStack align="flex-end">
        {mark('planned')}
        <SelectField
          label="Planned by MRP"
          value={values.planned}
          onChange={(value) => set('planned', value)}
          options={[
            { value: 'yes', label: 'Planned' },
            { value: 'no', label: 'Not planned' },
          ]}
        />
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        {planningNumberFields.map(({ key, label }) => (
          <HStack key={key} align="flex-end">
            {mark(key)}
            <FormField label={label} error={errors[key]}>
              <Input
                inputMode="numeric"
                value={values[key]}
                onChange={(event) => set(key, event.currentTarget.value)}
              />
            </FormField>
          </HStack>
        ))}
      </Grid>
      <HStack align="flex-end">
        {mark('preferred_vendor_id')}
        <SelectField
          label="Preferred vendor"
          value={values.preferred_vendor_id}
          onChange={(value) => set('preferred_vendor_id', value)}
          options={[
            { value: '', label: 'None' },
            ...(options.data?.vendors ?? []).map((vendor) => ({
              value: vendor.id,
              label: vendor.name,
            })),
          ]}
        />
      </HStack>
      <HStack align="flex-end">
        {mark('planning_warehouse_id')}
        <SelectField
          label="Planning warehouse"
          value={values.planning_warehouse_id}
          onChange={(value) => set('planning_warehouse_id', value)}
          options={[
            { value: '', label: 'None' },
            ...(options.data?.warehouses ?? []).map((warehouse) => ({
              value: warehouse.id,
              label: warehouse.name,
            })),
          ]}
        />
      </HStack>
    </FormDialog>
  );
}
