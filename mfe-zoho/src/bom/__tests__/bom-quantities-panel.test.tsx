import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type BomProposalSource } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { BomQuantitiesPanel } from '../components/bom-quantities-panel';
import { bomLines } from './bom-fixtures';

const sources: BomProposalSource[] = [
  {
    proposal_id: 41,
    deal_name: 'Maple Street Residence',
    version_name: 'Proposal V2',
    panel_count: 23,
  },
  {
    proposal_id: 17,
    deal_name: 'Harbour View Duplex',
    version_name: 'Proposal V1',
    panel_count: 9,
  },
];

let fake: FakeApi;
let searches: (string | null)[];

beforeEach(() => {
  searches = [];
  fake = installFakeApi({
    'GET /api/zoho/bom-proposal-sources/': ({ url }) => {
      const search = url.searchParams.get('search');
      searches.push(search);
      return {
        body: sources.filter((source) =>
          source.deal_name.toLowerCase().includes((search ?? '').toLowerCase()),
        ),
      };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

/** Item number and quantity of each row of the computed table. */
function quantitiesOf(panels: number): [string | null, string | null][] {
  const table = screen.getByRole('table', { name: `Quantities for ${panels} panels` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]!.textContent, cells[3]!.textContent];
    });
}

describe('BomQuantitiesPanel from a saved proposal', () => {
  it('lists the latest saved proposals when opened and fills N with the chosen one', async () => {
    const user = userEvent.setup();
    renderPage(<BomQuantitiesPanel lines={bomLines} />);
    // Nothing is asked of the server until the select is used.
    expect(fake.calls).toHaveLength(0);

    await user.click(screen.getByLabelText('From a saved proposal'));
    const list = screen.getByRole('listbox', { name: 'Saved proposals' });
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Maple Street Residence Proposal V2 · 23 panels',
      'Harbour View Duplex Proposal V1 · 9 panels',
    ]);
    expect(searches).toEqual([null]);

    await user.click(options[0]!);
    expect(screen.getByLabelText('Number of panels')).toHaveValue(23);
    expect(screen.getByLabelText('From a saved proposal')).toHaveValue(
      'Maple Street Residence - Proposal V2 - 23 panels',
    );
    expect(screen.getByText('Panel count of Maple Street Residence, Proposal V2.')).toBeVisible();
    // Fixed 1 → 1; Multiply 1 → 23; DevideUp 2 / 4 → ceil(46 / 4) = 12, lines in the given order.
    expect(quantitiesOf(23)).toEqual([
      ['RAIL-XR10-168', '12'],
      ['INV-SE7600H', '1'],
      ['MOD-405-BLK', '23'],
    ]);
  });

  it('searches by deal name and picks with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<BomQuantitiesPanel lines={bomLines} />);
    await user.type(screen.getByLabelText('From a saved proposal'), 'harb');
    await waitFor(() => expect(searches).toContain('harb'));
    const list = screen.getByRole('listbox', { name: 'Saved proposals' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Harbour View Duplex Proposal V1 · 9 panels']),
    );
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Number of panels')).toHaveValue(9);
    expect(quantitiesOf(9)).toEqual([
      ['RAIL-XR10-168', '5'],
      ['INV-SE7600H', '1'],
      ['MOD-405-BLK', '9'],
    ]);
  });

  it('drops the chosen proposal when the user types a count of their own', async () => {
    const user = userEvent.setup();
    renderPage(<BomQuantitiesPanel lines={bomLines} />);
    await user.click(screen.getByLabelText('From a saved proposal'));
    await user.click(await screen.findByRole('option', { name: /Maple Street Residence/ }));
    await user.type(screen.getByLabelText('Number of panels'), '0');
    expect(screen.getByLabelText('Number of panels')).toHaveValue(230);
    expect(screen.getByLabelText('From a saved proposal')).toHaveValue('');
    expect(screen.queryByText(/Panel count of/)).not.toBeInTheDocument();
    expect(quantitiesOf(230)[2]).toEqual(['MOD-405-BLK', '230']);
  });

  it('says Failed to load saved proposals when the list cannot be loaded', async () => {
    fake.set({ 'GET /api/zoho/bom-proposal-sources/': { status: 500, body: { message: 'x' } } });
    const user = userEvent.setup();
    renderPage(<BomQuantitiesPanel lines={bomLines} />);
    await user.click(screen.getByLabelText('From a saved proposal'));
    expect(await screen.findByText(messages.failedToLoadSavedProposals)).toBeInTheDocument();
    expect(screen.getByText('No saved proposals with panels')).toBeInTheDocument();
  });
});
