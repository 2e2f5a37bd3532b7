import { Input, SimpleGrid } from '@chakra-ui/react';
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
import {
  periodRowsOf,
  periodsOf,
  rowMessage,
  tierRowsOf,
  tiersOf,
  type RowErrors,
} from '../utils/utility-rate-form';
import { UtilityRatePeriodsEditor } from './utility-rate-periods-editor';
import { UtilityRateTiersEditor } from './utility-rate-tiers-editor';

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

const noRowErrors: RowErrors = { rows: {} };

/** Files a schema issue about a tier or period under its row and field, or under the list. */
function withIssue(errors: RowErrors, path: readonly PropertyKey[], message: string): RowErrors {
  const [, index, field] = path;
  if (typeof index !== 'number') return errors.list ? errors : { ...errors, list: message };
  const key = typeof field === 'string' ? field : 'list';
  const row = errors.rows[index] ?? {};
  if (row[key]) return errors;
  return {
    ...errors,
    rows: { ...errors.rows, [index]: { ...row, [key]: rowMessage(key, message) } },
  };
}

/**
 * Corrects a stored rate, or adds a company's rate from a new date (a change of tariff), with its
 * tiers and time-of-use periods. Correcting a rate to another effective date makes a new rate from
 * that date; the one loaded stays.
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
  const [tierRows, setTierRows] = useState(() => tierRowsOf(rate.tiers));
  const [periodRows, setPeriodRows] = useState(() => periodRowsOf(rate.time_of_use));
  const [tierErrors, setTierErrors] = useState(noRowErrors);
  const [periodErrors, setPeriodErrors] = useState(noRowErrors);
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
      tiers: tiersOf(tierRows),
      time_of_use: periodsOf(periodRows),
      net_metering: form.net_metering,
      export_price_per_kwh:
        form.export_price_per_kwh.trim() === '' ? 0 : Number(form.export_price_per_kwh),
      source: form.source,
      taken_on: form.taken_on,
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Form, string>> = {};
      let nextTiers = noRowErrors;
      let nextPeriods = noRowErrors;
      for (const issue of parsed.error.issues) {
        const [key] = issue.path;
        if (key === 'tiers') nextTiers = withIssue(nextTiers, issue.path, issue.message);
        else if (key === 'time_of_use') {
          nextPeriods = withIssue(nextPeriods, issue.path, issue.message);
        } else next[key as keyof Form] ??= issue.message;
      }
      setErrors(next);
      setTierErrors(nextTiers);
      setPeriodErrors(nextPeriods);
      return;
    }
    setErrors({});
    setTierErrors(noRowErrors);
    setPeriodErrors(noRowErrors);
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
          <FormField
            label="Effective from"
            required
            error={errors.effective_from}
            helperText={
              mode === 'correct' ? 'Another date makes a new rate; this one stays' : undefined
            }
          >
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
        <UtilityRateTiersEditor rows={tierRows} errors={tierErrors} onChange={setTierRows} />
        <UtilityRatePeriodsEditor
          rows={periodRows}
          errors={periodErrors}
          onChange={setPeriodRows}
        />
      </FormDialog>
      {conflict.dialog}
    </>
  );
}
