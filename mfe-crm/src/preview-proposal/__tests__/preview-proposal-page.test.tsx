import { screen, within } from '@testing-library/react';
import {
  defaultProposalData,
  messages,
  savedPanelAt,
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

  it('points to the designer when the proposal has no saved design', async () => {
    renderPreview(documentWith(null));
    expect(await screen.findByText(messages.proposalHasNoDesign)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Design Proposal' })).toHaveAttribute(
      'href',
      '/workplace/crm/design-proposal/5',
    );
  });
});
