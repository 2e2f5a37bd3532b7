import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@solar/shared/domain';
import { databaseErrorKind } from './database-error-kind';
import type { ErrorResponse } from './error-schemas';
import { HttpError } from './http-error';
import { isUniqueViolation } from '../db/is-unique-violation';

/**
 * Fastify's own refusals, by code, answered with a message a person can act on (Fastify's texts
 * name internals such as its error codes, and a bad URL's text echoes the URL back).
 */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_BAD_URL: messages.apiInvalidUrl,
  FST_ERR_MAX_PARAM_LENGTH: messages.apiInvalidUrl,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.apiUnsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.apiInvalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.apiInvalidJson,
};

/** Fastify hands the JSON parser's own SyntaxError on with status 400 and no code. */
const isJsonSyntaxError = (error: FastifyError) =>
  error instanceof SyntaxError && error.statusCode === 400;

/**
 * Every error becomes JSON with a `message`: validation problems list each field, known client
 * errors keep their status, and anything unexpected is logged and answered as a bare 500 so no
 * internals (SQL, stack traces) reach the browser.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let body: ErrorResponse;
  if (error instanceof HttpError) {
    status = error.statusCode;
    body = { ...error.extra, message: error.message };
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    const location = error.validationContext ?? 'body';
    body = {
      message: messages.apiInvalidRequest,
      errors: error.validation.map((issue) => ({
        path: [location, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? messages.apiInvalidRequest,
      })),
    };
  } else if (error.statusCode === 413) {
    status = 413;
    body = { message: messages.apiBodyTooLarge };
  } else if (error.statusCode === 429) {
    status = 429;
    body = { message: messages.apiTooManyRequests };
  } else if (databaseErrorKind(error) === 'unavailable') {
    // The pool reconnects on its own once the database is back; the caller may simply retry.
    request.log.warn({ err: error }, 'database unavailable');
    status = 503;
    body = { message: messages.apiDatabaseUnavailable };
  } else if (databaseErrorKind(error) === 'invalidValue') {
    status = 400;
    body = { message: messages.apiValueOutOfRange };
  } else if (isUniqueViolation(error)) {
    status = 409;
    body = { message: messages.apiConflict };
  } else if (
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    // Fastify's own client errors: malformed JSON, unsupported media type, and the like.
    status = error.statusCode;
    const known = typeof error.code === 'string' ? fastifyClientErrors[error.code] : undefined;
    body = {
      message:
        known ??
        (isJsonSyntaxError(error)
          ? messages.apiInvalidJson
          : status === 404
            ? messages.apiNotFound
            : messages.apiInvalidRequest),
    };
  } else {
    request.log.error({ err: error }, 'unhandled error');
    status = 500;
    body = { message: messages.serverError };
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The app's error answers, for errors of routes and plugins alike. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: messages.apiNotFound } satisfies ErrorResponse),
  );
}
