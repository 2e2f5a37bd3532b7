import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { devKeyFileName, loadDevIdentityProvider } from '../dev-identity-provider';

describe('loadDevIdentityProvider', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'solar-idp-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the key on first start with mode 600 and reuses it afterwards', async () => {
    const first = await loadDevIdentityProvider(dataDir);
    const file = path.join(dataDir, devKeyFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = await readFile(file, 'utf8');

    const second = await loadDevIdentityProvider(dataDir);
    expect(await readFile(file, 'utf8')).toBe(stored);
    // A token from before the restart still verifies after it.
    const token = await first.issue({ email: 'admin@example.com', name: 'Avery Admin' });
    await expect(second.verifier.verify(token)).resolves.toMatchObject({
      email: 'admin@example.com',
    });
    expect(second.publicJwks.keys[0]).not.toHaveProperty('d');
  });
});
