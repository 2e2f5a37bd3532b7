import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type DealDocument,
  formatCalendarDay,
  messages,
  type ProjectDetails,
  projectMilestoneKeys,
  type ProjectSummary,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { ActiveProjectsPage } from '../active-projects-page';
import { ProjectsHistoryPage } from '../projects-history-page';

function summary(id: number, overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id,
    deal: { id: 100 + id, name: `Gallant Residence ${id}` },
    city: 'Moncton',
    province: 'New Brunswick',
    owner: { id: 7, name: 'Rep One' },
    status: 'On track',
    blocked_reason: '',
    current_milestone: 'permit_submitted',
    next_planned_date: '2026-12-01',
    late: false,
    updated_at: '2026-11-20T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

function details(id: number): ProjectDetails {
  return {
    ...summary(id),
    installer_crew: 'North crew',
    system: { proposal_version: 2, panels: 12, size_hundredths_kw: 480, price_cents: 1_200_000 },
    created_at: '2026-11-01T10:00:00.000Z',
    milestones: projectMilestoneKeys.map((key, index) => ({
      key,
      planned_date: index < 4 ? `2026-11-0${index + 1}` : null,
      actual_date: index < 2 ? `2026-11-0${index + 1}` : null,
      owner: null,
      notes: index === 0 ? 'Roof is sound' : '',
      out_of_order_reason: '',
      late: index === 2 || index === 3,
    })),
  };
}

const permitFile: DealDocument = {
  id: 31,
  deal_id: 101,
  project_id: 1,
  milestone: 'permit_submitted',
  kind: 'permit',
  name: 'Permit application.pdf',
  content_type: 'application/pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  uploaded_by: 'Rep One',
  uploaded_at: '2026-11-04T10:00:00.000Z',
  shared_with_customer: true,
  request_id: null,
};

const people = [
  { id: 7, name: 'Rep One' },
  { id: 8, name: 'Rep Two' },
];
const provinces = [{ id: 4, name: 'New Brunswick', code: 'NB', country: 1 }];

let fake: FakeApi;
let listParams: URLSearchParams[];
let rows: ProjectSummary[];

beforeEach(() => {
  listParams = [];
  rows = [summary(1), summary(2, { late: true, status: 'Blocked', blocked_reason: 'Snow' })];
  fake = installFakeApi({
    'GET /api/projects/': ({ url }) => {
      listParams.push(url.searchParams);
      return { body: { results: rows, count: rows.length } };
    },
    'GET /api/projects/people/': { body: people },
    'GET /api/crm/provinces/': { body: provinces },
    'GET /api/projects/1/': { body: details(1) },
    'GET /api/projects/1/documents/': { body: [permitFile] },
    'GET /api/projects/board/': {
      body: {
        columns: projectMilestoneKeys.map((milestone) => ({
          milestone,
          count: milestone === 'permit_submitted' ? 2 : 0,
          projects: milestone === 'permit_submitted' ? rows : [],
        })),
      },
    },
  });
});
afterEach(() => fake.restore());

const callsTo = (method: string, path: string) =>
  fake.calls.filter((call) => call.method === method && call.path === path);

describe('ActiveProjectsPage', () => {
  it('lists the active projects with their milestone and next date, late ones highlighted', async () => {
    renderPage(<ActiveProjectsPage />, { location: '/workplace/projects/active' });
    expect(screen.getByRole('heading', { level: 1, name: 'Active Projects' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Active projects' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Gallant Residence 1');
    expect(first).toHaveTextContent('Moncton, New Brunswick');
    expect(first).toHaveTextContent('Permit submitted');
    expect(first).toHaveTextContent(formatCalendarDay('2026-12-01'));
    expect(first).not.toHaveAttribute('data-late');
    expect(second).toHaveAttribute('data-late', 'true');
    expect(second).toHaveTextContent('Late');
    expect(second).toHaveTextContent('Snow');
    expect(listParams[0]!.get('scope')).toBe('active');
  });

  it('filters late milestones through the URL and the API', async () => {
    const user = userEvent.setup();
    renderPage(<ActiveProjectsPage />, { location: '/workplace/projects/active' });
    await screen.findByRole('table', { name: 'Active projects' });
    await user.click(screen.getByRole('checkbox', { name: 'Late milestones only' }));
    await waitFor(() => expect(listParams.at(-1)!.get('late')).toBe('true'));
  });

  it('says how a project starts when there is none', async () => {
    rows = [];
    renderPage(<ActiveProjectsPage />, { location: '/workplace/projects/active' });
    expect(await screen.findByText(messages.noActiveProjectsYet)).toBeInTheDocument();
  });

  it('shows the board by current milestone', async () => {
    renderPage(<ActiveProjectsPage />, { location: '/workplace/projects/active?view=board' });
    const column = await screen.findByRole('region', { name: 'Permit submitted' });
    expect(within(column).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Site survey' })).toHaveTextContent(
      messages.projectBoardColumnEmpty,
    );
    expect(callsTo('GET', '/api/projects/')).toHaveLength(0);
  });

  it('opens a project and completes its next milestone in order', async () => {
    const user = userEvent.setup();
    fake.set({ 'PUT /api/projects/1/milestones/permit_submitted/': { body: details(1) } });
    renderPage(<ActiveProjectsPage />, { location: '/workplace/projects/active' });
    await user.click(await screen.findByRole('button', { name: 'Gallant Residence 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project: Gallant Residence 1' });
    expect(dialog).toHaveTextContent('12 panels, 4.80 kW');
    const milestones = within(dialog).getByRole('table', { name: 'Milestones' });
    expect(within(milestones).getAllByRole('row')).toHaveLength(projectMilestoneKeys.length + 1);
    expect(milestones).toHaveTextContent('Roof is sound');

    await user.click(within(dialog).getByRole('button', { name: 'Edit Permit submitted' }));
    const edit = await screen.findByRole('dialog', { name: 'Permit submitted' });
    await user.type(within(edit).getByLabelText('Actual date'), '2026-11-05');
    expect(within(edit).queryByLabelText(/Why out of order/)).not.toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('PUT', '/api/projects/1/milestones/permit_submitted/')).toHaveLength(1),
    );
    expect(callsTo('PUT', '/api/projects/1/milestones/permit_submitted/')[0]!.body).toMatchObject({
      version: 3,
      actual_date: '2026-11-05',
    });
  });

  it('asks for the reason before completing a milestone out of order', async () => {
    const user = userEvent.setup();
    renderPage(<ActiveProjectsPage />, { location: '/workplace/projects/active?project=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Project: Gallant Residence 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit Installed' }));
    const edit = await screen.findByRole('dialog', { name: 'Installed' });
    await user.type(within(edit).getByLabelText('Actual date'), '2026-11-05');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText(messages.projectMilestoneOutOfOrder)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/projects/1/milestones/installed/')).toHaveLength(0);
  });
});

describe('a project’s milestone documents', () => {
  it('lists each milestone’s files and uploads a new one to the chosen milestone', async () => {
    const user = userEvent.setup();
    let asked: URLSearchParams | null = null;
    fake.set({
      'POST /api/projects/1/milestones/inspection_passed/documents/': ({ url }) => {
        asked = url.searchParams;
        const added: DealDocument = {
          ...permitFile,
          id: 32,
          milestone: 'inspection_passed',
          kind: 'inspection-report',
          name: 'Inspection.pdf',
          shared_with_customer: true,
        };
        fake.set({ 'GET /api/projects/1/documents/': { body: [added, permitFile] } });
        return { status: 201, body: added };
      },
    });
    renderPage(<ActiveProjectsPage />, { location: '/workplace/projects/active?project=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Project: Gallant Residence 1' });
    const underPermit = await within(dialog).findByRole('list', {
      name: 'Documents of Permit submitted',
    });
    expect(
      within(underPermit).getByRole('button', {
        name: 'Download Permit application.pdf · shared',
      }),
    ).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Add a document to a milestone' });
    // It starts on the project's current milestone.
    expect(within(form).getByLabelText('Milestone')).toHaveValue('permit_submitted');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText(messages.documentFileRequired)).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Milestone'), 'inspection_passed');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'inspection-report');
    await user.upload(
      within(form).getByLabelText(/File/),
      new File(['%PDF-1.7'], 'Inspection.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Share with the customer' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messages.documentUploaded)).toBeInTheDocument();
    expect(Object.fromEntries(asked!)).toEqual({
      kind: 'inspection-report',
      name: 'Inspection.pdf',
      shared: 'true',
    });
    const underInspection = await within(dialog).findByRole('list', {
      name: 'Documents of Inspection passed',
    });
    expect(underInspection).toHaveTextContent('Inspection.pdf');
  });
});

describe('ProjectsHistoryPage', () => {
  it('lists the finished projects, searchable, and opens their record read-only', async () => {
    const user = userEvent.setup();
    rows = [summary(1, { status: 'Done', current_milestone: null, next_planned_date: null })];
    renderPage(<ProjectsHistoryPage />, { location: '/workplace/projects/history' });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Finished projects' });
    expect(table).toHaveTextContent('Done');
    expect(listParams[0]!.get('scope')).toBe('history');
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'Gallant');
    await waitFor(() => expect(listParams.at(-1)!.get('search')).toBe('Gallant'));
    await user.click(screen.getByRole('button', { name: 'Gallant Residence 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project: Gallant Residence 1' });
    expect(within(dialog).getByRole('table', { name: 'Milestones' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('says how projects come here when there are none', async () => {
    rows = [];
    renderPage(<ProjectsHistoryPage />, { location: '/workplace/projects/history' });
    expect(await screen.findByText(messages.noProjectsHistoryYet)).toBeInTheDocument();
  });
});
