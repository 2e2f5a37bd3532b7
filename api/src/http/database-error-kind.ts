/**
 * PostgreSQL SQLSTATEs for values the database cannot store: too long for the column (22001),
 * numbers beyond the column's type (22003), bad dates and times (22007, 22008), text that is
 * not a number or a date (22P02), NUL characters and broken Unicode (22P05, 22021), and values
 * too large for an index entry (54000). The request is at fault, so they answer 400.
 */
const invalidValueCodes = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22P02',
  '22P05',
  '22021',
  '22023',
  '54000',
]);

/**
 * Signs that the database cannot be reached: socket errors from node-postgres, the server
 * shutting down or starting (57P01–57P03), connection exceptions (class 08), too many
 * connections (53300).
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

/** node-postgres reports a lost or refused connection in plain errors without a code. */
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection to server .* failed/i,
];

type DatabaseErrorKind = 'invalidValue' | 'unavailable';

/**
 * What a database error means for the caller, looking through Drizzle's wrapping (`cause`) and
 * Node's AggregateError (`errors`, one per address tried); null when it is not one of these.
 */
export function databaseErrorKind(error: unknown, depth = 0): DatabaseErrorKind | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (invalidValueCodes.has(code)) return 'invalidValue';
    if (unavailableCodes.has(code)) return 'unavailable';
  }
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) {
    return 'unavailable';
  }
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const kind = databaseErrorKind(inner, depth + 1);
    if (kind) return kind;
  }
  return null;
}
