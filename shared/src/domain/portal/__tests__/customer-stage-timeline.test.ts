import { customerStageTimelineOf } from '../customer-stage-timeline';

// The seeded list, in its display order; ids as an older database numbered them, so the order
// shown must come from the list's order and not from the ids.
const stages = [
  { id: 1, name: 'Initial Contact' },
  { id: 2, name: 'Qualification' },
  { id: 7, name: 'Proposal Requested' },
  { id: 3, name: 'Proposal' },
  { id: 4, name: 'Negotiation' },
  { id: 5, name: 'Closed Won' },
  { id: 6, name: 'Closed Lost' },
];

const summary = (list: typeof stages, currentId: number) =>
  customerStageTimelineOf(list, currentId).map((step) => `${step.name}:${step.state}`);

describe('customerStageTimelineOf', () => {
  it("follows the stage list's order and shows no closing stage as passed", () => {
    expect(summary(stages, 7)).toEqual([
      'Initial Contact:done',
      'Qualification:done',
      'Proposal Requested:current',
      'Proposal:upcoming',
      'Negotiation:upcoming',
      'Closed Won:upcoming',
    ]);
  });

  it('ends at Closed Won when won, every earlier step done', () => {
    expect(summary(stages, 5).at(-1)).toBe('Closed Won:current');
    expect(
      summary(stages, 5)
        .slice(0, -1)
        .every((step) => step.endsWith(':done')),
    ).toBe(true);
  });

  it('replaces Closed Won by Closed Lost only when the project is lost', () => {
    expect(summary(stages, 6)).toEqual([
      'Initial Contact:done',
      'Qualification:done',
      'Proposal Requested:done',
      'Proposal:done',
      'Negotiation:done',
      'Closed Lost:current',
    ]);
    expect(summary(stages, 4)).not.toContain('Closed Lost:upcoming');
  });

  it('shows a reordered or newly added stage where the list puts it', () => {
    const withSurvey = [...stages.slice(0, 2), { id: 8, name: 'Site Survey' }, ...stages.slice(2)];
    const steps = customerStageTimelineOf(withSurvey, 8);
    expect(steps.map((step) => step.id)).toEqual([1, 2, 8, 7, 3, 4, 5]);
    expect(steps[2]).toEqual({ id: 8, name: 'Site Survey', state: 'current' });
  });
});
