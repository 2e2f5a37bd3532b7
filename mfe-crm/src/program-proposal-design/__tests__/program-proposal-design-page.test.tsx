import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { ProgramProposalDesignPage } from '../program-proposal-design-page';
import { sunlineProgram, sunlineVersion } from '../../testing/deal-program-fixtures';

let fake: FakeApi;
afterEach(() => fake.restore());

/** The page on Sunline's latest version, a draft an administrator may change. */
function render() {
  fake = installFakeApi({
    'GET /api/crm/deal-programs/': { body: { can_edit: true, results: [sunlineProgram(false)] } },
    'GET /api/crm/deal-programs/2/': { body: sunlineProgram(false) },
    'GET /api/crm/deal-program-versions/5/': { body: sunlineVersion(false) },
  });
  return renderPage(
    <Routes>
      <Route
        path="/workplace/crm/program-proposal-design/:dealProgramId"
        element={<ProgramProposalDesignPage />}
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
});
