module.exports = require('../jest.base.cjs')({
  environment: 'jsdom',
  setupFiles: ['<rootDir>/../jest.setup-dom.cjs'],
});
