import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultPdfRenderLimits as pdfDefaults,
  type PdfRenderLimits,
} from '../modules/templates/pdf-render-limits';
import { zohoConfigFrom, type ZohoConfig } from '../modules/zoho/zoho-config';

/** The API's runtime settings, read once from the environment (see `configVariables`). */
export interface ApiConfig {
  port: number;
  bindAddress: string;
  databaseUrl: string | null;
  dataDir: string;
  appEnv: string;
  googleClientId: string | null;
  devIdentityProvider: boolean;
  corsOrigins: string[];
  sessionTtlHours: number;
  signInRateLimit: number;
  logLevel: string;
  /** Zoho Inventory credentials for the item sync; null uses the built-in catalogue. */
  zoho: ZohoConfig | null;
  /** Nominatim-compatible geocoder base URL; null uses the offline gazetteer. */
  geocoderUrl: string | null;
  geocoderUserAgent: string;
  /** Time, concurrency and memory limits of template PDF rendering. */
  pdfRender: PdfRenderLimits;
}

/** `<repo>/data`: one folder whether the API is started from the repository root or from api/. */
export const defaultDataDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../data',
);

export const defaultCorsOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

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

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 'on' or 'off', got '${raw}'`);
}

/**
 * Reads and checks the configuration. Throws `ConfigError` for anything unsafe, in particular a
 * production start that could sign sign-in tokens itself or has no real identity provider.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const appEnv = env.APP_ENV?.trim() || 'development';
  const isProduction = appEnv === 'production';
  const googleClientId = env.GOOGLE_CLIENT_ID?.trim() || null;
  const devIdentityProvider = onOff(env, 'DEV_IDP', !isProduction);
  if (isProduction && devIdentityProvider) {
    throw new ConfigError('DEV_IDP must be off when APP_ENV=production');
  }
  if (isProduction && !googleClientId) {
    throw new ConfigError('GOOGLE_CLIENT_ID is required when APP_ENV=production');
  }
  if (!googleClientId && !devIdentityProvider) {
    throw new ConfigError('Sign-in needs GOOGLE_CLIENT_ID or DEV_IDP=on');
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
  return {
    port,
    bindAddress: env.BIND_ADDRESS?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: env.DATA_DIR?.trim() ? path.resolve(env.DATA_DIR.trim()) : defaultDataDir,
    appEnv,
    googleClientId,
    devIdentityProvider,
    corsOrigins,
    sessionTtlHours: positiveNumber(env, 'SESSION_TTL_HOURS', 12),
    signInRateLimit: Math.floor(positiveNumber(env, 'SIGN_IN_RATE_LIMIT', 20)),
    logLevel,
    zoho: zoho.config,
    geocoderUrl: env.GEOCODER_URL?.trim().replace(/\/+$/, '') || null,
    geocoderUserAgent: env.GEOCODER_USER_AGENT?.trim() || 'SolarWorkplace/1.0',
    pdfRender: {
      timeoutMs: wholeNumber(env, 'PDF_RENDER_TIMEOUT_MS', pdfDefaults.timeoutMs, 1),
      concurrency: wholeNumber(env, 'PDF_RENDER_CONCURRENCY', pdfDefaults.concurrency, 1),
      queue: wholeNumber(env, 'PDF_RENDER_QUEUE', pdfDefaults.queue, 0),
      // Below this a worker cannot even load the renderer.
      memoryMb: wholeNumber(env, 'PDF_RENDER_MEMORY_MB', pdfDefaults.memoryMb, 64),
    },
  };
}
