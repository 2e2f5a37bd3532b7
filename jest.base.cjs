// Shared Jest settings: SWC transforms TypeScript and the ESM-only packages (d3, react-leaflet…),
// whose real paths under pnpm run through node_modules/.pnpm.
const esmPackages = [
  'd3',
  'd3-[a-z-]+',
  'internmap',
  'delaunator',
  'robust-predicates',
  'react-leaflet',
  '@react-leaflet',
];

/**
 * `jsdom` is the browser packages' environment: jsdom with Node's fetch API
 * (jest.environment-dom.cjs) and the DOM setup (jest.setup-dom.cjs), so a test file sets up
 * neither itself.
 * @param {{ environment: 'node' | 'jsdom' }} options
 */
module.exports = function jestConfig({ environment }) {
  const browser = environment === 'jsdom';
  return {
    testEnvironment: browser ? `${__dirname}/jest.environment-dom.cjs` : 'node',
    // UI tests type and click through whole dialogs; on a busy 2-core machine one such test can
    // take several seconds, which the 5 s default turns into a false failure.
    testTimeout: 30_000,
    // Jest's default is one worker fewer than the cores, a single worker on the 2-core CI machine,
    // while the parent process mostly waits: two workers there run a suite in about half the time
    // (docs/performance.md). Test files share nothing (each API file has its own database).
    maxWorkers: '100%',
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      `node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages.join('|')})/)`,
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    moduleNameMapper: { '\\.(css|svg|png|geojson)$': '<rootDir>/../jest.file-stub.cjs' },
    setupFilesAfterEnv: browser ? [`${__dirname}/jest.setup-dom.cjs`] : [],
  };
};
