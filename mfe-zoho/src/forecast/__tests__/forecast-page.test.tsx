import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Forecast, type ForecastDeals, messages, toaster } from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { ForecastPage } from '../forecast-page';

const forecast: Forecast = {
  today: '2027-03-10',
  average_kw: 8,
  open_deals: 2,
  stages: [
    { stage_id: 4, stage_name: 'Proposal', probability_percent: 50, typical_days: 80, version: 2 },
    {
      stage_id: 5,
      stage_name: 'Negotiation',
      probability_percent: 70,
      typical_days: 60,
      version: 1,
    },
  ],
  months: [
    { month: '2027-03', count: 0, kw: 0, deal_count: 0 },
    { month: '2027-04', count: 1.2, kw: 9.6, deal_count: 2 },
  ],
  accuracy: [
    {
      month: '2027-02',
      forecast_count: 2,
      forecast_kw: 20,
      forecast_deal_count: 1,
      forecast_taken_month: '2027-01',
      actual_count: 1,
      actual_kw: 16,
      accuracy_percent: 75,
    },
  ],
};

const aprilDeals: ForecastDeals = {
  total: 2,
  deals: [
    {
      deal_id: 31,
      deal_name: 'Smith roof',
      stage_name: 'Negotiation',
      probability_percent: 70,
      size_kw: 8,
      size_estimated: false,
      expected_kw: 5.6,
      day: '2027-04-09',
    },
    {
      deal_id: 32,
      deal_name: 'Jones barn',
      stage_name: 'Proposal',
      probability_percent: 50,
      size_kw: 8,
      size_estimated: true,
      expected_kw: 4,
      day: '2027-04-20',
    },
  ],
};

let fake: FakeApi;
let saved: unknown[];
let dealQueries: string[];

beforeEach(() => {
  saved = [];
  dealQueries = [];
  fake = installFakeApi({
    'GET /api/forecast/': () => ({ body: forecast }),
    'GET /api/forecast/deals/': ({ url }) => {
      const query = url.searchParams;
      dealQueries.push(`${query.get('source')} ${query.get('month')}`);
      return {
        body:
          query.get('source') === 'actual'
            ? {
                total: 1,
                deals: [
                  {
                    ...aprilDeals.deals[0]!,
                    deal_name: 'Brown garage',
                    stage_name: 'Closed Won',
                    probability_percent: null,
                    expected_kw: null,
                    size_kw: 16,
                    day: '2027-02-15',
                  },
                ],
              }
            : aprilDeals,
      };
    },
    'PUT /api/forecast/stages/4/': ({ body }) => {
      saved.push(body);
      return { body: { ...forecast.stages[0], ...(body as object), version: 3 } };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('ForecastPage', () => {
  it('shows expected installations by month and the deals behind a figure', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <ForecastPage />
        <LocationProbe />
      </>,
      { location: '/workplace/zoho/forecast' },
    );
    const months = await screen.findByRole('table', { name: 'Expected installations by month' });
    expect(await within(months).findByText('April 2027')).toBeInTheDocument();
    await user.click(
      within(months).getByRole('button', { name: 'Deals of 9.6 expected kW in April 2027' }),
    );
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/zoho/forecast?source=forecast&month=2027-04',
    );
    const deals = await screen.findByRole('table', { name: 'Deals of the figure' });
    expect(await within(deals).findByRole('link', { name: 'Smith roof' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/31',
    );
    expect(within(deals).getByText('(average)')).toBeInTheDocument();
    expect(dealQueries).toEqual(['forecast 2027-04']);
  });

  it('compares past months with what was installed, in a table that opens the installed projects', async () => {
    const user = userEvent.setup();
    renderPage(<ForecastPage />, { location: '/workplace/zoho/forecast' });
    const accuracy = await screen.findByRole('table', { name: 'Forecast accuracy by month' });
    const row = (await within(accuracy).findByText('February 2027')).closest('tr')!;
    expect(within(row).getByText('75 %')).toBeInTheDocument();
    expect(within(row).getByText('forecast of January 2027')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'The 1 installations of February 2027' }),
    );
    const deals = await screen.findByRole('table', { name: 'Deals of the figure' });
    expect(await within(deals).findByRole('link', { name: 'Brown garage' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Projects installed in February 2027' }),
    ).toBeVisible();
  });

  it('opens the deals of a figure from the address', async () => {
    renderPage(<ForecastPage />, {
      location: '/workplace/zoho/forecast?source=snapshot&month=2027-02',
    });
    expect(await screen.findByRole('table', { name: 'Deals of the figure' })).toBeInTheDocument();
    expect(dealQueries).toEqual(['snapshot 2027-02']);
  });

  it("checks and saves a stage's probability", async () => {
    const user = userEvent.setup();
    renderPage(<ForecastPage />, { location: '/workplace/zoho/forecast' });
    await user.click(await screen.findByRole('button', { name: 'Edit Proposal' }));
    const dialog = await screen.findByRole('dialog');
    const probability = within(dialog).getByRole('textbox', { name: /Probability/ });
    await user.clear(probability);
    await user.type(probability, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.forecastProbabilityRange)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(probability);
    await user.type(probability, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([{ probability_percent: 40, typical_days: 80, version: 2 }]),
    );
    expect(await screen.findByText(messages.forecastStageSaved)).toBeInTheDocument();
  });

  it('says what to do when nothing is expected and no month can be compared yet', async () => {
    fake.set({
      'GET /api/forecast/': () => ({
        body: {
          ...forecast,
          open_deals: 0,
          months: forecast.months.map((month) => ({ ...month, count: 0, kw: 0, deal_count: 0 })),
          accuracy: [],
        },
      }),
    });
    renderPage(<ForecastPage />, { location: '/workplace/zoho/forecast' });
    expect(await screen.findByText(messages.forecastNoOpenDeals)).toBeInTheDocument();
    expect(screen.getByText(messages.forecastNoAccuracyYet)).toBeInTheDocument();
  });
});
