import { formatNumber, usageMonths } from '@solar/shared';
import type { CSSProperties } from 'react';

interface ProductionUsageChartProps {
  usageKwh: readonly number[];
  productionKwh: readonly number[];
}

const chart = { width: 640, height: 240, top: 16, bottom: 28, right: 8 } as const;
/**
 * The axis font, as a style: the page's stylesheet sets every element's font size, which beats an
 * SVG font-size attribute and drew the labels larger than the room left for them, past the chart's
 * left edge. Large enough to read once the chart is scaled down to a phone's width.
 */
const axisText = { fontSize: '14px' } as const;
/** Width of one digit or comma of that font, a little generous. */
const axisCharWidth = 9;
/**
 * The narrowest the chart is drawn: below it (a phone) its labels would shrink past reading and
 * its bars to slivers, so the chart keeps this width and scrolls sideways inside its card.
 */
const minChartWidthPx = 560;
/**
 * Read by screen readers, not shown: the same figures as the bars. It wraps the table because a
 * table never shrinks below its content's width, so a hidden table alone would still widen a
 * phone's page.
 */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * Monthly production (green) beside usage (grey), in one SVG that prints crisply, with the figures
 * as a table for screen readers.
 */
export function ProductionUsageChart({ usageKwh, productionKwh }: ProductionUsageChartProps) {
  const highest = Math.max(1, ...usageKwh, ...productionKwh);
  const ticks = [0, 0.5, 1].map((share) => Math.round(highest * share));
  const tickLabels = ticks.map((tick) => tick.toLocaleString('en-US'));
  // The plot starts after the widest axis label, so a six-figure year is never cut at the edge.
  const left = Math.max(
    48,
    Math.max(...tickLabels.map((label) => label.length)) * axisCharWidth + 12,
  );
  const plotHeight = chart.height - chart.top - chart.bottom;
  const slot = (chart.width - left - chart.right) / 12;
  const bar = slot * 0.36;
  const yOf = (value: number) => chart.top + plotHeight - (value / highest) * plotHeight;
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      {/* Focusable so a keyboard can scroll it when it is wider than a phone's screen. */}
      <div
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="group"
        aria-label="Chart, scrolls sideways on a narrow screen"
      >
        <svg
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          width="100%"
          style={{ minWidth: `${minChartWidthPx}px`, display: 'block' }}
          role="img"
          aria-label="Monthly production versus usage"
        >
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line
                x1={left}
                x2={chart.width - chart.right}
                y1={yOf(tick)}
                y2={yOf(tick)}
                stroke="#e4e4e7"
              />
              <text x={left - 6} y={yOf(tick) + 4} textAnchor="end" style={axisText} fill="#52525b">
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {usageMonths.map((month, index) => {
            const x = left + index * slot + slot * 0.12;
            const usage = usageKwh[index] ?? 0;
            const production = productionKwh[index] ?? 0;
            return (
              <g key={month}>
                <rect
                  x={x}
                  y={yOf(usage)}
                  width={bar}
                  height={chart.top + plotHeight - yOf(usage)}
                  fill="#a1a1aa"
                >
                  <title>{`${month} usage ${usage} kWh`}</title>
                </rect>
                <rect
                  x={x + bar}
                  y={yOf(production)}
                  width={bar}
                  height={chart.top + plotHeight - yOf(production)}
                  fill="#16a34a"
                >
                  <title>{`${month} production ${production} kWh`}</title>
                </rect>
                <text
                  x={x + bar}
                  y={chart.height - 10}
                  textAnchor="middle"
                  style={axisText}
                  fill="#52525b"
                >
                  {month}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <div style={visuallyHidden}>
        <table>
          <caption>Monthly usage and estimated production (kWh)</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Usage (kWh)</th>
              <th scope="col">Estimated production (kWh)</th>
            </tr>
          </thead>
          <tbody>
            {usageMonths.map((month, index) => (
              <tr key={month}>
                <th scope="row">{month}</th>
                <td>{formatNumber(usageKwh[index] ?? 0)}</td>
                <td>{formatNumber(productionKwh[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption style={{ fontSize: '12px', color: '#52525b' }}>
        <span style={{ color: '#a1a1aa' }}>■</span> Usage (kWh){'  '}
        <span style={{ color: '#16a34a' }}>■</span> Estimated production (kWh)
      </figcaption>
    </figure>
  );
}
