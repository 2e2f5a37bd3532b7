import { chartLayout, pointsPerMm } from '../chart-layout';
import { sampleChartData } from '../merge-values';

/** The widest a letter of the document font draws, in ems (its capitals and digits are narrower). */
const widestEm = 0.65;

describe('chart layout', () => {
  // From a small logo-sized block to a full A4 width, in points.
  const sizes = [
    [40, 30],
    [60, 40],
    [100, 60],
    [140, 80],
    [170, 80],
    [190, 250],
  ].map(([width, height]) => [width! * pointsPerMm, height! * pointsPerMm] as const);

  it.each(sizes)('keeps title, legend, plot and month names apart at %f × %f pt', (w, h) => {
    const layout = chartLayout('production-vs-usage', '', sampleChartData, w, h);
    if (layout.kind !== 'bars') throw new Error('expected bars');
    const titleBottom = layout.title.y + layout.title.size * 0.25;
    for (const { swatch, label } of layout.legend) {
      expect(swatch.y).toBeGreaterThanOrEqual(titleBottom);
      expect(label.y - label.size).toBeGreaterThanOrEqual(titleBottom - 0.01);
    }
    const legendBottom = Math.max(...layout.legend.map(({ swatch }) => swatch.y + swatch.height));
    const barsTop = Math.min(...layout.bars.map((bar) => bar.y));
    expect(barsTop).toBeGreaterThanOrEqual(legendBottom);
    for (const bar of layout.bars) expect(bar.y + bar.height).toBeCloseTo(layout.axis.y, 6);
    // Month names sit below the axis and never run into each other.
    const [first, second] = layout.monthLabels;
    expect(first!.y - first!.size).toBeGreaterThanOrEqual(layout.axis.y);
    const room = second!.x - first!.x;
    for (const month of layout.monthLabels) {
      expect(month.text.length * widestEm * month.size).toBeLessThan(room);
    }
    expect(first!.y).toBeLessThanOrEqual(h);
  });

  it('writes month names in full when they fit, and their initials in a narrow block', () => {
    const wide = chartLayout('monthly-usage', 'Usage', sampleChartData, 170 * pointsPerMm, 230);
    const narrow = chartLayout('monthly-usage', 'Usage', sampleChartData, 30 * pointsPerMm, 80);
    if (wide.kind !== 'bars' || narrow.kind !== 'bars') throw new Error('expected bars');
    expect(wide.monthLabels.map((month) => month.text)[0]).toBe('Jan');
    expect(narrow.monthLabels.map((month) => month.text).join('')).toBe('JFMAMJJASOND');
  });

  it('says there is no data instead of drawing bars', () => {
    const layout = chartLayout(
      'production-vs-usage',
      'Yours',
      { monthly_usage_kwh: sampleChartData.monthly_usage_kwh, monthly_production_kwh: null },
      400,
      200,
    );
    expect(layout.kind).toBe('no-data');
    if (layout.kind !== 'no-data') return;
    expect(layout.title.text).toBe('Yours');
    expect(layout.note.text).toBe('No usage data for this deal yet');
    expect(layout.frame.y).toBeGreaterThan(layout.title.y);
  });
});
