import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The server's detail message of a failed create or update (part 2 section 8: "the server's detail
 * message if present, otherwise Creation failed / Update failed"): `detail`, else `message`.
 */
export function proposalErrorTextOf(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): string {
  if (error === undefined || !('status' in error)) return fallback;
  const data: unknown = 'data' in error ? error.data : undefined;
  if (data === null || typeof data !== 'object') return fallback;
  for (const key of ['detail', 'message'] as const) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return fallback;
}
