import {
  defaultPageOrientation,
  defaultPageSize,
  pageDimensions,
  pageSizes,
  templateFormSchema,
  templateGroups,
} from '../page-settings';
import { messages } from '../../messages';

describe('template constants', () => {
  it('offers the spec groups and page sizes with portrait A4 by default', () => {
    expect(templateGroups).toEqual(['Proposal', 'Contract', 'Invoice']);
    expect(pageSizes).toEqual(['Letter', 'A4', 'A5', 'B5', 'Legal']);
    expect(defaultPageOrientation).toBe('portrait');
    expect(defaultPageSize).toBe('A4');
  });
});

describe('pageDimensions', () => {
  it.each([
    ['Letter', 215.9, 279.4],
    ['A4', 210, 297],
    ['A5', 148, 210],
    ['B5', 176, 250],
    ['Legal', 215.9, 355.6],
  ] as const)('gives the portrait size of %s in millimetres', (size, widthMm, heightMm) => {
    expect(pageDimensions(size, 'portrait')).toEqual({ widthMm, heightMm });
  });

  it('swaps the sides in landscape', () => {
    expect(pageDimensions('A4', 'landscape')).toEqual({ widthMm: 297, heightMm: 210 });
    expect(pageDimensions('Legal', 'landscape')).toEqual({ widthMm: 355.6, heightMm: 215.9 });
  });
});

describe('templateFormSchema', () => {
  const valid = {
    name: 'Standard contract',
    group: 'Contract',
    orientation: 'portrait',
    pageSize: 'A4',
  };

  it('accepts a complete form', () => {
    expect(templateFormSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['', messages.pleaseEnterTemplateName],
    ['   ', messages.pleaseEnterTemplateName],
    ['A', messages.lengthTwoToHundred],
    ['x'.repeat(101), messages.lengthTwoToHundred],
  ])('rejects the name %j with its message', (name, message) => {
    const result = templateFormSchema.safeParse({ ...valid, name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts names of exactly 2 and 100 characters', () => {
    expect(templateFormSchema.safeParse({ ...valid, name: 'ab' }).success).toBe(true);
    expect(templateFormSchema.safeParse({ ...valid, name: 'x'.repeat(100) }).success).toBe(true);
  });

  it('requires a known group and rejects unknown fields', () => {
    const missingGroup = templateFormSchema.safeParse({ ...valid, group: '' });
    expect(missingGroup.error?.issues[0]?.message).toBe(messages.pleaseSelectTemplateGroup);
    expect(templateFormSchema.safeParse({ ...valid, pageSize: 'A3' }).success).toBe(false);
    expect(templateFormSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
