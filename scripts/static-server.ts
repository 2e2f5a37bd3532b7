/**
 * Production static server for the host and each remote: compressed responses (brotli or gzip),
 * CORS for the host's origin, cache headers that let hashed chunks be kept forever while the
 * manifest, remote entry, HTML and runtime config are revalidated on every load.
 *
 *   tsx scripts/static-server.ts --app host|crm|zoho|templates|portal
 *
 * Every app's server also answers `/app-config.json`, built from environment, so one build can be
 * deployed anywhere.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { buildRuntimeConfig, portOf, remoteNames, type AppName } from '../shared/build/index';

interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  contentType: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Source maps are fetched only by developer tools; compressing them at start-up is not worth it.
const compressible = /\.(html|js|mjs|css|json|svg|txt)$/;
const hashedName = /\.[0-9a-f]{8,}\.(js|css|png|svg|jpe?g|webp|woff2)(\.map)?$/;
const appFolders: Record<AppName, string> = {
  host: 'host',
  crm: 'mfe-crm',
  zoho: 'mfe-zoho',
  templates: 'mfe-templates',
  portal: 'mfe-portal',
};

/** `no-cache` means "revalidate": entry points change on every deploy, hashed chunks never do. */
export function cacheControlFor(fileName: string): string {
  return hashedName.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function staticFile(name: string, body: Buffer): StaticFile {
  const extension = path.extname(name);
  const compress = compressible.test(name) && body.length > 512;
  return {
    body,
    gzip: compress ? gzipSync(body, { level: 9 }) : null,
    brotli: compress
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
      : null,
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(name),
  };
}

async function loadFolder(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = '/' + path.relative(root, absolute).split(path.sep).join('/');
    files.set(urlPath, staticFile(urlPath, await readFile(absolute)));
  }
  return files;
}

function allowedOrigins(env: NodeJS.ProcessEnv): Set<string> {
  const configured = env.STATIC_CORS_ORIGINS ?? env.CORS_ORIGINS;
  if (configured) return new Set(configured.split(',').map((origin) => origin.trim()));
  return new Set([
    `http://localhost:${portOf('host', env)}`,
    `http://127.0.0.1:${portOf('host', env)}`,
  ]);
}

export function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  status = 200,
): void {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepted)) {
    body = file.brotli;
    response.setHeader('Content-Encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    response.setHeader('Content-Encoding', 'gzip');
  }
  if (file.gzip) response.setHeader('Vary', 'Accept-Encoding, Origin');
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('Content-Length', body.length);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.writeHead(status);
  response.end(request.method === 'HEAD' ? undefined : body);
}

export async function startStaticServer(app: AppName, env: NodeJS.ProcessEnv = process.env) {
  const root = path.resolve(import.meta.dirname, '..', appFolders[app], 'dist');
  const files = await loadFolder(root).catch((error: unknown) => {
    throw new Error(`${app}: no build in ${root}; run the build first (${String(error)})`);
  });
  const origins = allowedOrigins(env);
  // The host reads its runtime config from here; each remote's standalone page does too.
  {
    const config = Buffer.from(JSON.stringify(buildRuntimeConfig(env)));
    files.set('/app-config.json', staticFile('/app-config.json', config));
  }
  const index = files.get('/index.html');

  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin && origins.has(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = files.get(urlPath === '/' ? '/index.html' : urlPath);
    if (file) return send(request, response, file);
    // Client-side routes of the page's own router fall back to its HTML; a missing asset is a 404.
    if (index && !path.extname(urlPath)) return send(request, response, index);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });

  const port = portOf(app, env);
  await new Promise<void>((resolve) => server.listen(port, env.BIND_ADDRESS ?? '0.0.0.0', resolve));
  console.info(`${app}: serving ${root} on http://localhost:${port}`);
  return server;
}

function appFromArguments(argv: string[]): AppName {
  const index = argv.indexOf('--app');
  const value = index >= 0 ? argv[index + 1] : undefined;
  const name = value?.replace(/^mfe-/, '') as AppName | undefined;
  if (!name || (name !== 'host' && !remoteNames.includes(name as never))) {
    throw new Error('Usage: static-server.ts --app host|crm|zoho|templates|portal');
  }
  return name;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  await startStaticServer(appFromArguments(process.argv));
}
