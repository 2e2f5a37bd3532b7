import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultPdfRenderLimits as pdfDefaults,
  type PdfRenderLimits,
} from '../modules/templates/pdf-render-limits';
import { zohoConfigFrom, type ZohoConfig } from '../modules/zoho/zoho-config';
import { storageConfigFrom, type StorageConfig } from '../storage/storage-config';

/** The API's runtime settings, read once from the environment (see `configVariables`). */
export interface ApiConfig {
  port: number;
  bindAddress: string;
  databaseUrl: string | null;
  dataDir: string;
  appEnv: AppEnv;
  googleClientId: string | null;
  /** The development identity provider: opted into, never with Google, only on loopback. */
  devIdentityProvider: boolean;
  /** Fastify's `trustProxy`: which hops' X-Forwarded-For gives the client IP (rate limits). */
  trustProxy: TrustProxy;
  corsOrigins: string[];
  sessionTtlHours: number;
  /** Live sessions one user may hold; a sign-in beyond it ends their oldest. */
  maxSessionsPerUser: number;
  /** Backstop lifetime of the caller cache; notifications invalidate it across processes. */
  callerCacheTtlSeconds: number;
  signInRateLimit: number;
  logLevel: string;
  /** Zoho Inventory credentials for the item sync; null uses the built-in catalogue. */
  zoho: ZohoConfig | null;
  /** Nominatim-compatible geocoder base URL; null uses the offline gazetteer. */
  geocoderUrl: string | null;
  geocoderUserAgent: string;
  /** Where uploaded documents are kept: a folder under DATA_DIR or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Time, concurrency and memory limits of template PDF rendering. */
  pdfRender: PdfRenderLimits;
  /** Background jobs: how many this process works at once, and how fast a dead one is noticed. */
  jobs: JobSettings;
  mail: MailSettings;
}

interface MailSettings {
  /** The SMTP server's URL; null keeps every message in the outbox only. */
  smtpUrl: string | null;
  from: string;
  /** Where the pages are served: links in e-mails start with it (no trailing slash). */
  appUrl: string;
}

interface JobSettings {
  concurrency: number;
  heartbeatSeconds: number;
  /** Registers the engine's test-only job kinds (a job that waits), for the engine's own tests. */
  testKinds: boolean;
}

/** `<repo>/data`: one folder whether the API is started from the repository root or from api/. */
export const defaultDataDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data',
);

const defaultCorsOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * What APP_ENV may say: `test` shows the Testing Environment banner, `production` insists on
 * Google sign-in. Anything else (a typo, another case) is refused rather than guessed at.
 */
const appEnvs = ['development', 'test', 'production'] as const;
type AppEnv = (typeof appEnvs)[number];

/** Off, every hop, the number of hops to trust, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for whole address families, accepted beside addresses and CIDR ranges. */
const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive number, got '${raw}'`);
  }
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got '${raw}'`);
  }
  return value;
}

function trueFalse(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', 'on', '1', 'yes'].includes(raw)) return true;
  if (['false', 'off', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 'true' or 'false', got '${raw}'`);
}

function smtpUrlOf(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (!/^smtps?:\/\/[^/]/.test(raw)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  return raw;
}

function appUrlOf(value: string | undefined, corsOrigins: readonly string[]): string {
  const raw = value?.trim().replace(/\/+$/, '') || corsOrigins[0] || 'http://localhost:3000';
  if (!/^https?:\/\/[^/]/.test(raw)) {
    throw new ConfigError(`APP_URL must be an http:// or https:// address, got '${raw}'`);
  }
  return raw;
}

function appEnvOf(value: string | undefined): AppEnv {
  const raw = value?.trim() || 'development';
  if (!(appEnvs as readonly string[]).includes(raw)) {
    throw new ConfigError(`APP_ENV must be one of ${appEnvs.join(', ')}; got '${value}'`);
  }
  return raw as AppEnv;
}

/** 127.0.0.0/8, ::1 (also IPv4-mapped) or the name localhost: reachable from this machine only. */
function isLoopbackAddress(address: string): boolean {
  const host = address.trim().toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  const ipv4 = host.startsWith('::ffff:') ? host.slice('::ffff:'.length) : host;
  return isIP(ipv4) === 4 && ipv4.startsWith('127.');
}

function isProxyRange(entry: string): boolean {
  if (namedProxyRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: behind a reverse proxy every request comes from the proxy's address, so the
 * sign-in limit would put all users in one bucket; trusting the proxy makes the client IP come
 * from its X-Forwarded-For. Off by default: a direct client could otherwise pick any IP it likes.
 */
function trustProxyOf(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  const lower = raw.toLowerCase();
  if (['', 'false', 'off', '0', 'no'].includes(lower)) return false;
  if (['true', 'on', 'yes'].includes(lower)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyRange(entry));
  if (invalid !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or a comma-separated list of proxy ` +
        `addresses and CIDR ranges; '${invalid}' is none of these`,
    );
  }
  return entries;
}

/**
 * Reads and checks the configuration. Throws `ConfigError` for anything unsafe, in particular a
 * start that would sign sign-in tokens for anyone who can reach it, or could sign nobody in.
 * `signIn: false` is for maintenance scripts (seed, benchmarks) that sign nobody in over HTTP.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { signIn?: boolean } = {},
): ApiConfig {
  const appEnv = appEnvOf(env.APP_ENV);
  const isProduction = appEnv === 'production';
  const googleClientId = env.GOOGLE_CLIENT_ID?.trim() || null;
  const bindAddress = env.BIND_ADDRESS?.trim() || '0.0.0.0';
  const devSignIn = trueFalse(env, 'DEV_SIGN_IN', false);
  if (isProduction && devSignIn) {
    throw new ConfigError('DEV_SIGN_IN must be false when APP_ENV=production');
  }
  if (isProduction && !googleClientId) {
    throw new ConfigError('GOOGLE_CLIENT_ID is required when APP_ENV=production');
  }
  // Google sign-in wins: its users must not also be offered a way around it.
  const devIdentityProvider = devSignIn && !googleClientId;
  if (devIdentityProvider && !isLoopbackAddress(bindAddress)) {
    throw new ConfigError(
      `DEV_SIGN_IN=true needs a loopback BIND_ADDRESS (127.0.0.1, ::1 or localhost), got ` +
        `'${bindAddress}': the development sign-in hands out tokens for any account to whoever ` +
        'reaches the API',
    );
  }
  if ((options.signIn ?? true) && !googleClientId && !devIdentityProvider) {
    throw new ConfigError('Sign-in needs GOOGLE_CLIENT_ID or DEV_SIGN_IN=true');
  }
  const corsOrigins = (env.CORS_ORIGINS?.trim() ? env.CORS_ORIGINS.split(',') : defaultCorsOrigins)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  if (corsOrigins.includes('*')) {
    throw new ConfigError("CORS_ORIGINS must list origins; '*' is not allowed with credentials");
  }
  const port = positiveNumber(env, 'API_PORT', 8000);
  if (!Number.isInteger(port) || port > 65535) {
    throw new ConfigError(`API_PORT must be a port number, got '${env.API_PORT}'`);
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  }
  const zoho = zohoConfigFrom({
    clientId: env.ZOHO_CLIENT_ID,
    clientSecret: env.ZOHO_CLIENT_SECRET,
    refreshToken: env.ZOHO_REFRESH_TOKEN,
    organizationId: env.ZOHO_ORGANIZATION_ID,
    region: env.ZOHO_REGION,
    apiBaseUrl: env.ZOHO_API_BASE_URL,
    accountsUrl: env.ZOHO_ACCOUNTS_URL,
  });
  if ('error' in zoho) throw new ConfigError(zoho.error);
  const dataDir = env.DATA_DIR?.trim() ? path.resolve(env.DATA_DIR.trim()) : defaultDataDir;
  const storage = storageConfigFrom(
    {
      url: env.STORAGE_URL,
      bucket: env.STORAGE_BUCKET,
      region: env.STORAGE_REGION,
      accessKeyId: env.STORAGE_ACCESS_KEY_ID,
      secretAccessKey: env.STORAGE_SECRET_ACCESS_KEY,
      pathStyle: env.STORAGE_PATH_STYLE,
    },
    dataDir,
  );
  if ('error' in storage) throw new ConfigError(storage.error);
  return {
    port,
    bindAddress,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir,
    appEnv,
    googleClientId,
    devIdentityProvider,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    corsOrigins,
    sessionTtlHours: positiveNumber(env, 'SESSION_TTL_HOURS', 12),
    maxSessionsPerUser: wholeNumber(env, 'MAX_SESSIONS_PER_USER', 10, 1),
    callerCacheTtlSeconds: positiveNumber(env, 'CALLER_CACHE_SECONDS', 60),
    signInRateLimit: Math.floor(positiveNumber(env, 'SIGN_IN_RATE_LIMIT', 20)),
    logLevel,
    zoho: zoho.config,
    geocoderUrl: env.GEOCODER_URL?.trim().replace(/\/+$/, '') || null,
    geocoderUserAgent: env.GEOCODER_USER_AGENT?.trim() || 'SolarWorkplace/1.0',
    storage: storage.config,
    pdfRender: {
      timeoutMs: wholeNumber(env, 'PDF_RENDER_TIMEOUT_MS', pdfDefaults.timeoutMs, 1),
      concurrency: wholeNumber(env, 'PDF_RENDER_CONCURRENCY', pdfDefaults.concurrency, 1),
      queue: wholeNumber(env, 'PDF_RENDER_QUEUE', pdfDefaults.queue, 0),
      // Below this a worker cannot even load the renderer.
      memoryMb: wholeNumber(env, 'PDF_RENDER_MEMORY_MB', pdfDefaults.memoryMb, 64),
    },
    jobs: {
      concurrency: wholeNumber(env, 'JOB_CONCURRENCY', 2, 1),
      // The engine checks heartbeats no more often than every 10 seconds.
      heartbeatSeconds: wholeNumber(env, 'JOB_HEARTBEAT_SECONDS', 30, 10),
      testKinds: trueFalse(env, 'JOB_TEST_KINDS', false),
    },
    mail: {
      smtpUrl: smtpUrlOf(env.SMTP_URL),
      from: env.MAIL_FROM?.trim() || 'Solar Workplace <no-reply@localhost>',
      appUrl: appUrlOf(env.APP_URL, corsOrigins),
    },
  };
}
