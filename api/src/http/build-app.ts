import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { productName, spreadsheetContentType } from '@solar/shared/domain';
import type { ApiConfig, TrustProxy } from '../config/load-config';
import type { DatabaseHandle } from '../db/database';
import type { DevIdentityProvider } from '../modules/auth/dev-identity-provider';
import {
  createGoogleIdTokenVerifier,
  type IdTokenVerifier,
} from '../modules/auth/id-token-verifier';
import { postgresRateLimitStore } from '../modules/rate-limit/rate-limit-store';
import { createPdfRenderer, type PdfRenderer } from '../modules/templates/pdf-renderer';
import { createJobEngine } from '../jobs/job-engine';
import { createStorage } from '../storage/create-storage';
import type { FileStorage } from '../storage/file-storage';
import { jobKindsFor } from '../jobs/job-kinds';
import type { AppDeps } from './app-deps';
import { authorize } from './authorize';
import { answerError, installErrorHandler } from './error-handler';
import { errorResponseSchema } from './error-schemas';
import { JsonText } from './json-text';
import type { AnyRouteDeclaration } from './route-declaration';
import { routeTable } from './route-table';

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: ApiConfig;
  /** The development identity provider, or null when it is off; ignored beside Google. */
  devIdentityProvider: DevIdentityProvider | null;
  /** Defaults to Google's verifier when a client id is configured, else the dev provider's. */
  idTokenVerifier?: IdTokenVerifier;
  /** Defaults to THE route table; tests may add routes to exercise the machinery. */
  routes?: readonly AnyRouteDeclaration[];
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body, bytes. */
  bodyLimit?: number;
  /** Sign-in attempts per IP in `signInWindowMs`; defaults to `config.signInRateLimit`. */
  signInWindowMs?: number;
  /** Defaults to a worker pool within `config.pdfRender`; closed with the app either way. */
  pdfRenderer?: PdfRenderer;
  /** Defaults to the storage `config.storage` names. */
  storage?: FileStorage;
}

const defaultBodyLimit = 1024 * 1024;
const openApiPath = '/api/openapi.json';
const docsPrefix = '/api/docs';

function chooseVerifier(
  options: BuildAppOptions,
  devIdentityProvider: DevIdentityProvider | null,
): IdTokenVerifier {
  if (options.idTokenVerifier) return options.idTokenVerifier;
  if (options.config.googleClientId) {
    return createGoogleIdTokenVerifier(options.config.googleClientId);
  }
  if (devIdentityProvider) return devIdentityProvider.verifier;
  throw new Error('Sign-in needs GOOGLE_CLIENT_ID or the development identity provider');
}

/**
 * Fastify answers a bare hop count by trusting no one, so a count becomes "trust the nearest N
 * hops" (the socket's peer is hop 0), the meaning operators know from other servers.
 */
function fastifyTrustProxy(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** The Fastify application: plugins, error handling, docs and every route of the table. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // With Google sign-in configured, a provider that signs in anyone as anyone must not be
  // reachable at all: its routes answer 404 and it lists no accounts.
  const devIdentityProvider = config.googleClientId ? null : options.devIdentityProvider;
  const app = Fastify({
    logger: options.logger ?? false,
    // The client IP (sign-in rate limit, logs) comes from X-Forwarded-For only through proxies
    // the operator trusts; otherwise anyone could claim any address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    // Unknown routes and trailing-slash variants are distinct: the browser uses the slash form.
    routerOptions: { ignoreTrailingSlash: false },
    // Errors met while routing (a URL that does not decode, a too-long parameter) answer in the
    // app's format too; Fastify would otherwise send its own body, bypassing the error handler.
    frameworkErrors: answerError,
  });
  const pdfRenderer = options.pdfRenderer ?? createPdfRenderer(config.pdfRender);
  const storage = options.storage ?? createStorage(config.storage);
  const deps: AppDeps = {
    database: options.database,
    config,
    devIdentityProvider,
    idTokenVerifier: chooseVerifier(options, devIdentityProvider),
    pdfRenderer,
    storage,
    jobs: createJobEngine({
      connection: options.database.jobConnection,
      kinds: jobKindsFor(config),
      deps: { database: options.database, config, pdfRenderer, storage, log: app.log },
      concurrency: config.jobs.concurrency,
      heartbeatSeconds: config.jobs.heartbeatSeconds,
    }),
  };
  app.decorate('jobs', deps.jobs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  installErrorHandler(app);
  app.addHook('onClose', async () => {
    // Jobs first: a render still running needs the renderer until the engine lets it go.
    await deps.jobs.stop();
    await deps.pdfRenderer.close();
  });

  // JSON answers need no content policy; the docs page sets its own (swagger-ui staticCSP).
  // Resource policy `same-site`: the host runs on another port of the same site; CORS decides
  // what its scripts may read.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    global: true,
  });
  await app.register(cors, {
    origin: (origin, callback) => {
      // No Origin header: not a cross-origin browser call (curl, same-origin, health checks).
      callback(null, !origin || config.corsOrigins.includes(origin));
    },
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A download keeps the name the API gives it (the template, the deal, the proposal version).
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  // Counted in the database: every API process on it shares one count per client.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(options.database.db),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${productName} API`,
        version: '1.0.0',
        description: 'Errors answer JSON `{message, error?, errors?: [{path, message}]}`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: true,
    // The API is often served over plain http (localhost, compose); upgrading the page's own
    // script and style requests to https would leave the docs page blank there.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());

  const signInRateLimit = {
    max: config.signInRateLimit,
    timeWindow: options.signInWindowMs ?? 60_000,
  };
  // An uploaded CSV or Excel workbook reaches its route unread, so a large file is parsed as it
  // arrives instead of being held in memory; only the upload routes read it (others refuse a
  // non-JSON body).
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  app.addContentTypeParser(spreadsheetContentType, (_request, payload, done) =>
    done(null, payload),
  );
  // An uploaded document arrives as its own bytes, read by its route within the document limit.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
    done(null, payload),
  );
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const route of options.routes ?? routeTable) {
    const status = route.successStatus ?? 200;
    const { access } = route;
    typed.route({
      method: route.method,
      url: route.url,
      schema: {
        tags: [route.tag],
        summary: route.summary,
        ...(route.schemas.body ? { body: route.schemas.body } : {}),
        ...(route.schemas.querystring ? { querystring: route.schemas.querystring } : {}),
        ...(route.schemas.params ? { params: route.schemas.params } : {}),
        ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        response: {
          [status]: route.schemas.response,
          400: errorResponseSchema,
          ...(access === 'public' ? {} : { 401: errorResponseSchema }),
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          500: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      config: route.rateLimit === 'signIn' ? { rateLimit: signInRateLimit } : {},
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      // Authorization runs before the body is even read, so refused callers learn nothing.
      ...(access === 'public'
        ? route.guard
          ? { onRequest: async (request) => route.guard!(request, deps) }
          : {}
        : {
            onRequest: async (request) => {
              request.auth = await authorize(request, access, deps);
            },
          }),
      handler: async (request, reply) => {
        const result = await route.handler(
          {
            body: request.body as never,
            query: request.query as never,
            params: request.params as never,
          },
          { deps, auth: request.auth as never, request, reply },
        );
        reply.code(status);
        if (result instanceof JsonText) {
          if (result.etag !== undefined) {
            // Private: the answer is the caller's own; no-cache: the browser asks again each
            // time and is told 304 while what it holds is still the answer.
            reply.header('ETag', result.etag).header('Cache-Control', 'private, no-cache');
            if (entityTagMatches(request.headers['if-none-match'], result.etag)) {
              return reply.code(304).send();
            }
          }
          reply.type('application/json; charset=utf-8');
          if (result.gzipped !== undefined) {
            reply.header('Vary', 'Accept-Encoding');
            if (acceptsGzip(request.headers['accept-encoding'])) {
              return reply.header('Content-Encoding', 'gzip').send(result.gzipped);
            }
          }
          return reply.send(result.text);
        }
        return status === 204 ? reply.send() : result;
      },
    });
  }
  return app;
}

/** Whether an `If-None-Match` header names `etag` (or is `*`). */
function entityTagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Whether an `Accept-Encoding` header accepts gzip (named without `q=0`). */
function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    return !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });
}
