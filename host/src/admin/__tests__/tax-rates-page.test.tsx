import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type TaxRateRecord } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { TaxRatesPage } from '../tax-rates-page';

const rate = (id: number, overrides: Partial<TaxRateRecord> = {}): TaxRateRecord => ({
  id,
  province: 'BC',
  name: 'GST',
  rate_millipercent: 5000,
  effective_from: '2008-01-01',
  effective_to: null,
  source: 'Canada Revenue Agency, taken 2026-11-27',
  used_by_proposal: false,
  ...overrides,
});

const rates = [
  rate(1),
  rate(2, { name: 'PST', rate_millipercent: 7000, effective_from: '2013-04-01' }),
  rate(3, {
    province: 'NS',
    name: 'HST',
    rate_millipercent: 15_000,
    effective_from: '2010-07-01',
    effective_to: '2025-03-31',
    used_by_proposal: true,
  }),
  rate(4, { province: 'NS', name: 'HST', rate_millipercent: 14_000, effective_from: '2025-04-01' }),
];

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({ 'GET /api/crm/tax-rates/': { body: rates } });
});
afterEach(() => fake.restore());

const render = () => renderPage(<TaxRatesPage />, { location: '/workplace/admin/tax-rates' });

describe('TaxRatesPage', () => {
  it('lists each province’s taxes with dates and sources, and keeps a used rate read-only', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Tax rates' });
    // A heading row per province, then its rates.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => within(row).queryByRole('button', { name: /^New from a date/ }) === null);
    expect(rows).toHaveLength(4);
    expect(within(table).getAllByRole('button', { name: /^New from a date/ })).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('PST');
    expect(rows[1]).toHaveTextContent('7 %');
    expect(rows[2]).toHaveTextContent('15 %');
    expect(rows[2]).toHaveTextContent('Priced saved proposals');
    expect(within(rows[2]!).queryByRole('button', { name: /^Correct/ })).toBeNull();
    expect(rows[3]).toHaveTextContent('in force');
    expect(rows[3]).toHaveTextContent('Canada Revenue Agency');
  });

  it("adds a province's taxes from a date, starting from the ones in force", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    fake.set({
      'POST /api/crm/tax-rates/': ({ body }) => {
        sent = body;
        return { status: 201, body: [] };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'New from a date: BC' }));
    const pst = screen.getByRole('textbox', { name: /PST/ });
    expect(pst).toHaveValue('7');
    await user.clear(pst);
    await user.type(pst, '8');
    const from = screen.getByLabelText(/Effective from/);
    await user.clear(from);
    await user.type(from, '2027-04-01');
    await user.type(screen.getByRole('textbox', { name: /Source/ }), 'BC budget 2027');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.taxRateCreated)).toBeInTheDocument();
    expect(sent).toEqual({
      province: 'BC',
      effective_from: '2027-04-01',
      taxes: [
        { name: 'GST', rate_millipercent: 5000 },
        { name: 'PST', rate_millipercent: 8000 },
      ],
      source: 'BC budget 2027',
    });
  });

  it('checks the rate and the source before asking the server', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'New from a date: NS' }));
    const hst = screen.getByRole('textbox', { name: /HST/ });
    await user.clear(hst);
    await user.type(hst, '14.1234');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.taxRatePercentRange)).toBeInTheDocument();
    expect(screen.getByText(messages.taxRateSourceRequired)).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal when a proposal already used the rate", async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/crm/tax-rates/4/': {
        status: 409,
        body: { message: messages.taxRateUsedByProposal },
      },
    });
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Correct NS HST from Apr 1, 2025' }),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(messages.failedToSaveTaxRate + messages.taxRateUsedByProposal),
    ).toBeInTheDocument();
  });
});
