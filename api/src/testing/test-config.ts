import os from 'node:os';
import path from 'node:path';
import type { ApiConfig } from '../config/load-config';
import { defaultPdfRenderLimits } from '../modules/templates/pdf-render-limits';

/** A development configuration for tests; nothing touches the real data folder. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    port: 0,
    bindAddress: '127.0.0.1',
    databaseUrl: null,
    dataDir: path.join(os.tmpdir(), 'solar-api-test-unused'),
    appEnv: 'development',
    googleClientId: null,
    // The tests sign in through the development identity provider, as npm start does.
    devIdentityProvider: true,
    trustProxy: false,
    corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    sessionTtlHours: 12,
    maxSessionsPerUser: 10,
    callerCacheTtlSeconds: 60,
    signInRateLimit: 1000,
    logLevel: 'silent',
    zoho: null,
    geocoderUrl: null,
    geocoderUserAgent: 'SolarWorkplaceTest/1.0',
    storage: { kind: 'filesystem', root: path.join(os.tmpdir(), 'solar-api-test-files') },
    // A render process's start is part of the budget: on a 2-core machine busy with the other test
    // files it has taken over 20 s, which would answer "busy" where the document is not at fault.
    pdfRender: { ...defaultPdfRenderLimits, timeoutMs: 60_000 },
    jobs: { concurrency: 2, heartbeatSeconds: 10, testKinds: true },
    mail: {
      smtpUrl: null,
      from: 'Solar Workplace <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
    },
    ...overrides,
  };
}
