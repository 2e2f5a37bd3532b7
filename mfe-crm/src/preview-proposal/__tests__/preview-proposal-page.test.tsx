import { screen, within } from '@testing-library/react';
import {
  defaultProposalData,
  messages,
  noPaymentLinesText,
  savedPanelAt,
  seededProposalPricing,
  type ProposalData,
  type ProposalDocument,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { PreviewProposalPage, PreviewProposalPlusPage } from '../preview-proposal-page';

// 10 panels of 405 W in the yellow area, none in the shadow circle: 4.05 kW at 1100.
const panels = Array.from({ length: 10 }, (_, index) =>
  savedPanelAt(index + 1, 100 + (index % 6) * 50, 350 + Math.floor(index / 6) * 70),
);

function documentWith(data: ProposalData | null): ProposalDocument {
  return {
    proposal: {
      id: 5,
      deal: { id: 9, name: 'Smith residence' },
      proposal_version: 3,
      proposal_status: { id: 2, name: 'Submitted' },
      proposal_description: 'South roof',
      version: 1,
    },
    deal: {
      id: 9,
      name: 'Smith residence',
      address: '12 Kent St',
      sales_person: 'Rep One',
      customer_name: 'Jane Smith',
    },
    monthly_usage: null,
    saved_detail: data
      ? {
          proposal_id: 5,
          name: 'Proposal V3',
          data,
          version: 1,
          updated_at: '2026-01-01T00:00:00.000Z',
        }
      : null,
  };
}

let fake: FakeApi;
afterEach(() => fake.restore());

function renderPreview(body: ProposalDocument, plus = false) {
  fake = installFakeApi({ 'GET /api/crm/proposals/5/': { body } });
  const path = plus ? 'preview-proposal-plus' : 'preview-proposal';
  return renderPage(
    <Routes>
      <Route
        path={`/workplace/crm/${path}/:proposalId`}
        element={plus ? <PreviewProposalPlusPage /> : <PreviewProposalPage />}
      />
    </Routes>,
    { location: `/workplace/crm/${path}/5` },
  );
}

const line = (article: HTMLElement, label: RegExp) =>
  within(article).getByRole('row', { name: label });

describe('PreviewProposalPage', () => {
  it('shows the customer, the roof and every figure from the calculator', async () => {
    renderPreview(documentWith({ ...defaultProposalData(), panels, nextPanelId: 11 }));
    const article = await screen.findByRole('article', { name: 'Proposal' });
    // The customer is the deal's contact, at the deal's address; the deal's name is not theirs.
    const customer = within(article).getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Jane Smith');
    expect(customer).toHaveTextContent('12 Kent St');
    expect(customer).not.toHaveTextContent('Smith residence');
    expect(article).toHaveTextContent('Proposal V3');
    expect(article).toHaveTextContent('Prepared by Rep One');
    expect(
      within(article).getByRole('img', { name: 'Roof drawing with 10 panels' }),
    ).toBeInTheDocument();
    expect(line(article, /Panel Qty/)).toHaveTextContent('10');
    expect(line(article, /Total System Size DC/)).toHaveTextContent('4.05');
    expect(line(article, /Average Efficiency/)).toHaveTextContent('1,100 kWh/kW/y');
    // 4.05 × 1100 = 4 455 kWh; consumption 13 078 kWh (the defaults) → 34.06 %.
    expect(line(article, /Solar Offset/)).toHaveTextContent('34.06%');
    // 4 050 W × 2.99 = 12 109.50; HST 1 816.43 (half up); total 13 925.93; rebate 4 050.00.
    expect(line(article, /Solar Power System Cost/)).toHaveTextContent('$12,109.50');
    expect(line(article, /^HST/)).toHaveTextContent('$1,816.43');
    expect(line(article, /EPEI Rebate/)).toHaveTextContent('-$4,050.00');
    expect(line(article, /Cost After Rebate/)).toHaveTextContent('$9,875.93');
    expect(within(article).getByRole('table', { name: 'Payments' })).toBeInTheDocument();
    // The plain preview has neither the schedule nor the monthly chart.
    expect(within(article).queryByRole('table', { name: 'Payment schedule' })).toBeNull();
    expect(within(article).queryByRole('img', { name: /Monthly production/ })).toBeNull();
  });

  it('plus: a Sunline schedule of term × 12 monthly payments and the monthly chart', async () => {
    renderPreview(
      documentWith({
        ...defaultProposalData(),
        selectedProgram: 'sunline',
        selectedTerm: 15,
        panels,
        nextPanelId: 11,
      }),
      true,
    );
    const schedule = await screen.findByRole('table', { name: 'Payment schedule' });
    expect(schedule).toHaveTextContent('180 monthly');
    // (13 925.93 − 4 050.00) / 180 = 54.866… → 54.87 a month.
    expect(schedule).toHaveTextContent('$54.87 / month');
    expect(
      screen.getByRole('img', { name: 'Monthly production versus usage' }),
    ).toBeInTheDocument();
  });

  it('shows the location estimate the API stored: its production, kWh per kW, offset and months', async () => {
    const monthlyKwh = [150, 250, 400, 480, 560, 580, 600, 540, 420, 290, 170, 120];
    renderPreview(
      documentWith({
        ...defaultProposalData(),
        panels,
        nextPanelId: 11,
        productionSettings: {
          method: 'location-estimate',
          tiltDegrees: 30,
          azimuthDegrees: 180,
          shadingPercent: 0,
        },
        production: {
          method: 'location-estimate',
          monthlyKwh,
          annualHundredthsKwh: 456_000,
          station: { name: 'Charlottetown AP', province: 'PE', distanceKm: 50.3 },
        },
      }),
      true,
    );
    const article = await screen.findByRole('article', { name: 'Proposal' });
    expect(line(article, /Estimated Solar Production/)).toHaveTextContent('4,560');
    // 4 560 kWh / 4.05 kW = 1 125.9 → 1 126; 4 560 / 13 078 = 34.87 %.
    expect(line(article, /Average Efficiency/)).toHaveTextContent('1,126 kWh/kW/y');
    expect(line(article, /Solar Offset/)).toHaveTextContent('34.87%');
    const months = within(article).getByRole('table', {
      name: 'Monthly usage and estimated production (kWh)',
    });
    const july = within(months).getByRole('rowheader', { name: 'Jul' }).closest('tr')!;
    expect(july).toHaveTextContent('600');
  });

  it("shows only the lines its version's proposal design chooses, in its order", async () => {
    const seeded = seededProposalPricing('sunline');
    const body = documentWith({
      ...defaultProposalData(),
      selectedProgram: 'sunline',
      programVersionId: 7,
      panels,
      nextPanelId: 11,
    });
    // The design stored with the proposal when it was priced: later designs do not reach it.
    body.saved_detail!.pricing = {
      program_version_id: 7,
      program_name: 'Sunline 2026',
      terms: {
        ...seeded.terms,
        proposal_design: {
          ...seeded.terms.proposal_design,
          shown_result_lines: ['offset', 'consumption', 'permitFee'],
          show_payment_lines: false,
          result_line_order: ['offset', 'panelQty'],
        },
      },
      taxes: [...seeded.taxes],
      province: 'PE',
      priced_on: '2026-01-05',
    };
    renderPreview(body, true);
    const article = await screen.findByRole('article', { name: 'Proposal' });
    const system = within(article).getByRole('table', { name: 'System and production' });
    expect(
      within(system)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Installation Type',
      'Solar Offset',
      'Panel Qty',
      'Panel Size',
      'Total System Size DC (kW)',
      'Annual Consumption (kWh/y)',
    ]);
    expect(article).not.toHaveTextContent('Estimated Solar Production');
    expect(article).not.toHaveTextContent('Unit price');
    expect(line(article, /Permit and Connection Fees/)).toHaveTextContent('$598.00');
    // The payment lines are hidden: no schedule, and no claim that the program has none.
    expect(within(article).queryByRole('table', { name: 'Payment schedule' })).toBeNull();
    expect(within(article).queryByRole('region', { name: /Sunline 2026 program/ })).toBeNull();
    expect(article).not.toHaveTextContent(noPaymentLinesText);
  });

  it('adds the savings at the deal’s company rate in force the day it was saved, year by year', async () => {
    renderPreview(documentWith({ ...defaultProposalData(), panels, nextPanelId: 11 }));
    fake.set({
      'GET /api/crm/deals/9/savings-context/': {
        body: {
          deal: { id: 9, name: 'Smith residence', address: '12 Kent St' },
          latitude: null,
          monthly_usage: null,
          power_company: { id: 1, name: 'Maritime Electric' },
          utility_rates: [
            {
              id: 4,
              power_company: { id: 1, name: 'Maritime Electric' },
              effective_from: '2024-03-01',
              energy_price_per_kwh: 0.2,
              fixed_monthly_charge: 0,
              tiers: [],
              time_of_use: [],
              net_metering: 'monthly-netting',
              export_price_per_kwh: 0,
              source: 'Published rate',
              taken_on: '2024-11-15',
              version: 1,
            },
            // A later price, from after the proposal was saved (1 January 2026): its savings
            // keep the rate of the day it was saved.
            {
              id: 5,
              power_company: { id: 1, name: 'Maritime Electric' },
              effective_from: '2026-06-01',
              energy_price_per_kwh: 0.3,
              fixed_monthly_charge: 0,
              tiers: [],
              time_of_use: [],
              net_metering: 'monthly-netting',
              export_price_per_kwh: 0,
              source: 'Published rate',
              taken_on: '2026-05-15',
              version: 1,
            },
          ],
          latest_proposal: null,
        },
      },
    });
    const savings = await screen.findByRole('region', { name: 'Savings and payback' });
    const table = within(savings).getByRole('table', { name: 'Savings year by year' });
    // Year 0: 598.00 + 13 925.93 − 4 050.00 paid at signing (Purchase).
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$10,473.93');
    // Year 1: every month uses more than it makes, so all of the chart's monthly production is
    // used at home at 0.20 $. Those months are rounded to 0.01 kWh, six of them up from a half
    // (445 500 × 45 / 1 000 = 20 047.5 hundredths…): 4 455.03 kWh × 0.20 = 891.006 → $891.01.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('$891.01');
  });

  it('points to the designer when the proposal has no saved design', async () => {
    renderPreview(documentWith(null));
    expect(await screen.findByText(messages.proposalHasNoDesign)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Design Proposal' })).toHaveAttribute(
      'href',
      '/workplace/crm/design-proposal/5',
    );
  });
});
