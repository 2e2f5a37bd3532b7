import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkApp, checkBudgets, gzipSize } from '../check-budgets';
import { initialJsFiles } from '../initial-js-files';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'solar-budgets-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Writes a file of `bytes` pseudo-random characters (so gzip cannot shrink it to nothing). */
function writeJs(distDir: string, name: string, bytes: number): void {
  let text = '';
  let seed = bytes + name.length;
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(33 + (seed % 90));
  }
  writeFileSync(path.join(distDir, name), text);
}

const assets = (sync: string[], async: string[] = []) => ({
  js: { sync, async },
  css: { sync: [], async: [] },
});

function remoteDist(name: string): string {
  const distDir = path.join(dir, name);
  mkdirSync(distDir);
  writeFileSync(
    path.join(distDir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react', assets: assets(['react.js']) }],
      exposes: [{ name: 'routes', assets: assets(['routes.js'], ['page.js']) }],
    }),
  );
  writeJs(distDir, 'remoteEntry.js', 3000);
  writeJs(distDir, 'routes.js', 2000);
  writeJs(distDir, 'page.js', 50_000);
  writeJs(distDir, 'react.js', 40_000);
  return distDir;
}

function hostDist(): string {
  const distDir = path.join(dir, 'host');
  mkdirSync(distDir);
  writeFileSync(
    path.join(distDir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: '', path: '' } },
      shared: [
        { name: 'react', assets: assets(['react.js']) },
        { name: '@solar/shared', assets: assets(['shared.js', 'bootstrap.js']) },
      ],
      exposes: [],
    }),
  );
  writeFileSync(
    path.join(distDir, 'initial-chunks.json'),
    JSON.stringify({ app: 'host', entry: ['main.js'], entryImports: ['bootstrap.js'] }),
  );
  for (const [file, size] of [
    ['main.js', 5000],
    ['bootstrap.js', 4000],
    ['react.js', 6000],
    ['shared.js', 3000],
    ['lazy-page.js', 90_000],
  ] as const) {
    writeJs(distDir, file, size);
  }
  return distDir;
}

describe('initialJsFiles', () => {
  it("counts a remote's entry and its exposed modules' sync chunks, not lazy ones or shared copies", () => {
    expect(initialJsFiles(remoteDist('crm'), 'remote')).toEqual(['remoteEntry.js', 'routes.js']);
  });

  it("counts the host's entry, its entry imports and the shared packages it provides, once each", () => {
    expect(initialJsFiles(hostDist(), 'host')).toEqual([
      'bootstrap.js',
      'main.js',
      'react.js',
      'shared.js',
    ]);
  });

  it('refuses an unbuilt app with the path to build', () => {
    expect(() => initialJsFiles(path.join(dir, 'nothing'), 'remote')).toThrow(
      /mf-manifest\.json is missing: build the app first/,
    );
  });
});

describe('checkApp', () => {
  it('passes within the budget and sums the gzip sizes of exactly the initial files', () => {
    const distDir = remoteDist('crm');
    const result = checkApp(
      { name: 'crm', kind: 'remote', distDir },
      { apps: { crm: { initialJsGzipBytes: 100_000 } } },
    );
    expect(result.ok).toBe(true);
    expect(result.files).toBe(2);
    expect(result.rawBytes).toBe(5000);
    expect(result.gzipBytes).toBeGreaterThan(0);
    expect(result.gzipBytes).toBeLessThan(5000);
  });

  it('fails over the budget with a message naming the app, its size and its budget', () => {
    const distDir = remoteDist('portal');
    const result = checkApp(
      { name: 'portal', kind: 'remote', distDir },
      { apps: { portal: { initialJsGzipBytes: 1000 } } },
    );
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^portal: initial JavaScript is \d+\.\d KiB gzip \(\d+ bytes\)/);
    expect(result.message).toContain('over its budget of 1.0 KiB (1000 bytes)');
  });

  it('is exact at the boundary: a budget equal to the size passes, one byte less fails', () => {
    const app = { name: 'host', kind: 'host' as const, distDir: hostDist() };
    const size = checkApp(app, { apps: { host: { initialJsGzipBytes: 10 ** 9 } } }).gzipBytes;
    expect(checkApp(app, { apps: { host: { initialJsGzipBytes: size } } }).ok).toBe(true);
    expect(checkApp(app, { apps: { host: { initialJsGzipBytes: size - 1 } } }).ok).toBe(false);
  });

  it('fails an app that has no budget', () => {
    const result = checkApp(
      { name: 'zoho', kind: 'remote', distDir: remoteDist('zoho') },
      { apps: {} },
    );
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^zoho: no budget in the budget file/);
  });
});

describe('checkBudgets', () => {
  it('reports every app, so one overrun does not hide another', () => {
    const results = checkBudgets(
      [
        { name: 'crm', kind: 'remote', distDir: remoteDist('crm') },
        { name: 'zoho', kind: 'remote', distDir: remoteDist('zoho') },
      ],
      { apps: { crm: { initialJsGzipBytes: 10 }, zoho: { initialJsGzipBytes: 10 } } },
    );
    expect(results.map((result) => [result.app, result.ok])).toEqual([
      ['crm', false],
      ['zoho', false],
    ]);
  });
});

describe('gzipSize', () => {
  it('is deterministic for the same bytes', () => {
    const content = Buffer.from('const answer = 42;\n'.repeat(200));
    expect(gzipSize(content)).toBe(gzipSize(content));
    expect(gzipSize(content)).toBeLessThan(content.length);
  });
});
