import type { z } from 'zod';

/**
 * A form's messages after its shared schema refused the input: the first problem of each field,
 * keyed by the field's name, ready for the `error` of its `FormField`.
 */
export function firstErrorByField<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    found[field] ??= issue.message;
  }
  return found;
}
