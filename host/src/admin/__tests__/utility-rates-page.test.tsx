import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type UtilityRateRecord } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { UtilityRatesPage } from '../utility-rates-page';

const maritime = { id: 1, name: 'Maritime Electric' };
const rate = (id: number, overrides: Partial<UtilityRateRecord> = {}): UtilityRateRecord => ({
  id,
  power_company: maritime,
  effective_from: '2024-03-01',
  energy_price_per_kwh: 0.1795,
  fixed_monthly_charge: 24.57,
  tiers: [],
  time_of_use: [],
  net_metering: 'monthly-netting',
  export_price_per_kwh: 0,
  source: 'Maritime Electric residential rate',
  taken_on: '2024-11-15',
  version: 3,
  ...overrides,
});

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({
    'GET /api/savings/utility-rates/': {
      body: [rate(1), rate(2, { effective_from: '2999-01-01', energy_price_per_kwh: 0.2 })],
    },
  });
});
afterEach(() => fake.restore());

const render = () =>
  renderPage(<UtilityRatesPage />, { location: '/workplace/admin/utility-rates' });

describe('UtilityRatesPage', () => {
  it('lists the rates and marks the one in force today', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Utility rates' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('$0.1795/kWh');
    expect(rows[0]).toHaveTextContent('in force');
    expect(rows[0]).toHaveTextContent('$24.57');
    expect(rows[1]).not.toHaveTextContent('in force');
  });

  it('corrects a rate from the version loaded', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    fake.set({
      'PUT /api/savings/utility-rates/1/': ({ body }) => {
        sent = body;
        return { body: rate(1, { energy_price_per_kwh: 0.1811, version: 4 }) };
      },
    });
    render();
    await user.click(
      await screen.findByRole('button', {
        name: 'Correct the rate of Maritime Electric from Mar 1, 2024',
      }),
    );
    const price = screen.getByRole('spinbutton', { name: /Energy price/ });
    await user.clear(price);
    await user.type(price, '0.1811');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.utilityRateSaved)).toBeInTheDocument();
    expect(sent).toMatchObject({ power_company_id: 1, energy_price_per_kwh: 0.1811, version: 3 });
  });

  it('refuses a new rate without a source before asking the server', async () => {
    const user = userEvent.setup();
    render();
    await user.click(
      await screen.findByRole('button', { name: 'New from a date: Maritime Electric' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.utilityRateSourceRequired)).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers to reload when someone else changed the rate', async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/savings/utility-rates/1/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: 'version_conflict' },
      },
    });
    render();
    await user.click(
      await screen.findByRole('button', {
        name: 'Correct the rate of Maritime Electric from Mar 1, 2024',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('edits tiers and time-of-use periods, and sends them with the rate', async () => {
    const user = userEvent.setup();
    let sent: { tiers?: unknown; time_of_use?: unknown } = {};
    fake.set({
      'PUT /api/savings/utility-rates/1/': ({ body }) => {
        sent = body as typeof sent;
        return { body: rate(1, { version: 4 }) };
      },
    });
    render();
    await user.click(
      await screen.findByRole('button', {
        name: 'Correct the rate of Maritime Electric from Mar 1, 2024',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByRole('spinbutton', { name: /Tier 1: Up to/ }), '600');
    await user.type(screen.getByRole('spinbutton', { name: /Tier 1: Price/ }), '0.12');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByRole('spinbutton', { name: /Tier 2: Price/ }), '0.15');
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const period = screen.getByRole('region', { name: 'Period 1' });
    await user.type(within(period).getByRole('textbox', { name: /Name/ }), 'Peak');
    await user.type(within(period).getByRole('spinbutton', { name: /Price/ }), '0.3');
    await user.type(within(period).getByRole('textbox', { name: /Hours/ }), '17-19');
    await user.click(within(period).getByRole('checkbox', { name: 'Weekends' }));
    await user.click(within(period).getByRole('checkbox', { name: 'Holidays' }));
    await user.selectOptions(within(period).getByRole('combobox', { name: /From month/ }), 'May');
    await user.selectOptions(within(period).getByRole('combobox', { name: /To month/ }), 'October');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.utilityRateSaved)).toBeInTheDocument();
    expect(sent.tiers).toEqual([
      { upToKwh: 600, pricePerKwh: 0.12 },
      { upToKwh: null, pricePerKwh: 0.15 },
    ]);
    expect(sent.time_of_use).toEqual([
      {
        name: 'Peak',
        pricePerKwh: 0.3,
        hours: [17, 18],
        days: ['weekdays'],
        months: { from: 5, to: 10 },
      },
    ]);
  });

  it('says what is wrong with the tiers and periods before asking the server', async () => {
    const user = userEvent.setup();
    fake.set({
      'GET /api/savings/utility-rates/': {
        body: [
          rate(1, {
            tiers: [{ upToKwh: 600, pricePerKwh: 0.1 }],
            time_of_use: [
              { name: 'Peak', pricePerKwh: 0.3, hours: [17, 18] },
              { name: 'Evening', pricePerKwh: 0.2, hours: [18, 19] },
            ],
          }),
        ],
      },
    });
    render();
    await user.click(
      await screen.findByRole('button', {
        name: 'Correct the rate of Maritime Electric from Mar 1, 2024',
      }),
    );
    const evening = screen.getByRole('region', { name: 'Period 2' });
    expect(within(evening).getByRole('textbox', { name: /Hours/ })).toHaveValue('18-20');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.utilityRateTiersOpenLast)).toBeInTheDocument();
    expect(within(evening).getByText(messages.utilityRateTimeOfUseOverlap)).toBeInTheDocument();
    const hours = within(evening).getByRole('textbox', { name: /Hours/ });
    await user.clear(hours);
    await user.type(hours, 'evening');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await within(evening).findByText(messages.utilityRateHoursFormat)).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
