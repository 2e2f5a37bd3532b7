import { errorActionFor, type ErrorStatus } from '@solar/shared';

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  return null;
}

/** The server's own words in an error body: `error`, `message`, `detail`, each key of `details`. */
function serverParts(body: unknown): string[] {
  if (body === null || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['error', 'message', 'detail'] as const) {
    const text = textOf(record[key]);
    if (text) parts.push(text);
  }
  const { details, errors } = record;
  if (details !== null && typeof details === 'object' && !Array.isArray(details)) {
    for (const [key, value] of Object.entries(details)) {
      const text = textOf(value);
      if (text) parts.push(`${key}: ${text}`);
    }
  } else {
    const text = textOf(details);
    if (text) parts.push(text);
  }
  // This API lists validation problems as `errors: [{path, message}]`.
  if (Array.isArray(errors)) {
    for (const issue of errors) {
      if (issue && typeof issue === 'object' && 'message' in issue) {
        const { path, message } = issue as { path?: unknown; message?: unknown };
        const text = textOf(message);
        if (text) parts.push(typeof path === 'string' && path ? `${path}: ${text}` : text);
      }
    }
  }
  return [...new Set(parts)];
}

/**
 * 'Failed to create deal' / 'Failed to update deal' plus what the server said (the error,
 * detail and each key of details). Without a body (network down, timeout, 5xx) the
 * shared policy's message for that status says what happened instead.
 */
export function saveErrorText(prefix: string, error: unknown): string {
  let parts: string[] = [];
  if (error !== null && typeof error === 'object' && 'status' in error) {
    const { status, data } = error as { status: unknown; data?: unknown };
    const httpStatus =
      status === 'PARSING_ERROR' && 'originalStatus' in error
        ? (error as { originalStatus: number }).originalStatus
        : status;
    parts = typeof httpStatus === 'number' && httpStatus >= 500 ? [] : serverParts(data);
    if (parts.length === 0) {
      parts = [errorActionFor(httpStatus as ErrorStatus, data).message];
    }
  } else if (error instanceof Error || (error && typeof error === 'object' && 'message' in error)) {
    const text = textOf((error as { message: unknown }).message);
    if (text) parts = [text];
  }
  return parts.length > 0 ? `${prefix}: ${parts.join('; ')}` : prefix;
}
