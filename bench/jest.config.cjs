// The budget checker's logic; the benchmarks themselves are run by `pnpm bench`, never by Jest.
module.exports = require('../jest.base.cjs')({ environment: 'node' });
