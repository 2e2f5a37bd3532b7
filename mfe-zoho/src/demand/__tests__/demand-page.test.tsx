import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type DemandCellRow, type DemandGrid } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { DemandPage } from '../demand-page';

const grid: DemandGrid = {
  weeks: ['2027-W09', '2027-W10'],
  items: [
    {
      item_id: 7,
      itemno: 'ATT-FLASHFOOT2',
      itemdes: 'FlashFoot2 roof attachment',
      quantities: [32, 0],
      total: 32,
    },
  ],
};
const sources: DemandCellRow[] = [
  {
    source: 'plan',
    source_id: 3,
    label: '3 × rooftop 405 W, NS',
    deal_id: null,
    installation_date: null,
    panel_count: 4,
    required: 24,
    shipped: 0,
    quantity: 24,
  },
  {
    source: 'project',
    source_id: 11,
    label: 'Harbour View Solar',
    deal_id: 5,
    installation_date: '2027-03-02',
    panel_count: 10,
    required: 20,
    shipped: 12,
    quantity: 8,
  },
];

let fake: FakeApi;
let asked: string[];
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('DemandPage', () => {
  it('shows demand by item and week, and where a number comes from', async () => {
    asked = [];
    fake = installFakeApi({
      'GET /api/demand/': ({ url }) => {
        asked.push(url.search);
        return { body: grid };
      },
      'GET /api/demand/cell/': ({ url }) => {
        asked.push(url.search);
        return { body: sources };
      },
    });
    const user = userEvent.setup();
    renderPage(<DemandPage />, { location: '/workplace/logistics/demand?from=2027-W09&weeks=4' });
    const table = await screen.findByRole('table', { name: 'Demand' });
    expect(asked[0]).toBe('?from_week=2027-W09&weeks=4');
    const figure = within(table).getByRole('button', {
      name: '32 of ATT-FLASHFOOT2 in the week of Mar 1, 2027: show sources',
    });
    // The arrow keys walk the cells: to the empty next week, up to its heading, back down and
    // left to the figure, which Enter opens.
    figure.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('·');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent('Mar 8, 2027');
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(document.activeElement).toBe(figure);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const rows = within(await within(dialog).findByRole('table', { name: 'Sources' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('Plan3 × rooftop 405 W, NS');
    expect(rows[2]).toHaveTextContent('Harbour View Solar');
    expect(rows[2]).toHaveTextContent('20128');
    expect(asked[1]).toBe('?item_id=7&week=2027-W09');
  });

  it('says how to get demand when there is none', async () => {
    fake = installFakeApi({
      'GET /api/demand/': () => ({ body: { weeks: grid.weeks, items: [] } }),
    });
    renderPage(<DemandPage />, { location: '/workplace/logistics/demand?from=2027-W09' });
    expect(await screen.findByText(messages.demandEmpty)).toBeInTheDocument();
  });
});
