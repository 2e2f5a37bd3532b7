import { defaultProposalData, savedPanelAt, type SavedProposal } from '@solar/shared';
import { compareProposals, comparisonRowsOf } from '../comparison-rows';

function proposal(id: number, panels: [number, number][], overrides = {}): SavedProposal {
  return {
    id,
    name: `Proposal V${id}`,
    selected: true,
    data: {
      ...defaultProposalData(),
      ...overrides,
      panels: panels.map(([x, y], index) => savedPanelAt(index + 1, x, y)),
    },
  };
}

function row(rows: ReturnType<typeof comparisonRowsOf>, label: string) {
  const found = rows.find((item) => item.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found.cells;
}

describe('comparisonRowsOf', () => {
  // V1: 2 red panels (800 each); V2: 2 yellow panels in the open (1 100 each); both 810 W.
  const v1 = proposal(1, [
    [100, 100],
    [150, 100],
  ]);
  const v2 = proposal(2, [
    [100, 350],
    [150, 350],
  ]);
  const v3 = proposal(3, [[100, 350]], { selectedProgram: 'sunline', selectedTerm: 12 });
  const rows = comparisonRowsOf(compareProposals([v1, v2, v3]));

  it('highlights the highest efficiency, production and offset', () => {
    expect(row(rows, 'Average Efficiency').map((cell) => [cell.text, cell.best])).toEqual([
      ['800 kWh/kW/y', false],
      ['1,100 kWh/kW/y', true],
      ['1,100 kWh/kW/y', true],
    ]);
    // 0.81 × 800 = 648; 0.81 × 1 100 = 891; 0.405 × 1 100 = 445.5.
    expect(row(rows, 'Estimated Solar Production (kWh/y)').map((cell) => cell.text)).toEqual([
      '648',
      '891',
      '445.5',
    ]);
    expect(row(rows, 'Estimated Solar Production (kWh/y)').map((cell) => cell.best)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('highlights the lowest cost and the highest rebate', () => {
    // 810 × 2.99 = 2 421.90 twice; 405 × 2.99 = 1 210.95 for the single panel.
    expect(row(rows, 'Solar Power System Cost')).toEqual([
      { text: '$2,421.90', best: false },
      { text: '$2,421.90', best: false },
      { text: '$1,210.95', best: true },
    ]);
    expect(row(rows, 'EPEI Rebate').map((cell) => cell.best)).toEqual([true, true, false]);
  });

  it('highlights nothing when all values are equal and never in descriptive rows', () => {
    const equal = comparisonRowsOf(compareProposals([v1, { ...v1, id: 9 }]));
    expect(equal.flatMap((item) => item.cells).some((cell) => cell.best)).toBe(false);
    expect(row(rows, 'Panel Qty').some((cell) => cell.best)).toBe(false);
  });

  it('shows each program’s payments', () => {
    expect(row(rows, 'Program').map((cell) => cell.text)).toEqual([
      'Purchase',
      'Purchase',
      'Sunline (12 years)',
    ]);
    expect(row(rows, 'PMT 1')[0]!.text).toBe('$598.00 — PMT 1 (Upon Proposal Sign)');
    expect(row(rows, 'PMT 2')[2]!.text).toBe('$1,669.80 — PMT 2 (SAR Stage)');
    // Single 405 W panel: 1 210.95 + HST 181.6425 → 181.64 = 1 392.59; − 405.00 = 987.59 =
    // 98 759 cents / 144 months = 685.83… → 6.86 per month.
    expect(row(rows, 'PMT 3')[2]!.text).toBe('$6.86 / month — PMT 3 (Connection Completed)');
    const cghl = comparisonRowsOf(
      compareProposals([proposal(4, [], { selectedProgram: 'cghl' }), v1]),
    );
    expect(row(cghl, 'PMT 1')[0]!.text).toBe('No payment');
  });
});
