module.exports = {
  ...require('../jest.base.cjs')({
    environment: 'jsdom',
    setupFiles: ['<rootDir>/../jest.setup-dom.cjs'],
  }),
  // jsdom plus Node's fetch API (RTK Query needs Request/AbortSignal).
  testEnvironment: '<rootDir>/src/testing/jest-fetch-environment.cjs',
  // The build factory's own checks (recipes of the Chakra system, the share model) live in build/.
  roots: ['<rootDir>/src', '<rootDir>/build'],
};
