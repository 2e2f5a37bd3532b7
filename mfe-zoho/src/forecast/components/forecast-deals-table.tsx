import { Table, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatNumber } from '@solar/shared';
import { useForecastDealsQuery } from '../api/forecast-endpoints';
import type { ForecastFigure } from '../hooks/use-forecast-figure';
import { monthLabel } from '../utils/month-label';
import { ForecastDealsSection } from './forecast-deals-section';

const titles: Record<ForecastFigure['source'], string> = {
  forecast: 'Deals expected to install in',
  snapshot: 'Deals as forecast then for',
  actual: 'Projects installed in',
};

/** The deals one figure comes from, largest share first. */
export function ForecastDealsTable({ figure }: { figure: ForecastFigure }) {
  const deals = useForecastDealsQuery(figure);
  const installed = figure.source === 'actual';
  const dated = figure.source !== 'snapshot';
  const columns = [
    ...(installed ? [] : [{ label: 'Probability', numeric: true }]),
    { label: 'Size kW', numeric: true },
    ...(installed ? [] : [{ label: 'Expected kW', numeric: true }]),
    ...(dated ? [{ label: installed ? 'Installed' : 'Expected' }] : []),
  ];
  return (
    <ForecastDealsSection
      heading={`${titles[figure.source]} ${monthLabel(figure.month)}`}
      deals={deals}
      columns={columns}
      cells={(deal) => (
        <>
          {installed ? null : (
            <Table.Cell textAlign="end">
              {deal.probability_percent === null
                ? '—'
                : `${formatNumber(deal.probability_percent)} %`}
            </Table.Cell>
          )}
          <Table.Cell textAlign="end">
            {deal.size_kw === null ? '—' : formatNumber(deal.size_kw)}
            {deal.size_estimated ? (
              <Text as="span" fontSize="xs" color="fg.muted">
                {' '}
                (average)
              </Text>
            ) : null}
          </Table.Cell>
          {installed ? null : (
            <Table.Cell textAlign="end">
              {deal.expected_kw === null ? '—' : formatNumber(deal.expected_kw)}
            </Table.Cell>
          )}
          {dated ? (
            <Table.Cell whiteSpace="nowrap">
              {deal.day ? formatCalendarDay(deal.day) : '—'}
            </Table.Cell>
          ) : null}
        </>
      )}
    />
  );
}
