import { versionConflictCode } from '../domain/record-version';

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
