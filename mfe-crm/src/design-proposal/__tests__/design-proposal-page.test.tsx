import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultProposalData,
  messages,
  savedPanelAt,
  usageMonths,
  type ProposalData,
  type ProposalDocument,
  type ProposalVersion,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { DesignProposalPage } from '../design-proposal-page';

const billMonths = [900, 850, 800, 700, 600, 500, 550, 600, 650, 700, 800, 875];

/** The stored design: Sunline 12 years, four yellow panels, its own January of 1500 kWh. */
const storedDesign: ProposalData = {
  ...defaultProposalData([1500, ...billMonths.slice(1)]),
  selectedProgram: 'sunline',
  selectedTerm: 12,
  panels: [0, 1, 2, 3].map((index) => savedPanelAt(index + 1, 100 + 50 * index, 350)),
  nextPanelId: 5,
};

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
    monthly_usage: billMonths,
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

const version = (id: number, number: number, data: ProposalData): ProposalVersion => ({
  id,
  version: 1,
  name: `Proposal V${number}`,
  proposal_version: number,
  data,
});

let fake: FakeApi;
let versions: ProposalVersion[];
let put: ProposalData[];

function renderDesign(document: ProposalDocument | { status: number }) {
  put = [];
  fake = installFakeApi({
    'GET /api/crm/proposals/5/':
      'status' in document ? { ...document, body: {} } : { body: document },
    'GET /api/crm/deals/9/proposal-versions/': () => ({ body: versions }),
    'PUT /api/crm/deals/9/proposal-versions/5/': ({ body }) => {
      const data = (body as { data: ProposalData }).data;
      put.push(data);
      return { body: version(5, 3, data) };
    },
    'DELETE /api/crm/deals/9/proposal-versions/5/': { status: 204 },
  });
  return renderPage(
    <Routes>
      <Route path="/workplace/crm/design-proposal/:proposalId" element={<DesignProposalPage />} />
    </Routes>,
    { location: '/workplace/crm/design-proposal/5' },
  );
}
afterEach(() => fake.restore());

function line(label: string): HTMLElement {
  const header = screen.getByRole('rowheader', { name: label });
  return header.closest('tr')!.querySelector('td')!;
}

async function hydroValues(user: ReturnType<typeof userEvent.setup>): Promise<number[]> {
  const hydro = screen.getByRole('button', { name: /^Hydro Bill/ });
  if (hydro.getAttribute('aria-expanded') !== 'true') await user.click(hydro);
  return usageMonths.map((month) =>
    Number((screen.getByLabelText(`${month} usage (kWh)`) as HTMLInputElement).value),
  );
}

describe('DesignProposalPage', () => {
  beforeEach(() => {
    versions = [version(4, 1, defaultProposalData(billMonths)), version(5, 3, storedDesign)];
  });

  it('opens the stored design with its version current, and Save Current updates it', async () => {
    const user = userEvent.setup();
    renderDesign(documentWith(storedDesign));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Present Proposal: 12 Kent St' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Smith residence · Proposal V3 · Submitted/)).toBeInTheDocument();
    expect(line('Panel Qty')).toHaveTextContent('4');
    expect(screen.getByLabelText('Payment Term (years)')).toHaveValue('12');
    expect((await hydroValues(user))[0]).toBe(1500);
    expect(await screen.findByRole('button', { name: 'Proposal V3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Proposal V1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Save Current Proposal' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Current Proposal' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Yellow roof area' }));
    await user.click(screen.getByRole('button', { name: 'Add Panel' }));
    await user.click(screen.getByRole('button', { name: 'Save Current Proposal' }));
    expect(await screen.findByText(messages.savedProposalUpdated)).toBeInTheDocument();
    expect(put).toHaveLength(1);
    expect(put[0]!.panels).toHaveLength(5);
    expect(put[0]!.selectedTerm).toBe(12);
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens a proposal without a design on the bill months; Save Current stores its first one', async () => {
    const user = userEvent.setup();
    versions = [version(4, 1, defaultProposalData(billMonths))];
    renderDesign(documentWith(null));
    await screen.findByRole('heading', { level: 1, name: 'Present Proposal: 12 Kent St' });
    expect(screen.getByText(/no saved design yet/)).toBeInTheDocument();
    expect(await hydroValues(user)).toEqual(billMonths);
    expect(line('Panel Qty')).toHaveTextContent('0');
    const saveCurrent = screen.getByRole('button', { name: 'Save Current Proposal' });
    expect(saveCurrent).toBeEnabled();
    await user.click(saveCurrent);
    expect(await screen.findByRole('button', { name: 'Proposal V3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(put).toHaveLength(1);
  });

  it("deleting the current proposal resets to the deal's defaults, not the stored design", async () => {
    const user = userEvent.setup();
    renderDesign(documentWith(storedDesign));
    await screen.findByRole('button', { name: 'Proposal V3' });
    await user.click(screen.getByRole('button', { name: 'Delete Current Proposal' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.deleteCurrentProposalTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(messages.savedProposalDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proposal V3' })).not.toBeInTheDocument();
    expect(line('Panel Qty')).toHaveTextContent('0');
    expect(screen.getByRole('radio', { name: 'Purchase' })).toBeChecked();
    expect(await hydroValues(user)).toEqual(billMonths);
    expect(screen.getByRole('button', { name: 'Save Current Proposal' })).toBeDisabled();
  });

  it('shows an alert when the proposal cannot be loaded', async () => {
    renderDesign({ status: 404 });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToLoadProposal);
    expect(screen.queryByRole('heading', { name: /Present Proposal/ })).not.toBeInTheDocument();
  });
});
