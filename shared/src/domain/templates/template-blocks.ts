import { z } from 'zod';

/**
 * The content of a template: pages of blocks. Positions and sizes are in millimetres from the
 * page's top-left corner, so the editor, the preview and the PDF share one geometry whatever the
 * screen's scale. Stored as JSON by the API and validated with these schemas on both sides.
 */
export type BlockKind = 'text' | 'image' | 'table' | 'chart';

export const textAlignments = ['left', 'center', 'right'] as const;
export type TextAlignment = (typeof textAlignments)[number];

export const chartKinds = ['monthly-usage', 'production-vs-usage'] as const;
export type ChartKind = (typeof chartKinds)[number];

export const chartKindLabels: Readonly<Record<ChartKind, string>> = {
  'monthly-usage': 'Monthly usage',
  'production-vs-usage': 'Production vs usage',
};

/** Limits that keep one template a document, not a database: also what the API enforces. */
export const templateLimits = {
  pages: 50,
  blocksPerPage: 100,
  textLength: 5000,
  tableRows: 50,
  tableColumns: 12,
  cellLength: 500,
  /** The smallest block side, mm: small enough for a logo line, large enough to grab. */
  minBlockMm: 5,
  fontSizePt: { min: 6, max: 72 },
} as const;

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Use 1 to 40 letters, digits, - or _');
const mm = z.number().finite().min(0).max(1000);

const blockFrame = {
  id: idSchema,
  x: mm,
  y: mm,
  width: mm.min(templateLimits.minBlockMm),
  height: mm.min(templateLimits.minBlockMm),
};

const fontSize = z
  .number()
  .finite()
  .min(templateLimits.fontSizePt.min)
  .max(templateLimits.fontSizePt.max);

const textBlockSchema = z.strictObject({
  ...blockFrame,
  kind: z.literal('text'),
  text: z.string().max(templateLimits.textLength),
  font_size_pt: fontSize,
  bold: z.boolean(),
  italic: z.boolean(),
  align: z.enum(textAlignments),
});

const imageBlockSchema = z.strictObject({
  ...blockFrame,
  kind: z.literal('image'),
  /** An image stored by `POST /api/templates/images/`; null until one is uploaded. */
  image_id: z.number().int().positive().nullable(),
  alt: z.string().max(200),
});

const tableBlockSchema = z
  .strictObject({
    ...blockFrame,
    kind: z.literal('table'),
    rows: z
      .array(
        z.array(z.string().max(templateLimits.cellLength)).min(1).max(templateLimits.tableColumns),
      )
      .min(1)
      .max(templateLimits.tableRows),
    header_row: z.boolean(),
    font_size_pt: fontSize,
  })
  .refine((block) => block.rows.every((row) => row.length === block.rows[0]!.length), {
    message: 'Every table row must have the same number of cells',
    path: ['rows'],
  });

const chartBlockSchema = z.strictObject({
  ...blockFrame,
  kind: z.literal('chart'),
  chart: z.enum(chartKinds),
  title: z.string().max(200),
});

const templateBlockSchema = z.discriminatedUnion('kind', [
  textBlockSchema,
  imageBlockSchema,
  tableBlockSchema,
  chartBlockSchema,
]);

export type TextBlock = z.infer<typeof textBlockSchema>;
export type TableBlock = z.infer<typeof tableBlockSchema>;
export type ChartBlock = z.infer<typeof chartBlockSchema>;
export type TemplateBlock = z.infer<typeof templateBlockSchema>;

const templatePageSchema = z.strictObject({
  id: idSchema,
  blocks: z.array(templateBlockSchema).max(templateLimits.blocksPerPage),
});
export type TemplatePage = z.infer<typeof templatePageSchema>;

export const templatePagesSchema = z.array(templatePageSchema).min(1).max(templateLimits.pages);
