import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from './app-deps';
import type { AuthContext } from './auth-context';
import type { JsonText } from './json-text';

/**
 * Who may call a route. `public`: anyone. `authenticated`: any valid session. `staff`: staff
 * users holding at least one of `menuPaths` (superusers hold every path; empty = any staff).
 */
export type RouteAccess =
  'public' | 'authenticated' | { staff: true; menuPaths: readonly string[] };

interface RouteSchemas {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** The success answer's body (use `z.null()` with `successStatus: 204`). */
  response: z.ZodType;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** The validated parts of a request, typed from the route's schemas. */
interface RouteInput<S extends RouteSchemas> {
  body: Infer<S['body']>;
  query: Infer<S['querystring']>;
  params: Infer<S['params']>;
}

interface RouteContext<A extends RouteAccess = RouteAccess> {
  deps: AppDeps;
  /** The caller's session; always present unless the route is public. */
  auth: A extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RouteDeclaration<
  S extends RouteSchemas = RouteSchemas,
  A extends RouteAccess = RouteAccess,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Full URL with the trailing slash the browser uses, `:param` for parameters. */
  url: string;
  access: A;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag: the module's area. */
  tag: string;
  successStatus?: 200 | 201 | 204;
  /** Applies the sign-in rate limit (per client IP). */
  rateLimit?: 'signIn';
  /**
   * A check of a public route's own credentials (a website API key), run before the body is
   * read, as the session check of other routes is; it throws the refusal.
   */
  guard?: (request: FastifyRequest, deps: AppDeps) => Promise<void>;
  /** Largest accepted body in bytes when a route needs more than the app's default (uploads). */
  bodyLimit?: number;
  schemas: S;
  handler(
    input: RouteInput<S>,
    context: RouteContext<A>,
  ): Promise<z.infer<S['response']> | JsonText<z.infer<S['response']>>>;
}

/** The type-erased form stored in the route table. */
export type AnyRouteDeclaration = RouteDeclaration<RouteSchemas, RouteAccess>;

/**
 * Declares a route with handler types inferred from its schemas and access, and erases them for
 * the table (the table only needs what every route has in common).
 */
export function defineRoute<S extends RouteSchemas, const A extends RouteAccess>(
  route: RouteDeclaration<S, A>,
): AnyRouteDeclaration {
  return route as unknown as AnyRouteDeclaration;
}
