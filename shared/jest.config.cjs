module.exports = {
  ...require('../jest.base.cjs')({ environment: 'jsdom' }),
  // The build factory's own checks (recipes of the Chakra system, the share model) live in build/.
  roots: ['<rootDir>/src', '<rootDir>/build'],
};
