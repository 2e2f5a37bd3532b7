import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages } from '../domain/messages';

/** What an RTK Query call rejects with (or `undefined` when it has not failed). */
type CallError = FetchBaseQueryError | SerializedError | undefined;

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

/** The body of a failed call's answer when it is a JSON object, else null. */
function errorBodyOf(error: unknown): Record<string, unknown> | null {
  if (error === null || typeof error !== 'object' || !('data' in error)) return null;
  const data: unknown = error.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** The spec's texts for failures that carry no server reason (network, timeout, 5xx). */
function transportTextOf(error: FetchBaseQueryError): string | null {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return messages.networkError;
  }
  return typeof error.status === 'number' && error.status >= 500 ? messages.serverError : null;
}

/**
 * Everything the server said about a failed call, for the description under a "Failed to …"
 * title ("plus the server error and each key of details"): its `error`,
 * `message` and `detail`, every `details` key as `key: text`, and the API's field `errors`, each
 * text once. Network failures and 5xx answers get the shared policy's texts; undefined when the
 * server gave no reason.
 */
export function serverErrorTextOf(error: CallError): string | undefined {
  if (error === undefined) return undefined;
  if (!('status' in error)) return error.message;
  const transport = transportTextOf(error);
  if (transport) return transport;
  const body = errorBodyOf(error);
  if (body === null) return textOf('data' in error ? error.data : undefined) ?? undefined;
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

/**
 * The most specific reason for a refused call, always a text: each field error's message (the
 * API's `errors`), else the body's `message`, else the transport's texts, else the generic error.
 * For toasts that already name the action ("Failed to save user: …").
 */
export function serverReasonOf(error: CallError): string {
  if (error === undefined) return messages.genericError;
  if (!('status' in error)) return error.message ?? messages.genericError;
  const transport = transportTextOf(error);
  if (transport) return transport;
  const body = errorBodyOf(error);
  const fieldMessages = Array.isArray(body?.errors)
    ? body.errors.map(textOf).filter((text): text is string => text !== null)
    : [];
  if (fieldMessages.length > 0) return [...new Set(fieldMessages)].join('; ');
  const message = textOf(body?.message);
  if (message) return message;
  return 'error' in error && typeof error.error === 'string' ? error.error : messages.genericError;
}

/**
 * The first non-empty of the body's `keys` (e.g. the spec's "the server's detail message if
 * present, otherwise Creation failed": `['detail', 'message']`), else `fallback`: for messages
 * the spec words as one server field or a fixed text.
 */
export function serverFieldTextOf(
  error: unknown,
  keys: readonly string[],
  fallback: string,
): string {
  const body = errorBodyOf(error);
  for (const key of keys) {
    const value = body?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return fallback;
}
