import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@solar/shared/domain';
import { databaseErrorKind } from './database-error-kind';
import type { ErrorResponse } from './error-schemas';
import { HttpError } from './http-error';
import { isUniqueViolation } from '../modules/zoho/is-unique-violation';

/**
 * Every error becomes JSON with a `message`: validation problems list each field, known client
 * errors keep their status, and anything unexpected is logged and answered as a bare 500 so no
 * internals (SQL, stack traces) reach the browser.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      body = { message: status === 404 ? messages.apiNotFound : messages.apiInvalidRequest };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: messages.serverError };
    }
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: messages.apiNotFound } satisfies ErrorResponse),
  );
}
