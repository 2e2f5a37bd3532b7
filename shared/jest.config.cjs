module.exports = {
  ...require('../jest.base.cjs')({
    environment: 'jsdom',
    setupFiles: ['<rootDir>/../jest.setup-dom.cjs'],
  }),
  // jsdom plus Node's fetch API (RTK Query needs Request/AbortSignal).
  testEnvironment: '<rootDir>/src/testing/jest-fetch-environment.cjs',
};
