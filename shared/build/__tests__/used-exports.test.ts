import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { usedExportsRecord } from '../used-exports-record';
import { appSourceFolders, usedExportsOf } from '../used-exports';

const workspaceRoot = path.resolve(__dirname, '..', '..', '..');

describe('the recorded used exports of the tree-shaken shared packages', () => {
  it.each(Object.keys(usedExportsRecord))(
    'records exactly what the apps import from %s (else the host build is stale for a remote)',
    (pkg) => {
      expect(usedExportsOf(pkg, appSourceFolders(workspaceRoot))).toEqual(
        [...usedExportsRecord[pkg]!].sort(),
      );
    },
  );

  it('reads named imports and re-exports, skips type-only ones and refuses namespace imports', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'used-exports-'));
    mkdirSync(path.join(folder, 'src'));
    writeFileSync(
      path.join(folder, 'src', 'a.tsx'),
      "import { Link, useParams as params, type To } from 'react-router';\n" +
        "import type { Location } from 'react-router';\n" +
        "export { Outlet } from 'react-router';\n",
    );
    expect(usedExportsOf('react-router', [path.join(folder, 'src')])).toEqual([
      'Link',
      'Outlet',
      'useParams',
    ]);
    writeFileSync(path.join(folder, 'src', 'b.ts'), "import * as router from 'react-router';\n");
    expect(() => usedExportsOf('react-router', [path.join(folder, 'src')])).toThrow(/one by one/);
  });
});
