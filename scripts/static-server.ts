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
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { portOf, remoteNames, type AppName } from '../shared/build/app-ports';
import { buildRuntimeConfig } from '../shared/build/runtime-config';
import { securityHeaders, strictTransportSecurity } from '../shared/build/security-headers';
import { requestPathOf } from './request-path';

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
  '.geojson': 'application/geo+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Source maps are fetched only by developer tools; compressing them at start-up is not worth it.
const compressible = /\.(html|js|mjs|css|json|geojson|svg|txt)$/;
const hashedName = /\.[0-9a-f]{8,}\.(js|css|png|svg|jpe?g|webp|woff2|geojson)(\.map)?$/;
const appFolders: Record<AppName, string> = {
  host: 'host',
  crm: 'mfe-crm',
  zoho: 'mfe-zoho',
  templates: 'mfe-templates',
  portal: 'mfe-portal',
};

/** `no-cache` means "revalidate": entry points change on every deploy, hashed chunks never do. */
function cacheControlFor(fileName: string): string {
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
  response.writeHead(status);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Where to serve from and on which port, when not the app's own build and port (tests). */
interface StaticServerOptions {
  root?: string;
  /** 0 asks the system for a free port; the line printed at start says which. */
  port?: number;
}

function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  text: string,
  extraHeaders: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...extraHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** The status Node itself would choose for each parser error; anything else is a bad request. */
const clientErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function refuseMalformedRequest(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  headers: Record<string, string>,
): void {
  // Gone, or an answer already under way on this connection: there is no one to answer cleanly.
  const bytesWritten = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
  if (error.code === 'ECONNRESET' || !socket.writable || bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus[error.code ?? ''] ?? 400;
  // No body: the request was not understood, so it may have been a HEAD.
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Content-Length: 0',
    'Connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
}

/** 'on', 'true', '1' or 'yes' (any case); anything else, or unset, is off. */
function onOff(raw: string | undefined): boolean {
  return ['on', 'true', '1', 'yes'].includes((raw ?? '').trim().toLowerCase());
}

/**
 * Whether the browser reached this answer over TLS: the server itself speaks plain HTTP, so only a
 * TLS-terminating proxy in front can say so, and its `X-Forwarded-Proto` is believed only when
 * `STATIC_TRUST_PROXY` is on (otherwise any client could send it).
 */
function cameOverTls(request: IncomingMessage, trustProxy: boolean): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '');
  return forwarded.split(',')[0]!.trim().toLowerCase() === 'https';
}

export async function startStaticServer(
  app: AppName,
  env: NodeJS.ProcessEnv = process.env,
  options: StaticServerOptions = {},
) {
  const root = options.root ?? path.resolve(import.meta.dirname, '..', appFolders[app], 'dist');
  const files = await loadFolder(root).catch((error: unknown) => {
    throw new Error(`${app}: no build in ${root}; run the build first (${String(error)})`);
  });
  const origins = allowedOrigins(env);
  // The host reads its runtime config from here; each remote's standalone page does too.
  const runtimeConfig = buildRuntimeConfig(env);
  files.set(
    '/app-config.json',
    staticFile('/app-config.json', Buffer.from(JSON.stringify(runtimeConfig))),
  );
  const index = files.get('/index.html');
  // Computed once, from the same config: the policy allows exactly this deployment's origins.
  const headers = securityHeaders(runtimeConfig);
  const trustProxy = onOff(env.STATIC_TRUST_PROXY);

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (cameOverTls(request, trustProxy)) {
      response.setHeader('Strict-Transport-Security', strictTransportSecurity);
    }
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
      return sendText(request, response, 405, 'Method not allowed', {
        Allow: 'GET, HEAD, OPTIONS',
      });
    }
    const urlPath = requestPathOf(request.url ?? '/');
    if (urlPath === null) return sendText(request, response, 400, 'Bad request');
    const file = files.get(urlPath === '/' ? '/index.html' : urlPath);
    if (file) return send(request, response, file);
    // Client-side routes of the page's own router fall back to its HTML; a missing asset is a 404.
    if (index && !path.extname(urlPath)) return send(request, response, index);
    sendText(request, response, 404, 'Not found');
  };

  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      // One bad answer must never take the server (and with it every user's page) down.
      console.error(`${app}: ${request.method} ${request.url}: ${String(error)}`);
      if (response.headersSent) response.destroy();
      else sendText(request, response, 500, 'Internal server error');
    }
  });
  // Requests Node's parser refuses (broken request line, bad header, headers too large) are
  // answered here, with the same security headers, and the connection closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
    refuseMalformedRequest(error, socket, headers),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? portOf(app, env), env.BIND_ADDRESS ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
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
