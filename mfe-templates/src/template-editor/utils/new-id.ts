let counter = 0;

/**
 * A short id for a page or block, unique within the page's lifetime and across templates loaded
 * into it (time + counter). `crypto.randomUUID` is not used: it exists only on secure origins.
 */
export function newId(prefix: 'page' | 'block'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}`;
}
