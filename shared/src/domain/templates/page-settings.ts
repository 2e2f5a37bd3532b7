import { z } from 'zod';
import { messages } from '../messages';

/**
 * Document templates: the groups, orientations and page sizes the New
 * Template editor offers, their defaults, the name rule and the real page dimensions the preview
 * uses. React-free so that the API validates templates with the same rules when it stores them.
 */
export const templateGroups = ['Proposal', 'Contract', 'Invoice'] as const;
export type TemplateGroup = (typeof templateGroups)[number];

export const pageOrientations = ['portrait', 'landscape'] as const;
export type PageOrientation = (typeof pageOrientations)[number];

export const pageOrientationLabels: Readonly<Record<PageOrientation, string>> = {
  portrait: 'Portrait',
  landscape: 'Landscape',
};

export const pageSizes = ['Letter', 'A4', 'A5', 'B5', 'Legal'] as const;
export type PageSize = (typeof pageSizes)[number];

export const defaultPageOrientation: PageOrientation = 'portrait';
export const defaultPageSize: PageSize = 'A4';

/** The template name length, the same 2 to 100 characters the spec sets for deal and bill names. */
export const templateNameLength = { min: 2, max: 100 } as const;

/**
 * Portrait sheet sizes in millimetres: ISO 216 for A4, A5 and B5, ANSI for Letter (8.5 × 11 in)
 * and Legal (8.5 × 14 in).
 */
const portraitSizesMm: Readonly<Record<PageSize, { width: number; height: number }>> = {
  Letter: { width: 215.9, height: 279.4 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  B5: { width: 176, height: 250 },
  Legal: { width: 215.9, height: 355.6 },
};

interface PageDimensions {
  widthMm: number;
  heightMm: number;
}

/** The sheet's width and height in millimetres; landscape swaps the portrait sides. */
export function pageDimensions(size: PageSize, orientation: PageOrientation): PageDimensions {
  const { width, height } = portraitSizesMm[size];
  return orientation === 'portrait'
    ? { widthMm: width, heightMm: height }
    : { widthMm: height, heightMm: width };
}

/** The template form (the spec shows no rules; these are ours, also for the API). */
export const templateFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, messages.pleaseEnterTemplateName)
      .min(templateNameLength.min, messages.lengthTwoToHundred)
      .max(templateNameLength.max, messages.lengthTwoToHundred),
    group: z.enum(templateGroups, { error: messages.pleaseSelectTemplateGroup }),
    orientation: z.enum(pageOrientations),
    pageSize: z.enum(pageSizes),
  })
  .strict();
