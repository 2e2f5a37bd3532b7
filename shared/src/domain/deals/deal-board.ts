import { z } from 'zod';
import { messages } from '../messages';
import { namedItemSchema } from './reference-schemas';

/** How many cards a board column shows first, and how many more each "Load more" brings. */
export const dealBoardPageSize = 50;

/**
 * Where a board column's next page starts: the last card's `updated_at` in microseconds since
 * 1970 and its id (`<micros>.<id>`), so a page follows the one before it even when deals are
 * moved meanwhile (the list's order, most recently updated first then id).
 */
export const dealBoardCursorSchema = z
  .string()
  .regex(/^\d{1,17}\.\d{1,9}$/, { error: messages.apiInvalidBoardCursor });

/** One card of the pipeline board: what the card shows and the version a move sends back. */
const dealBoardCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stage_id: z.number().int(),
  status: namedItemSchema,
  sales_person: z
    .object({ id: z.number().int(), username: z.string(), email: z.string() })
    .nullable(),
  /** The latest saved proposal design's size in watts; null when the deal has none. */
  system_size_watts: z.number().int().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type DealBoardCard = z.infer<typeof dealBoardCardSchema>;

/** One page of a column's cards, and where the next starts (null: no more). */
export const dealBoardPageSchema = z.object({
  cards: z.array(dealBoardCardSchema),
  next_cursor: z.string().nullable(),
});
export type DealBoardPage = z.infer<typeof dealBoardPageSchema>;

/**
 * One column: the stage, how many deals the filters leave in it, the sum of their known system
 * sizes (watts) and how many of them have one, then its first page.
 */
const dealBoardColumnSchema = dealBoardPageSchema.extend({
  stage: namedItemSchema,
  count: z.number().int(),
  system_size_watts: z.number().int(),
  sized_count: z.number().int(),
});
export type DealBoardColumn = z.infer<typeof dealBoardColumnSchema>;

/** `GET /api/crm/deals/board/`: one column per stage, in the pipeline's order. */
export const dealBoardResponseSchema = z.object({ columns: z.array(dealBoardColumnSchema) });
export type DealBoardResponse = z.infer<typeof dealBoardResponseSchema>;

/** The list's filters the board applies (the stage is the board's columns). */
export interface DealBoardQuery {
  search?: string;
  provinces?: number[];
  sales_persons?: number[];
}

/** `GET /api/crm/deals/board/{stageId}/`: the filters and where the page starts. */
export interface DealBoardPageQuery extends DealBoardQuery {
  stageId: number;
  after: string;
}

/** The board's query string: blanks and empty lists left out, lists comma-joined. */
export function buildDealBoardParams(query: DealBoardQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.provinces?.length) params.provinces = query.provinces.join(',');
  if (query.sales_persons?.length) params.sales_persons = query.sales_persons.join(',');
  return params;
}
