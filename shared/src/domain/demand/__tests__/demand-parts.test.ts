import {
  installationParts,
  mostSpecificBomLink,
  type BomLinkCriteria,
  type BomLineRule,
} from '../demand-parts';

type Link = BomLinkCriteria & { bomId: number };
const any: BomLinkCriteria = {
  installationType: null,
  program: null,
  panelSizeW: null,
  provinceId: null,
};
const links: Link[] = [
  { ...any, bomId: 1 },
  { ...any, installationType: 'ground', bomId: 2 },
  { ...any, panelSizeW: 440, bomId: 3 },
  { ...any, installationType: 'ground', provinceId: 7, bomId: 4 },
  { ...any, installationType: 'rooftop', program: 'sunline', bomId: 5 },
];
const rooftop405 = { installationType: 'rooftop', panelSizeW: 405, provinceId: 7 } as const;

describe('the most specific BOM link', () => {
  it('falls back to the default when nothing else matches', () => {
    expect(mostSpecificBomLink(links, rooftop405)?.bomId).toBe(1);
  });

  it('prefers a named panel size over type and province together', () => {
    expect(
      mostSpecificBomLink(links, { installationType: 'ground', panelSizeW: 440, provinceId: 7 })
        ?.bomId,
    ).toBe(3);
  });

  it('prefers type and province over type alone', () => {
    expect(
      mostSpecificBomLink(links, { installationType: 'ground', panelSizeW: 405, provinceId: 7 })
        ?.bomId,
    ).toBe(4);
    expect(
      mostSpecificBomLink(links, { installationType: 'ground', panelSizeW: 405, provinceId: 8 })
        ?.bomId,
    ).toBe(2);
  });

  it('matches a program only when the installation names it', () => {
    expect(mostSpecificBomLink(links, { ...rooftop405, program: 'sunline' })?.bomId).toBe(5);
    expect(mostSpecificBomLink(links, { ...rooftop405, program: null })?.bomId).toBe(1);
  });

  it('finds none without a default', () => {
    expect(mostSpecificBomLink(links.slice(1), rooftop405)).toBeUndefined();
  });
});

describe('the parts of one installation', () => {
  const lines: BomLineRule[] = [
    { itemId: 10, calculationmethod: 'Fixed', parameter: 1, denominator: 1 },
    { itemId: 11, calculationmethod: 'Multiply', parameter: 2, denominator: 1 },
    { itemId: 12, calculationmethod: 'DevideUp', parameter: 1, denominator: 4 },
    { itemId: 99, calculationmethod: 'Multiply', parameter: 1, denominator: 1 },
  ];
  const lookup = {
    links: [{ ...any, bomId: 1 }],
    linesByBom: new Map([[1, lines]]),
    panelItemBySize: new Map([
      [405, 99],
      [440, 98],
    ]),
    panelItemIds: new Set([99, 98, 97]),
  };

  it('follows the panel count and puts the panels on the preferred panel item once', () => {
    const { parts } = installationParts(lookup, { ...rooftop405, panelCount: 10 });
    expect(Object.fromEntries(parts)).toEqual({ 99: 10, 10: 1, 11: 20, 12: 3 });
  });

  it('has no panel demand for a size without a panel item', () => {
    const { parts } = installationParts(lookup, { ...rooftop405, panelSizeW: 500, panelCount: 4 });
    expect(Object.fromEntries(parts)).toEqual({ 10: 1, 11: 8, 12: 1 });
  });
});
