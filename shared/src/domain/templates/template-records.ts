import { z } from 'zod';
import { messages } from '../messages';
import {
  pageDimensions,
  pageOrientations,
  pageSizes,
  templateGroups,
  templateNameLength,
} from './page-settings';
import { templatePagesSchema, type TemplatePage } from './template-blocks';

/** The API shapes of templates: what is sent to and answered by `/api/templates/`. */

/** A block may touch the page's edge but not cross it; 0.01 mm absorbs float rounding. */
const edgeToleranceMm = 0.01;

/** The first place a page's geometry breaks the rules, or null: blocks inside the sheet, ids unique. */
function templateGeometryProblem(
  pages: readonly TemplatePage[],
  pageSize: (typeof pageSizes)[number],
  orientation: (typeof pageOrientations)[number],
): { message: string; path: (string | number)[] } | null {
  const { widthMm, heightMm } = pageDimensions(pageSize, orientation);
  const ids = new Set<string>();
  for (const [pageIndex, page] of pages.entries()) {
    if (ids.has(page.id)) return { message: messages.apiDuplicateBlockId, path: [pageIndex, 'id'] };
    ids.add(page.id);
    for (const [blockIndex, block] of page.blocks.entries()) {
      const path = [pageIndex, 'blocks', blockIndex];
      if (ids.has(block.id))
        return { message: messages.apiDuplicateBlockId, path: [...path, 'id'] };
      ids.add(block.id);
      if (
        block.x + block.width > widthMm + edgeToleranceMm ||
        block.y + block.height > heightMm + edgeToleranceMm
      ) {
        return { message: messages.apiBlockOutsidePage, path };
      }
    }
  }
  return null;
}

const templateNameSchema = z
  .string({ error: messages.pleaseEnterTemplateName })
  .trim()
  .min(1, messages.pleaseEnterTemplateName)
  .min(templateNameLength.min, messages.lengthTwoToHundred)
  .max(templateNameLength.max, messages.lengthTwoToHundred);

const templateContentShape = {
  name: templateNameSchema,
  group: z.enum(templateGroups, { error: messages.pleaseSelectTemplateGroup }),
  orientation: z.enum(pageOrientations),
  page_size: z.enum(pageSizes),
  pages: templatePagesSchema,
};

type ContentLike = Pick<
  z.infer<z.ZodObject<typeof templateContentShape>>,
  'pages' | 'page_size' | 'orientation'
>;

function checkGeometry(value: ContentLike, context: z.RefinementCtx) {
  const problem = templateGeometryProblem(value.pages, value.page_size, value.orientation);
  if (problem) {
    context.addIssue({
      code: 'custom',
      message: problem.message,
      path: ['pages', ...problem.path],
    });
  }
}

/** `POST /api/templates/`. */
export const templateCreateSchema = z.strictObject(templateContentShape).superRefine(checkGeometry);
export type TemplateCreatePayload = z.infer<typeof templateCreateSchema>;

/**
 * `PUT /api/templates/{id}/`: the whole template plus the `version` the editor loaded. Saving over
 * a newer version answers 409 (optimistic concurrency: two people editing one template never
 * silently overwrite each other).
 */
export const templateUpdateSchema = z
  .strictObject({ ...templateContentShape, version: z.number().int().positive() })
  .superRefine(checkGeometry);
export type TemplateUpdatePayload = z.infer<typeof templateUpdateSchema>;

const templateEditorSchema = z.object({ id: z.number().int(), name: z.string() });

/** `GET /api/templates/{id}/`, and the answer of create, update and duplicate. */
export const templateRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.enum(templateGroups),
  orientation: z.enum(pageOrientations),
  page_size: z.enum(pageSizes),
  pages: templatePagesSchema,
  version: z.number().int(),
  updated_by: templateEditorSchema.nullable(),
  /** ISO 8601. */
  updated_at: z.string(),
  created_at: z.string(),
});
export type TemplateRecord = z.infer<typeof templateRecordSchema>;

/** One row of `GET /api/templates/?group=&search=`: the record without its pages. */
export const templateListRowSchema = templateRecordSchema
  .omit({ pages: true })
  .extend({ page_count: z.number().int() });
export type TemplateListRow = z.infer<typeof templateListRowSchema>;

export const templateListQuerySchema = z.strictObject({
  group: z.enum(templateGroups).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

/** `GET /api/templates/deal-options/`: deals the caller may fill a template from. */
export const templateDealOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type TemplateDealOption = z.infer<typeof templateDealOptionSchema>;

/**
 * `GET /api/templates/proposal-options/?deal_id=`: a deal's saved proposal versions a document can
 * be filled from, newest first (the first is the default).
 */
export const templateProposalOptionSchema = z.object({
  id: z.number().int(),
  /** As the deal's presenter names it ("Proposal V3"). */
  name: z.string(),
  proposal_version: z.number().int(),
});
export type TemplateProposalOption = z.infer<typeof templateProposalOptionSchema>;

/**
 * The base64 text accepted for one upload: room for a 3 MiB file, so that a file just over the
 * 2 MiB limit gets the clear "at most 2 MiB" answer rather than a bare validation error.
 */
const templateImageUploadMaxChars = 4 * 1024 * 1024;

/**
 * `POST /api/templates/images/`: the image as base64 (no data: prefix), the saved template it is
 * for (it is deleted with that template), and the answer.
 */
export const templateImageUploadSchema = z.strictObject({
  template_id: z.number().int().positive(),
  data_base64: z.string().min(1).max(templateImageUploadMaxChars),
  filename: z.string().max(200).optional(),
});
export type TemplateImageUpload = z.infer<typeof templateImageUploadSchema>;

export const templateImageSchema = z.object({
  id: z.number().int(),
  content_type: z.string(),
  size: z.number().int(),
});
export type TemplateImage = z.infer<typeof templateImageSchema>;
