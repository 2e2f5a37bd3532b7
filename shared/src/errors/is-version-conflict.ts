// The code alone, not the version schemas: the error policy is on every first page, zod is not.
import { versionConflictCode } from '../domain/version-conflict-code';

/**
 * Whether a failed call is the API's "someone else changed it" answer: 409 with the shared
 * `version_conflict` code (other 409s, such as a duplicate name, are ordinary refusals).
 */
export function isVersionConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 409 &&
    data !== null &&
    typeof data === 'object' &&
    (data as { error?: unknown }).error === versionConflictCode
  );
}
