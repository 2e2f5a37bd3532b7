import fc from 'fast-check';
import type { AnyRouteDeclaration } from '../http/route-declaration';
import { hostileValues } from './hostile-values';
import { arbitraryOf, type FieldValues, fieldNamesOf } from './zod-arbitrary';

/** One generated HTTP request; `payload` is the raw body text. */
export interface FuzzRequest {
  method: AnyRouteDeclaration['method'];
  url: string;
  query: Record<string, string | string[]>;
  payload?: string | Buffer;
  contentType?: string;
  /** Headers beside the session's (a website API key). */
  headers?: Record<string, string>;
  /** What was done to the request, for the failure report. */
  variant: string;
  /** The path parameters as sent (before URL encoding). */
  params: Record<string, string>;
}

/** What the fuzz test knows about the database and the route, to make requests that succeed. */
export interface RouteFuzzOptions {
  /** Existing path parameter values, one row per record. */
  idRows?: readonly Record<string, unknown>[];
  /** Realistic values for body and query fields by name. */
  fieldValues?: FieldValues;
  /** A request known to succeed, sent as is (variant `example`). */
  example?: {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    /** A body that is not JSON (an uploaded CSV or photo), sent with `contentType`. */
    rawBody?: string | Buffer;
    contentType?: string;
    headers?: Record<string, string>;
  };
}

interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  /** Raw body overriding `body` (malformed JSON, an uploaded file). */
  rawBody?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  variant: string;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

/** Query and path values travel as text; objects and arrays have no query form here. */
function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function textRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, item]) => [key, asText(item)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
}

const paramNamesOf = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);

/** Every value a hostile field may take. */
const anyHostile = fc.constantFrom<unknown>(
  ...hostileValues.strings,
  ...hostileValues.numbers,
  ...hostileValues.wrongTypes,
);

/** Paths to every leaf of a JSON value, so a hostile value can land deep inside a body. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0
      ? [prefix]
      : value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? [prefix]
      : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function replacedAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replacedAt(copy[head!], rest, replacement);
  return copy;
}

function validParts(
  route: AnyRouteDeclaration,
  options: RouteFuzzOptions,
): fc.Arbitrary<RequestParts> {
  const { schemas } = route;
  const fieldValues = options.fieldValues ?? {};
  const names = paramNamesOf(route.url);
  // Small ids hit seeded rows, so handlers run past their "not found" checks.
  const seededId = fc.integer({ min: 1, max: 6 }).map(String);
  const schemaParams = schemas.params
    ? arbitraryOf(schemas.params).map(textRecord)
    : fc.constant<Record<string, string>>({});
  const made = fc
    .tuple(
      schemaParams,
      fc.array(seededId, { minLength: names.length, maxLength: names.length }),
      fc.boolean(),
    )
    .map(([generated, small, useSmall]) => ({
      params: Object.fromEntries(
        names.map((name, index) => [
          name,
          useSmall || generated[name] === undefined ? small[index]! : generated[name],
        ]),
      ),
    }));
  const rows = (options.idRows ?? []).filter((row) => names.every((name) => row[name] != null));
  // Mostly ids of records that exist (all of a row's ids belong together), so handlers run past
  // their "not found" checks; sometimes made-up ones.
  const params: fc.Arbitrary<{ params: Record<string, string> }> =
    names.length > 0 && rows.length > 0
      ? fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constantFrom(...rows).map((row) => ({
              params: Object.fromEntries(names.map((name) => [name, String(row[name])])),
            })),
          },
          { weight: 1, arbitrary: made },
        )
      : made;
  const query = schemas.querystring
    ? arbitraryOf(schemas.querystring, 0, fieldValues).map(textRecord)
    : fc.constant({});
  const body =
    schemas.body && bodyMethods.has(route.method)
      ? arbitraryOf(schemas.body, 0, fieldValues)
      : fc.constant(null);
  return fc
    .record({ path: params, query, body })
    .map(({ path, query: generatedQuery, body: generatedBody }) => ({
      ...path,
      query: generatedQuery,
      body: generatedBody,
      variant: 'generated',
    }));
}

/** The route's example over generated parts: what it leaves out is generated. */
function exampleParts(
  route: AnyRouteDeclaration,
  options: RouteFuzzOptions,
): fc.Arbitrary<RequestParts> | null {
  const { example } = options;
  if (!example) return null;
  return validParts(route, options).map((parts) => ({
    ...parts,
    params: { ...parts.params, ...textRecord(example.params) },
    query: example.query ? textRecord(example.query) : parts.query,
    body: example.body === undefined ? parts.body : example.body,
    ...(example.rawBody === undefined ? {} : { rawBody: example.rawBody }),
    ...(example.contentType === undefined ? {} : { contentType: example.contentType }),
    ...(example.headers === undefined ? {} : { headers: example.headers }),
    variant: 'example',
  }));
}

function hostileParts(
  route: AnyRouteDeclaration,
  options: RouteFuzzOptions,
): fc.Arbitrary<RequestParts> {
  const names = paramNamesOf(route.url);
  const queryNames = [...fieldNamesOf(route.schemas.querystring), 'unexpected'];
  const bodyNames = [...fieldNamesOf(route.schemas.body), 'unexpected'];
  const mutations: fc.Arbitrary<(parts: RequestParts) => RequestParts>[] = [
    fc
      .tuple(fc.constantFrom(...queryNames), anyHostile, fc.boolean())
      .map(([name, value, twice]) => (parts) => {
        const text = asText(value) ?? '';
        return {
          ...parts,
          // A repeated key arrives as an array: `?page=1&page=2`.
          query: { ...parts.query, [name]: twice ? [text, text] : text },
          variant: `query ${name}=${twice ? 'twice ' : ''}${JSON.stringify(value)}`,
        };
      }),
  ];
  if (names.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...names), fc.constantFrom(...hostileValues.pathSegments))
        .map(([name, value]) => (parts) => ({
          ...parts,
          params: { ...parts.params, [name]: value },
          variant: `param ${name}=${JSON.stringify(value)}`,
        })),
    );
  }
  if (bodyMethods.has(route.method)) {
    mutations.push(
      fc.tuple(fc.constantFrom(...bodyNames), anyHostile).map(([name, value]) => (parts) => ({
        ...parts,
        body: { ...(parts.body as object), [name]: value },
        variant: `body ${name}=${JSON.stringify(value).slice(0, 80)}`,
      })),
      fc.tuple(fc.nat(), anyHostile).map(([index, value]) => (parts) => {
        const paths = leafPaths(parts.body);
        const path = paths[index % paths.length]!;
        return {
          ...parts,
          body: replacedAt(parts.body, path, value),
          variant: `body at ${path.join('.')}=${JSON.stringify(value).slice(0, 80)}`,
        };
      }),
      fc.constantFrom(...bodyNames).map((name) => (parts) => {
        const { [name]: _dropped, ...rest } = (parts.body ?? {}) as Record<string, unknown>;
        return { ...parts, body: rest, variant: `body without ${name}` };
      }),
      fc
        .tuple(fc.constantFrom(...hostileValues.extraFieldNames), anyHostile)
        .map(([name, value]) => (parts) => {
          const json = JSON.stringify(parts.body ?? {});
          // Written by hand: `{...body, __proto__: x}` would set the prototype, not a field.
          const field = `${JSON.stringify(name)}:${JSON.stringify(value)}`;
          return {
            ...parts,
            rawBody: json === '{}' ? `{${field}}` : json.replace(/^\{/, `{${field},`),
            variant: `extra body field ${JSON.stringify(name)}`,
          };
        }),
      fc.constantFrom(...hostileValues.wrongTypes).map((value) => (parts) => ({
        ...parts,
        body: value,
        variant: `body is ${JSON.stringify(value)}`,
      })),
      fc.constantFrom(...hostileValues.malformedJson).map((raw) => (parts) => ({
        ...parts,
        rawBody: raw,
        variant: `malformed JSON ${JSON.stringify(raw)}`,
      })),
      fc.constantFrom(...hostileValues.contentTypes).map((contentType) => (parts) => ({
        ...parts,
        contentType,
        variant: `content-type ${contentType}`,
      })),
    );
  }
  return fc
    .tuple(validParts(route, options), fc.oneof(...mutations))
    .map(([parts, mutate]) => mutate(parts));
}

function toRequest(route: AnyRouteDeclaration, parts: RequestParts): FuzzRequest {
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(parts.params[name] ?? '1'),
  );
  const request: FuzzRequest = {
    method: route.method,
    url,
    query: parts.query,
    variant: parts.variant,
    params: parts.params,
    ...(parts.headers ? { headers: parts.headers } : {}),
  };
  if (bodyMethods.has(route.method)) {
    request.payload = parts.rawBody ?? JSON.stringify(parts.body ?? {});
    request.contentType = parts.contentType ?? 'application/json';
  }
  return request;
}

/**
 * Requests for one route: about a third built from its own zod schemas (mostly valid, with ids
 * that exist), a few its example (when it has one), the rest one of those with one hostile change
 * (a field, a parameter, the body's type or syntax, the content type).
 */
export function routeRequestArbitrary(
  route: AnyRouteDeclaration,
  options: RouteFuzzOptions = {},
): fc.Arbitrary<FuzzRequest> {
  const example = exampleParts(route, options);
  return fc
    .oneof(
      { weight: 3, arbitrary: validParts(route, options) },
      ...(example ? [{ weight: 1, arbitrary: example }] : []),
      { weight: 6, arbitrary: hostileParts(route, options) },
    )
    .map((parts) => toRequest(route, parts));
}

/** The example alone, as one request (sent first, so every route's success is not left to luck). */
export function exampleRequest(
  route: AnyRouteDeclaration,
  example: NonNullable<RouteFuzzOptions['example']>,
  options: RouteFuzzOptions = {},
): FuzzRequest {
  const names = paramNamesOf(route.url);
  const row = (options.idRows ?? []).find((candidate) =>
    names.every((name) => candidate[name] != null),
  );
  const params = {
    ...Object.fromEntries(names.map((name) => [name, String(row?.[name] ?? 1)])),
    ...textRecord(example.params),
  };
  return toRequest(route, {
    params,
    query: textRecord(example.query),
    body: example.body ?? {},
    ...(example.rawBody === undefined ? {} : { rawBody: example.rawBody }),
    ...(example.contentType === undefined ? {} : { contentType: example.contentType }),
    ...(example.headers === undefined ? {} : { headers: example.headers }),
    variant: 'example',
  });
}
