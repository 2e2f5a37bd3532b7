import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import {
  monthlyProductionKwh,
  monthlyProductionPermille,
} from '../../domain/proposals/monthly-production';
import { OffsetDoughnut } from '../offset-doughnut';
import { printStylesOf } from '../print-styles';
import { ProductionUsageChart } from '../production-usage-chart';

function renderDoughnut(offsetHundredthsPercent: number) {
  render(
    <ChakraProvider value={defaultSystem}>
      <OffsetDoughnut offsetHundredthsPercent={offsetHundredthsPercent} />
    </ChakraProvider>,
  );
  const chart = screen.getByRole('img');
  const slice = (key: string) => chart.querySelector(`[data-slice="${key}"]`);
  return { chart, slice };
}

describe('monthly production and print styles', () => {
  it('spreads the whole year over the months', () => {
    expect(monthlyProductionPermille.reduce((sum, share) => sum + share, 0)).toBe(1000);
    // 4 455.00 kWh: June's 12 % is 534.60.
    expect(monthlyProductionKwh(445_500)[5]).toBe(534.6);
  });

  it('prints only the document, on the chosen paper', () => {
    expect(printStylesOf('A4')).toContain('size: A4 portrait');
    expect(printStylesOf('Letter')).toContain('size: letter portrait');
    expect(printStylesOf('Letter')).toContain(
      '#proposal-document, #proposal-document * { visibility: visible; }',
    );
  });
});

describe('OffsetDoughnut', () => {
  it('draws the production share in green over the yellow remainder, labelled', () => {
    const { chart, slice } = renderDoughnut(3406);
    expect(chart).toHaveAccessibleName('Solar offset 34.06%');
    expect(slice('production')).toHaveAttribute('stroke-dasharray', '34.06 65.94');
    expect(slice('production')).toHaveAttribute('stroke', '#16a34a');
    expect(slice('remainder')).toHaveAttribute('stroke', '#facc15');
  });

  it('is a full green ring above 100 %', () => {
    const full = renderDoughnut(12_500);
    expect(full.chart).toHaveAccessibleName('Solar offset 125.00%');
    expect(full.slice('production')).toHaveAttribute('stroke-dasharray', '100 0');
    expect(full.slice('remainder')).toBeNull();
  });

  it('is a full yellow ring, with no green, for no production', () => {
    const { slice } = renderDoughnut(0);
    expect(slice('production')).toBeNull();
    expect(slice('remainder')).toHaveAttribute('stroke-dasharray', '100 0');
  });
});

describe('the production and usage chart', () => {
  const usage = [900, 850, 800, 700, 600, 500, 550, 600, 650, 700, 800, 12_875];
  const production = usage.map((value) => value / 2);

  it('keeps a readable width on a phone, scrolling sideways in a focusable box', () => {
    render(<ProductionUsageChart usageKwh={usage} productionKwh={production} />);
    const chart = screen.getByRole('img', { name: 'Monthly production versus usage' });
    expect(chart).toHaveStyle({ minWidth: '560px' });
    const scroller = screen.getByRole('group', { name: /scrolls sideways/ });
    expect(scroller).toContainElement(chart);
    expect(scroller).toHaveStyle({ overflowX: 'auto' });
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('gives screen readers every month as a table, in the product number format', () => {
    render(<ProductionUsageChart usageKwh={usage} productionKwh={production} />);
    const table = screen.getByRole('table', {
      name: 'Monthly usage and estimated production (kWh)',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent(/^Jan900450$/);
    expect(rows[11]).toHaveTextContent(/^Dec12,8756,437\.5$/);
  });
});
