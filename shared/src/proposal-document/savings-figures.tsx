import { Box, SimpleGrid, Stat, Table, Text } from '@chakra-ui/react';
import {
  dollarsText,
  formatNumber,
  paybackText,
  returnText,
  type CashFlowResult,
} from '@solar/shared';

interface SavingsFiguresProps {
  cashFlow: CashFlowResult;
}

const money = dollarsText;
const chart = { width: 640, height: 220, top: 12, bottom: 28, left: 76, right: 8 } as const;
// The page's stylesheet sets every element's font size, which beats an SVG attribute.
const axisText = { fontSize: '13px' } as const;

/** The cumulative cash flow by year as bars (red below zero, green above) with a zero line. */
function CumulativeChart({ cashFlow }: SavingsFiguresProps) {
  const values = cashFlow.rows.map((row) => row.cumulativeCashFlow);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const plotWidth = chart.width - chart.left - chart.right;
  const plotHeight = chart.height - chart.top - chart.bottom;
  const y = (value: number) => chart.top + ((high - value) / span) * plotHeight;
  const step = plotWidth / values.length;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width="100%"
      // Below this the labels shrink past reading: the chart keeps it and scrolls sideways.
      style={{ minWidth: '520px' }}
      role="img"
      aria-label="Cumulative cash flow by year; the values are in the table below"
    >
      {[high, 0, low]
        .filter((value, index, all) => all.indexOf(value) === index)
        .map((value) => (
          <g key={value}>
            <line
              x1={chart.left}
              x2={chart.width - chart.right}
              y1={y(value)}
              y2={y(value)}
              stroke={value === 0 ? '#374151' : '#e5e7eb'}
            />
            <text
              x={chart.left - 6}
              y={y(value) + 4}
              textAnchor="end"
              style={axisText}
              fill="#374151"
            >
              {money(value).replace(/\.\d\d$/, '')}
            </text>
          </g>
        ))}
      {values.map((value, year) => (
        <rect
          key={year}
          x={chart.left + year * step + step * 0.15}
          width={step * 0.7}
          y={Math.min(y(value), y(0))}
          height={Math.max(1, Math.abs(y(value) - y(0)))}
          fill={value < 0 ? '#dc2626' : '#16a34a'}
        />
      ))}
      {[0, 5, 10, 15, 20, 25]
        .filter((year) => year < values.length)
        .map((year) => (
          <text
            key={year}
            x={chart.left + year * step + step / 2}
            y={chart.height - 8}
            textAnchor="middle"
            style={axisText}
            fill="#374151"
          >
            {year}
          </text>
        ))}
    </svg>
  );
}

/**
 * What the system saves: payback, savings over the years, the return, the cumulative cash flow as
 * a chart, and the year-by-year table (which is also the chart's text alternative).
 */
export function SavingsFigures({ cashFlow }: SavingsFiguresProps) {
  const years = cashFlow.rows.length - 1;
  return (
    <Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="4">
        {[
          { label: 'Payback', value: paybackText(cashFlow.paybackYear) },
          { label: `Bill savings over ${years} years`, value: money(cashFlow.totalSavings) },
          { label: `Net gain after ${years} years`, value: money(cashFlow.netGain) },
          { label: 'Internal rate of return', value: returnText(cashFlow.internalRateOfReturn) },
        ].map((stat) => (
          <Stat.Root key={stat.label} borderWidth="1px" borderRadius="md" p="3">
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText fontSize="lg">{stat.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Box as="figure" mb="4" maxW="3xl">
        <Box overflowX="auto">
          <CumulativeChart cashFlow={cashFlow} />
        </Box>
        <Text as="figcaption" fontSize="sm" color="fg.muted">
          Cumulative cash flow: what has been paid for the system against what it has saved, year by
          year (year 0 is the payment at signing).
        </Text>
      </Box>
      <Box overflowX="auto" maxH="80" overflowY="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" stickyHeader aria-label="Savings year by year">
          <Table.Header>
            <Table.Row>
              {[
                'Year',
                'Production',
                'Bill without solar',
                'Bill with solar',
                'Savings',
                'Payments',
                'Cumulative',
              ].map((header) => (
                <Table.ColumnHeader
                  key={header}
                  scope="col"
                  textAlign={header === 'Year' ? 'start' : 'end'}
                >
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cashFlow.rows.map((row) => (
              <Table.Row key={row.year}>
                <Table.ColumnHeader scope="row" fontWeight="normal">
                  {row.year}
                </Table.ColumnHeader>
                {[
                  row.year === 0 ? '' : `${formatNumber(Math.round(row.productionKwh))} kWh`,
                  row.year === 0 ? '' : money(row.billWithoutSolar),
                  row.year === 0 ? '' : money(row.billWithSolar),
                  row.year === 0 ? '' : money(row.savings),
                  money(row.payments),
                  money(row.cumulativeCashFlow),
                ].map((text, index) => (
                  <Table.Cell
                    key={index}
                    textAlign="end"
                    whiteSpace="nowrap"
                    fontVariantNumeric="tabular-nums"
                  >
                    {text}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
