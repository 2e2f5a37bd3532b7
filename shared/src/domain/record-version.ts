import { z } from 'zod';
import { messages } from './messages';

/**
 * The `error` of a 409 answer to a save or delete made from an older copy of a record than the
 * stored one: someone else changed it since the user loaded it. Every versioned record (deals,
 * contacts, power bills, proposals, parts lists and their lines, templates, site sketches) answers
 * with this one code, so the browser recognises the conflict the same way everywhere.
 */
export const versionConflictCode = 'version_conflict';

/**
 * The `version` a save or delete carries: the one the user loaded. A record starts at 1 and every
 * save adds one.
 */
export const recordVersionSchema = z
  .number({ error: messages.apiVersionRequired })
  .int({ error: messages.apiVersionRequired })
  .min(1, { error: messages.apiVersionRequired });

/** `?version=` of a DELETE, which has no body. */
export const recordVersionQuerySchema = z.strictObject({
  version: z.coerce.number({ error: messages.apiVersionRequired }).pipe(recordVersionSchema),
});
export type RecordVersionQuery = z.infer<typeof recordVersionQuerySchema>;
