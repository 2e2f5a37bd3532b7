import { Input, InputGroup, SimpleGrid } from '@chakra-ui/react';
import { FormField, minimumMonthlyUsage, monthNames } from '@solar/shared';

interface MonthlyUsageInputsProps {
  usages: readonly string[];
  errors: readonly (string | null)[];
  onChange: (monthIndex: number, text: string) => void;
}

/** January to December in kWh, 3 rows of 4, each minimum 0. */
export function MonthlyUsageInputs({ usages, errors, onChange }: MonthlyUsageInputsProps) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4" role="group" aria-label="Monthly usage">
      {monthNames.map((month, index) => {
        const error = errors[index] ?? null;
        return (
          <FormField key={month} label={month} required error={error ?? undefined}>
            <InputGroup endElement="kWh">
              <Input
                type="number"
                inputMode="decimal"
                min={minimumMonthlyUsage}
                step="any"
                value={usages[index] ?? ''}
                onChange={(event) => onChange(index, event.currentTarget.value)}
              />
            </InputGroup>
          </FormField>
        );
      })}
    </SimpleGrid>
  );
}
