/** The PostgreSQL error code of `error` (possibly wrapped by Drizzle in `cause`) and its constraint. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}
