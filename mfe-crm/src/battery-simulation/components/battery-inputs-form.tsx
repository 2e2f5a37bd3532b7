import { Fieldset, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  formatCalendarDay,
  FormField,
  SelectField,
  usageMonths,
  type UtilityRateRecord,
} from '@solar/shared';
import type { BatteryForm, BatteryFormErrors } from '../utils/battery-form';

interface BatteryInputsFormProps {
  form: BatteryForm;
  errors: BatteryFormErrors;
  rates: readonly UtilityRateRecord[];
  onChange: (form: BatteryForm) => void;
}

type SingleField = Exclude<keyof BatteryForm, 'monthlyUsageKwh'>;

/** The home (usage, production, place, rate) and the battery; every change reruns the simulation. */
export function BatteryInputsForm({ form, errors, rates, onChange }: BatteryInputsFormProps) {
  const set = (field: SingleField) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...form, [field]: event.currentTarget.value });
  const number = (field: SingleField, label: string, step = 'any') => (
    <FormField label={label} error={errors[field]} required>
      <Input
        name={field}
        type="number"
        inputMode="decimal"
        step={step}
        value={form[field]}
        onChange={set(field)}
      />
    </FormField>
  );
  return (
    <Stack gap="6">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Monthly usage (kWh)</Fieldset.Legend>
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4, xl: 6 }} gap="3" mt="2">
          {usageMonths.map((month, index) => (
            <FormField key={month} label={month} error={errors.months?.[index]} required>
              <Input
                name={`usage-${month}`}
                type="number"
                inputMode="decimal"
                min={0}
                value={form.monthlyUsageKwh[index]}
                onChange={(event) => {
                  const monthlyUsageKwh = [...form.monthlyUsageKwh];
                  monthlyUsageKwh[index] = event.currentTarget.value;
                  onChange({ ...form, monthlyUsageKwh });
                }}
              />
            </FormField>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Solar and rate</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" mt="2">
          {number('yearlyProductionKwh', 'Yearly solar production (kWh)')}
          {number('latitude', 'Latitude (degrees north)')}
          <SelectField
            id="battery-rate"
            label="Power company rate"
            required
            value={form.rateId}
            onChange={(rateId) => onChange({ ...form, rateId })}
            placeholder="Select a power company"
            placeholderDisabled
            error={errors.rateId}
            options={rates.map((rate) => ({
              value: rate.id,
              label: `${rate.power_company.name} (from ${formatCalendarDay(rate.effective_from)})`,
            }))}
          />
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Battery (one unit)</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" mt="2">
          {number('usableKwh', 'Usable energy (kWh)')}
          {number('powerKw', 'Power (kW)')}
          {number('roundTripEfficiencyPercent', 'Round-trip efficiency (%)')}
          {number('reservePercent', 'Reserve for outages (%)')}
          {number('essentialLoadKw', 'Essential load in an outage (kW)')}
        </SimpleGrid>
      </Fieldset.Root>
    </Stack>
  );
}
