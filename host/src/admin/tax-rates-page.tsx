import { Box, Button, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  LoadFailure,
  LoadingState,
  localCalendarDay,
  messages,
  PageHeader,
  serverErrorTextOf,
  workplaceRouteByPattern,
  type TaxRateRecord,
} from '@solar/shared';
import { Fragment, useMemo, useState } from 'react';
import { useAdminTaxRatesQuery } from './api/tax-rates-endpoints';
import { TaxRateCorrectDialog } from './components/tax-rate-correct-dialog';
import { TaxRateNewDialog } from './components/tax-rate-new-dialog';

const title = workplaceRouteByPattern('admin/tax-rates').title;

const percentText = (rate: TaxRateRecord) => `${rate.rate_millipercent / 1000} %`;

const inForceOn = (rate: TaxRateRecord, day: string) =>
  rate.effective_from <= day && (rate.effective_to === null || day <= rate.effective_to);

/**
 * `admin/tax-rates`: every province's sales taxes by date with their sources. Administrators add
 * a province's taxes from a date and correct a rate until a saved proposal was priced with it;
 * the proposals are priced with the taxes in force on the day they are priced.
 */
export function TaxRatesPage() {
  const rates = useAdminTaxRatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [adding, setAdding] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<TaxRateRecord | null>(null);
  const today = localCalendarDay();
  // Each province with the taxes in force from its latest start, which a new rate starts from.
  const provinces = useMemo(() => {
    const latestStart = new Map<string, string>();
    for (const rate of rates.data ?? []) {
      const known = latestStart.get(rate.province);
      if (!known || known < rate.effective_from)
        latestStart.set(rate.province, rate.effective_from);
    }
    const gstFirst = (rate: TaxRateRecord) => (rate.name === 'GST' ? 0 : 1);
    return [...latestStart].map(([code, start]) => ({
      code,
      taxes: (rates.data ?? [])
        .filter((rate) => rate.province === code && inForceOn(rate, start))
        .sort((a, b) => gstFirst(a) - gstFirst(b))
        .map((rate) => ({ name: rate.name, percent: String(rate.rate_millipercent / 1000) })),
    }));
  }, [rates.data]);

  let body;
  if (rates.isLoading) body = <LoadingState label="Loading tax rates" />;
  else if (!rates.data) {
    body = (
      <LoadFailure
        message={messages.failedToLoadTaxRates}
        description={serverErrorTextOf(rates.error)}
        onRetry={() => void rates.refetch()}
      />
    );
  } else if (rates.data.length === 0) {
    body = <Text>{messages.taxRatesEmpty}</Text>;
  } else {
    const list = rates.data;
    body = (
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Tax rates">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Tax</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
              <Table.ColumnHeader>From</Table.ColumnHeader>
              <Table.ColumnHeader>To</Table.ColumnHeader>
              <Table.ColumnHeader>Source</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((rate, index) => {
              const firstOfProvince = list[index - 1]?.province !== rate.province;
              return (
                <Fragment key={rate.id}>
                  {/* Each province opens with its own row, so the rates stay narrow on a phone. */}
                  {firstOfProvince ? (
                    <Table.Row bg="bg.muted">
                      <Table.Cell colSpan={6}>
                        <Text as="span" fontWeight="semibold" mr="3">
                          {rate.province}
                        </Text>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`New from a date: ${rate.province}`}
                          onClick={() => setAdding(rate.province)}
                        >
                          New from a date
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                  <Table.Row>
                    <Table.Cell>
                      <Text as="span" srOnly>{`${rate.province} `}</Text>
                      {rate.name}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {percentText(rate)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {formatCalendarDay(rate.effective_from)}
                      {inForceOn(rate, today) ? (
                        <Text as="span" color="green.700" fontSize="xs" display="block">
                          in force
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {rate.effective_to ? formatCalendarDay(rate.effective_to) : '—'}
                    </Table.Cell>
                    <Table.Cell minW="64" fontSize="xs">
                      {rate.source}
                    </Table.Cell>
                    <Table.Cell minW="36">
                      {rate.used_by_proposal ? (
                        <Text fontSize="xs" color="fg.muted">
                          Priced saved proposals
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Correct ${rate.province} ${rate.name} from ${formatCalendarDay(rate.effective_from)}`}
                          onClick={() => setCorrecting(rate)}
                        >
                          Correct
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          provinces.length > 0 ? (
            <Button onClick={() => setAdding(provinces[0]!.code)}>New rate from a date</Button>
          ) : null
        }
      />
      <Text mb="4" maxW="3xl">
        Proposals are priced with the province&apos;s taxes in force on the day they are priced, and
        a saved proposal keeps them. A rate that priced a saved proposal cannot change: add the new
        rate from its date instead.
      </Text>
      {body}
      {adding ? (
        <TaxRateNewDialog provinces={provinces} province={adding} onClose={() => setAdding(null)} />
      ) : null}
      {correcting ? (
        <TaxRateCorrectDialog
          key={correcting.id}
          rate={correcting}
          onClose={() => setCorrecting(null)}
        />
      ) : null}
    </Box>
  );
}
