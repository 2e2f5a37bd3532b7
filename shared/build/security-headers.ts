import type { RuntimeConfig } from '../src/domain/runtime-config';

/**
 * Google's sign-in button (`@react-oauth/google`) loads Google Identity Services: its script and
 * styles, an iframe for the button and One Tap, and calls to the same place. Only pages with a
 * configured client id may reach them.
 */
const googleSignIn = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/**
 * Browser features the product never uses: a script that gets onto a page cannot use them either.
 * Only names Chromium knows (an unknown one is reported on every page load).
 */
const unusedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Absolute http(s) origin of a configured URL; a relative URL is the page's own origin ('self'). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The CSP source of a map tile template such as `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`:
 * a `{s}` (or other placeholder) subdomain becomes `*`, the only wildcard a CSP host allows. A
 * relative template is the page's own origin ('self'): null.
 */
export function tileSourceOf(tileUrl: string): string | null {
  const absolute = /^(?:([a-z][a-z0-9+.-]*):)?\/\/([^/?#]*)/i.exec(tileUrl);
  if (!absolute && !/^[a-z][a-z0-9+.-]*:/i.test(tileUrl)) return null;
  const scheme = absolute?.[1]?.toLowerCase();
  const labels = absolute?.[2]?.split('.') ?? [];
  const source = labels
    .map((label, index) => (index === 0 && /^\{\w+\}$/.test(label) ? '*' : label))
    .join('.');
  if (
    !absolute ||
    (scheme !== undefined && scheme !== 'http' && scheme !== 'https') ||
    !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i.test(source)
  ) {
    throw new Error(
      `TILE_URL must be a relative or http(s) URL whose host is a name, with at most a placeholder such as {s} as its first label; got "${tileUrl}"`,
    );
  }
  return scheme ? `${scheme}://${source}` : source;
}

/**
 * The Content-Security-Policy of every page of one deployment, from the same runtime config the
 * pages read from `/app-config.json`, so that one build can be deployed anywhere:
 *
 * - scripts only from the page's own origin and the remotes' (their entries and chunks): no inline
 *   script and no `eval` (the apps need neither; zod runs without its `eval` shortcut in the
 *   browser), so an injected `<script>` or `javascript:` URL does not run;
 * - styles may be inline: Chakra UI styles through Emotion, which writes `<style>` elements at run
 *   time, and Leaflet positions map tiles and markers with inline styles. Inline CSS cannot run
 *   code, and with images limited to the sources below it cannot send data away either;
 * - calls only to the page's origin, the API and the remotes (manifests); images from the page,
 *   the remotes, `data:`/`blob:` URLs (pictures uploaded or read from the API) and the map tiles;
 * - no plugins, no `<base>` elsewhere, and no framing of the product by another site.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const unique = (sources: (string | null | undefined)[]) => [
    ...new Set(sources.filter((source): source is string => Boolean(source))),
  ];
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const google = Boolean(config.googleClientId);
  const gsi = (source: string) => (google ? [source] : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...remotes, ...gsi(googleSignIn.script)])],
    ['style-src', unique(["'self'", "'unsafe-inline'", ...remotes, ...gsi(googleSignIn.style)])],
    [
      'img-src',
      unique([
        "'self'",
        'data:',
        'blob:',
        ...remotes,
        config.tileUrl ? tileSourceOf(config.tileUrl) : null,
      ]),
    ],
    ['font-src', unique(["'self'", ...remotes])],
    [
      'connect-src',
      unique(["'self'", originOf(config.apiBaseUrl), ...remotes, ...gsi(googleSignIn.connect)]),
    ],
    ['frame-src', google ? [googleSignIn.frame] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** `Strict-Transport-Security` for answers that reached the browser over TLS: one year. */
export const strictTransportSecurity = 'max-age=31536000';

/** The headers every answer of a static server carries (HSTS is added per request over TLS). */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    // Tile servers (OpenStreetMap's among them) require a Referer: the origin, never the path.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': unusedFeatures.map((feature) => `${feature}=()`).join(', '),
  };
}
