import { Box, HStack, Text } from '@chakra-ui/react';
import type { ForecastAccuracyRow } from '@solar/shared';
import { monthLabel } from '../utils/month-label';

interface ForecastAccuracyChartProps {
  rows: readonly ForecastAccuracyRow[];
}

const height = 160;
const barWidth = 18;
const groupWidth = 56;

/**
 * Forecast against installed kW per past month, as paired bars. A picture for sighted readers
 * only: the table beside it holds the same figures (and opens their deals).
 */
export function ForecastAccuracyChart({ rows }: ForecastAccuracyChartProps) {
  const largest = Math.max(1, ...rows.flatMap((row) => [row.forecast_kw ?? 0, row.actual_kw]));
  const scale = (value: number) => (value / largest) * (height - 8);
  const width = rows.length * groupWidth;
  return (
    <Box aria-hidden="true">
      <HStack gap="4" fontSize="sm" mb="2">
        <HStack gap="1">
          <Box w="3" h="3" bg="blue.500" borderRadius="sm" />
          <Text>Forecast kW</Text>
        </HStack>
        <HStack gap="1">
          <Box w="3" h="3" bg="green.500" borderRadius="sm" />
          <Text>Installed kW</Text>
        </HStack>
      </HStack>
      <Box overflowX="auto">
        <svg width={width} height={height + 20} role="presentation">
          {rows.map((row, index) => {
            const x = index * groupWidth + 8;
            const forecast = scale(row.forecast_kw ?? 0);
            const actual = scale(row.actual_kw);
            return (
              <g key={row.month}>
                <rect
                  x={x}
                  y={height - forecast}
                  width={barWidth}
                  height={forecast}
                  fill="var(--chakra-colors-blue-500)"
                />
                <rect
                  x={x + barWidth + 2}
                  y={height - actual}
                  width={barWidth}
                  height={actual}
                  fill="var(--chakra-colors-green-500)"
                />
                <text x={x} y={height + 14} fontSize="10" fill="currentColor">
                  {monthLabel(row.month).slice(0, 3)}
                </text>
              </g>
            );
          })}
          <line x1={0} x2={width} y1={height} y2={height} stroke="currentColor" strokeWidth={1} />
        </svg>
      </Box>
    </Box>
  );
}
