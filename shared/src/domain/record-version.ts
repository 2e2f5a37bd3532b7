import { z } from 'zod';
import { messages } from './messages';

export { versionConflictCode } from './version-conflict-code';

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
