/**
 * PostgreSQL's foreign-key-violation code, possibly wrapped by Drizzle in `cause`: a row another
 * record still points at (a file kept as the record of a sent proposal, say) was to be removed.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
