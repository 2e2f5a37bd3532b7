import path from 'node:path';
import { configVariables } from '../config-variables';
import { ConfigError, defaultDataDir, loadConfig } from '../load-config';

describe('loadConfig', () => {
  it('has development defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8000,
      bindAddress: '0.0.0.0',
      databaseUrl: null,
      dataDir: defaultDataDir,
      appEnv: 'development',
      googleClientId: null,
      devIdentityProvider: true,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      sessionTtlHours: 12,
      signInRateLimit: 20,
      logLevel: 'info',
      zoho: null,
      geocoderUrl: null,
      geocoderUserAgent: 'SolarWorkplace/1.0',
      pdfRender: { timeoutMs: 20_000, concurrency: 2, queue: 8, memoryMb: 512 },
    });
    // The repository's data folder, wherever the API is started from.
    expect(path.basename(defaultDataDir)).toBe('data');
    expect(path.basename(path.dirname(defaultDataDir))).not.toBe('api');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '9000',
      BIND_ADDRESS: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/solar',
      DATA_DIR: 'relative/data',
      APP_ENV: 'test',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      DEV_IDP: 'off',
      CORS_ORIGINS: 'https://app.example.com/, https://other.example.com',
      SESSION_TTL_HOURS: '2',
      SIGN_IN_RATE_LIMIT: '5',
      LOG_LEVEL: 'warn',
      GEOCODER_URL: 'http://geocoder.local:8080/',
      GEOCODER_USER_AGENT: 'SolarTest/2.0',
      PDF_RENDER_TIMEOUT_MS: '5000',
      PDF_RENDER_CONCURRENCY: '1',
      PDF_RENDER_QUEUE: '0',
      PDF_RENDER_MEMORY_MB: '256',
    });
    expect(config).toMatchObject({
      port: 9000,
      bindAddress: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/solar',
      dataDir: path.resolve('relative/data'),
      appEnv: 'test',
      devIdentityProvider: false,
      corsOrigins: ['https://app.example.com', 'https://other.example.com'],
      sessionTtlHours: 2,
      signInRateLimit: 5,
      logLevel: 'warn',
      geocoderUrl: 'http://geocoder.local:8080',
      geocoderUserAgent: 'SolarTest/2.0',
      pdfRender: { timeoutMs: 5000, concurrency: 1, queue: 0, memoryMb: 256 },
    });
  });

  it('refuses to start production with the development identity provider or without Google', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ APP_ENV: 'production', GOOGLE_CLIENT_ID: 'id', DEV_IDP: 'on' }),
    ).toThrow(/DEV_IDP/);
    const production = loadConfig({ APP_ENV: 'production', GOOGLE_CLIENT_ID: 'id' });
    expect(production.devIdentityProvider).toBe(false);
  });

  it('refuses unsafe or malformed values', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_IDP: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PDF_RENDER_CONCURRENCY: '0' })).toThrow(/PDF_RENDER_CONCURRENCY/);
    expect(() => loadConfig({ PDF_RENDER_TIMEOUT_MS: '1.5' })).toThrow(/PDF_RENDER_TIMEOUT_MS/);
    expect(() => loadConfig({ PDF_RENDER_QUEUE: '-1' })).toThrow(/PDF_RENDER_QUEUE/);
    expect(() => loadConfig({ PDF_RENDER_MEMORY_MB: '16' })).toThrow(/PDF_RENDER_MEMORY_MB/);
    expect(() => loadConfig({ DEV_IDP: 'off' })).toThrow(/GOOGLE_CLIENT_ID or DEV_IDP/);
  });

  it('documents every variable it reads, and reads every variable it documents', () => {
    const source = loadConfig.toString();
    const names = configVariables.map((variable) => variable.name);
    for (const name of names) expect(source).toContain(name);
    const read = [...source.matchAll(/env(?:\.|, ')([A-Z_]+)/g)].map((match) => match[1]);
    expect(new Set(read)).toEqual(new Set(names));
  });
});
