import path from 'node:path';
import { configVariables } from '../config-variables';
import { ConfigError, defaultDataDir, loadConfig } from '../load-config';

describe('loadConfig', () => {
  it('has safe defaults: no development sign-in, no trusted proxy', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toEqual({
      port: 8000,
      bindAddress: '0.0.0.0',
      databaseUrl: null,
      dataDir: defaultDataDir,
      appEnv: 'development',
      googleClientId: 'id.apps.googleusercontent.com',
      devIdentityProvider: false,
      trustProxy: false,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      sessionTtlHours: 12,
      maxSessionsPerUser: 10,
      callerCacheTtlSeconds: 60,
      signInRateLimit: 20,
      logLevel: 'info',
      zoho: null,
      geocoderUrl: null,
      geocoderUserAgent: 'SolarWorkplace/1.0',
      storage: { kind: 'filesystem', root: path.join(defaultDataDir, 'files') },
      pdfRender: { timeoutMs: 20_000, concurrency: 2, queue: 8, memoryMb: 512 },
      jobs: { concurrency: 2, heartbeatSeconds: 30, testKinds: false },
      mail: {
        smtpUrl: null,
        from: 'Solar Workplace <no-reply@localhost>',
        appUrl: 'http://localhost:3000',
      },
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
      DEV_SIGN_IN: 'false',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://app.example.com/, https://other.example.com',
      SESSION_TTL_HOURS: '2',
      MAX_SESSIONS_PER_USER: '3',
      CALLER_CACHE_SECONDS: '300',
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
      trustProxy: 1,
      corsOrigins: ['https://app.example.com', 'https://other.example.com'],
      sessionTtlHours: 2,
      maxSessionsPerUser: 3,
      callerCacheTtlSeconds: 300,
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
      loadConfig({
        APP_ENV: 'production',
        GOOGLE_CLIENT_ID: 'id',
        DEV_SIGN_IN: 'true',
        BIND_ADDRESS: '127.0.0.1',
      }),
    ).toThrow(/DEV_SIGN_IN/);
    const production = loadConfig({ APP_ENV: 'production', GOOGLE_CLIENT_ID: 'id' });
    expect(production.devIdentityProvider).toBe(false);
  });

  it('turns the development sign-in on only when asked to, and only on a loopback bind', () => {
    for (const appEnv of [undefined, 'development', 'test']) {
      expect(() => loadConfig({ APP_ENV: appEnv })).toThrow(
        'Sign-in needs GOOGLE_CLIENT_ID or DEV_SIGN_IN=true',
      );
    }
    for (const bindAddress of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      const config = loadConfig({ DEV_SIGN_IN: 'true', BIND_ADDRESS: bindAddress });
      expect(config.devIdentityProvider).toBe(true);
    }
    for (const bindAddress of [undefined, '0.0.0.0', '::', '192.168.1.20', 'example.com']) {
      expect(() => loadConfig({ DEV_SIGN_IN: 'true', BIND_ADDRESS: bindAddress })).toThrow(
        /DEV_SIGN_IN=true needs a loopback BIND_ADDRESS/,
      );
    }
  });

  it('leaves the development sign-in off when Google sign-in is configured', () => {
    const config = loadConfig({
      DEV_SIGN_IN: 'true',
      GOOGLE_CLIENT_ID: 'id',
      BIND_ADDRESS: '0.0.0.0',
    });
    expect(config.devIdentityProvider).toBe(false);
  });

  it('refuses an APP_ENV it does not know, naming the allowed values', () => {
    for (const appEnv of ['', ' ', 'staging', 'Production', 'prod', 'TEST']) {
      const env = { APP_ENV: appEnv, GOOGLE_CLIENT_ID: 'id' };
      if (appEnv.trim() === '') {
        expect(loadConfig(env).appEnv).toBe('development');
        continue;
      }
      expect(() => loadConfig(env)).toThrow(
        `APP_ENV must be one of development, test, production; got '${appEnv}'`,
      );
    }
    for (const appEnv of ['development', 'test', 'production']) {
      expect(loadConfig({ APP_ENV: appEnv, GOOGLE_CLIENT_ID: 'id' }).appEnv).toBe(appEnv);
    }
  });

  it('reads TRUST_PROXY as off, true, a hop count or a list of addresses and ranges', () => {
    const trustProxyOf = (value: string | undefined) =>
      loadConfig({ GOOGLE_CLIENT_ID: 'id', TRUST_PROXY: value }).trustProxy;
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '1.2.3', '-1', '10.0.0.1,']) {
      expect(() => trustProxyOf(bad)).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses unsafe or malformed values', () => {
    const google = { GOOGLE_CLIENT_ID: 'id' };
    expect(() => loadConfig({ ...google, CORS_ORIGINS: '*' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...google, API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...google, SESSION_TTL_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...google, MAX_SESSIONS_PER_USER: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...google, MAX_SESSIONS_PER_USER: '2.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...google, DEV_SIGN_IN: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...google, PDF_RENDER_CONCURRENCY: '0' })).toThrow(
      /PDF_RENDER_CONCURRENCY/,
    );
    expect(() => loadConfig({ ...google, PDF_RENDER_TIMEOUT_MS: '1.5' })).toThrow(
      /PDF_RENDER_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ...google, PDF_RENDER_QUEUE: '-1' })).toThrow(/PDF_RENDER_QUEUE/);
    expect(() => loadConfig({ ...google, PDF_RENDER_MEMORY_MB: '16' })).toThrow(
      /PDF_RENDER_MEMORY_MB/,
    );
  });

  it('lets maintenance scripts that never sign anyone in start without a sign-in method', () => {
    expect(loadConfig({}, { signIn: false }).devIdentityProvider).toBe(false);
  });

  it('keeps documents in a bucket when STORAGE_URL is set, and refuses one without its keys', () => {
    const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' };
    expect(
      loadConfig({
        ...google,
        STORAGE_URL: 'https://s3.ca-central-1.amazonaws.com',
        STORAGE_BUCKET: 'solar-documents',
        STORAGE_REGION: 'ca-central-1',
        STORAGE_ACCESS_KEY_ID: 'AKIA',
        STORAGE_SECRET_ACCESS_KEY: 'secret',
        STORAGE_PATH_STYLE: 'false',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ca-central-1.amazonaws.com',
      bucket: 'solar-documents',
      region: 'ca-central-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ ...google, STORAGE_URL: 'http://minio:9000' })).toThrow(ConfigError);
  });

  it('documents every variable it reads, and reads every variable it documents', () => {
    const source = loadConfig.toString();
    const names = configVariables.map((variable) => variable.name);
    for (const name of names) expect(source).toContain(name);
    const read = [...source.matchAll(/env(?:\.|, ')([A-Z_]+)/g)].map((match) => match[1]);
    expect(new Set(read)).toEqual(new Set(names));
  });

  it('reads the mail settings: SMTP when set, links from the app address', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Solar <solar@example.com>',
      APP_URL: 'https://solar.example.com/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      from: 'Solar <solar@example.com>',
      appUrl: 'https://solar.example.com',
    });
    expect(() =>
      loadConfig({
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        SMTP_URL: 'mail.example.com',
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        APP_URL: 'solar.example.com',
      }),
    ).toThrow(ConfigError);
  });
});
