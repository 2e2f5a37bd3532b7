import {
  chartColours,
  chartLayout,
  type ChartKind,
  pointsPerMm,
  type TemplateChartData,
} from '@solar/shared';

interface ChartViewProps {
  kind: ChartKind;
  title: string;
  data: TemplateChartData;
  /** The block's size on paper, in millimetres. */
  widthMm: number;
  heightMm: number;
  /** Screen pixels per millimetre of paper. */
  scale: number;
}

const textColour = '#1a1a1f';
const mutedColour = '#73737f';

interface ChartTextProps {
  item: { text: string; x: number; y: number; size: number; centred?: boolean };
  colour: string;
  bold?: boolean;
  italic?: boolean;
}

/**
 * One text of the layout. Its size and anchor are set as inline style, which the page's own
 * stylesheets cannot override, so the text keeps the PDF's size at every zoom.
 */
function ChartText({ item, colour, bold = false, italic = false }: ChartTextProps) {
  return (
    <text
      x={item.x}
      y={item.y}
      fill={colour}
      textAnchor={item.centred ? 'middle' : 'start'}
      fontSize={item.size}
      style={{
        fontSize: `${item.size}px`,
        fontWeight: bold ? 700 : 400,
        fontStyle: italic ? 'italic' : 'normal',
        textAnchor: item.centred ? 'middle' : 'start',
      }}
    >
      {item.text}
    </text>
  );
}

/**
 * A chart block: monthly usage bars, or production beside usage. It draws the PDF's own layout
 * (in points, scaled to the screen), so the editor, the preview and the PDF show the same chart;
 * without the deal's data it says so instead of drawing made-up bars.
 */
export function ChartView({ kind, title, data, widthMm, heightMm, scale }: ChartViewProps) {
  const width = widthMm * pointsPerMm;
  const height = heightMm * pointsPerMm;
  const layout = chartLayout(kind, title, data, width, height);
  const label =
    layout.kind === 'no-data'
      ? `${layout.title.text}: ${layout.note.text}`
      : `${layout.title.text}: ${layout.legend.map((item) => item.label.text).join(' and ')} by month`;
  return (
    <svg
      width={widthMm * scale}
      height={heightMm * scale}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      style={{
        display: 'block',
        overflow: 'hidden',
        fontFamily: "'Noto Sans', Helvetica, Arial, sans-serif",
      }}
    >
      <ChartText item={layout.title} colour={textColour} bold />
      {layout.kind === 'no-data' ? (
        <>
          <rect
            x={layout.frame.x + 0.25}
            y={layout.frame.y + 0.25}
            width={Math.max(0, layout.frame.width - 0.5)}
            height={Math.max(0, layout.frame.height - 0.5)}
            fill="none"
            stroke={chartColours.grid}
            strokeWidth={0.5}
          />
          <ChartText item={layout.note} colour={mutedColour} italic />
        </>
      ) : (
        <>
          {layout.legend.map(({ swatch, label: legendLabel }) => (
            <g key={legendLabel.text}>
              <rect
                x={swatch.x}
                y={swatch.y}
                width={swatch.width}
                height={swatch.height}
                fill={swatch.colour}
              />
              <ChartText item={legendLabel} colour={textColour} />
            </g>
          ))}
          {layout.bars.map((bar, index) => (
            <rect
              key={index}
              data-series={bar.series}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(0, bar.height)}
              fill={bar.colour}
            />
          ))}
          <line
            x1={layout.axis.x1}
            x2={layout.axis.x2}
            y1={layout.axis.y}
            y2={layout.axis.y}
            stroke={chartColours.axis}
            strokeWidth={0.5}
          />
          <ChartText item={layout.maxLabel} colour={mutedColour} />
          {layout.monthLabels.map((month, index) => (
            <ChartText key={index} item={month} colour={mutedColour} />
          ))}
        </>
      )}
    </svg>
  );
}
