import { labelsToShow } from '../labels-to-show';

const label = (text: string, x: number, y: number) => ({ item: text, text, x, y });

describe('labelsToShow', () => {
  it('keeps the first of two overlapping labels and every label clear of the others', () => {
    const shown = labelsToShow(
      [label('Halifax', 100, 100), label('Dartmouth', 110, 104), label('Truro', 100, 40)],
      10,
    );
    expect(shown.map((item) => item.text)).toEqual(['Halifax', 'Truro']);
  });

  it('shows no more than the limit', () => {
    const candidates = Array.from({ length: 20 }, (_, index) => label(`T${index}`, 0, index * 40));
    expect(labelsToShow(candidates, 5)).toHaveLength(5);
  });
});
