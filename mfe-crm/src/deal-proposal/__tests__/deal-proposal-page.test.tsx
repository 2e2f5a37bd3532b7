import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultProposalData,
  messages,
  registerNavigate,
  savedPanelAt,
  usageMonths,
  versionConflictCode,
  type ProposalContext,
  type ProposalData,
  type ProposalVersion,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { DealProposalPage } from '../deal-proposal-page';

const billMonths = [900, 850, 800, 700, 600, 500, 550, 600, 650, 700, 800, 875];

const context = (monthlyUsage: number[] | null): ProposalContext => ({
  deal: { id: 9, name: 'Smith residence', address: '12 Kent St' },
  monthly_usage: monthlyUsage,
});

const version = (id: number, number: number, data: ProposalData): ProposalVersion => ({
  id,
  version: 1,
  name: `Proposal V${number}`,
  proposal_version: number,
  data,
});

/** A design of `count` panels in the red area. */
const redDesign = (count: number): ProposalData => ({
  ...defaultProposalData(billMonths),
  panels: Array.from({ length: count }, (_, index) =>
    savedPanelAt(index + 1, 100 + 50 * index, 100),
  ),
  nextPanelId: count + 1,
});

let fake: FakeApi;
let versions: ProposalVersion[];
const navigate = jest.fn();

beforeEach(() => {
  navigate.mockClear();
  registerNavigate(navigate);
  versions = [version(41, 1, redDesign(2)), version(42, 2, redDesign(3))];
  fake = installFakeApi({
    'GET /api/crm/check-deal-access/9/': { body: { access: true } },
    'GET /api/crm/deals/9/proposal-context/': { body: context(billMonths) },
    'GET /api/crm/deals/9/proposal-versions/': () => ({ body: versions }),
  });
});
afterEach(() => {
  fake.restore();
  registerNavigate(null);
});

function renderDealProposal() {
  return renderPage(
    <Routes>
      <Route path="/workplace/crm/deal-proposal/:dealId" element={<DealProposalPage />} />
    </Routes>,
    { location: '/workplace/crm/deal-proposal/9' },
  );
}

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

describe('DealProposalPage', () => {
  it("shows the deal's address, its bill's months and the versions saved on the server", async () => {
    const user = userEvent.setup();
    renderDealProposal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Present Proposal: 12 Kent St' }),
    ).toBeInTheDocument();
    expect(await hydroValues(user)).toEqual(billMonths);
    // 900 + 850 + … + 875 = 8 525 kWh.
    expect(line('Annual Consumption (kWh/y)')).toHaveTextContent('8,525');
    expect(await screen.findByRole('button', { name: 'Proposal V1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proposal V2' })).toBeInTheDocument();
    // The page and the presenter read one answer: the server is asked once.
    expect(
      fake.calls.filter(
        (call) => call.method === 'GET' && call.path === '/api/crm/deals/9/proposal-versions/',
      ),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Proposal V1' }));
    expect(line('Panel Qty')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Proposal V1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("starts the location estimate from the roof face of the deal's site sketch", async () => {
    const user = userEvent.setup();
    const ring = [
      { lat: 46.39, lng: -63.79 },
      { lat: 46.3901, lng: -63.79 },
      { lat: 46.3901, lng: -63.7898 },
    ];
    fake.set({
      'GET /api/crm/site-sketch/9/': {
        body: {
          deal: 9,
          polygons: [{ id: 'r1', label: 'Back roof', pitch: 35, azimuth: 190, points: ring }],
          obstructions: [],
          markers: [],
          version: 1,
          updated_at: '2026-11-20T10:00:00.000Z',
        },
      },
    });
    renderDealProposal();
    await screen.findByRole('heading', { level: 1, name: 'Present Proposal: 12 Kent St' });
    await user.selectOptions(screen.getByLabelText('Production'), 'location-estimate');
    expect(await screen.findByText(messages.productionRoofFromSketch('Back roof'))).toBeVisible();
    expect(screen.getByLabelText('Roof tilt (°)')).toHaveValue('35');
    expect(screen.getByLabelText('Azimuth (°, 180 = south)')).toHaveValue('190');
  });

  it('reopens on the latest saved version: its panels, settings and name', async () => {
    const sunline: ProposalData = { ...redDesign(4), selectedProgram: 'sunline', selectedTerm: 12 };
    // Listed out of order: the highest proposal version is the latest, not the last row.
    versions = [
      version(43, 3, sunline),
      version(41, 1, redDesign(2)),
      version(42, 2, redDesign(3)),
    ];
    renderDealProposal();
    expect(await screen.findByRole('button', { name: 'Proposal V3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(line('Panel Qty')).toHaveTextContent('4');
    expect(screen.getByRole('radio', { name: 'Sunline' })).toBeChecked();
    expect(screen.getByLabelText('Payment Term (years)')).toHaveValue('12');
    expect(screen.getByText('Open:')).toHaveTextContent('Open: Proposal V3');
    expect(screen.getByRole('button', { name: 'Save Current Proposal' })).toBeEnabled();
    expect(screen.queryByText(messages.noSavedProposalYet)).not.toBeInTheDocument();
  });

  it('says no proposal is saved yet and starts V1 from the bill when asked', async () => {
    const user = userEvent.setup();
    versions = [];
    const posted: ProposalData[] = [];
    fake.set({
      'POST /api/crm/deals/9/proposal-versions/': ({ body }) => {
        const data = (body as { data: ProposalData }).data;
        posted.push(data);
        return { status: 201, body: version(44, 1, data) };
      },
    });
    renderDealProposal();
    expect(await screen.findByText(messages.noSavedProposalYet)).toBeInTheDocument();
    expect(line('Panel Qty')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Save Current Proposal' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Start a new proposal' }));
    expect(await screen.findByRole('button', { name: 'Proposal V1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(posted[0]?.hydroUsage.map((entry) => entry.value)).toEqual(billMonths);
    expect(screen.queryByText(messages.noSavedProposalYet)).not.toBeInTheDocument();
  });

  it("starts from the spec's default months when the deal has no power bill", async () => {
    const user = userEvent.setup();
    versions = [];
    fake.set({ 'GET /api/crm/deals/9/proposal-context/': { body: context(null) } });
    renderDealProposal();
    await screen.findByRole('heading', { level: 1, name: 'Present Proposal: 12 Kent St' });
    expect(await hydroValues(user)).toEqual([
      1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256,
    ]);
  });

  it('saves a new version and updates the current one on the server', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const put: unknown[] = [];
    fake.set({
      'POST /api/crm/deals/9/proposal-versions/': ({ body }) => {
        posted.push(body);
        const data = (body as { data: ProposalData }).data;
        return { status: 201, body: version(43, 3, data) };
      },
      'PUT /api/crm/deals/9/proposal-versions/43/': ({ body }) => {
        put.push(body);
        return { body: version(43, 3, (body as { data: ProposalData }).data) };
      },
    });
    renderDealProposal();
    await screen.findByRole('button', { name: 'Proposal V2' });
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await user.click(screen.getByRole('button', { name: 'Add Panel' }));
    await user.click(screen.getByRole('button', { name: 'Save as New Proposal' }));

    expect(await screen.findByRole('button', { name: 'Proposal V3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByText(messages.savedProposalCreated)).toBeInTheDocument();
    const sent = (posted[0] as { data: ProposalData }).data;
    // The latest version (V2, three panels) was open: the new one adds a fourth.
    expect(sent.panels.slice(0, 3)).toEqual(redDesign(3).panels);
    expect(sent.panels).toHaveLength(4);
    expect(sent.hydroUsage.map((entry) => entry.value)).toEqual(billMonths);

    await user.click(screen.getByRole('button', { name: 'Add Panel' }));
    await user.click(screen.getByRole('button', { name: 'Save Current Proposal' }));
    expect(await screen.findByText(messages.savedProposalUpdated)).toBeInTheDocument();
    expect((put[0] as { data: ProposalData }).data.panels).toHaveLength(5);
  });

  it('deletes the current version on the server and resets to the bill months', async () => {
    const user = userEvent.setup();
    fake.set({
      'DELETE /api/crm/deals/9/proposal-versions/42/': () => {
        versions = versions.filter((item) => item.id !== 42);
        return { status: 204 };
      },
    });
    renderDealProposal();
    await user.click(await screen.findByRole('button', { name: 'Proposal V2' }));
    expect(line('Panel Qty')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Delete Current Proposal' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.deleteCurrentProposalTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Proposal V2' })).not.toBeInTheDocument(),
    );
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(line('Panel Qty')).toHaveTextContent('0');
    expect(await hydroValues(user)).toEqual(billMonths);
    expect(screen.getByRole('button', { name: 'Delete Current Proposal' })).toBeDisabled();
  });

  it('after a version conflict, Reload asks the server again and opens what it now holds', async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/crm/deals/9/proposal-versions/42/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: versionConflictCode },
      },
    });
    renderDealProposal();
    await screen.findByRole('button', { name: 'Proposal V2' });
    await user.click(screen.getByRole('button', { name: 'Save Current Proposal' }));
    const dialog = await screen.findByRole('alertdialog');
    // Someone else saved V2 with five panels.
    versions = [version(41, 1, redDesign(2)), { ...version(42, 2, redDesign(5)), version: 2 }];
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(line('Panel Qty')).toHaveTextContent('5'));
    expect(
      fake.calls.filter(
        (call) => call.method === 'GET' && call.path === '/api/crm/deals/9/proposal-versions/',
      ),
    ).toHaveLength(2);
  });

  it('keeps the list and says so when a save fails', async () => {
    const user = userEvent.setup();
    fake.set({
      'POST /api/crm/deals/9/proposal-versions/': { status: 500, body: { message: 'x' } },
    });
    renderDealProposal();
    await screen.findByRole('button', { name: 'Proposal V2' });
    await user.click(screen.getByRole('button', { name: 'Save as New Proposal' }));
    expect(await screen.findByText(messages.savedProposalsFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proposal V3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proposal V2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says so when the saved versions cannot be loaded', async () => {
    fake.set({
      'GET /api/crm/deals/9/proposal-versions/': { status: 500, body: { message: 'x' } },
    });
    renderDealProposal();
    expect(await screen.findByText(messages.savedProposalsFailed)).toBeInTheDocument();
    expect(screen.getByText('No saved proposals yet.')).toBeInTheDocument();
  });

  it('shows an alert when the deal cannot be loaded', async () => {
    fake.set({
      'GET /api/crm/deals/9/proposal-context/': { status: 500, body: { message: 'x' } },
    });
    renderDealProposal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.failedToLoadDealInformation,
    );
    expect(screen.queryByRole('heading', { name: /Present Proposal/ })).not.toBeInTheDocument();
  });

  it('loads nothing of a deal the user may not open', async () => {
    fake.set({
      'GET /api/crm/check-deal-access/9/': { status: 403, body: { message: 'no' } },
    });
    renderDealProposal();
    expect(await screen.findByText(messages.noDealPermission)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/workplace/crm/deals', { replace: true });
    expect(fake.calls.some((call) => call.path.includes('/proposal-'))).toBe(false);
  });
});
