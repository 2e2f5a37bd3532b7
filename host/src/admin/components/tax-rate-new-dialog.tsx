import { Input, SimpleGrid } from '@chakra-ui/react';
import {
  FormDialog,
  FormField,
  localCalendarDay,
  messages,
  millipercentOf,
  notify,
  SelectField,
  serverReasonOf,
  taxRateNewSchema,
  type TaxName,
} from '@solar/shared';
import { useState } from 'react';
import { useAdminCreateTaxRatesMutation } from '../api/tax-rates-endpoints';

interface TaxRateNewDialogProps {
  /** The provinces offered, each with the names and percentages of its taxes in force. */
  provinces: readonly { code: string; taxes: readonly { name: string; percent: string }[] }[];
  /** The province chosen when the dialog opens. */
  province: string;
  onClose: () => void;
}

type Errors = Partial<Record<'effective_from' | 'taxes' | 'first' | 'second' | 'source', string>>;

const regimes = {
  HST: 'HST',
  GST: 'GST only',
  'GST+PST': 'GST + PST',
  'GST+RST': 'GST + RST',
  'GST+QST': 'GST + QST',
} as const;
type Regime = keyof typeof regimes;

function regimeOf(names: readonly string[]): Regime {
  const joined = names.join('+');
  return joined in regimes ? (joined as Regime) : 'GST';
}

/**
 * A province's taxes from a date: the rates in force until then end the day before, and saved
 * proposals keep the rate they were priced with. Starts from the province's current taxes.
 */
export function TaxRateNewDialog({ provinces, province, onClose }: TaxRateNewDialogProps) {
  const startFrom = (code: string) => {
    const taxes = provinces.find((entry) => entry.code === code)?.taxes ?? [];
    return {
      regime: regimeOf(taxes.map((tax) => tax.name)),
      first: taxes[0]?.percent ?? '',
      second: taxes[1]?.percent ?? '',
    };
  };
  const [form, setForm] = useState(() => ({
    province,
    effective_from: localCalendarDay(),
    source: '',
    ...startFrom(province),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [create, created] = useAdminCreateTaxRatesMutation();
  const names = form.regime.split('+') as TaxName[];

  const submit = async () => {
    const parsed = taxRateNewSchema.safeParse({
      province: form.province,
      effective_from: form.effective_from,
      taxes: names.map((name, index) => ({
        name,
        rate_millipercent: millipercentOf(index === 0 ? form.first : form.second),
      })),
      source: form.source,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const [key, index] = issue.path;
        const field =
          key === 'taxes' && index !== undefined ? (index === 0 ? 'first' : 'second') : key;
        next[field as keyof Errors] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const result = await create(parsed.data);
    if ('error' in result) {
      notify.error(messages.failedToSaveTaxRate + serverReasonOf(result.error));
      return;
    }
    notify.success(messages.taxRateCreated);
    onClose();
  };

  return (
    <FormDialog
      title="New tax rate from a date"
      submitLabel="Add"
      saving={created.isLoading}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        return submit();
      }}
      widthPx={560}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          id="tax-province"
          label="Province"
          required
          value={form.province}
          onChange={(value) => setForm({ ...form, province: value, ...startFrom(value) })}
          options={provinces.map((entry) => ({ value: entry.code, label: entry.code }))}
        />
        <FormField
          label="Effective from"
          required
          error={errors.effective_from}
          helperText="The rates in force end the day before"
        >
          <Input
            type="date"
            value={form.effective_from}
            onChange={(event) => setForm({ ...form, effective_from: event.currentTarget.value })}
          />
        </FormField>
        <SelectField
          id="tax-regime"
          label="Taxes"
          required
          value={form.regime}
          onChange={(value) => setForm({ ...form, regime: value as Regime })}
          options={Object.entries(regimes).map(([value, label]) => ({ value, label }))}
          error={errors.taxes}
        />
        <FormField label={`${names[0]} (%)`} required error={errors.first}>
          <Input
            inputMode="decimal"
            value={form.first}
            onChange={(event) => setForm({ ...form, first: event.currentTarget.value })}
          />
        </FormField>
        {names[1] ? (
          <FormField label={`${names[1]} (%)`} required error={errors.second}>
            <Input
              inputMode="decimal"
              value={form.second}
              onChange={(event) => setForm({ ...form, second: event.currentTarget.value })}
            />
          </FormField>
        ) : null}
      </SimpleGrid>
      <FormField
        label="Source"
        required
        error={errors.source}
        helperText="The published rate the figure comes from, and when it was taken"
      >
        <Input
          value={form.source}
          onChange={(event) => setForm({ ...form, source: event.currentTarget.value })}
        />
      </FormField>
    </FormDialog>
  );
}
