import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages } from '@solar/shared';

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  if (value !== null && typeof value === 'object' && 'message' in value) {
    return textOf(value.message);
  }
  return null;
};

/**
 * What the server said about a failed deal call, for the description under 'Failed to create
 * deal' / 'Failed to update deal' (part 1 section 8: "plus the server error and each key of
 * details"): its `error`, `message` and `detail`, every `details` key as `key: text`, and the
 * API's field `errors`. Without a body: the network or server message the shared policy uses.
 */
export function serverErrorTextOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  if (!('status' in error)) return error.message;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return messages.networkError;
  }
  if (error.status === 500) return messages.serverError;
  const data: unknown = 'data' in error ? error.data : undefined;
  if (data === null || typeof data !== 'object') return textOf(data) ?? undefined;
  const body = data as Record<string, unknown>;
  const parts = new Set<string>();
  for (const key of ['error', 'message', 'detail'] as const) {
    const text = textOf(body[key]);
    if (text) parts.add(text);
  }
  if (body.details !== null && typeof body.details === 'object') {
    for (const [key, value] of Object.entries(body.details)) {
      const text = textOf(value);
      if (text) parts.add(`${key}: ${text}`);
    }
  }
  const fieldErrors = textOf(body.errors);
  if (fieldErrors) parts.add(fieldErrors);
  return parts.size > 0 ? [...parts].join('; ') : undefined;
}
