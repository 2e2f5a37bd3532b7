import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Forecast, type ForecastItemDeals, type ForecastItems, messages } from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { ForecastPage } from '../forecast-page';

const forecast: Forecast = {
  today: '2027-03-10',
  average_kw: 8,
  open_deals: 2,
  stages: [],
  months: [
    { month: '2027-03', count: 0, kw: 0, deal_count: 0 },
    { month: '2027-04', count: 1.2, kw: 9.6, deal_count: 2 },
  ],
  accuracy: [],
};
const byItem: ForecastItems = {
  months: ['2027-03', '2027-04'],
  items: [
    {
      item_id: 7,
      itemno: 'ATT-FLASHFOOT2',
      itemdes: 'FlashFoot2 roof attachment',
      quantities: [0, 22.5],
      total: 22.5,
    },
  ],
};
const attachmentDeals: ForecastItemDeals = {
  total: 2,
  deals: [
    {
      deal_id: 31,
      deal_name: 'Smith roof',
      stage_name: 'Negotiation',
      probability_percent: 70,
      quantity: 25,
      expected_quantity: 17.5,
      from_proposal: true,
      day: '2027-04-09',
    },
    {
      deal_id: 32,
      deal_name: 'Jones barn',
      stage_name: 'Proposal',
      probability_percent: 20,
      quantity: 25,
      expected_quantity: 5,
      from_proposal: false,
      day: '2027-04-20',
    },
  ],
};

let fake: FakeApi;
let asked: string[];
afterEach(() => fake.restore());

function answer(items: ForecastItems) {
  asked = [];
  fake = installFakeApi({
    'GET /api/forecast/': () => ({ body: forecast }),
    'GET /api/forecast/items/': () => ({ body: items }),
    'GET /api/forecast/items/deals/': ({ url }) => {
      asked.push(url.search);
      return { body: attachmentDeals };
    },
  });
}

describe('ForecastPage by item', () => {
  it('shows expected parts per item and month, and the deals a number comes from', async () => {
    answer(byItem);
    const user = userEvent.setup();
    renderPage(
      <>
        <ForecastPage />
        <LocationProbe />
      </>,
      { location: '/workplace/zoho/forecast' },
    );
    await user.click(await screen.findByRole('button', { name: 'By item' }));
    const table = await screen.findByRole('table', { name: 'Expected parts by item and month' });
    expect(screen.queryByRole('table', { name: 'Expected installations by month' })).toBeNull();
    await user.click(
      within(table).getByRole('button', { name: 'Deals of 22.5 ATT-FLASHFOOT2 in April 2027' }),
    );
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/zoho/forecast?view=item&item=7&itemno=ATT-FLASHFOOT2&month=2027-04',
    );
    const deals = await screen.findByRole('table', { name: 'Deals of the figure' });
    expect(asked).toEqual(['?item_id=7&month=2027-04']);
    const rows = within(deals).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Smith roofNegotiation70 %2517.5');
    expect(rows[2]).toHaveTextContent('Jones barnProposal20 %25estimated5');
    expect(within(deals).getByRole('link', { name: 'Smith roof' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/31',
    );

    await user.click(screen.getByRole('button', { name: 'By month' }));
    expect(
      await screen.findByRole('table', { name: 'Expected installations by month' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      /\/workplace\/zoho\/forecast$/,
    );
  });

  it('says what to do when no parts are expected', async () => {
    answer({ months: ['2027-03'], items: [] });
    renderPage(<ForecastPage />, { location: '/workplace/zoho/forecast?view=item' });
    expect(await screen.findByText(messages.forecastItemsEmpty)).toBeInTheDocument();
  });
});
