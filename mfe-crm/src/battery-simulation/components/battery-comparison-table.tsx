import { Box, Table } from '@chakra-ui/react';
import { formatMoney, formatNumber, type BatteryOption } from '@solar/shared';

interface BatteryComparisonTableProps {
  options: readonly BatteryOption[];
}

const batteriesLabel = (count: number) =>
  count === 0 ? 'No battery' : count === 1 ? '1 battery' : `${count} batteries`;
const kwh = (value: number) => `${formatNumber(Math.round(value))} kWh`;
const percent = (value: number) => `${formatNumber(Math.round(value * 10) / 10)} %`;
const money = (dollars: number) => formatMoney(Math.round(dollars * 100));

interface Row {
  label: string;
  value: (option: BatteryOption, none: BatteryOption) => string;
}

const rows: readonly Row[] = [
  { label: 'Self-consumption', value: (o) => percent(o.simulation.selfConsumptionPercent) },
  { label: 'Self-sufficiency', value: (o) => percent(o.simulation.selfSufficiencyPercent) },
  { label: 'Bought from the grid', value: (o) => kwh(o.simulation.importKwh) },
  { label: 'Sent to the grid', value: (o) => kwh(o.simulation.exportKwh) },
  { label: 'Battery losses', value: (o) => kwh(o.simulation.lossesKwh) },
  {
    label: 'Equivalent full cycles a year',
    value: (o) => formatNumber(Math.round(o.simulation.equivalentFullCycles)),
  },
  {
    label: 'Backup for the essential load',
    value: (o) =>
      o.simulation.batteries === 0
        ? 'None'
        : `${formatNumber(Math.round(o.simulation.backupHours * 10) / 10)} h`,
  },
  { label: 'Bill without solar, first year', value: (o) => money(o.billWithoutSolar) },
  { label: 'Bill, first year', value: (o) => money(o.firstYearBill) },
  { label: 'Bill savings, first year', value: (o) => money(o.billWithoutSolar - o.firstYearBill) },
  { label: 'Bill savings over 25 years', value: (o) => money(o.totalSavings) },
  {
    label: 'Compared with no battery, 25 years',
    value: (o, none) => money(o.totalSavings - none.totalSavings),
  },
];

/** The options side by side, one column each; the row header names the figure. */
export function BatteryComparisonTable({ options }: BatteryComparisonTableProps) {
  const none = options[0];
  if (!none) return null;
  return (
    // Focusable so a keyboard can scroll it when the column is narrower than the table.
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="group"
      aria-label="Battery comparison, scrolls sideways when narrow"
    >
      {/* Compact on a phone so the three options fit beside the figure names. */}
      <Table.Root size="sm" aria-label="Battery comparison" fontSize={{ base: 'xs', sm: 'sm' }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Figure</Table.ColumnHeader>
            {options.map((option) => (
              <Table.ColumnHeader key={option.simulation.batteries} scope="col" textAlign="end">
                {batteriesLabel(option.simulation.batteries)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.ColumnHeader scope="row" fontWeight="normal">
                {row.label}
              </Table.ColumnHeader>
              {options.map((option) => (
                <Table.Cell
                  key={option.simulation.batteries}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                >
                  {row.value(option, none)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
