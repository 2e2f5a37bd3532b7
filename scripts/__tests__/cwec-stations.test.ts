import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './repository-files';

describe('the CWEC 2016 stations outside Atlantic Canada', () => {
  it('are exactly what the script makes of the lines copied out of their reports', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(repositoryRoot, 'scripts/build-cwec-stations.mjs'), '--check'],
      { cwd: repositoryRoot, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/matches the extract \(\d+ stations\)/);
  });
});
