import { tagColorOf, tagPalettes } from '../tag-color-of';

describe('tagColorOf', () => {
  it('gives the same palette for the same name, ignoring case and surrounding spaces', () => {
    expect(tagColorOf('Closed Won')).toBe(tagColorOf('closed won'));
    expect(tagColorOf('  Closed Won ')).toBe(tagColorOf('Closed Won'));
  });

  it('gives gray for a missing or empty name', () => {
    expect(tagColorOf('')).toBe('gray');
    expect(tagColorOf('   ')).toBe('gray');
    expect(tagColorOf(null)).toBe('gray');
    expect(tagColorOf(undefined)).toBe('gray');
  });

  it('always answers one of the palettes and spreads names over several of them', () => {
    const names = [
      'Draft',
      'Submitted',
      'Approved',
      'Rejected',
      'Lead',
      'Qualified',
      'Won',
      'Lost',
    ];
    const colours = names.map(tagColorOf);
    for (const colour of colours) expect(tagPalettes).toContain(colour);
    expect(new Set(colours).size).toBeGreaterThan(2);
  });

  it('is stable across releases for known names', () => {
    // Pinned so that a change of the hash (which would recolour every tag) is a deliberate one.
    expect(tagColorOf('Draft')).toBe('yellow');
    expect(tagColorOf('Submitted')).toBe('red');
    expect(tagColorOf('Won')).toBe('green');
  });
});
