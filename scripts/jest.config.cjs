// The root's small Jest project: checks of the deployment files (docker-compose.yml, README).
const base = require('../jest.base.cjs')({ environment: 'node' });

module.exports = { ...base, roots: ['<rootDir>/__tests__'] };
