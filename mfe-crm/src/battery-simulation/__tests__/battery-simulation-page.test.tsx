import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatNumber,
  locationEstimateOf,
  messages,
  productionDefaults,
  type SavingsContext,
  type UtilityRateRecord,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { dealRow } from '../../testing/deal-fixtures';
import { BatterySimulationPage } from '../battery-simulation-page';

const rate = (id: number, company: string, overrides: Partial<UtilityRateRecord> = {}) => ({
  id,
  power_company: { id, name: company },
  effective_from: '2024-03-01',
  energy_price_per_kwh: 0.18,
  fixed_monthly_charge: 25,
  tiers: [],
  time_of_use: [],
  net_metering: 'export-rate' as const,
  export_price_per_kwh: 0.05,
  source: 'Published rate',
  taken_on: '2024-11-15',
  version: 1,
  ...overrides,
});
const rates: UtilityRateRecord[] = [
  rate(1, 'Maritime Electric'),
  // A later rate of the same company: the page offers the one in force today.
  rate(3, 'Maritime Electric', { effective_from: '2999-01-01' }),
  rate(2, 'NB Power', { net_metering: 'monthly-netting', export_price_per_kwh: 0 }),
];
const context: SavingsContext = {
  deal: { id: 7, name: 'Gallant home', address: '12 Water St, Charlottetown' },
  latitude: 46.24,
  longitude: -63.13,
  monthly_usage: [1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256],
  power_company: { id: 1, name: 'Maritime Electric' },
  utility_rates: [rates[0]!, rates[1]!],
  latest_proposal: {
    id: 40,
    name: 'Proposal V2',
    production_hundredths_kwh: 1_000_000,
    system_size_hundredths_kw: 1215,
  },
};

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({
    'GET /api/savings/utility-rates/': { body: rates },
    'GET /api/crm/deals/': {
      body: { results: [dealRow(7, { name: 'Gallant home' })], count: 1 },
    },
    'GET /api/crm/deals/7/savings-context/': { body: context },
  });
});
afterEach(() => fake.restore());

const render = () =>
  renderPage(<BatterySimulationPage />, { location: '/workplace/crm/battery-simulation' });

function cellsOf(table: HTMLElement, rowName: string): string[] {
  const row = within(table).getByRole('rowheader', { name: rowName }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('BatterySimulationPage', () => {
  it('says what to do before any value is entered', async () => {
    render();
    expect(await screen.findByText(messages.batteryPickDealOrEnter)).toBeInTheDocument();
    expect(screen.getByText(messages.batteryInvalidInputs)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Battery comparison' })).not.toBeInTheDocument();
  });

  it('simulates a deal: its usage, production, place and rate fill the form', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('combobox', { name: 'Deal' }));
    await user.click(await screen.findByRole('option', { name: 'Gallant home' }));
    const table = await screen.findByRole('table', { name: 'Battery comparison' });
    expect(screen.getByRole('spinbutton', { name: /Jan/ })).toHaveValue(1205);
    expect(screen.getByRole('spinbutton', { name: /Yearly solar production/ })).toHaveValue(10_000);
    expect(screen.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue(46.24);
    expect(screen.getByRole('combobox', { name: /Power company rate/ })).toHaveValue('1');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Figure', 'No battery', '1 battery', '2 batteries']);
    const backup = cellsOf(table, 'Backup for the essential load');
    // 13.5 kWh × 20 % reserve × √0.9 at 1 kW: 2.56 h with one battery, twice with two.
    expect(backup).toEqual(['None', '2.6 h', '5.1 h']);
    const bought = cellsOf(table, 'Bought from the grid').map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
    expect(bought[1]).toBeLessThan(bought[0]!);
    expect(bought[2]).toBeLessThanOrEqual(bought[1]!);
    expect(screen.getByRole('img', { name: /Typical day, June, 1 battery/ })).toBeInTheDocument();

    // The months of the year's 10 000 kWh follow the sunshine of the nearest station.
    const estimate = locationEstimateOf(productionDefaults, {
      latitude: 46.24,
      longitude: -63.13,
    })!;
    expect(screen.getByTestId('battery-monthly-source')).toHaveTextContent(
      `By the location estimate: Charlottetown AP (PE), ${formatNumber(estimate.distanceKm)} km away`,
    );
    const months = screen.getByRole('table', {
      name: 'Monthly usage and estimated production (kWh)',
    });
    const july = Math.round(
      (10_000 * estimate.monthlyYieldKwhPerKw[6]!) / estimate.annualYieldKwhPerKw,
    );
    expect(cellsOf(months, 'Jul')).toEqual(['1,004', formatNumber(july)]);
  });

  it('works from entered values and flags a value out of range', async () => {
    const user = userEvent.setup();
    render();
    for (const month of ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']) {
      await user.type(screen.getByRole('spinbutton', { name: new RegExp(`^${month}`) }), '900');
    }
    for (const month of ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']) {
      await user.type(screen.getByRole('spinbutton', { name: new RegExp(`^${month}`) }), '800');
    }
    await user.type(screen.getByRole('spinbutton', { name: /Yearly solar production/ }), '8000');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Power company rate/ }),
      'NB Power (from Mar 1, 2024)',
    );
    expect(await screen.findByRole('table', { name: 'Battery comparison' })).toBeInTheDocument();
    const efficiency = screen.getByRole('spinbutton', { name: /Round-trip efficiency/ });
    await user.clear(efficiency);
    await user.type(efficiency, '120');
    expect(screen.getByText(messages.batteryEfficiencyRange)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Battery comparison' })).not.toBeInTheDocument();
  });
});
