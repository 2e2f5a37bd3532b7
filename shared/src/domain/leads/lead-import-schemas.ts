import { z } from 'zod';
import { messages } from '../messages';
import { zohoUploadMaxColumns } from '../bom/zoho-upload-schemas';
import { leadImportFields } from './lead-import-constants';

const columnIndex = z
  .number()
  .int()
  .min(0)
  .max(zohoUploadMaxColumns - 1)
  .nullable()
  .optional();

/**
 * Which column of a lead file (0-based) fills each lead field; null or absent: none. The rows
 * can only be checked when a column gives the name (full, or first and last).
 */
export const leadImportColumnsSchema = z
  .strictObject(
    Object.fromEntries(leadImportFields.map((field) => [field, columnIndex])) as Record<
      (typeof leadImportFields)[number],
      typeof columnIndex
    >,
  )
  .refine(
    (columns) =>
      columns.full_name != null || (columns.first_name != null && columns.last_name != null),
    { message: messages.importMappingNeedsName, path: ['full_name'] },
  );
export type LeadImportColumns = z.output<typeof leadImportColumnsSchema>;
