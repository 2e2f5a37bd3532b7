import { Box, Button, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@solar/shared';
import type { RowErrors, TierRow } from '../utils/utility-rate-form';

interface UtilityRateTiersEditorProps {
  rows: TierRow[];
  errors: RowErrors;
  onChange: (rows: TierRow[]) => void;
}

/**
 * A rate's tiers, in order: each prices the month's kWh up to its limit, the last (no limit)
 * everything above. No tiers: the energy price applies to every kWh.
 */
export function UtilityRateTiersEditor({ rows, errors, onChange }: UtilityRateTiersEditorProps) {
  const set = (index: number, patch: Partial<TierRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Tiers</Fieldset.Legend>
      <Fieldset.HelperText>
        Blocks of each month&apos;s kWh, in order; leave the last &quot;up to&quot; empty for
        everything above. With no tiers the energy price applies to every kWh.
      </Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {rows.map((row, index) => (
          <HStack key={index} align="flex-end" gap="2" flexWrap="wrap">
            <FormField
              label={
                <>
                  <Text as="span" srOnly>{`Tier ${index + 1}: `}</Text>
                  Up to (kWh/month)
                </>
              }
              error={errors.rows[index]?.upToKwh}
              flex="1"
              minW="36"
            >
              <Input
                type="number"
                inputMode="decimal"
                step="any"
                placeholder="No limit"
                value={row.upTo}
                onChange={(event) => set(index, { upTo: event.currentTarget.value })}
              />
            </FormField>
            <FormField
              label={
                <>
                  <Text as="span" srOnly>{`Tier ${index + 1}: `}</Text>
                  Price ($/kWh)
                </>
              }
              required
              error={errors.rows[index]?.pricePerKwh}
              flex="1"
              minW="36"
            >
              <Input
                type="number"
                inputMode="decimal"
                step="any"
                value={row.price}
                onChange={(event) => set(index, { price: event.currentTarget.value })}
              />
            </FormField>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove tier ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </HStack>
        ))}
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
          onClick={() => onChange([...rows, { upTo: '', price: '' }])}
        >
          Add tier
        </Button>
      </Box>
    </Fieldset.Root>
  );
}
