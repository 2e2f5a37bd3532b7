import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { formatTable } from '../support/format-table';
import { pageBudgetKiB } from '../budgets/budget-file';
import { type DragResult, measureDrag } from './drag-frames';
import { selectPages } from './select-pages';
import { freePort } from '@solar/api/testing/free-port';
import { runToEnd, startProcess, waitForUrl, type Started } from '../support/processes';

const apps = ['host', 'crm', 'zoho', 'templates', 'portal'] as const;
type App = (typeof apps)[number];
const appFolder: Record<App, string> = {
  host: 'host',
  crm: 'mfe-crm',
  zoho: 'mfe-zoho',
  templates: 'mfe-templates',
  portal: 'mfe-portal',
};
const portEnv: Record<App, string> = {
  host: 'HOST_PORT',
  crm: 'CRM_PORT',
  zoho: 'ZOHO_PORT',
  templates: 'TEMPLATES_PORT',
  portal: 'PORTAL_PORT',
};

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageSpec {
  name: string;
  path: string | ((ids: { bomId: number | null }) => string | null);
  /** Who is signed in (local storage token); null: nobody. */
  email: string | null;
  /** Extra target of the page, besides Lighthouse's: its budget in `bench/budgets.json`. */
  kib?: number;
  noBytesFrom?: App[];
}

const pages: PageSpec[] = [
  { name: '/login', path: '/login', email: null, kib: pageBudgetKiB('/login') },
  {
    name: '/customer',
    path: '/customer',
    email: 'customer@example.com',
    kib: pageBudgetKiB('/customer'),
    noBytesFrom: ['crm', 'zoho', 'templates'],
  },
  { name: 'deals list', path: '/workplace/crm/deals', email: 'admin@example.com' },
  { name: 'presenter', path: '/workplace/crm/present-proposal', email: 'admin@example.com' },
  {
    name: 'BOM design',
    path: ({ bomId }) => (bomId === null ? null : `/workplace/zoho/bom/${bomId}/design`),
    email: 'admin@example.com',
  },
];

interface PageResult {
  page: string;
  url: string | null;
  /** JavaScript bytes as transferred (compressed), by app; `shared` = the shared packages. */
  jsBytes: Record<string, number>;
  totalJsBytes: number;
  /** Each script the page loaded, in arrival order: which app served it and its bytes as sent. */
  scripts: { app: string; file: string; bytes: number }[];
  performance: number | null;
  accessibility: number | null;
  checks: { name: string; pass: boolean }[];
}

export interface BrowserResults {
  pages: PageResult[];
  /** Presenter with 200 panels: the longest frame while dragging one (target ≤ 50 ms). */
  drag: (DragResult & { pass: boolean }) | { error: string };
  table: string;
}

interface Session {
  token: string;
  user: unknown;
}

async function signIn(apiUrl: string, email: string): Promise<Session> {
  const { id_token: idToken } = (await fetch(`${apiUrl}/api/auth/dev/id-token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((response) => response.json())) as { id_token: string };
  return (await fetch(`${apiUrl}/api/auth/google/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: idToken, token_type: 'id_token' }),
  }).then((response) => response.json())) as Session;
}

/** File names of the shared packages' chunks, per app, from each build's manifest. */
function sharedFilesOf(root: string): Set<string> {
  const files = new Set<string>();
  for (const app of apps) {
    const manifest = JSON.parse(
      readFileSync(path.join(root, appFolder[app], 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { shared: { assets: { js: { sync: string[]; async: string[] } } }[] };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        files.add(`${app}/${file}`);
      }
    }
  }
  return files;
}

async function setSession(context: BrowserContext, hostUrl: string, session: Session | null) {
  const page = await context.newPage();
  await page.goto(`${hostUrl}/app-config.json`);
  await page.evaluate((value) => {
    window.localStorage.clear();
    if (value) {
      window.localStorage.setItem('token', value.token);
      window.localStorage.setItem('user', JSON.stringify(value.user));
    }
  }, session);
  await page.close();
}

/**
 * Bytes: each page in a fresh Playwright page (cold cache), JavaScript responses' encoded body
 * sizes (what crossed the wire, brotli or gzip as the static server chose), attributed to the app
 * by the server's port and to `shared` when the file is a shared package's chunk. Lighthouse
 * (desktop preset, performance and accessibility) then loads the same URL in a new tab of the
 * same persistent Chromium profile, connected through its debugging port; `disableStorageReset`
 * keeps the token that was put in local storage.
 */
export async function runBrowserBench(options: {
  root: string;
  dataDir: string;
  log: (line: string) => void;
  /** Only the pages whose name contains one of these (e.g. `login`, `presenter`); all when empty. */
  pageFilters?: string[];
  /** Whether to measure the presenter drag (default true). */
  drag?: boolean;
}): Promise<BrowserResults> {
  const { root, log } = options;
  const selectedPages = selectPages(pages, options.pageFilters ?? []);
  // Lighthouse's full reports, to see which audits cost points (git-ignored with `bench/reports/`).
  const reportsDir = path.join(root, 'bench', 'reports');
  mkdirSync(reportsDir, { recursive: true });
  log('browser: building the apps when stale (and checking the byte budgets)');
  await runToEnd(process.execPath, [path.join(root, 'scripts', 'cli.mjs'), 'build', '--if-stale'], {
    cwd: root,
  });
  const ports = Object.fromEntries(
    await Promise.all(
      [...apps, 'api' as const].map(async (name) => [name, await freePort()] as const),
    ),
  ) as Record<App | 'api', number>;
  const hostUrl = `http://localhost:${ports.host}`;
  const apiUrl = `http://localhost:${ports.api}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'development',
    // The pages are signed in through the development identity provider (loopback bind below).
    DEV_SIGN_IN: 'true',
    GOOGLE_CLIENT_ID: '',
    DATA_DIR: options.dataDir,
    DATABASE_URL: '',
    PUBLIC_HOSTNAME: 'localhost',
    API_PORT: String(ports.api),
    ...Object.fromEntries(apps.map((app) => [portEnv[app], String(ports[app])])),
    CORS_ORIGINS: `${hostUrl},http://127.0.0.1:${ports.host}`,
    BIND_ADDRESS: '127.0.0.1',
    SIGN_IN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['API_URL', 'STATIC_CORS_ORIGINS', 'CRM_MANIFEST_URL', 'ZOHO_MANIFEST_URL']) {
    delete env[name];
  }
  delete env.TEMPLATES_MANIFEST_URL;
  delete env.PORTAL_MANIFEST_URL;
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const servers: Started[] = [];
  const profile = mkdtempSync(path.join(os.tmpdir(), 'solar-bench-chromium-'));
  let context: BrowserContext | null = null;
  try {
    servers.push(startProcess(tsx, ['src/main.ts'], { cwd: path.join(root, 'api'), env }));
    for (const app of apps) {
      servers.push(
        startProcess(tsx, ['scripts/static-server.ts', '--app', app], { cwd: root, env }),
      );
    }
    await waitForUrl(`http://127.0.0.1:${ports.api}/api/health/`, 180_000, servers[0]);
    await Promise.all(
      apps.map((app, index) =>
        waitForUrl(
          `http://127.0.0.1:${ports[app]}/${app === 'host' ? 'app-config.json' : 'mf-manifest.json'}`,
          60_000,
          servers[index + 1],
        ),
      ),
    );
    const sessions = new Map<string, Session>();
    for (const email of new Set(
      selectedPages.flatMap((page) => (page.email ? [page.email] : [])),
    )) {
      sessions.set(email, await signIn(apiUrl, email));
    }
    // Only the BOM page needs a BOM id (and the admin session that lists them); with --pages
    // that leave it out there is no admin session to ask with.
    const admin = sessions.get('admin@example.com');
    const boms = admin
      ? ((await fetch(`${apiUrl}/api/zoho/bom/`, {
          headers: { authorization: `Bearer ${admin.token}` },
        }).then((response) => response.json())) as { results?: { id: number }[] })
      : {};
    const bomId = boms.results?.[0]?.id ?? null;
    const appByPort = new Map(apps.map((app) => [String(ports[app]), app]));
    const sharedFiles = sharedFilesOf(root);
    const debuggingPort = await freePort();
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
    });
    const results: PageResult[] = [];
    for (const spec of selectedPages) {
      const urlPath = typeof spec.path === 'function' ? spec.path({ bomId }) : spec.path;
      if (urlPath === null) {
        results.push({
          page: spec.name,
          url: null,
          jsBytes: {},
          totalJsBytes: 0,
          scripts: [],
          performance: null,
          accessibility: null,
          checks: [],
        });
        continue;
      }
      const url = `${hostUrl}${urlPath}`;
      log(`browser: ${spec.name} (${url})`);
      await setSession(context, hostUrl, spec.email ? sessions.get(spec.email)! : null);
      const page = await context.newPage();
      const client = await context.newCDPSession(page);
      await client.send('Network.enable');
      await client.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts = new Map<string, { url: string; headerBytes: number }>();
      const jsBytes: Record<string, number> = {};
      const loadedScripts: PageResult['scripts'] = [];
      let lastScriptAt = Date.now();
      client.on('Network.responseReceived', (event) => {
        if (event.type === 'Script') {
          scripts.set(event.requestId, {
            url: event.response.url,
            headerBytes: event.response.encodedDataLength,
          });
        }
      });
      client.on('Network.loadingFinished', (event) => {
        const script = scripts.get(event.requestId);
        if (!script) return;
        lastScriptAt = Date.now();
        const parsed = new URL(script.url);
        const app = appByPort.get(parsed.port) ?? parsed.host;
        const file = parsed.pathname.replace(/^\//, '');
        const bucket = sharedFiles.has(`${app}/${file}`) ? 'shared' : app;
        // At loadingFinished encodedDataLength counts headers and body as received; at
        // responseReceived it counted the headers only, so the difference is the body as sent.
        const bytes = event.encodedDataLength - script.headerBytes;
        jsBytes[bucket] = (jsBytes[bucket] ?? 0) + bytes;
        loadedScripts.push({ app: bucket === 'shared' ? `${app} (shared)` : app, file, bytes });
      });
      await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
      // The host checks the session and then loads the route's remote: on a busy machine that can
      // start after the network has looked idle, so wait until no script arrived for 2 s.
      const settleBy = Date.now() + 30_000;
      while (Date.now() - lastScriptAt < 2000 && Date.now() < settleBy) {
        await page.waitForTimeout(250);
      }
      await page.close();
      const totalJsBytes = Object.values(jsBytes).reduce((sum, value) => sum + value, 0);
      const checks: { name: string; pass: boolean }[] = [];
      if (spec.kib) {
        checks.push({ name: `JS ≤ ${spec.kib} KiB`, pass: totalJsBytes <= spec.kib * 1024 });
      }
      for (const app of spec.noBytesFrom ?? []) {
        checks.push({ name: `0 bytes from ${app}`, pass: (jsBytes[app] ?? 0) === 0 });
      }
      await setSession(context, hostUrl, spec.email ? sessions.get(spec.email)! : null);
      log(`browser: lighthouse ${spec.name}`);
      const report = await lighthouse(
        url,
        {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        },
        desktopConfig,
      );
      if (report) {
        const fileName = `${spec.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`;
        writeFileSync(path.join(reportsDir, fileName), JSON.stringify(report.lhr, null, 2));
      }
      const categories = report?.lhr.categories;
      const performance = categories?.performance?.score ?? null;
      const accessibility = categories?.accessibility?.score ?? null;
      checks.push({
        name: 'Lighthouse perf ≥ 95',
        pass: performance !== null && performance >= 0.95,
      });
      checks.push({ name: 'a11y 100', pass: accessibility === 1 });
      results.push({
        page: spec.name,
        url,
        jsBytes,
        totalJsBytes,
        scripts: loadedScripts,
        performance: performance === null ? null : Math.round(performance * 100),
        accessibility: accessibility === null ? null : Math.round(accessibility * 100),
        checks,
      });
    }
    let drag: BrowserResults['drag'];
    if (options.drag === false) {
      drag = { error: 'not measured (--no-drag)' };
      return { pages: results, drag, table: `${browserTable(results)}\n\n${dragLine(drag)}` };
    }
    log('browser: dragging a panel among 200 in the presenter');
    await setSession(
      context,
      hostUrl,
      sessions.get('admin@example.com') ?? (await signIn(apiUrl, 'admin@example.com')),
    );
    try {
      const measured = await measureDrag(context, `${hostUrl}/workplace/crm/present-proposal`, 200);
      drag = { ...measured, pass: measured.moved && measured.longestFrameMs <= 50 };
    } catch (error) {
      drag = { error: error instanceof Error ? error.message : String(error) };
    }
    return { pages: results, drag, table: `${browserTable(results)}\n\n${dragLine(drag)}` };
  } finally {
    await context?.close();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(profile, { recursive: true, force: true });
  }
}

const kib = (bytes: number | undefined) => (bytes ? (bytes / 1024).toFixed(1) : '0');

function browserTable(results: PageResult[]): string {
  return formatTable(
    [
      'page',
      'JS KiB',
      'host',
      'shared',
      'crm',
      'zoho',
      'templates',
      'portal',
      'perf',
      'a11y',
      'targets',
    ],
    results.map((result) =>
      result.url === null
        ? [result.page, 'not available', '', '', '', '', '', '', '', '', '']
        : [
            result.page,
            kib(result.totalJsBytes),
            kib(result.jsBytes.host),
            kib(result.jsBytes.shared),
            kib(result.jsBytes.crm),
            kib(result.jsBytes.zoho),
            kib(result.jsBytes.templates),
            kib(result.jsBytes.portal),
            String(result.performance ?? '—'),
            String(result.accessibility ?? '—'),
            result.checks
              .map((check) => `${check.name}: ${check.pass ? 'pass' : 'FAIL'}`)
              .join('; '),
          ],
    ),
  );
}

function dragLine(drag: BrowserResults['drag']): string {
  if ('error' in drag) return `Presenter drag: not measured (${drag.error.split('\n')[0]})`;
  const loaf =
    drag.longestAnimationFrameMs === null
      ? 'no long animation frame'
      : `longest long-animation-frame ${drag.longestAnimationFrameMs.toFixed(0)} ms`;
  return `Presenter drag with ${drag.panels} panels (panel ${drag.moved ? 'moved' : 'did NOT move'}): longest frame ${drag.longestFrameMs.toFixed(1)} ms over ${drag.frames} frames (${loaf}); target ≤ 50 ms: ${drag.pass ? 'pass' : 'FAIL'}`;
}
