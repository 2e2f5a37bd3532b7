import {
  calculateProposal,
  pricingOfSaved,
  installationTypeLabels,
  paymentAmountText,
  proposalInputsOf,
  proposalProgramLabels,
  resultLineSpecs,
  type BetterValue,
  type ProposalResults,
  type SavedProposal,
} from '@solar/shared';

interface ComparedProposal {
  proposal: SavedProposal;
  results: ProposalResults;
}

interface ComparisonCell {
  text: string;
  best: boolean;
}

interface ComparisonRow {
  label: string;
  cells: ComparisonCell[];
}

interface RowSpec {
  label: string;
  best: BetterValue;
  /** The value compared; null when the row does not apply to that proposal (no best then). */
  value: (compared: ComparedProposal) => number | null;
  text: (compared: ComparedProposal) => string;
}

const paymentText = (compared: ComparedProposal, key: 'pmt1' | 'pmt2' | 'pmt3') => {
  const line = compared.results.payments.find((payment) => payment.key === key);
  if (!line) return 'No payment';
  return `${paymentAmountText(line)} — ${line.label}`;
};

/**
 * The rows of the comparison and what "best" means in each (the results lines' own `better`: lower
 * for every cost, higher for efficiency, production, offset and the rebate); the descriptive rows
 * (program, installation type, payments of different programs) have no best.
 */
const rowSpecs: RowSpec[] = [
  {
    label: 'Program',
    best: null,
    value: () => null,
    text: ({ proposal, results }) => {
      const name =
        proposal.pricing?.program_name ?? proposalProgramLabels[proposal.data.selectedProgram];
      return results.payments.some((line) => line.monthly)
        ? `${name} (${proposal.data.selectedTerm} years)`
        : name;
    },
  },
  {
    label: 'Installation Type',
    best: null,
    value: () => null,
    text: ({ proposal }) => installationTypeLabels[proposal.data.selectedInstallationType],
  },
  // Every results line, with the presenter's labels and formats and its better direction.
  ...resultLineSpecs.map((line): RowSpec => ({
    label: line.label,
    best: line.better,
    value: ({ results }) => (line.better ? line.value(results) : null),
    text: ({ results }) => line.text(results),
  })),
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
    results: calculateProposal(
      proposalInputsOf(proposal.data),
      pricingOfSaved(proposal.pricing, proposal.data.selectedProgram),
    ),
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
