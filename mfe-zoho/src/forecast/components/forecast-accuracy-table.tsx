import { Box, Table, Text } from '@chakra-ui/react';
import { type ForecastAccuracyRow, formatNumber } from '@solar/shared';
import type { ForecastFigure } from '../hooks/use-forecast-figure';
import { monthLabel } from '../utils/month-label';
import { FigureButton } from './figure-button';

interface ForecastAccuracyTableProps {
  rows: readonly ForecastAccuracyRow[];
  figure: ForecastFigure | null;
  onSelect: (figure: ForecastFigure) => void;
}

/** Past months: what was forecast before them against what was installed; figures open deals. */
export function ForecastAccuracyTable({ rows, figure, onSelect }: ForecastAccuracyTableProps) {
  const selected = (source: ForecastFigure['source'], month: string) =>
    figure?.source === source && figure.month === month;
  return (
    <Box borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label="Forecast accuracy by month">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Month</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Forecast installations</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Forecast kW</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Installed</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Installed kW</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Accuracy</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const label = monthLabel(row.month);
            const forecastFigure = () => onSelect({ source: 'snapshot', month: row.month });
            const actualFigure = () => onSelect({ source: 'actual', month: row.month });
            return (
              <Table.Row key={row.month}>
                <Table.Cell whiteSpace="nowrap">
                  {label}
                  {row.forecast_taken_month ? (
                    <Text fontSize="xs" color="fg.muted">
                      forecast of {monthLabel(row.forecast_taken_month)}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {row.forecast_count === null ? (
                    <Text color="fg.muted">none kept</Text>
                  ) : (
                    <FigureButton
                      value={row.forecast_count}
                      label={`Deals of ${formatNumber(row.forecast_count)} forecast installations in ${label}`}
                      selected={selected('snapshot', row.month)}
                      onSelect={forecastFigure}
                    />
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {row.forecast_kw === null ? (
                    '—'
                  ) : (
                    <FigureButton
                      value={row.forecast_kw}
                      label={`Deals of ${formatNumber(row.forecast_kw)} forecast kW in ${label}`}
                      selected={selected('snapshot', row.month)}
                      onSelect={forecastFigure}
                    />
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <FigureButton
                    value={row.actual_count}
                    label={`The ${formatNumber(row.actual_count)} installations of ${label}`}
                    selected={selected('actual', row.month)}
                    onSelect={actualFigure}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <FigureButton
                    value={row.actual_kw}
                    label={`The installations of ${formatNumber(row.actual_kw)} kW in ${label}`}
                    selected={selected('actual', row.month)}
                    onSelect={actualFigure}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.accuracy_percent === null ? '—' : `${formatNumber(row.accuracy_percent)} %`}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
