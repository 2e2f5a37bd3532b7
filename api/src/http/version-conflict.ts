import { messages, versionConflictCode } from '@solar/shared/domain';
import { HttpError } from './http-error';

/**
 * The answer to a save or delete made from an older copy of a record than the stored one: 409
 * with the shared message and machine code, so the browser can offer to reload instead of
 * silently overwriting the other person's change.
 */
export function versionConflict(): HttpError {
  return new HttpError(409, messages.recordVersionConflict, { error: versionConflictCode });
}
