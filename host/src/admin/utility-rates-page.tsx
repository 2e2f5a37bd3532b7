import { Box, Button, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatMoney,
  LoadFailure,
  LoadingState,
  messages,
  PageHeader,
  rateInForce,
  serverErrorTextOf,
  type UtilityRateRecord,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useMemo, useState } from 'react';
import { useAdminUtilityRatesQuery } from './api/utility-rates-endpoints';
import { UtilityRateDialog } from './components/utility-rate-dialog';

const title = workplaceRouteByPattern('admin/utility-rates').title;

const pricePerKwh = (dollars: number) => `$${dollars.toFixed(dollars * 100 < 10 ? 5 : 4)}`;

function energyText(rate: UtilityRateRecord): string {
  if (rate.tiers.length === 0) return `${pricePerKwh(rate.energy_price_per_kwh)}/kWh`;
  return rate.tiers
    .map((tier) =>
      tier.upToKwh === null
        ? `above: ${pricePerKwh(tier.pricePerKwh)}`
        : `to ${tier.upToKwh} kWh: ${pricePerKwh(tier.pricePerKwh)}`,
    )
    .join('; ');
}

function meteringText(rate: UtilityRateRecord): string {
  return rate.net_metering === 'monthly-netting'
    ? 'Monthly netting'
    : `Exports at ${pricePerKwh(rate.export_price_per_kwh)}/kWh`;
}

/**
 * `admin/utility-rates`: every power company's residential rates by effective date, the one in
 * force today marked. Administrators correct a rate or add a new one from a date; the savings
 * and the battery simulation price the bills with the rate in force.
 */
export function UtilityRatesPage() {
  const rates = useAdminUtilityRatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<{
    rate: UtilityRateRecord;
    mode: 'correct' | 'new';
  } | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const inForce = useMemo(() => {
    const ids = new Set<number>();
    const byCompany = new Map<number, UtilityRateRecord[]>();
    for (const rate of rates.data ?? []) {
      byCompany.set(rate.power_company.id, [...(byCompany.get(rate.power_company.id) ?? []), rate]);
    }
    for (const companyRates of byCompany.values()) {
      const current = rateInForce(companyRates, today);
      if (current) ids.add(current.id);
    }
    return ids;
  }, [rates.data, today]);
  const companies = useMemo(
    () => [
      ...new Map(
        (rates.data ?? []).map((rate) => [rate.power_company.id, rate.power_company]),
      ).values(),
    ],
    [rates.data],
  );

  let body;
  if (rates.isLoading) body = <LoadingState label="Loading utility rates" />;
  else if (!rates.data) {
    body = (
      <LoadFailure
        message={messages.failedToLoadUtilityRates}
        description={serverErrorTextOf(rates.error)}
        onRetry={() => void rates.refetch()}
      />
    );
  } else {
    body = (
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Utility rates">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Power company</Table.ColumnHeader>
              <Table.ColumnHeader>From</Table.ColumnHeader>
              <Table.ColumnHeader>Energy</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Fixed a month</Table.ColumnHeader>
              <Table.ColumnHeader>Net metering</Table.ColumnHeader>
              <Table.ColumnHeader>Source (taken on)</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rates.data.map((rate) => (
              <Table.Row key={rate.id}>
                <Table.Cell fontWeight="medium">{rate.power_company.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {formatCalendarDay(rate.effective_from)}
                  {inForce.has(rate.id) ? (
                    <Text as="span" color="green.700" fontSize="xs" display="block">
                      in force
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell minW="40">{energyText(rate)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {formatMoney(Math.round(rate.fixed_monthly_charge * 100))}
                </Table.Cell>
                <Table.Cell>{meteringText(rate)}</Table.Cell>
                <Table.Cell minW="64" fontSize="xs">
                  {rate.source} ({formatCalendarDay(rate.taken_on)})
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Button
                    size="xs"
                    variant="outline"
                    mr="2"
                    aria-label={`Correct the rate of ${rate.power_company.name} from ${formatCalendarDay(rate.effective_from)}`}
                    onClick={() => setEditing({ rate, mode: 'correct' })}
                  >
                    Correct
                  </Button>
                  {/* A new tariff starts from the one in force. */}
                  {inForce.has(rate.id) ? (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`New from a date: ${rate.power_company.name}`}
                      onClick={() => setEditing({ rate, mode: 'new' })}
                    >
                      New from a date
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader title={title} />
      <Text mb="4" maxW="3xl">
        The savings figures and the battery simulation price bills with each company&apos;s rate in
        force. The seeded rates are approximate: check each against the utility&apos;s current
        schedule, then correct it or add the new rate from its date.
      </Text>
      {body}
      {editing ? (
        <UtilityRateDialog
          key={`${editing.rate.id}-${editing.mode}`}
          rate={editing.rate}
          mode={editing.mode}
          companies={companies}
          onReload={() => rates.refetch()}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
