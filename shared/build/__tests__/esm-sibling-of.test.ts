import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { esmSiblingOf } from '../esm-sibling-of';

const require = createRequire(__filename);

describe('esmSiblingOf', () => {
  it('finds the ES module build of each federation runtime package the build resolves', () => {
    const runtimeTools = require.resolve('@module-federation/runtime-tools', {
      paths: [require.resolve('@module-federation/enhanced')],
    });
    const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', {
      paths: [runtimeTools],
    });
    const runtime = require.resolve('@module-federation/runtime', { paths: [runtimeTools] });
    for (const commonJs of [runtimeTools, bundlerRuntime, runtime]) {
      expect(commonJs).toMatch(/\.cjs$/);
      const esm = esmSiblingOf(commonJs);
      expect(esm).toMatch(/\.m?js$/);
      expect(existsSync(esm)).toBe(true);
    }
  });

  it('takes .mjs where the package names its ES modules so', () => {
    const files = new Set(['/x/node_modules/@module-federation/error-codes/dist/index.mjs']);
    expect(
      esmSiblingOf('/x/node_modules/@module-federation/error-codes/dist/index.cjs', (file) =>
        files.has(file),
      ),
    ).toBe('/x/node_modules/@module-federation/error-codes/dist/index.mjs');
  });

  it('leaves other files, and federation files without an ES module build, alone', () => {
    expect(esmSiblingOf('/x/node_modules/react/index.cjs', () => true)).toBe(
      '/x/node_modules/react/index.cjs',
    );
    expect(esmSiblingOf('/x/node_modules/@module-federation/sdk/dist/a.cjs', () => false)).toBe(
      '/x/node_modules/@module-federation/sdk/dist/a.cjs',
    );
  });
});
