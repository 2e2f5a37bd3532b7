import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type DealProgramVersionUpdate } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { DealProgramDesignPage } from '../deal-program-design-page';
import { sunlineProgram, sunlineVersion } from '../../testing/deal-program-fixtures';

let fake: FakeApi;
afterEach(() => fake.restore());

function render() {
  return renderPage(
    <Routes>
      <Route
        path="/workplace/crm/deal-program-design/:dealProgramId"
        element={<DealProgramDesignPage />}
      />
    </Routes>,
    { location: '/workplace/crm/deal-program-design/2' },
  );
}

describe('DealProgramDesignPage', () => {
  it('shows a used version read-only, saying why', async () => {
    fake = installFakeApi({
      'GET /api/crm/deal-programs/': { body: { can_edit: true, results: [sunlineProgram(true)] } },
      'GET /api/crm/deal-programs/2/': { body: sunlineProgram(true) },
      'GET /api/crm/deal-program-versions/5/': { body: sunlineVersion(true) },
    });
    render();
    expect(await screen.findByText(messages.dealProgramVersionReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Price per watt of price 1' })).toHaveValue(2.99);
    expect(screen.getByRole('spinbutton', { name: 'Price per watt of price 1' })).toHaveAttribute(
      'readonly',
    );
    expect(screen.queryByRole('button', { name: 'Save version' })).not.toBeInTheDocument();
  });

  it('saves a new price on a draft version, with the version loaded', async () => {
    const user = userEvent.setup();
    let sent: DealProgramVersionUpdate | undefined;
    fake = installFakeApi({
      'GET /api/crm/deal-programs/': { body: { can_edit: true, results: [sunlineProgram(false)] } },
      'GET /api/crm/deal-programs/2/': { body: sunlineProgram(false) },
      'GET /api/crm/deal-program-versions/5/': { body: sunlineVersion(false) },
      'PUT /api/crm/deal-program-versions/5/': ({ body }) => {
        sent = body as DealProgramVersionUpdate;
        return { body: { ...sunlineVersion(false), version: 2 } };
      },
    });
    render();
    const price = await screen.findByRole('spinbutton', { name: 'Price per watt of price 1' });
    await user.clear(price);
    await user.type(price, '3.15');
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText(messages.dealProgramVersionSaved)).toBeInTheDocument();
    expect(sent?.version).toBe(1);
    expect(sent?.terms.price_indices[0]?.cents_per_watt).toBe(315);
  });
});
