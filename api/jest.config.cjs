// jose 6, tinypool 2 (the PDF render pool), content-disposition 3 (@fastify/static) and cookie 2
// (light-my-request) ship ESM only; Jest runs CommonJS here, so let SWC transform it as well.
const base = require('../jest.base.cjs')({ environment: 'node' });

module.exports = {
  ...base,
  transformIgnorePatterns: [
    'node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(jose|tinypool|content-disposition|cookie)/)',
  ],
  // `postgres-*` tests (load, database outage) and the replica tests need a real PostgreSQL server: `pnpm test:pg`
  // provides one and sets SOLAR_TEST_POSTGRES_URL; the PGlite run leaves them out by path.
  testPathIgnorePatterns: process.env.SOLAR_TEST_POSTGRES_URL
    ? ['/node_modules/']
    : ['/node_modules/', '/__tests__/resilience/postgres-[^/]*$', '/__tests__/replicas/'],
  // PGlite starts a WASM Postgres per test file and runs every migration, which on a busy 2-core
  // machine can outlast the shared 30 s limit (docs/performance.md).
  testTimeout: 90_000,
  // One migrated and one seeded database for the whole run; each test file starts from a copy.
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
};
