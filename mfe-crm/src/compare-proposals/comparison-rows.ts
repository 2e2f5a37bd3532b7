import {
  calculateProposal,
  formatHundredths,
  formatHundredthsCompact,
  formatMoney,
  installationTypeLabels,
  proposalInputsOf,
  proposalProgramLabels,
  type ProposalResults,
  type SavedProposal,
} from '@solar/shared';

/** Which value of a row is best: the lowest cost, the highest production and offset… */
export type BestRule = 'lowest' | 'highest' | null;

export interface ComparedProposal {
  proposal: SavedProposal;
  results: ProposalResults;
}

export interface ComparisonCell {
  text: string;
  best: boolean;
}

export interface ComparisonRow {
  label: string;
  cells: ComparisonCell[];
}

interface RowSpec {
  label: string;
  best: BestRule;
  /** The value compared; null when the row does not apply to that proposal (no best then). */
  value: (compared: ComparedProposal) => number | null;
  text: (compared: ComparedProposal) => string;
}

const paymentText = (compared: ComparedProposal, key: 'pmt1' | 'pmt2' | 'pmt3') => {
  const line = compared.results.payments.find((payment) => payment.key === key);
  if (!line) return 'No payment';
  return `${formatMoney(line.cents)}${line.monthly ? ' / month' : ''} — ${line.label}`;
};

/**
 * The rows of the comparison and what "best" means in each: lower is better for every cost; higher
 * for efficiency, production, offset and the rebate; the descriptive rows (program, sizes,
 * consumption, payments of different programs) have no best.
 */
const rowSpecs: RowSpec[] = [
  {
    label: 'Program',
    best: null,
    value: () => null,
    text: ({ proposal }) =>
      proposal.data.selectedProgram === 'sunline'
        ? `Sunline (${proposal.data.selectedTerm} years)`
        : proposalProgramLabels[proposal.data.selectedProgram],
  },
  {
    label: 'Installation Type',
    best: null,
    value: () => null,
    text: ({ proposal }) => installationTypeLabels[proposal.data.selectedInstallationType],
  },
  {
    label: 'Panel Size',
    best: null,
    value: () => null,
    text: ({ results }) => `${results.panelSize}W`,
  },
  {
    label: 'Panel Qty',
    best: null,
    value: () => null,
    text: ({ results }) => String(results.panelQty),
  },
  {
    label: 'Total System Size DC (kW)',
    best: null,
    value: () => null,
    text: ({ results }) => formatHundredths(results.systemSizeHundredthsKw),
  },
  {
    label: 'Average Efficiency',
    best: 'highest',
    value: ({ results }) => results.averageEfficiency,
    text: ({ results }) => String(results.averageEfficiency),
  },
  {
    label: 'Estimated Solar Production (kWh/y)',
    best: 'highest',
    value: ({ results }) => results.productionHundredthsKwh,
    text: ({ results }) => formatHundredthsCompact(results.productionHundredthsKwh),
  },
  {
    label: 'Annual Consumption (kWh/y)',
    best: null,
    value: () => null,
    text: ({ results }) => formatHundredthsCompact(results.annualConsumptionKwh * 100),
  },
  {
    label: 'Solar Offset',
    best: 'highest',
    value: ({ results }) => results.offsetHundredthsPercent,
    text: ({ results }) => `${formatHundredths(results.offsetHundredthsPercent)}%`,
  },
  {
    label: 'Unit price ($/wattDC)',
    best: null,
    value: () => null,
    text: ({ results }) => formatMoney(results.unitPriceCentsPerWatt),
  },
  {
    label: 'Solar Power System Cost',
    best: 'lowest',
    value: ({ results }) => results.systemCostCents,
    text: ({ results }) => formatMoney(results.systemCostCents),
  },
  {
    label: 'HST (15%)',
    best: 'lowest',
    value: ({ results }) => results.hstCents,
    text: ({ results }) => formatMoney(results.hstCents),
  },
  {
    label: 'Total System Cost with HST',
    best: 'lowest',
    value: ({ results }) => results.totalWithHstCents,
    text: ({ results }) => formatMoney(results.totalWithHstCents),
  },
  {
    label: 'EPEI Rebate',
    best: 'highest',
    value: ({ results }) => results.rebateCents,
    text: ({ results }) => `-${formatMoney(results.rebateCents)}`,
  },
  {
    label: 'Cost After Rebate',
    best: 'lowest',
    value: ({ results }) => results.costAfterRebateCents,
    text: ({ results }) => formatMoney(results.costAfterRebateCents),
  },
  {
    label: 'Permit and Connection Fees*',
    best: null,
    value: () => null,
    text: ({ results }) => formatMoney(results.permitFeeCents),
  },
  {
    label: 'PMT 1',
    best: null,
    value: () => null,
    text: (compared) => paymentText(compared, 'pmt1'),
  },
  {
    label: 'PMT 2',
    best: null,
    value: () => null,
    text: (compared) => paymentText(compared, 'pmt2'),
  },
  {
    label: 'PMT 3',
    best: null,
    value: () => null,
    text: (compared) => paymentText(compared, 'pmt3'),
  },
];

export function compareProposals(proposals: readonly SavedProposal[]): ComparedProposal[] {
  return proposals.map((proposal) => ({
    proposal,
    results: calculateProposal(proposalInputsOf(proposal.data)),
  }));
}

/**
 * The comparison table's rows. Every proposal sharing the best value is highlighted; a row where
 * all values are equal highlights none, since nothing there sets one proposal apart.
 */
export function comparisonRowsOf(compared: readonly ComparedProposal[]): ComparisonRow[] {
  return rowSpecs.map((spec) => {
    const values = compared.map(spec.value);
    const numbers = values.filter((value): value is number => value !== null);
    let best: number | null = null;
    if (spec.best && numbers.length === compared.length && new Set(numbers).size > 1) {
      best = spec.best === 'lowest' ? Math.min(...numbers) : Math.max(...numbers);
    }
    return {
      label: spec.label,
      cells: compared.map((item, index) => ({
        text: spec.text(item),
        best: best !== null && values[index] === best,
      })),
    };
  });
}
