import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { dealRow } from '../../testing/deal-fixtures';
import { PresentProposalPage } from '../present-proposal-page';

let fake: FakeApi;
let searches: (string | null)[];

beforeEach(() => {
  localStorage.clear();
  searches = [];
  fake = installFakeApi({
    'GET /api/crm/deals/': ({ url }) => {
      const search = url.searchParams.get('search');
      searches.push(search);
      const rows = [
        dealRow(3, { name: 'Smith residence' }),
        dealRow(4, { name: 'Near Fredericton' }),
      ].filter((row) => !search || row.name.toLowerCase().includes(search.toLowerCase()));
      return { body: { results: rows, count: rows.length } };
    },
  });
});
afterEach(() => fake.restore());

function renderPresentProposal() {
  return renderPage(
    <>
      <Routes>
        <Route path="/workplace/crm/present-proposal" element={<PresentProposalPage />} />
        <Route path="/workplace/crm/deal-proposal/:dealId" element={<p>Deal proposal page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { location: '/workplace/crm/present-proposal' },
  );
}

describe('PresentProposalPage', () => {
  it('says the design is a scratch design and lists recent deals to present instead', async () => {
    renderPresentProposal();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Present Proposal: Scratch design' }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.presentForDealHint)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Deals to present' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Smith residence', 'Near Fredericton']);
    expect(within(list).getByText('3 King St W')).toBeInTheDocument();
  });

  it("finds a deal by name and opens that deal's proposal page", async () => {
    const user = userEvent.setup();
    renderPresentProposal();
    await user.type(screen.getByLabelText('Find the customer’s deal'), 'fred');
    const list = await screen.findByRole('list', { name: 'Deals to present' });
    // The search waits for the typing to pause, then only the matching deal is listed.
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(searches).toContain('fred');
    await user.click(within(list).getByRole('link', { name: 'Near Fredericton' }));
    expect(await screen.findByText('Deal proposal page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/crm/deal-proposal/4',
    );
  });

  it('says what to do when no deal matches', async () => {
    const user = userEvent.setup();
    renderPresentProposal();
    await user.type(screen.getByLabelText('Find the customer’s deal'), 'nobody');
    expect(
      await screen.findByText(messages.noDealMatches, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
