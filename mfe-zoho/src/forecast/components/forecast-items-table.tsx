import { Box, Table, Text } from '@chakra-ui/react';
import { type ForecastItems, formatNumber, messages } from '@solar/shared';
import type { ForecastItemFigure } from '../hooks/use-forecast-view';
import { monthLabel } from '../utils/month-label';
import { FigureButton } from './figure-button';

interface ForecastItemsTableProps {
  data: ForecastItems;
  figure: ForecastItemFigure | null;
  onSelect: (figure: ForecastItemFigure) => void;
}

/** Expected parts per item and month; each figure opens the deals it comes from. */
export function ForecastItemsTable({ data, figure, onSelect }: ForecastItemsTableProps) {
  if (data.items.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        {messages.forecastItemsEmpty}
      </Text>
    );
  }
  return (
    <Box borderWidth="1px" borderRadius="md" overflowX="auto">
      <Table.Root size="sm" aria-label="Expected parts by item and month" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader position="sticky" left="0" bg="bg" minW="40">
              Item
            </Table.ColumnHeader>
            {data.months.map((month) => (
              <Table.ColumnHeader key={month} textAlign="end" whiteSpace="nowrap">
                {monthLabel(month)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.items.map((row) => (
            <Table.Row key={row.item_id}>
              <Table.Cell position="sticky" left="0" bg="bg" minW="40" maxW="64">
                <Text fontWeight="medium">{row.itemno}</Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1} title={row.itemdes}>
                  {row.itemdes}
                </Text>
              </Table.Cell>
              {row.quantities.map((quantity, index) => {
                const month = data.months[index]!;
                return (
                  <Table.Cell key={month} textAlign="end" px="1">
                    {quantity === 0 ? (
                      <Text as="span" color="fg.subtle">
                        ·
                      </Text>
                    ) : (
                      <FigureButton
                        value={quantity}
                        label={`Deals of ${formatNumber(quantity)} ${row.itemno} in ${monthLabel(month)}`}
                        selected={figure?.itemId === row.item_id && figure.month === month}
                        onSelect={() =>
                          onSelect({ itemId: row.item_id, itemno: row.itemno, month })
                        }
                      />
                    )}
                  </Table.Cell>
                );
              })}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatNumber(row.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
