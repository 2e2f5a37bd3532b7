import { customerStageTimelineOf } from '../customer-stage-timeline';

// The seeded list, in its seeded order (ids as a fresh database numbers them).
const stages = [
  { id: 1, name: 'Initial Contact' },
  { id: 2, name: 'Qualification' },
  { id: 3, name: 'Proposal' },
  { id: 4, name: 'Negotiation' },
  { id: 5, name: 'Closed Won' },
  { id: 6, name: 'Closed Lost' },
  { id: 7, name: 'Proposal Requested' },
];

const summary = (currentId: number) =>
  customerStageTimelineOf(stages, currentId).map((step) => `${step.name}:${step.state}`);

describe('customerStageTimelineOf', () => {
  it('puts Proposal Requested before Proposal and shows no closing stage as passed', () => {
    expect(summary(7)).toEqual([
      'Initial Contact:done',
      'Qualification:done',
      'Proposal Requested:current',
      'Proposal:upcoming',
      'Negotiation:upcoming',
      'Closed Won:upcoming',
    ]);
  });

  it('ends at Closed Won when won, every earlier step done', () => {
    expect(summary(5).at(-1)).toBe('Closed Won:current');
    expect(
      summary(5)
        .slice(0, -1)
        .every((step) => step.endsWith(':done')),
    ).toBe(true);
  });

  it('replaces Closed Won by Closed Lost only when the project is lost', () => {
    expect(summary(6)).toEqual([
      'Initial Contact:done',
      'Qualification:done',
      'Proposal Requested:done',
      'Proposal:done',
      'Negotiation:done',
      'Closed Lost:current',
    ]);
    expect(summary(4)).not.toContain('Closed Lost:upcoming');
  });

  it("falls back to the list's order for a stage the journey does not name", () => {
    const withSurvey = [...stages, { id: 8, name: 'Site Survey' }];
    const steps = customerStageTimelineOf(withSurvey, 8);
    expect(steps.map((step) => step.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(steps.at(-1)).toEqual({ id: 8, name: 'Site Survey', state: 'current' });
  });
});
