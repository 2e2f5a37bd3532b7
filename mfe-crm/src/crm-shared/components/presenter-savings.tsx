import { Box, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  calculateCashFlow,
  formatCalendarDay,
  FormField,
  LoadFailure,
  messages,
  proposalPaymentPlan,
  type ProposalProgram,
  type ProposalResults,
  rateInForce,
  savingsDefaults,
  SelectField,
  serverErrorTextOf,
  utilityRateOf,
  type UtilityRateRecord,
} from '@solar/shared';
import { SavingsFigures } from '@solar/shared/proposal-document';
import { useMemo, useState } from 'react';
import { useCrmUtilityRatesQuery } from '../api/savings-endpoints';

interface PresenterSavingsProps {
  results: ProposalResults;
  program: ProposalProgram;
  term: number;
  monthlyUsage: readonly number[];
  /** The twelve monthly productions of the chosen production method, January first. */
  monthlyProduction: readonly number[];
  /** The deal's power company, whose rate in force is picked first; null on the scratch presenter. */
  powerCompanyId: number | null;
}

/** Each company's rate in force on `today`, by company name. */
function ratesInForce(rates: readonly UtilityRateRecord[], today: string): UtilityRateRecord[] {
  const byCompany = new Map<number, UtilityRateRecord[]>();
  for (const rate of rates) {
    byCompany.set(rate.power_company.id, [...(byCompany.get(rate.power_company.id) ?? []), rate]);
  }
  return [...byCompany.values()]
    .map((companyRates) => rateInForce(companyRates, today))
    .filter((rate): rate is UtilityRateRecord => rate !== null)
    .sort((a, b) => a.power_company.name.localeCompare(b.power_company.name));
}

const percentOrNull = (text: string, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= max ? value : null;
};

/**
 * The proposal's savings over 25 years with the chosen utility rate: the presenter's results stay
 * as they are, and this section adds what the homeowner saves and when the system pays back.
 */
export function PresenterSavings({
  results,
  program,
  term,
  monthlyUsage,
  monthlyProduction,
  powerCompanyId,
}: PresenterSavingsProps) {
  const today = new Date().toISOString().slice(0, 10);
  const rates = useCrmUtilityRatesQuery();
  const options = useMemo(() => ratesInForce(rates.data ?? [], today), [rates.data, today]);
  const [picked, setPicked] = useState<string | null>(null);
  const [escalation, setEscalation] = useState(String(savingsDefaults.escalationPercent));
  const [degradation, setDegradation] = useState(String(savingsDefaults.degradationPercent));
  const dealRate = options.find((rate) => rate.power_company.id === powerCompanyId);
  const rateId = picked ?? (dealRate ? String(dealRate.id) : '');
  const rate = options.find((option) => String(option.id) === rateId) ?? null;
  const escalationPercent = percentOrNull(escalation, 20);
  const degradationPercent = percentOrNull(degradation, 5);
  const cashFlow = useMemo(
    () =>
      rate && escalationPercent !== null && degradationPercent !== null
        ? calculateCashFlow({
            monthlyUsageKwh: monthlyUsage,
            monthlyProductionKwh: monthlyProduction,
            rate: utilityRateOf(rate),
            plan: proposalPaymentPlan(program, term, results),
            escalationPercent,
            degradationPercent,
          })
        : null,
    [
      rate,
      escalationPercent,
      degradationPercent,
      monthlyUsage,
      monthlyProduction,
      results,
      program,
      term,
    ],
  );

  return (
    <Stack gap="4" as="section" aria-labelledby="presenter-savings" mt="6">
      <Heading as="h2" size="md" id="presenter-savings">
        Savings and payback
      </Heading>
      {rates.isError ? (
        <LoadFailure
          message={messages.failedToLoadUtilityRates}
          description={serverErrorTextOf(rates.error)}
          onRetry={() => void rates.refetch()}
        />
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" maxW="4xl">
        <SelectField
          id="savings-rate"
          label="Power company rate"
          value={rateId}
          onChange={setPicked}
          placeholder="Select a power company"
          placeholderDisabled
          options={options.map((option) => ({
            value: option.id,
            label: `${option.power_company.name} (from ${formatCalendarDay(option.effective_from)})`,
          }))}
        />
        <FormField
          label="Rate rise a year (%)"
          error={escalationPercent === null ? messages.savingsEscalationRange : undefined}
        >
          <Input
            type="number"
            step="any"
            inputMode="decimal"
            value={escalation}
            onChange={(event) => setEscalation(event.currentTarget.value)}
          />
        </FormField>
        <FormField
          label="Panel output loss a year (%)"
          error={degradationPercent === null ? messages.savingsDegradationRange : undefined}
        >
          <Input
            type="number"
            step="any"
            inputMode="decimal"
            value={degradation}
            onChange={(event) => setDegradation(event.currentTarget.value)}
          />
        </FormField>
      </SimpleGrid>
      {cashFlow ? (
        <Box>
          <SavingsFigures cashFlow={cashFlow} />
        </Box>
      ) : (
        <Text color="fg.muted">
          {powerCompanyId !== null && !dealRate && rates.isSuccess
            ? messages.savingsNoRate
            : messages.savingsPickRate}
        </Text>
      )}
    </Stack>
  );
}
