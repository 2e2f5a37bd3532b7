import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages } from '@solar/shared';

/**
 * The server's reason for a refused administration call (its `message`, then each field error),
 * to follow a "Failed to …: " toast title; network and server failures get the spec's texts.
 */
export function serverErrorTextOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): string {
  if (error === undefined) return messages.genericError;
  if (!('status' in error)) return error.message ?? messages.genericError;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return messages.networkError;
  }
  if (typeof error.status === 'number' && error.status >= 500) return messages.serverError;
  const data = ('data' in error ? error.data : undefined) as
    { message?: unknown; errors?: { message?: unknown }[] } | undefined;
  const parts: string[] = [];
  if (data && Array.isArray(data.errors)) {
    for (const problem of data.errors) {
      if (typeof problem.message === 'string') parts.push(problem.message);
    }
  }
  if (parts.length === 0 && data && typeof data.message === 'string') parts.push(data.message);
  if (parts.length === 0 && 'error' in error && typeof error.error === 'string') {
    parts.push(error.error);
  }
  return [...new Set(parts)].join('; ') || messages.genericError;
}
