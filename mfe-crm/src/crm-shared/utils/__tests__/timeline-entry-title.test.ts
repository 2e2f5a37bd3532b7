import { formatCalendarDay, formatDateTime, type TimelineEntry } from '@solar/shared';
import { timelineEntryTitle } from '../timeline-entry-title';

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  id: 1,
  kind: 'note',
  at: '2026-11-26T10:00:00.000Z',
  actor: { id: 2, name: 'Riley Rep' },
  body: null,
  direction: null,
  task: null,
  details: {},
  ...overrides,
});

describe('what a timeline entry says', () => {
  it('names what people wrote, with the direction of calls and e-mails', () => {
    expect(timelineEntryTitle(entry({ kind: 'note' }))).toBe('Note');
    expect(timelineEntryTitle(entry({ kind: 'call', direction: 'in' }))).toBe('Incoming call');
    expect(timelineEntryTitle(entry({ kind: 'call', direction: 'out' }))).toBe('Outgoing call');
    expect(timelineEntryTitle(entry({ kind: 'email', direction: 'in' }))).toBe('E-mail received');
    expect(timelineEntryTitle(entry({ kind: 'email', direction: 'out' }))).toBe('E-mail sent');
  });

  it('tells each automatic event with the names it recorded', () => {
    const move = (from: string, to: string) => ({
      from: { id: 1, name: from },
      to: { id: 2, name: to },
    });
    expect(
      timelineEntryTitle(
        entry({
          kind: 'deal.pipeline_changed',
          details: { stage: move('Qualification', 'Negotiation'), status: move('Draft', 'Won') },
        }),
      ),
    ).toBe('Stage changed from Qualification to Negotiation. Status changed from Draft to Won');
    expect(
      timelineEntryTitle(
        entry({ kind: 'deal.pipeline_changed', details: { stage: null, status: move('A', 'B') } }),
      ),
    ).toBe('Status changed from A to B');
    expect(
      timelineEntryTitle(
        entry({ kind: 'power_bill.saved', details: { bill_name: 'Home', created: true } }),
      ),
    ).toBe('Power bill “Home” added');
    expect(
      timelineEntryTitle(
        entry({ kind: 'power_bill.saved', details: { bill_name: 'Home', created: false } }),
      ),
    ).toBe('Power bill “Home” saved');
    expect(
      timelineEntryTitle(entry({ kind: 'deal_contact.added', details: { name: 'Pat Doe' } })),
    ).toBe('Contact Pat Doe added');
    expect(timelineEntryTitle(entry({ kind: 'site_sketch.saved' }))).toBe('Site sketch saved');
    expect(
      timelineEntryTitle(
        entry({ kind: 'proposal_version.saved', details: { proposal_version: 2, created: true } }),
      ),
    ).toBe('Proposal version 2 created');
    expect(
      timelineEntryTitle(
        entry({
          kind: 'proposal.status_changed',
          details: { proposal_version: 2, ...move('Draft', 'Approved') },
        }),
      ),
    ).toBe('Proposal version 2 moved from Draft to Approved');
    expect(
      timelineEntryTitle(
        entry({ kind: 'document.generated', details: { file_name: 'Contract-12.pdf' } }),
      ),
    ).toBe('Document generated: Contract-12.pdf');
    expect(
      timelineEntryTitle(
        entry({ kind: 'service_request.created', details: { request_kind: 'after-service' } }),
      ),
    ).toBe('Service request: After Service');
  });

  it('tells a meeting booked, moved or cancelled with its title and times as the user reads them', () => {
    const start = '2026-12-03T14:00:00.000Z';
    const before = '2026-12-02T14:00:00.000Z';
    const details = { meeting_id: 2, title: 'Roof check', kind: 'Site visit', start };
    expect(timelineEntryTitle(entry({ kind: 'meeting.booked', details }))).toBe(
      `Site visit “Roof check” booked for ${formatDateTime(start)}`,
    );
    expect(
      timelineEntryTitle(
        entry({ kind: 'meeting.rescheduled', details: { ...details, previous_start: before } }),
      ),
    ).toBe(`Meeting “Roof check” moved from ${formatDateTime(before)} to ${formatDateTime(start)}`);
    expect(timelineEntryTitle(entry({ kind: 'meeting.cancelled', details }))).toBe(
      `Meeting “Roof check” of ${formatDateTime(start)} cancelled`,
    );
  });

  it('tells what happened to a lead', () => {
    expect(timelineEntryTitle(entry({ kind: 'lead.created', details: { name: 'Sam Doe' } }))).toBe(
      'Lead Sam Doe recorded',
    );
    expect(
      timelineEntryTitle(
        entry({ kind: 'lead.status_changed', details: { from: 'New', to: 'Qualified' } }),
      ),
    ).toBe('Lead status changed from New to Qualified');
    expect(
      timelineEntryTitle(entry({ kind: 'lead.assigned', details: { owner_name: 'Riley Rep' } })),
    ).toBe('Lead assigned to Riley Rep');
    expect(
      timelineEntryTitle(entry({ kind: 'lead.converted', details: { deal_name: 'Doe home' } })),
    ).toBe('Lead converted to deal Doe home');
  });

  it('tells what happened to the installation project', () => {
    expect(timelineEntryTitle(entry({ kind: 'project.created' }))).toBe(
      'Installation project started',
    );
    expect(
      timelineEntryTitle(
        entry({
          kind: 'project.changed',
          details: {
            blocked_reason: 'Waiting for the utility',
            changes: { status: { from: 'On track', to: 'Blocked' } },
          },
        }),
      ),
    ).toBe('Project status Blocked: Waiting for the utility');
    expect(
      timelineEntryTitle(
        entry({
          kind: 'project.milestone_changed',
          details: { milestone_name: 'Permit submitted', completed_on: '2026-11-05' },
        }),
      ),
    ).toBe(`Milestone Permit submitted completed on ${formatCalendarDay('2026-11-05')}`);
    expect(
      timelineEntryTitle(
        entry({
          kind: 'project.milestone_changed',
          details: {
            milestone_name: 'Installed',
            completed_on: '2026-11-05',
            out_of_order_reason: 'Permit came late',
          },
        }),
      ),
    ).toBe(
      `Milestone Installed completed on ${formatCalendarDay('2026-11-05')} out of order: Permit came late`,
    );
    expect(
      timelineEntryTitle(
        entry({ kind: 'project.milestone_changed', details: { milestone_name: 'Installed' } }),
      ),
    ).toBe('Milestone Installed updated');
  });
});
