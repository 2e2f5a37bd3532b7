/**
 * The file path a request asks for, decoded, or null when the request target is not one a browser
 * sends for a page or an asset: a broken percent-escape, a `.` or `..` segment (browsers resolve
 * those before sending), a backslash, a NUL or another control character, or a target that is not
 * a path (absolute-form URLs are for proxies). The static servers answer 400 to null.
 */
export function requestPathOf(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const rawPath = target.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}
