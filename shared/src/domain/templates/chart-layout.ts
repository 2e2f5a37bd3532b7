import { monthAbbreviations, type TemplateChartData } from './merge-values';
import { chartKindLabels, type ChartKind } from './template-blocks';
import { templateChartNoData } from './templates-messages';

/** PDF points per millimetre (72 points per inch). */
export const pointsPerMm = 72 / 25.4;

/**
 * The widest a character of the document font (Noto Sans) draws, in ems, for labels whose room
 * is decided before any font is at hand: digits and capitals stay below it.
 */
const widestCharacterEm = 0.65;

export const chartColours = {
  usage: '#3b78d9',
  production: '#f59e1a',
  axis: '#73737f',
  grid: '#b3b3bd',
} as const;

interface ChartText {
  text: string;
  /** Left edge (or centre when `centred`), in points from the block's left. */
  x: number;
  /** Baseline, in points from the block's top. */
  y: number;
  size: number;
  centred?: boolean;
}

interface ChartRect {
  x: number;
  /** Top edge, in points from the block's top. */
  y: number;
  width: number;
  height: number;
  colour: string;
}

/** A chart block laid out in points, with y measured down from the block's top. */
export type ChartLayout =
  | {
      kind: 'no-data';
      title: ChartText;
      /** The framed area that says there is no data, and its note's baseline. */
      frame: { x: number; y: number; width: number; height: number };
      note: ChartText;
    }
  | {
      kind: 'bars';
      title: ChartText;
      legend: { swatch: ChartRect; label: ChartText }[];
      bars: (ChartRect & { series: 'usage' | 'production' })[];
      axis: { x1: number; x2: number; y: number };
      maxLabel: ChartText;
      monthLabels: ChartText[];
    };

/**
 * One layout of a chart block, read by the PDF renderer and by the editor and its preview (which
 * scale it to the screen), so the three show the same chart. The title, the legend below it and
 * the plot each have their own band, so none overlaps another at any block size; month names
 * shorten to their initial when three letters would not fit their column.
 */
export function chartLayout(
  kind: ChartKind,
  title: string,
  data: TemplateChartData,
  width: number,
  height: number,
): ChartLayout {
  const titleSize = Math.max(4, Math.min(11, height / 8));
  const heading: ChartText = {
    text: title.trim() || chartKindLabels[kind],
    x: 0,
    y: titleSize,
    size: titleSize,
  };
  const usage = data.monthly_usage_kwh;
  const production = kind === 'production-vs-usage' ? data.monthly_production_kwh : null;
  if (!usage || (kind === 'production-vs-usage' && !production)) {
    const top = titleSize * 1.6;
    const frameHeight = Math.max(0, height - top);
    const noteSize = Math.max(4, Math.min(10, frameHeight / 3));
    return {
      kind: 'no-data',
      title: heading,
      frame: { x: 0, y: top, width, height: frameHeight },
      note: {
        text: templateChartNoData,
        x: width / 2,
        y: top + frameHeight / 2 + noteSize * 0.35,
        size: noteSize,
        centred: true,
      },
    };
  }
  const series = [
    { key: 'usage' as const, label: 'Usage (kWh)', values: usage, colour: chartColours.usage },
    ...(production
      ? [
          {
            key: 'production' as const,
            label: 'Production (kWh)',
            values: production,
            colour: chartColours.production,
          },
        ]
      : []),
  ];
  const labelSize = Math.max(4, Math.min(7, width / 60));
  const legendTop = titleSize * 1.5;
  const plot = {
    left: labelSize * 4,
    right: width,
    top: legendTop + labelSize * 2.4,
    bottom: height - labelSize * 1.8,
  };
  const max = Math.max(1, ...series.flatMap((item) => item.values));
  const plotHeight = Math.max(0, plot.bottom - plot.top);
  const slot = (plot.right - plot.left) / 12;
  const barWidth = (slot * 0.8) / series.length;
  const threeLetters = 3 * widestCharacterEm * labelSize <= slot * 0.9;
  return {
    kind: 'bars',
    title: heading,
    legend: series.map((item, index) => ({
      swatch: {
        x: (index * width) / 2,
        y: legendTop,
        width: labelSize,
        height: labelSize,
        colour: item.colour,
      },
      label: {
        text: item.label,
        x: (index * width) / 2 + labelSize * 1.5,
        y: legendTop + labelSize * 0.85,
        size: labelSize,
      },
    })),
    bars: series.flatMap((item, seriesIndex) =>
      item.values.map((value, month) => {
        const barHeight = (value / max) * plotHeight;
        return {
          series: item.key,
          x: plot.left + month * slot + slot * 0.1 + seriesIndex * barWidth,
          y: plot.bottom - barHeight,
          width: barWidth,
          height: barHeight,
          colour: item.colour,
        };
      }),
    ),
    axis: { x1: plot.left, x2: plot.right, y: plot.bottom },
    maxLabel: { text: String(Math.round(max)), x: 0, y: plot.top + labelSize, size: labelSize },
    monthLabels: monthAbbreviations.map((month, index) => ({
      text: threeLetters ? month : month.slice(0, 1),
      x: plot.left + index * slot + slot / 2,
      y: height - labelSize * 0.4,
      size: labelSize,
      centred: true,
    })),
  };
}
