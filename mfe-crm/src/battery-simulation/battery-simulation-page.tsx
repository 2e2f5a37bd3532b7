import { Alert, Box, Button, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  compareBatteries,
  formatNumber,
  FormField,
  LoadFailure,
  locationEstimateOf,
  messages,
  monthNames,
  PageHeader,
  rateInForce,
  SelectField,
  serverErrorTextOf,
  utilityRateOf,
  workplaceRouteByPattern,
  productionDefaults,
  type NamedItem,
  type UtilityRateRecord,
} from '@solar/shared';
import { ProductionUsageChart } from '@solar/shared/proposal-document';
import { useMemo, useState } from 'react';
import {
  useCrmSavingsContextQuery,
  useCrmUtilityRatesQuery,
} from '../crm-shared/api/savings-endpoints';
import { BatteryComparisonTable } from './components/battery-comparison-table';
import { BatteryDealSelect } from './components/battery-deal-select';
import { BatteryInputsForm } from './components/battery-inputs-form';
import { TypicalDayChart } from './components/typical-day-chart';
import {
  defaultBatteryForm,
  formFromContext,
  monthlyProductionOf,
  parseBatteryForm,
  shownErrorsOf,
} from './utils/battery-form';

const title = workplaceRouteByPattern('crm/battery-simulation').title;
const batteryCounts = [0, 1, 2] as const;

/** Each company's rate in force today, by company name. */
function currentRates(rates: readonly UtilityRateRecord[], today: string): UtilityRateRecord[] {
  const byCompany = new Map<number, UtilityRateRecord[]>();
  for (const rate of rates) {
    byCompany.set(rate.power_company.id, [...(byCompany.get(rate.power_company.id) ?? []), rate]);
  }
  return [...byCompany.values()]
    .map((companyRates) => rateInForce(companyRates, today))
    .filter((rate): rate is UtilityRateRecord => rate !== null)
    .sort((a, b) => a.power_company.name.localeCompare(b.power_company.name));
}

/**
 * `crm/battery-simulation`: a year hour by hour for a deal (its bill, location, latest proposal
 * and power company) or for entered values, with no battery, one and two side by side, and a
 * month's typical day. Runs in the browser on every change (well under a frame).
 */
export function BatterySimulationPage() {
  const today = new Date().toISOString().slice(0, 10);
  const rates = useCrmUtilityRatesQuery();
  const [deal, setDeal] = useState<NamedItem | null>(null);
  const context = useCrmSavingsContextQuery(deal?.id ?? 0, {
    skip: deal === null,
    refetchOnMountOrArgChange: true,
  });
  const [form, setForm] = useState(defaultBatteryForm);
  const [filledFor, setFilledFor] = useState<number | null>(null);
  const [month, setMonth] = useState(5);
  const [chartCount, setChartCount] = useState(1);

  // A picked deal's values replace the form's once, when its context first arrives.
  if (deal && context.data?.deal.id === deal.id && filledFor !== deal.id) {
    setFilledFor(deal.id);
    setForm(formFromContext(form, context.data, today));
  }

  // The deal's place gives the months their share of the year: the location estimate for a roof
  // at 30° facing south at the nearest weather station. Entered values have no longitude.
  const longitude =
    deal && context.data?.deal.id === deal.id ? (context.data.longitude ?? null) : null;
  const rateOptions = useMemo(() => currentRates(rates.data ?? [], today), [rates.data, today]);
  const parsed = useMemo(() => parseBatteryForm(form), [form]);
  const rate = parsed.inputs
    ? (rates.data?.find((record) => record.id === parsed.inputs.rateId) ?? null)
    : null;
  const estimate = useMemo(
    () =>
      parsed.inputs && longitude !== null
        ? locationEstimateOf(productionDefaults, { latitude: parsed.inputs.latitude, longitude })
        : null,
    [parsed, longitude],
  );
  const monthlyProduction = useMemo(
    () =>
      parsed.inputs
        ? monthlyProductionOf(parsed.inputs.yearlyProductionKwh, estimate?.monthlyYieldKwhPerKw)
        : null,
    [parsed, estimate],
  );
  const options = useMemo(() => {
    if (!parsed.inputs || !rate || !monthlyProduction) return null;
    const inputs = parsed.inputs;
    return compareBatteries({
      monthlyUsageKwh: inputs.monthlyUsageKwh,
      monthlyProductionKwh: monthlyProduction,
      latitude: inputs.latitude,
      battery: {
        usableKwh: inputs.usableKwh,
        powerKw: inputs.powerKw,
        roundTripEfficiencyPercent: inputs.roundTripEfficiencyPercent,
        reservePercent: inputs.reservePercent,
      },
      essentialLoadKw: inputs.essentialLoadKw,
      rate: utilityRateOf(rate),
      counts: batteryCounts,
    });
  }, [parsed, rate, monthlyProduction]);
  const chartOption = options?.find((option) => option.simulation.batteries === chartCount);
  const chartDay = chartOption?.simulation.typicalDays[month];
  const contextFailed = deal !== null && context.isError;

  return (
    <Box>
      <PageHeader title={title} />
      <Stack gap="6" maxW="6xl">
        <Stack gap="2">
          <Text>{messages.batteryPickDealOrEnter}</Text>
          <FormField label="Deal" htmlFor="battery-deal" maxW={{ base: 'full', md: 'md' }}>
            <BatteryDealSelect
              id="battery-deal"
              value={deal}
              onChange={(picked) => {
                setDeal(picked);
                setFilledFor(null);
              }}
            />
          </FormField>
          {contextFailed ? (
            <LoadFailure
              message={messages.batteryDealNotFound}
              description={serverErrorTextOf(context.error)}
              onRetry={() => void context.refetch()}
            />
          ) : null}
          {deal && context.data?.deal.id === deal.id ? (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {[
                  context.data.deal.address,
                  context.data.power_company?.name,
                  context.data.latest_proposal?.name,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {context.data.monthly_usage === null ? (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{messages.batteryDealNoUsage}</Alert.Title>
                </Alert.Root>
              ) : null}
              {context.data.latest_proposal === null ? (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{messages.batteryDealNoProposal}</Alert.Title>
                </Alert.Root>
              ) : null}
              {context.data.power_company !== null && context.data.utility_rates.length === 0 ? (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{messages.savingsNoRate}</Alert.Title>
                </Alert.Root>
              ) : null}
            </Stack>
          ) : null}
        </Stack>

        {rates.isError ? (
          <LoadFailure
            message={messages.failedToLoadUtilityRates}
            description={serverErrorTextOf(rates.error)}
            onRetry={() => void rates.refetch()}
          />
        ) : null}
        <BatteryInputsForm
          form={form}
          errors={shownErrorsOf(form, parsed.errors)}
          rates={rateOptions}
          onChange={setForm}
        />

        {/* The results and the months they come from side by side on a wide screen, the chart at
            its full width there (narrower, it would scroll sideways). */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 36rem' }} gap="6">
          <Stack gap="3" as="section" aria-labelledby="battery-results" minW="0">
            <Heading as="h2" size="md" id="battery-results">
              No battery, one or two
            </Heading>
            {options ? (
              <BatteryComparisonTable options={options} />
            ) : (
              <Text color="fg.muted">{messages.batteryInvalidInputs}</Text>
            )}
          </Stack>
          {parsed.inputs && monthlyProduction ? (
            <Stack gap="3" as="section" aria-labelledby="battery-monthly" minW="0">
              <Heading as="h2" size="md" id="battery-monthly">
                Production by month
              </Heading>
              <Text fontSize="sm" color="fg.muted" data-testid="battery-monthly-source">
                {estimate
                  ? messages.batteryMonthlyFromLocation(
                      estimate.station.name,
                      estimate.station.province,
                      formatNumber(estimate.distanceKm),
                      formatNumber(Math.round(estimate.annualYieldKwhPerKw)),
                    )
                  : messages.batteryMonthlyWithoutLocation}
              </Text>
              <ProductionUsageChart
                usageKwh={parsed.inputs.monthlyUsageKwh}
                productionKwh={monthlyProduction.map((kwh) => Math.round(kwh))}
              />
            </Stack>
          ) : null}
        </Grid>

        {options && chartDay ? (
          <Stack gap="3" as="section" aria-labelledby="battery-day">
            <Heading as="h2" size="md" id="battery-day">
              A typical day
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="lg">
              <SelectField
                id="battery-day-month"
                label="Month"
                value={String(month)}
                onChange={(value) => setMonth(Number(value))}
                options={monthNames.map((name, index) => ({ value: index, label: name }))}
              />
              <SelectField
                id="battery-day-count"
                label="Batteries"
                value={String(chartCount)}
                onChange={(value) => setChartCount(Number(value))}
                options={batteryCounts.map((count) => ({
                  value: count,
                  label: count === 0 ? 'No battery' : count === 1 ? '1 battery' : '2 batteries',
                }))}
              />
            </SimpleGrid>
            <TypicalDayChart
              day={chartDay}
              caption={`${monthNames[month]}, ${chartCount === 0 ? 'no battery' : chartCount === 1 ? '1 battery' : '2 batteries'}`}
            />
          </Stack>
        ) : null}
        {deal ? (
          <Box>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setDeal(null);
                setFilledFor(null);
                setForm(defaultBatteryForm());
              }}
            >
              Start again with entered values
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
