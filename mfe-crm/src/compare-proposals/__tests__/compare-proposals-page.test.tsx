import { renderPage } from '@solar/shared/testing';
import { screen, within } from '@testing-library/react';
import { defaultProposalData, messages, savedPanelAt } from '@solar/shared';
import { CompareProposalsPage } from '../compare-proposals-page';

function stored(id: number, panelCount: number) {
  return {
    id,
    name: `Proposal V${id}`,
    selected: true,
    data: {
      ...defaultProposalData(),
      panels: Array.from({ length: panelCount }, (_, index) =>
        savedPanelAt(index + 1, 100 + 50 * index, 100),
      ),
    },
  };
}

describe('CompareProposalsPage', () => {
  beforeEach(() => localStorage.clear());

  it('says what to do when fewer than two proposals are handed over', () => {
    localStorage.setItem('compareProposals', JSON.stringify([stored(1, 2)]));
    renderPage(<CompareProposalsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.compareNeedsTwoProposals);
  });

  it('shows the proposals side by side with a roof drawing each and the best values', () => {
    localStorage.setItem('compareProposals', JSON.stringify([stored(1, 2), stored(2, 3)]));
    renderPage(<CompareProposalsPage />);
    const table = screen.getByRole('table', { name: 'Proposal comparison' });
    expect(within(table).getByRole('columnheader', { name: 'Proposal V1' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Roof of Proposal V2' })).toBeInTheDocument();
    const cost = within(table).getByRole('rowheader', { name: 'Cost After Rebate' }).closest('tr')!;
    const cells = within(cost).getAllByRole('cell');
    // 2 × 405 = 810 W: 2 421.90 + 363.29 − 810.00 = 1 975.19; 3 × 405 = 1 215 W: 3 632.85 +
    // 544.93 − 1 215.00 = 2 962.78. The lower cost is the best.
    expect(cells[0]).toHaveTextContent('$1,975.19Best');
    expect(cells[1]).toHaveTextContent('$2,962.78');
    expect(cells[1]).not.toHaveAttribute('data-best');
  });
});
