import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type ProjectMap } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { ProjectInfoMapPage } from '../project-info-map-page';

const projectMap: ProjectMap = {
  weeks: ['2027-W09', '2027-W10', '2027-W11', '2027-W12'],
  installations: [
    {
      project_id: 11,
      deal_id: 5,
      deal_name: 'Harbour View Solar',
      installation_date: '2027-03-02',
      week: '2027-W09',
      latitude: 44.6488,
      longitude: -63.5752,
      status: 'available',
      shortages: [],
    },
    {
      project_id: 12,
      deal_id: 6,
      deal_name: 'Valley Farm Solar',
      installation_date: '2027-03-09',
      week: '2027-W10',
      latitude: 45.0918,
      longitude: -64.3602,
      status: 'short',
      shortages: [
        {
          item_id: 7,
          itemno: 'ATT-FLASHFOOT2',
          itemdes: 'FlashFoot2 roof attachment',
          needed: 1200,
          available: 450,
          short_by: 750,
        },
      ],
    },
    {
      project_id: 13,
      deal_id: 7,
      deal_name: 'Cove Cottage',
      installation_date: '2027-03-16',
      week: '2027-W11',
      latitude: null,
      longitude: null,
      status: 'shipped',
      shortages: [],
    },
  ],
};

let fake: FakeApi;
let asked: string[];
afterEach(() => fake.restore());

function answer(body: ProjectMap) {
  asked = [];
  fake = installFakeApi({
    'GET /api/demand/project-map/': ({ url }) => {
      asked.push(url.search);
      return { body };
    },
  });
}

describe('ProjectInfoMapPage', () => {
  it('lists the installations in order with their status, and a row shows its shortages and deal', async () => {
    answer(projectMap);
    const user = userEvent.setup();
    renderPage(<ProjectInfoMapPage />, {
      location: '/workplace/zoho/project-info-map?from=2027-W09&weeks=4',
    });
    const list = await screen.findByRole('list', { name: 'Installations' });
    expect(asked[0]).toBe('?from_week=2027-W09&weeks=4');
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Harbour View Solar.*All parts available/),
      expect.stringMatching(/^Valley Farm Solar.*Short.*1 item short/),
      expect.stringMatching(/^Cove Cottage.*Shipped.*No location/),
    ]);
    const legend = screen.getByRole('list', { name: 'Legend' });
    // Each status in words beside its shape and mark.
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `✓${messages.projectMaterialAvailable}`,
      `!${messages.projectMaterialShort}`,
      `S${messages.projectMaterialShipped}`,
    ]);
    expect(screen.getByText(messages.projectMapUnplaced(1))).toBeInTheDocument();

    await user.click(rows[1]!);
    expect(rows[1]).toHaveAttribute('aria-pressed', 'true');
    const shortages = screen.getByRole('region', { name: 'Shortages of Valley Farm Solar' });
    const cells = within(within(shortages).getByRole('table', { name: 'Shortages' }))
      .getAllByRole('row')[1]!
      .querySelectorAll('td');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      'ATT-FLASHFOOT2FlashFoot2 roof attachment',
      '1,200',
      '450',
      '750',
    ]);
    expect(within(shortages).getByRole('link', { name: 'Open the deal' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/6',
    );

    await user.click(rows[0]!);
    expect(
      within(screen.getByRole('region', { name: 'Shortages of Harbour View Solar' })).getByText(
        messages.projectMapNoShortage,
      ),
    ).toBeInTheDocument();
  });

  it('marks each located installation on the map with its status in words, and a marker chooses it', async () => {
    answer(projectMap);
    const user = userEvent.setup();
    renderPage(<ProjectInfoMapPage />, {
      location: '/workplace/zoho/project-info-map?from=2027-W09&weeks=4',
    });
    const map = await screen.findByRole('group', { name: 'Map of the installations' });
    const short = within(map).getByTitle('Valley Farm Solar, Mar 9, 2027: Short', { exact: false });
    expect(within(map).queryByTitle(/Cove Cottage/)).toBeNull();
    await user.click(short);
    expect(
      await screen.findByRole('region', { name: 'Shortages of Valley Farm Solar' }),
    ).toBeInTheDocument();
  });

  it('says what to do when no installation is scheduled in the weeks', async () => {
    answer({ weeks: ['2027-W20'], installations: [] });
    renderPage(<ProjectInfoMapPage />, {
      location: '/workplace/zoho/project-info-map?from=2027-W20&weeks=4',
    });
    expect(await screen.findByText(messages.projectMapEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Map of the installations' })).toBeNull();
  });
});
