import { Box, Table, Text } from '@chakra-ui/react';
import { type Forecast, formatNumber, messages } from '@solar/shared';
import type { ForecastFigure } from '../hooks/use-forecast-figure';
import { monthLabel } from '../utils/month-label';
import { FigureButton } from './figure-button';

interface ForecastMonthsTableProps {
  months: Forecast['months'];
  figure: ForecastFigure | null;
  onSelect: (figure: ForecastFigure) => void;
}

/** Expected installations and kW per month ahead; each figure opens its deals. */
export function ForecastMonthsTable({ months, figure, onSelect }: ForecastMonthsTableProps) {
  const empty = months.every((month) => month.deal_count === 0);
  const selected = (month: string) => figure?.source === 'forecast' && figure.month === month;
  return (
    <Box borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label="Expected installations by month">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Month</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Installations</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">kW</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Deals</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {empty ? (
            <Table.Row>
              <Table.Cell colSpan={4}>
                <Text color="fg.muted" py="4" textAlign="center">
                  {messages.forecastNoOpenDeals}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            months.map((month) => {
              const label = monthLabel(month.month);
              const choose = () => onSelect({ source: 'forecast', month: month.month });
              return (
                <Table.Row key={month.month}>
                  <Table.Cell whiteSpace="nowrap">{label}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <FigureButton
                      value={month.count}
                      label={`Deals of ${formatNumber(month.count)} expected installations in ${label}`}
                      selected={selected(month.month)}
                      onSelect={choose}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <FigureButton
                      value={month.kw}
                      label={`Deals of ${formatNumber(month.kw)} expected kW in ${label}`}
                      selected={selected(month.month)}
                      onSelect={choose}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <FigureButton
                      value={month.deal_count}
                      label={`The ${formatNumber(month.deal_count)} deals expected in ${label}`}
                      selected={selected(month.month)}
                      onSelect={choose}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
