// Messages: API answers any area may give.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Answers of any route: the browser shows them through its error policy.
export const apiInvalidRequest = 'The request is not valid';
export const apiNotFound = 'Not found';
export const apiConflict = 'The request conflicts with existing data';
export const apiBodyTooLarge = 'The request body is too large';
export const apiInvalidJson = 'The request body is not valid JSON';
export const apiInvalidUrl = 'The request address is not valid';
export const apiUnsupportedMediaType =
  'The request body must be JSON, sent with Content-Type: application/json';
export const apiTooManyRequests = 'Too many requests, please try again later';

// A save or delete from an older copy than the stored one (every versioned record says this).
export const recordVersionConflict =
  'Someone else changed this after you opened it. Reload to see their changes, then make yours again.';
export const recordVersionConflictTitle = 'Changed by someone else';
export const apiVersionRequired = 'The version you loaded (a whole number from 1) is required';

// List queries of any area.
export const apiPageSizeTooLarge = 'Page size must be between 1 and 100';
export const apiInvalidIdList = 'Use a comma-separated list of ids';
export const apiInvalidBoardCursor = 'Use the next_cursor of the page before';

// The database refused a value, or is away.
export const apiValueOutOfRange = 'A value in the request is out of range or not in a valid format';
export const apiDatabaseUnavailable =
  'The database is temporarily unavailable; nothing was saved, please try again shortly';
/** A second API process started on the embedded database's data folder (refused at start). */
export const embeddedDatabaseInUse = (dataDir: string, pid: number) =>
  `The embedded database in ${dataDir} is already in use by another API process (pid ${pid}). ` +
  'Run several API processes only on PostgreSQL (DATABASE_URL).';
