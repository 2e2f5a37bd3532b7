import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import {
  FormDialog,
  FormField,
  messages,
  notify,
  SelectField,
  serverReasonOf,
  useVersionConflict,
  utilityRateWriteSchema,
  type UtilityRateRecord,
} from '@solar/shared';
import { useState } from 'react';
import {
  useAdminCreateUtilityRateMutation,
  useAdminUpdateUtilityRateMutation,
} from '../api/utility-rates-endpoints';

interface UtilityRateDialogProps {
  /** The rate corrected, or the one a new rate starts from (its company's current one). */
  rate: UtilityRateRecord;
  mode: 'correct' | 'new';
  companies: readonly { id: number; name: string }[];
  onReload: () => unknown;
  onClose: () => void;
}

const netMeteringLabels = {
  'monthly-netting': 'Monthly netting, credits carried',
  'export-rate': 'Exports paid at the export price',
} as const;

type Form = Record<
  | 'power_company_id'
  | 'effective_from'
  | 'energy_price_per_kwh'
  | 'fixed_monthly_charge'
  | 'net_metering'
  | 'export_price_per_kwh'
  | 'source'
  | 'taken_on',
  string
>;

function formOf(rate: UtilityRateRecord, mode: 'correct' | 'new'): Form {
  const today = new Date().toISOString().slice(0, 10);
  return {
    power_company_id: String(rate.power_company.id),
    effective_from: mode === 'new' ? today : rate.effective_from,
    energy_price_per_kwh: String(rate.energy_price_per_kwh),
    fixed_monthly_charge: String(rate.fixed_monthly_charge),
    net_metering: rate.net_metering,
    export_price_per_kwh: String(rate.export_price_per_kwh),
    source: mode === 'new' ? '' : rate.source,
    taken_on: mode === 'new' ? today : rate.taken_on,
  };
}

/**
 * Corrects a stored rate, or adds a company's rate from a new date (a change of tariff). The tiers
 * and time-of-use periods are kept as they are.
 */
export function UtilityRateDialog({
  rate,
  mode,
  companies,
  onReload,
  onClose,
}: UtilityRateDialogProps) {
  const [form, setForm] = useState(() => formOf(rate, mode));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [create, created] = useAdminCreateUtilityRateMutation();
  const [update, updated] = useAdminUpdateUtilityRateMutation();
  const conflict = useVersionConflict(async () => {
    await onReload();
    onClose();
  });
  const saving = created.isLoading || updated.isLoading;
  const field = (key: keyof Form) => ({
    value: form[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [key]: event.currentTarget.value }),
  });

  const submit = async () => {
    const parsed = utilityRateWriteSchema.safeParse({
      power_company_id: Number(form.power_company_id),
      effective_from: form.effective_from,
      energy_price_per_kwh:
        form.energy_price_per_kwh.trim() === '' ? Number.NaN : Number(form.energy_price_per_kwh),
      fixed_monthly_charge:
        form.fixed_monthly_charge.trim() === '' ? Number.NaN : Number(form.fixed_monthly_charge),
      tiers: rate.tiers,
      time_of_use: rate.time_of_use,
      net_metering: form.net_metering,
      export_price_per_kwh:
        form.export_price_per_kwh.trim() === '' ? 0 : Number(form.export_price_per_kwh),
      source: form.source,
      taken_on: form.taken_on,
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Form;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const result =
      mode === 'correct'
        ? await update({ id: rate.id, body: { ...parsed.data, version: rate.version } })
        : await create(parsed.data);
    if ('error' in result) {
      if (conflict.caught(result.error)) return;
      notify.error(messages.failedToSaveUtilityRate + serverReasonOf(result.error));
      return;
    }
    notify.success(messages.utilityRateSaved);
    onClose();
  };

  return (
    <>
      <FormDialog
        title={mode === 'correct' ? 'Correct utility rate' : 'New utility rate from a date'}
        submitLabel={mode === 'correct' ? 'Update' : 'Create'}
        saving={saving}
        onCancel={onClose}
        onSubmit={(event) => {
          event.preventDefault();
          return submit();
        }}
        widthPx={640}
      >
        <SelectField
          id="rate-company"
          label="Power company"
          required
          value={form.power_company_id}
          onChange={(value) => setForm({ ...form, power_company_id: value })}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
          disabled={mode === 'correct'}
          error={errors.power_company_id}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Effective from" required error={errors.effective_from}>
            <Input type="date" {...field('effective_from')} />
          </FormField>
          <FormField label="Energy price ($/kWh)" required error={errors.energy_price_per_kwh}>
            <Input
              type="number"
              step="any"
              inputMode="decimal"
              {...field('energy_price_per_kwh')}
            />
          </FormField>
          <FormField label="Fixed charge ($/month)" required error={errors.fixed_monthly_charge}>
            <Input
              type="number"
              step="any"
              inputMode="decimal"
              {...field('fixed_monthly_charge')}
            />
          </FormField>
          <SelectField
            id="rate-net-metering"
            label="Net metering"
            required
            value={form.net_metering}
            onChange={(value) => setForm({ ...form, net_metering: value })}
            options={Object.entries(netMeteringLabels).map(([value, label]) => ({ value, label }))}
            error={errors.net_metering}
          />
          <FormField label="Export price ($/kWh)" error={errors.export_price_per_kwh}>
            <Input
              type="number"
              step="any"
              inputMode="decimal"
              {...field('export_price_per_kwh')}
            />
          </FormField>
          <FormField label="Taken on" required error={errors.taken_on}>
            <Input type="date" {...field('taken_on')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Source"
          required
          error={errors.source}
          helperText="The published schedule the figures come from"
        >
          <Input {...field('source')} />
        </FormField>
        {rate.tiers.length > 0 || rate.time_of_use.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            The tiers and time-of-use periods stay as they are.
          </Text>
        ) : null}
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
