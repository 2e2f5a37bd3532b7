import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  noPaymentLinesText,
  type DealProgramVersionRecord,
  type DealProgramVersionUpdate,
  versionConflictCode,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi, type FakeHandler } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { ProgramProposalDesignPage } from '../program-proposal-design-page';
import { useCrmDealProgramVersionQuery } from '../../deal-program/api/deal-program-endpoints';
import { sunlineProgram, sunlineVersion } from '../../testing/deal-program-fixtures';

let fake: FakeApi;
afterEach(() => fake.restore());

/** Another part of the app reading the same version, as a window regaining focus would. */
function FetchAgain() {
  const version = useCrmDealProgramVersionQuery(5);
  return (
    <>
      <button type="button" onClick={() => void version.refetch()}>
        Fetch the version again
      </button>
      <output>
        {version.isFetching ? 'Fetching' : `Fetched version ${version.data?.version ?? '-'}`}
      </output>
    </>
  );
}

/** The page on Sunline's latest version, a draft an administrator may change. */
function render(routes: Record<string, FakeHandler> = {}) {
  fake = installFakeApi({
    'GET /api/crm/deal-programs/': { body: { can_edit: true, results: [sunlineProgram(false)] } },
    'GET /api/crm/deal-programs/2/': { body: sunlineProgram(false) },
    'GET /api/crm/deal-program-versions/5/': { body: sunlineVersion(false) },
    ...routes,
  });
  return renderPage(
    <Routes>
      <Route
        path="/workplace/crm/program-proposal-design/:dealProgramId"
        element={
          <>
            <ProgramProposalDesignPage />
            <FetchAgain />
          </>
        }
      />
    </Routes>,
    { location: '/workplace/crm/program-proposal-design/2' },
  );
}

describe('ProgramProposalDesignPage', () => {
  it('previews the program on a sample deal and hides the lines the document leaves out', async () => {
    const user = userEvent.setup();
    render();
    // 10 red-area panels of 405 W on the Island: the specification's figures.
    const cost = await screen.findByRole('table', { name: 'Cost' });
    expect(cost).toHaveTextContent('$12,109.50');
    expect(cost).toHaveTextContent('HST (15%)');
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(payments).toHaveTextContent('$82.30 / month');
    expect(within(cost).getByText('$2.99')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Unit price ($/wattDC)' }));
    expect(
      within(screen.getByRole('table', { name: 'Cost' })).queryByText('$2.99'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show the payment lines' }));
    expect(screen.queryByRole('table', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('lists the results lines in the order the design gives them, and the cost lines always', async () => {
    const user = userEvent.setup();
    render();
    const headers = () =>
      within(screen.getByRole('table', { name: 'System' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await screen.findByRole('table', { name: 'System' });
    expect(headers().slice(-2)).toEqual(['Annual Consumption (kWh/y)', 'Solar Offset']);
    await user.click(screen.getByRole('button', { name: 'Move Solar Offset up' }));
    expect(headers().slice(-2)).toEqual(['Solar Offset', 'Annual Consumption (kWh/y)']);
    // The first line cannot move up, nor the last down; the cost itself cannot be hidden.
    expect(screen.getByRole('button', { name: 'Move Panel Size up' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Move Permit and Connection Fees down' }),
    ).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Solar Power System Cost' })).toBeDisabled();
  });

  it('shows or hides each payment line of the plan, from the keyboard, and saves the choice', async () => {
    const user = userEvent.setup();
    let sent: DealProgramVersionUpdate | undefined;
    render({
      'PUT /api/crm/deal-program-versions/5/': ({ body }) => {
        sent = body as DealProgramVersionUpdate;
        return { body: { ...sunlineVersion(false), terms: sent.terms, version: 2 } };
      },
    });
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(payments).toHaveTextContent('$1,669.80');
    const downPayment = screen.getByRole('checkbox', { name: 'PMT 2 (SAR Stage)' });
    expect(downPayment).toBeChecked();
    downPayment.focus();
    await user.keyboard(' ');
    expect(downPayment).not.toBeChecked();
    const shown = screen.getByRole('table', { name: 'Payments' });
    expect(shown).not.toHaveTextContent('$1,669.80');
    expect(shown).toHaveTextContent('$598.00');
    expect(shown).toHaveTextContent('$82.30 / month');
    await user.click(screen.getByRole('button', { name: 'Save proposal design' }));
    expect(await screen.findByText(messages.dealProgramVersionSaved)).toBeInTheDocument();
    expect(sent?.terms.proposal_design.hidden_payment_lines).toEqual(['PMT 2 (SAR Stage)']);
    expect(sent?.version).toBe(1);
    // With the whole block hidden, no line can be chosen.
    await user.click(screen.getByRole('checkbox', { name: 'Show the payment lines' }));
    expect(screen.getByRole('checkbox', { name: 'PMT 1 (Upon Sign)' })).toBeDisabled();
  });

  it('keeps what the user typed when the version is fetched again, and a save from it meets the conflict', async () => {
    const user = userEvent.setup();
    const loaded = sunlineVersion(false);
    // Someone else saves the version meanwhile: the second fetch answers their change.
    const theirs: DealProgramVersionRecord = {
      ...loaded,
      terms: { ...loaded.terms, payment_plan: { ...loaded.terms.payment_plan, default_term: 15 } },
      version: 2,
    };
    const answers = [loaded, loaded, theirs];
    let sent: DealProgramVersionUpdate | undefined;
    render({
      'GET /api/crm/deal-program-versions/5/': () => ({ body: answers.shift() ?? theirs }),
      'PUT /api/crm/deal-program-versions/5/': ({ body }) => {
        sent = body as DealProgramVersionUpdate;
        return {
          status: 409,
          body: { message: messages.recordVersionConflict, error: versionConflictCode },
        };
      },
    });
    const term = await screen.findByRole('spinbutton', { name: 'Default term (years)' });
    await user.clear(term);
    await user.type(term, '12');
    const fetchAgain = screen.getByRole('button', { name: 'Fetch the version again' });
    // The same version again, then the other tab's change: the typed term stays through both.
    await user.click(fetchAgain);
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(await screen.findByText('Fetched version 1')).toBeInTheDocument();
    expect(term).toHaveValue(12);
    await user.click(fetchAgain);
    expect(await screen.findByText('Fetched version 2')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Default term (years)' })).toHaveValue(12);
    await user.click(screen.getByRole('button', { name: 'Save proposal design' }));
    expect(await screen.findByText(messages.recordVersionConflict)).toBeInTheDocument();
    expect(sent?.version).toBe(1);
    expect(sent?.terms.payment_plan.default_term).toBe(12);
    // Reload is the user's choice: it shows the other tab's version.
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Default term (years)' })).toHaveValue(15),
    );
  });

  it('says what a plan without payment lines shows, and where lines are added', async () => {
    const loaded = sunlineVersion(false);
    render({
      'GET /api/crm/deal-program-versions/5/': {
        body: {
          ...loaded,
          terms: { ...loaded.terms, payment_plan: { ...loaded.terms.payment_plan, lines: [] } },
        },
      },
    });
    expect(await screen.findByText(/The payment plan has no lines/)).toHaveTextContent(
      noPaymentLinesText,
    );
    expect(screen.getByRole('link', { name: 'prices and versions' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-program-design/2',
    );
    expect(screen.queryByRole('table', { name: 'Payments' })).not.toBeInTheDocument();
    // The preview says it as the customer document does.
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText(noPaymentLinesText),
    ).toBeInTheDocument();
  });
});
