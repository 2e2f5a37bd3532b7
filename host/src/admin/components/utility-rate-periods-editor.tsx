import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { dayKinds, FormField, monthNames, SelectField, type DayKind } from '@solar/shared';
import type { PeriodRow, RowErrors } from '../utils/utility-rate-form';

interface UtilityRatePeriodsEditorProps {
  rows: PeriodRow[];
  errors: RowErrors;
  onChange: (rows: PeriodRow[]) => void;
}

const dayLabels: Record<DayKind, string> = {
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  holidays: 'Holidays',
};
const monthOptions = monthNames.map((name, index) => ({ value: String(index + 1), label: name }));

/**
 * A rate's time-of-use periods: each prices the hours it lists on its kinds of day in its months;
 * the hours no period lists cost the energy price. The hourly battery simulation bills with them.
 */
export function UtilityRatePeriodsEditor({
  rows,
  errors,
  onChange,
}: UtilityRatePeriodsEditorProps) {
  const set = (index: number, patch: Partial<PeriodRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Time-of-use periods</Fieldset.Legend>
      <Fieldset.HelperText>
        Hours as ranges with the end excluded, such as 7-11, 17-19 (22-6 runs over midnight). A
        season from November to April runs over the new year.
      </Fieldset.HelperText>
      <Stack gap="3" mt="2">
        {rows.map((row, index) => {
          const rowErrors = errors.rows[index] ?? {};
          const name = row.name.trim() === '' ? `Period ${index + 1}` : row.name;
          return (
            <Box
              key={index}
              as="section"
              aria-label={`Period ${index + 1}`}
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormField label="Name" required error={rowErrors.name}>
                  <Input
                    value={row.name}
                    onChange={(event) => set(index, { name: event.currentTarget.value })}
                  />
                </FormField>
                <FormField label="Price ($/kWh)" required error={rowErrors.pricePerKwh}>
                  <Input
                    type="number"
                    inputMode="decimal"
                    step="any"
                    value={row.price}
                    onChange={(event) => set(index, { price: event.currentTarget.value })}
                  />
                </FormField>
                <FormField label="Hours" required error={rowErrors.hours}>
                  <Input
                    value={row.hours}
                    placeholder="7-11, 17-19"
                    onChange={(event) => set(index, { hours: event.currentTarget.value })}
                  />
                </FormField>
                <Fieldset.Root invalid={rowErrors.days !== undefined}>
                  <Fieldset.Legend fontSize="sm">Days</Fieldset.Legend>
                  <HStack gap="3" flexWrap="wrap" mt="2">
                    {dayKinds.map((day) => (
                      <Checkbox.Root
                        key={day}
                        checked={row.days.includes(day)}
                        onCheckedChange={(details) =>
                          set(index, {
                            days:
                              details.checked === true
                                ? dayKinds.filter((kind) => kind === day || row.days.includes(kind))
                                : row.days.filter((kind) => kind !== day),
                          })
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{dayLabels[day]}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </HStack>
                  <Fieldset.ErrorText>{rowErrors.days}</Fieldset.ErrorText>
                </Fieldset.Root>
                <SelectField
                  id={`period-${index}-from`}
                  label="From month"
                  value={row.from}
                  onChange={(value) => set(index, { from: value })}
                  options={monthOptions}
                />
                <SelectField
                  id={`period-${index}-to`}
                  label="To month"
                  value={row.to}
                  onChange={(value) => set(index, { to: value })}
                  options={monthOptions}
                />
              </SimpleGrid>
              <Button
                mt="3"
                variant="outline"
                size="sm"
                aria-label={`Remove period: ${name}`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                Remove period
              </Button>
            </Box>
          );
        })}
      </Stack>
      {errors.list ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.list}
        </Text>
      ) : null}
      <Box>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            onChange([
              ...rows,
              { name: '', price: '', hours: '', days: [...dayKinds], from: '1', to: '12' },
            ])
          }
        >
          Add period
        </Button>
      </Box>
    </Fieldset.Root>
  );
}
