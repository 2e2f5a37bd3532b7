import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  versionConflictCode,
  type DealProgramVersionRecord,
  type DealProgramVersionUpdate,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { DealProgramDesignPage } from '../deal-program-design-page';
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

function render() {
  return renderPage(
    <Routes>
      <Route
        path="/workplace/crm/deal-program-design/:dealProgramId"
        element={
          <>
            <DealProgramDesignPage />
            <FetchAgain />
          </>
        }
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

  it('keeps a typed price when the version is fetched again, and a stale save meets the conflict', async () => {
    const user = userEvent.setup();
    const loaded = sunlineVersion(false);
    const theirs: DealProgramVersionRecord = {
      ...loaded,
      effective_from: '2020-02-01',
      version: 2,
    };
    const answers = [loaded, loaded, theirs];
    let sent: DealProgramVersionUpdate | undefined;
    fake = installFakeApi({
      'GET /api/crm/deal-programs/': { body: { can_edit: true, results: [sunlineProgram(false)] } },
      'GET /api/crm/deal-programs/2/': { body: sunlineProgram(false) },
      'GET /api/crm/deal-program-versions/5/': () => ({ body: answers.shift() ?? theirs }),
      'PUT /api/crm/deal-program-versions/5/': ({ body }) => {
        sent = body as DealProgramVersionUpdate;
        return {
          status: 409,
          body: { message: messages.recordVersionConflict, error: versionConflictCode },
        };
      },
    });
    render();
    const price = await screen.findByRole('spinbutton', { name: 'Price per watt of price 1' });
    await user.clear(price);
    await user.type(price, '3.15');
    const fetchAgain = screen.getByRole('button', { name: 'Fetch the version again' });
    await user.click(fetchAgain);
    expect(await screen.findByText('Fetched version 1')).toBeInTheDocument();
    await user.click(fetchAgain);
    expect(await screen.findByText('Fetched version 2')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Price per watt of price 1' })).toHaveValue(3.15);
    expect(screen.getAllByLabelText('Effective from')[0]).toHaveValue('2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText(messages.recordVersionConflict)).toBeInTheDocument();
    expect(sent?.version).toBe(1);
    expect(sent?.terms.price_indices[0]?.cents_per_watt).toBe(315);
  });
});
