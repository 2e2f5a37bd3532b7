import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  seedDealPrograms,
  seedTaxRates,
  type DealProgramOffers,
  type ProposalData,
} from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { dealRow } from '../../testing/deal-fixtures';
import { PresentProposalPage } from '../present-proposal-page';

let fake: FakeApi;
let searches: (string | null)[];
let provincesAsked: string[];

/** What the server offers today: the seeded programs on the Island, nothing in Quebec. */
function offersIn(province: string): DealProgramOffers {
  const programs =
    province === 'PE'
      ? seedDealPrograms.map((seed, index) => ({
          program: {
            id: index + 1,
            name: `${seed.name} (server)`,
            kind: seed.kind,
            active_from: '2026-01-01',
            active_to: null,
            provinces: ['PE'],
            version: 1,
            versions: [],
          },
          version: {
            id: 101 + index,
            deal_program_id: index + 1,
            program_name: `${seed.name} (server)`,
            kind: seed.kind,
            effective_from: '2026-01-01',
            used: false,
            terms: seed.terms,
            version: 1,
          },
        }))
      : [];
  return {
    province,
    priced_on: '2026-11-27',
    taxes: seedTaxRates.filter((tax) => tax.province === province && tax.effective_to === null),
    programs,
  };
}

beforeEach(() => {
  localStorage.clear();
  searches = [];
  provincesAsked = [];
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
    'GET /api/crm/program-offers/': ({ url }) => {
      const province = url.searchParams.get('province') ?? '';
      provincesAsked.push(province);
      return { body: offersIn(province) };
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
      await screen.findByRole('heading', { level: 1, name: 'Present Proposal: Scratch design' }),
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

  it('prices the scratch design with the programs the server offers in the chosen province', async () => {
    const user = userEvent.setup();
    renderPresentProposal();
    expect(await screen.findByLabelText(/Province of the scratch design/)).toHaveValue('PE');
    // The Program section is open from the start.
    expect(await screen.findByRole('button', { name: /^Program/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('radio', { name: /Purchase \(server\)/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save as New Proposal' }));
    await screen.findByRole('button', { name: 'Proposal V1' });
    const saved = JSON.parse(localStorage.getItem('savedProposals') ?? '[]') as {
      data: ProposalData;
    }[];
    // The design names the server's version, not a constant in the browser.
    expect(saved[0]!.data.programVersionId).toBe(101);

    await user.selectOptions(screen.getByLabelText(/Province of the scratch design/), 'QC');
    expect(await screen.findByText(messages.dealProgramsNoneInProvince)).toBeInTheDocument();
    expect(provincesAsked).toEqual(['PE', 'QC']);
  });
});
