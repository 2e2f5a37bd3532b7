import { messages } from '../../messages';
import type { TemplatePage } from '../template-blocks';
import { templateCreateSchema, templateUpdateSchema } from '../template-records';

const text = (id: string, x: number, y: number, width = 50, height = 20) => ({
  id,
  kind: 'text' as const,
  x,
  y,
  width,
  height,
  text: 'Hello {{deal.name}}',
  font_size_pt: 12,
  bold: false,
  italic: false,
  align: 'left' as const,
});

const valid = {
  name: 'Standard contract',
  group: 'Contract',
  orientation: 'portrait',
  page_size: 'A4',
  pages: [
    {
      id: 'p1',
      blocks: [
        text('b1', 10, 10),
        {
          id: 'b2',
          kind: 'table',
          x: 10,
          y: 40,
          width: 190,
          height: 30,
          rows: [
            ['Item', 'Amount'],
            ['Panels', '{{proposal.total_with_tax}}'],
          ],
          header_row: true,
          font_size_pt: 10,
        },
        { id: 'b3', kind: 'image', x: 0, y: 277, width: 30, height: 20, image_id: null, alt: '' },
        {
          id: 'b4',
          kind: 'chart',
          x: 110,
          y: 200,
          width: 100,
          height: 97,
          chart: 'monthly-usage',
          title: 'Usage',
        },
      ],
    },
  ] satisfies TemplatePage[],
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('templateCreateSchema', () => {
  it('accepts blocks of every kind that touch but do not cross the page edge', () => {
    expect(templateCreateSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a block that crosses the edge of the chosen paper', () => {
    const pages = [{ id: 'p1', blocks: [text('b1', 150, 10, 70)] }];
    const result = templateCreateSchema.safeParse({ ...valid, pages });
    expect(firstMessage(result)).toBe(messages.apiBlockOutsidePage);
    expect(result.error?.issues[0]?.path).toEqual(['pages', 0, 'blocks', 0]);
  });

  it('judges the edge by orientation: the same block fits A4 landscape', () => {
    const pages = [{ id: 'p1', blocks: [text('b1', 220, 10, 70)] }];
    expect(templateCreateSchema.safeParse({ ...valid, pages }).success).toBe(false);
    expect(
      templateCreateSchema.safeParse({ ...valid, orientation: 'landscape', pages }).success,
    ).toBe(true);
  });

  it('refuses duplicate ids', () => {
    const pages = [
      { id: 'p1', blocks: [text('b1', 0, 0)] },
      { id: 'p2', blocks: [text('b1', 0, 0)] },
    ];
    expect(firstMessage(templateCreateSchema.safeParse({ ...valid, pages }))).toBe(
      messages.apiDuplicateBlockId,
    );
  });

  it('refuses a ragged table, an unknown block kind and unknown fields', () => {
    const ragged = structuredClone(valid);
    (ragged.pages[0]!.blocks[1] as { rows: string[][] }).rows = [['a', 'b'], ['c']];
    expect(templateCreateSchema.safeParse(ragged).success).toBe(false);

    const unknownKind = structuredClone(valid) as { pages: { blocks: unknown[] }[] };
    unknownKind.pages[0]!.blocks.push({ id: 'x', kind: 'video', x: 0, y: 0, width: 9, height: 9 });
    expect(templateCreateSchema.safeParse(unknownKind).success).toBe(false);

    expect(templateCreateSchema.safeParse({ ...valid, owner: 'me' }).success).toBe(false);
  });

  it('needs at least one page and a name of 2 to 100 characters', () => {
    expect(templateCreateSchema.safeParse({ ...valid, pages: [] }).success).toBe(false);
    expect(firstMessage(templateCreateSchema.safeParse({ ...valid, name: '  ' }))).toBe(
      messages.pleaseEnterTemplateName,
    );
    expect(firstMessage(templateCreateSchema.safeParse({ ...valid, name: 'x'.repeat(101) }))).toBe(
      messages.lengthTwoToHundred,
    );
  });

  it('refuses blocks smaller than 5 mm', () => {
    const pages = [{ id: 'p1', blocks: [text('b1', 0, 0, 4, 20)] }];
    expect(templateCreateSchema.safeParse({ ...valid, pages }).success).toBe(false);
  });
});

describe('templateUpdateSchema', () => {
  it('needs the version the editor loaded', () => {
    expect(templateUpdateSchema.safeParse(valid).success).toBe(false);
    expect(templateUpdateSchema.safeParse({ ...valid, version: 3 }).success).toBe(true);
  });
});
