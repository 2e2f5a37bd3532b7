import { Table, Text } from '@chakra-ui/react';
import { formatCalendarDay, formatNumber } from '@solar/shared';
import { useForecastItemDealsQuery } from '../api/forecast-endpoints';
import type { ForecastItemFigure } from '../hooks/use-forecast-view';
import { monthLabel } from '../utils/month-label';
import { ForecastDealsSection } from './forecast-deals-section';

const columns = [
  { label: 'Probability', numeric: true },
  { label: 'Per installation', numeric: true },
  { label: 'Expected', numeric: true },
  { label: 'Expected day' },
];

/** The deals one figure of the forecast by item comes from, largest share first. */
export function ForecastItemDealsTable({ figure }: { figure: ForecastItemFigure }) {
  const deals = useForecastItemDealsQuery({ item_id: figure.itemId, month: figure.month });
  return (
    <ForecastDealsSection
      heading={`Deals expected to need ${figure.itemno} in ${monthLabel(figure.month)}`}
      intro="Estimated: the deal has no proposal with a design, so the default BOM link at the average size."
      deals={deals}
      columns={columns}
      cells={(deal) => (
        <>
          <Table.Cell textAlign="end">{formatNumber(deal.probability_percent)} %</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatNumber(deal.quantity)}
            {deal.from_proposal ? null : (
              <Text
                fontSize="xs"
                color="fg.muted"
                title="No proposal with a design: the default BOM link at the average size"
              >
                estimated
              </Text>
            )}
          </Table.Cell>
          <Table.Cell textAlign="end">{formatNumber(deal.expected_quantity)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatCalendarDay(deal.day)}</Table.Cell>
        </>
      )}
    />
  );
}
