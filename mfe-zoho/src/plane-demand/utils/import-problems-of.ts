/** The per-line problems an import refusal lists (its `errors`), else its one message. */
export function importProblemsOf(error: unknown, fallback: string): string[] {
  const data = (error as { data?: unknown } | undefined)?.data as
    { message?: unknown; errors?: { message?: unknown }[] } | undefined;
  const listed = (data?.errors ?? [])
    .map((entry) => entry.message)
    .filter((message): message is string => typeof message === 'string');
  if (listed.length > 0) return listed;
  return [typeof data?.message === 'string' ? data.message : fallback];
}
