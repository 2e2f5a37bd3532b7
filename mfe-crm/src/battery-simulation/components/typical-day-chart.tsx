import { Box, Table, Text } from '@chakra-ui/react';
import { formatNumber, type TypicalDay } from '@solar/shared';

interface TypicalDayChartProps {
  day: TypicalDay;
  /** "January, 1 battery": what the chart shows, for its title and the table's caption. */
  caption: string;
}

const width = 720;
const height = 240;
const margin = { top: 12, right: 12, bottom: 28, left: 44 };
const series = [
  { key: 'load', label: 'Home use', color: '#c2410c', dash: undefined },
  { key: 'production', label: 'Solar production', color: '#ca8a04', dash: undefined },
  { key: 'stored', label: 'Energy in the battery', color: '#2563eb', dash: '6 4' },
] as const;

// The page's stylesheet sets every element's font size, which beats an SVG attribute.
const axisText = { fontSize: '12px' } as const;
/** Below this the labels shrink past reading: the chart keeps it and scrolls sideways instead. */
const minChartWidth = '520px';

const oneDecimal = (value: number) => formatNumber(Math.round(value * 10) / 10);

/**
 * A month's average day, hour by hour: home use, solar production and the battery's stored
 * energy (kWh). The lines are drawn as an image with a title; the table below gives every value
 * to screen readers and keyboard users.
 */
export function TypicalDayChart({ day, caption }: TypicalDayChartProps) {
  const top = Math.max(0.5, ...day.load, ...day.production, ...day.stored);
  const x = (hour: number) =>
    margin.left + ((hour + 0.5) / 24) * (width - margin.left - margin.right);
  const y = (value: number) =>
    margin.top + (1 - value / top) * (height - margin.top - margin.bottom);
  const ticks = [0, top / 2, top];
  return (
    <Box>
      <Box
        as="figure"
        borderWidth="1px"
        borderRadius="md"
        p="2"
        maxW="4xl"
        aria-label={`Typical day, ${caption}`}
      >
        <Box
          overflowX="auto"
          tabIndex={0}
          role="group"
          aria-label="Chart, scrolls sideways on a narrow screen"
        >
          <svg
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            style={{ minWidth: minChartWidth }}
            role="img"
            aria-label={`Typical day, ${caption}: hourly home use, solar production and stored energy; the values are in the table below`}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={margin.left}
                  x2={width - margin.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="#e5e7eb"
                />
                <text
                  x={margin.left - 6}
                  y={y(tick) + 4}
                  style={axisText}
                  textAnchor="end"
                  fill="#4b5563"
                >
                  {oneDecimal(tick)}
                </text>
              </g>
            ))}
            {[0, 6, 12, 18, 23].map((hour) => (
              <text
                key={hour}
                x={x(hour)}
                y={height - 8}
                style={axisText}
                textAnchor="middle"
                fill="#4b5563"
              >
                {`${hour}h`}
              </text>
            ))}
            {series.map((line) => (
              <polyline
                key={line.key}
                fill="none"
                stroke={line.color}
                strokeWidth="2.5"
                strokeDasharray={line.dash}
                points={day[line.key].map((value, hour) => `${x(hour)},${y(value)}`).join(' ')}
              />
            ))}
          </svg>
        </Box>
        <Box as="figcaption" display="flex" flexWrap="wrap" gap="4" fontSize="sm" mt="1">
          {series.map((line) => (
            <Box key={line.key} display="flex" alignItems="center" gap="1.5">
              <Box
                as="span"
                w="4"
                h="1"
                bg={line.color}
                display="inline-block"
                aria-hidden="true"
              />
              <Text as="span">{line.label} (kWh)</Text>
            </Box>
          ))}
        </Box>
      </Box>
      <Box as="details" mt="2">
        <Box as="summary" cursor="pointer" fontSize="sm">
          The typical day as a table
        </Box>
        <Box
          overflowX="auto"
          mt="2"
          tabIndex={0}
          role="group"
          aria-label="Typical day table, scrolls sideways on a narrow screen"
        >
          <Table.Root size="sm">
            <Table.Caption>{`Typical day, ${caption} (kWh per hour)`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Hour</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Home use
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Solar
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Bought
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Sent
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  In battery
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {day.load.map((_, hour) => (
                <Table.Row key={hour}>
                  <Table.ColumnHeader
                    scope="row"
                    fontWeight="normal"
                  >{`${hour}:00`}</Table.ColumnHeader>
                  {[day.load, day.production, day.imported, day.exported, day.stored].map(
                    (values, index) => (
                      <Table.Cell key={index} textAlign="end" fontVariantNumeric="tabular-nums">
                        {formatNumber(Math.round((values[hour] ?? 0) * 100) / 100)}
                      </Table.Cell>
                    ),
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
    </Box>
  );
}
