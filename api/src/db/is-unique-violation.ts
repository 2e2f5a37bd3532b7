/**
 * PostgreSQL's unique-violation code, possibly wrapped by Drizzle in `cause`; when `constraint`
 * is given, only a violation of that unique index or constraint counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
