import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCalendarDay, messages, projectMilestoneKeys } from '@solar/shared';
import { portalDeal, timelineAt } from '../../testing/portal-fixtures';
import { renderPortal } from '../../testing/render-portal';

describe('ProjectTrackingPage', () => {
  it("shows each project's stage and status and its stages as an ordered timeline", async () => {
    renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': {
        body: [
          portalDeal(),
          portalDeal({
            id: 8,
            name: 'Gallant Barn',
            stage: { id: 1, name: 'Initial Contact' },
            // The API sends no status while it is one of staff's internal ones.
            status: null,
            timeline: timelineAt(0),
          }),
        ],
      },
    });
    const project = await screen.findByRole('article', { name: 'Gallant Residence' });
    expect(project).toHaveTextContent('12 Kent St');
    expect(project).toHaveTextContent(/Stage\s*Negotiation/);
    expect(project).toHaveTextContent(/Status\s*In Progress/);

    const timeline = within(project).getByRole('list', { name: 'Stages of Gallant Residence' });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Initial Contact (done)',
      '✓Qualification (done)',
      '✓Proposal (done)',
      '4Negotiation (current stage)',
      '5Closed Won (upcoming)',
    ]);
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toEqual([
      steps[3],
    ]);

    const other = screen.getByRole('article', { name: 'Gallant Barn' });
    expect(other).toHaveTextContent(/Stage\s*Initial Contact/);
    expect(other).not.toHaveTextContent('Status');
    const first = within(other).getAllByRole('listitem')[0]!;
    expect(first).toHaveAttribute('aria-current', 'step');
    expect(first).toHaveTextContent('Initial Contact (current stage)');
  });

  it('says how projects get linked when there are none', async () => {
    renderPortal('/customer/tracking', { 'GET /api/portal/deals/': { body: [] } });
    expect(await screen.findByText(messages.portalNoProjects)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the load failure with a Retry that loads again', async () => {
    const user = userEvent.setup();
    const { fake } = renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': { status: 500, body: { message: 'boom' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToLoadProjects);
    fake.set({ 'GET /api/portal/deals/': { body: [portalDeal()] } });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Gallant Residence' })).toBeInTheDocument();
  });
});

describe('ProjectTrackingPage after Closed Won', () => {
  it('continues through the installation milestones with their planned and actual dates', async () => {
    const milestones = projectMilestoneKeys.map((key, index) => ({
      key,
      planned_date: index < 3 ? `2026-02-0${index + 1}` : null,
      actual_date: index < 2 ? `2026-02-0${index + 2}` : null,
    }));
    renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': {
        body: [
          portalDeal({
            stage: { id: 5, name: 'Closed Won' },
            timeline: timelineAt(4),
            installation: { finished: false, milestones },
          }),
        ],
      },
    });
    const project = await screen.findByRole('article', { name: 'Gallant Residence' });
    const list = within(project).getByRole('list', { name: 'Installation of Gallant Residence' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(projectMilestoneKeys.length);
    expect(steps[0]).toHaveTextContent(`Site survey`);
    expect(steps[0]).toHaveTextContent(`Done ${formatCalendarDay('2026-02-02')}`);
    expect(steps[1]).toHaveTextContent(`Done ${formatCalendarDay('2026-02-03')}`);
    expect(steps[2]).toHaveTextContent(`Permit submitted`);
    expect(steps[2]).toHaveTextContent(`Planned ${formatCalendarDay('2026-02-03')}`);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent('To be scheduled');
    expect(steps[10]).toHaveTextContent('Closed');
  });
});

describe('ProjectTrackingPage milestone e-mail', () => {
  const wonDeal = () =>
    portalDeal({
      stage: { id: 5, name: 'Closed Won' },
      timeline: timelineAt(4),
      installation: {
        finished: false,
        milestones: projectMilestoneKeys.map((key) => ({
          key,
          planned_date: null,
          actual_date: null,
        })),
      },
    });

  it('lets the customer turn milestone e-mail off and saves their choice at once', async () => {
    const user = userEvent.setup();
    let saved = { milestone_mail: true };
    const { fake } = renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': { body: [wonDeal()] },
      'GET /api/portal/mail-settings/': () => ({ body: saved }),
      'PUT /api/portal/mail-settings/': ({ body }) => {
        saved = body as typeof saved;
        return { body: saved };
      },
    });
    const choice = await screen.findByRole('checkbox', { name: messages.portalMilestoneMailLabel });
    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription(messages.portalMilestoneMailHelp);
    await user.click(choice);
    expect(await screen.findByText(messages.portalMilestoneMailOff)).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/portal/mail-settings/',
        body: { milestone_mail: false },
      }),
    ]);
    await waitFor(() => expect(choice).not.toBeChecked());
  });

  it('says the choice could not be saved, and keeps it as it was', async () => {
    const user = userEvent.setup();
    renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': { body: [wonDeal()] },
      'GET /api/portal/mail-settings/': { body: { milestone_mail: true } },
      'PUT /api/portal/mail-settings/': { status: 500, body: { message: 'boom' } },
    });
    const choice = await screen.findByRole('checkbox', { name: messages.portalMilestoneMailLabel });
    await user.click(choice);
    expect(await screen.findByText(messages.failedToSavePortalMailSettings)).toBeInTheDocument();
    const after = screen.getByRole('checkbox', { name: messages.portalMilestoneMailLabel });
    expect(after).toBeChecked();
    expect(after).toHaveFocus();
  });

  it('is not offered before any project is won', async () => {
    renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': { body: [portalDeal()] },
      'GET /api/portal/mail-settings/': { body: { milestone_mail: true } },
    });
    await screen.findByRole('article', { name: 'Gallant Residence' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('ProjectTrackingPage milestone documents', () => {
  it('lists each shared file under the milestone it documents', async () => {
    const document = (id: number, name: string, milestone: 'permit_approved' | null) => ({
      id,
      deal_id: 7,
      deal_name: 'Gallant Residence',
      milestone,
      kind: 'permit' as const,
      name,
      content_type: 'application/pdf',
      size: 2048,
      uploaded_at: '2026-03-05T09:30:00.000Z',
    });
    renderPortal('/customer/tracking', {
      'GET /api/portal/deals/': {
        body: [
          portalDeal({
            stage: { id: 5, name: 'Closed Won' },
            timeline: timelineAt(4),
            installation: {
              finished: false,
              milestones: projectMilestoneKeys.map((key) => ({
                key,
                planned_date: null,
                actual_date: null,
              })),
            },
          }),
        ],
      },
      'GET /api/portal/documents/': {
        body: {
          documents: [
            document(3, 'Building permit.pdf', 'permit_approved'),
            document(4, 'Contract.pdf', null),
          ],
          requests: [],
        },
      },
      'GET /api/portal/mail-settings/': { body: { milestone_mail: true } },
    });
    const installation = await screen.findByRole('list', {
      name: 'Installation of Gallant Residence',
    });
    const underPermit = await within(installation).findByRole('list', {
      name: 'Documents of Permit approved',
    });
    expect(
      within(underPermit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Building permit.pdf')]);
    expect(
      within(underPermit).getByRole('button', { name: 'Download Building permit.pdf' }),
    ).toBeInTheDocument();
    expect(within(installation).queryByText('Contract.pdf')).not.toBeInTheDocument();
    // Every shared file stays in the project's own list too.
    const all = screen.getByRole('list', { name: 'Documents of Gallant Residence' });
    expect(within(all).getByText('Contract.pdf')).toBeInTheDocument();
    expect(within(all).getByText('Building permit.pdf')).toBeInTheDocument();
  });
});
