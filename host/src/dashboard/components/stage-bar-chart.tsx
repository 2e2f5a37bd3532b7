import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { dealTagColorOf, formatNumber, tagColorOf, type DashboardCount } from '@solar/shared';
import { max, scaleBand, scaleLinear } from 'd3';
import { useMemo } from 'react';
import { stageChartSummary } from '../utils/stage-chart-summary';

interface StageBarChartProps {
  stages: readonly DashboardCount[];
  width?: number;
}

const rowHeight = 30;
// Room on the right for a six-digit count after the longest bar, and on the left for a stage
// name of about twenty characters ("Proposal Requested") in the widest system font.
const margin = { top: 4, right: 56, bottom: 4, left: 180 };

/**
 * Deals by stage as horizontal bars (d3 scales, React draws the SVG): stage names are long, so
 * they read best down the side. The SVG is one image to assistive technology, named by the
 * counts, and a visually hidden table carries the same numbers for reading cell by cell.
 */
export function StageBarChart({ stages, width = 520 }: StageBarChartProps) {
  const height = margin.top + margin.bottom + rowHeight * Math.max(stages.length, 1);
  const bars = useMemo(() => {
    const y = scaleBand<number>()
      .domain(stages.map((stage) => stage.id))
      .range([margin.top, height - margin.bottom])
      .padding(0.25);
    const x = scaleLinear()
      .domain([0, Math.max(max(stages, (stage) => stage.count) ?? 0, 1)])
      .range([0, width - margin.left - margin.right]);
    return stages.map((stage) => ({
      ...stage,
      y: y(stage.id) ?? 0,
      height: y.bandwidth(),
      width: x(stage.count),
      palette: dealTagColorOf(stage.name) ?? tagColorOf(stage.name),
    }));
  }, [stages, width, height]);

  return (
    <Box>
      <svg
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={stageChartSummary(stages)}
        data-testid="stage-bar-chart"
      >
        {bars.map((bar) => (
          <g key={bar.id} data-stage={bar.name} data-count={bar.count}>
            <text
              x={margin.left - 8}
              y={bar.y + bar.height / 2}
              dominantBaseline="middle"
              textAnchor="end"
              fontSize="12"
              fill="currentColor"
            >
              {bar.name}
            </text>
            <rect
              x={margin.left}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={3}
              fill={`var(--chakra-colors-${bar.palette}-500)`}
            />
            <text
              x={margin.left + bar.width + 6}
              y={bar.y + bar.height / 2}
              dominantBaseline="middle"
              fontSize="12"
              fontWeight="600"
              fill="currentColor"
            >
              {formatNumber(bar.count)}
            </text>
          </g>
        ))}
      </svg>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>Deals by stage</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Stage</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Deals</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stages.map((stage) => (
              <Table.Row key={stage.id}>
                <Table.Cell>{stage.name}</Table.Cell>
                <Table.Cell>{formatNumber(stage.count)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
