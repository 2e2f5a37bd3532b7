import { Box } from '@chakra-ui/react';
import {
  chartKindLabels,
  messages,
  monthAbbreviations,
  type ChartKind,
  type TemplateChartData,
} from '@solar/shared';
import { max, scaleBand, scaleLinear } from 'd3';

interface ChartViewProps {
  kind: ChartKind;
  title: string;
  data: TemplateChartData;
  width: number;
  height: number;
}

const colours = { usage: '#3b78d9', production: '#f59e1a', axis: '#73737f' };

/**
 * A chart block: monthly usage bars, or production beside usage, laid out with d3 scales and
 * drawn as SVG by React (so it re-renders with the block's size). The same layout as the PDF's.
 * Without the deal's data it says so instead of drawing made-up bars.
 */
export function ChartView({ kind, title, data, width, height }: ChartViewProps) {
  const heading = title.trim() || chartKindLabels[kind];
  const usage = data.monthly_usage_kwh;
  const production = kind === 'production-vs-usage' ? data.monthly_production_kwh : null;
  const missing = !usage || (kind === 'production-vs-usage' && !production);
  const titleSize = Math.max(6, Math.min(14, height / 8));
  if (missing) {
    return (
      <Box width="full" height="full" display="flex" flexDirection="column">
        <Box fontWeight="bold" fontSize={`${titleSize}px`} lineClamp={1}>
          {heading}
        </Box>
        <Box
          flex="1"
          borderWidth="1px"
          borderColor="border.emphasized"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontStyle="italic"
          color="fg.muted"
          fontSize={`${Math.max(6, Math.min(12, height / 8))}px`}
          textAlign="center"
        >
          {messages.templateChartNoData}
        </Box>
      </Box>
    );
  }
  const series = [
    { key: 'usage', label: 'Usage (kWh)', values: usage, colour: colours.usage },
    ...(production
      ? [
          {
            key: 'production',
            label: 'Production (kWh)',
            values: production,
            colour: colours.production,
          },
        ]
      : []),
  ];
  const labelSize = Math.max(5, Math.min(10, width / 45));
  const margin = { top: titleSize * 2.6, right: 2, bottom: labelSize * 1.8, left: labelSize * 3.2 };
  const x = scaleBand<string>()
    .domain(monthAbbreviations)
    .range([margin.left, width - margin.right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const top = max(series.flatMap((item) => item.values)) ?? 1;
  const y = scaleLinear()
    .domain([0, Math.max(1, top)])
    .nice()
    .range([height - margin.bottom, margin.top]);
  const inner = scaleBand<string>()
    .domain(series.map((item) => item.key))
    .range([0, x.bandwidth()]);
  const yMax = y.domain()[1]!;
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={`${heading}: ${series.map((item) => item.label).join(' and ')} by month`}
      style={{ display: 'block', overflow: 'hidden' }}
    >
      <text x={0} y={titleSize} fontSize={titleSize} fontWeight="bold" fill="currentColor">
        {heading}
      </text>
      {series.map((item, index) => (
        <g key={item.key} transform={`translate(${(index * width) / 2}, ${titleSize * 1.4})`}>
          <rect width={labelSize} height={labelSize} fill={item.colour} />
          <text x={labelSize * 1.5} y={labelSize * 0.9} fontSize={labelSize} fill="currentColor">
            {item.label}
          </text>
        </g>
      ))}
      {series.map((item) =>
        item.values.map((value, month) => (
          <rect
            key={`${item.key}-${month}`}
            data-series={item.key}
            x={(x(monthAbbreviations[month]!) ?? 0) + (inner(item.key) ?? 0)}
            y={y(value)}
            width={inner.bandwidth()}
            height={Math.max(0, y(0) - y(value))}
            fill={item.colour}
          />
        )),
      )}
      <line
        x1={margin.left}
        x2={width - margin.right}
        y1={y(0)}
        y2={y(0)}
        stroke={colours.axis}
        strokeWidth={0.5}
      />
      <text x={0} y={y(yMax) + labelSize} fontSize={labelSize} fill={colours.axis}>
        {yMax}
      </text>
      {monthAbbreviations.map((month) => (
        <text
          key={month}
          x={(x(month) ?? 0) + x.bandwidth() / 2}
          y={height - labelSize * 0.4}
          fontSize={labelSize}
          textAnchor="middle"
          fill={colours.axis}
        >
          {month}
        </text>
      ))}
    </svg>
  );
}
