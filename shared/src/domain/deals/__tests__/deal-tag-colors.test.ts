import { dealStageColors, dealStatusColors, dealTagColorOf } from '../deal-tag-colors';

describe('dealTagColorOf', () => {
  it.each([
    ['Initial Contact', 'blue'],
    ['Qualification', 'cyan'],
    ['Proposal', 'purple'],
    ['Proposal Requested', 'orange'],
    ['Negotiation', 'yellow'],
    ['Closed Won', 'green'],
    ['Closed Lost', 'red'],
  ])('colours the stage %s %s', (name, colour) => {
    expect(dealTagColorOf(name)).toBe(colour);
  });

  it.each([
    ['Draft', 'gray'],
    ['Proposal Request', 'orange'],
    ['In Progress', 'blue'],
    ['Completed', 'green'],
    ['Cancelled', 'red'],
  ])('colours the status %s %s', (name, colour) => {
    expect(dealTagColorOf(name)).toBe(colour);
  });

  it('ignores case and surrounding spaces', () => {
    expect(dealTagColorOf('  closed WON ')).toBe('green');
  });

  it('knows nothing of other names, so callers fall back to the hashed colour', () => {
    expect(dealTagColorOf('Site Visit')).toBeNull();
    expect(dealTagColorOf('')).toBeNull();
    expect(dealTagColorOf(null)).toBeNull();
    // Inherited object keys are not names.
    expect(dealTagColorOf('constructor')).toBeNull();
  });

  it('keeps winning and losing apart in both lists', () => {
    expect(dealStageColors['closed won']).not.toBe(dealStageColors['closed lost']);
    expect(dealStatusColors.completed).not.toBe(dealStatusColors.cancelled);
  });
});
