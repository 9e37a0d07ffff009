import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, MESSAGES } from '../http/errors';

/** Fastify's own client errors, mapped to a Spanish sentence; their English text is never sent. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.invalidInput,
};

/** Every error leaves as `{ error }` in Spanish with the right status; 500s are logged with the request id. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.field ? { error: error.message, field: error.field } : { error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(describeValidationIssue(error.validation[0]));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known && error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: known });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: MESSAGES.invalidInput });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: MESSAGES.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: MESSAGES.internal });
  });
}

/**
 * The contract's sentence (Spanish: zod runs with its Spanish locale) and, apart, the field it is about,
 * so that a form shows the sentence under that field. The field's name is never written into the
 * sentence: 'street: La calle es obligatoria.' would put an internal name before a shopper's eyes.
 */
function describeValidationIssue(
  issue: { keyword: string; instancePath: string; message?: string | undefined } | undefined,
): { error: string; field?: string } {
  if (!issue?.message) return { error: MESSAGES.invalidInput };
  if (issue.keyword === 'unrecognized_keys') return { error: MESSAGES.unknownField };
  // The form field is the body's or the query's own name (a list's item is its list's field); a name sent
  // by the client is never repeated, only the snake_case names the forms use.
  const field = issue.instancePath.split('/')[1] ?? '';
  return /^[a-z_]{1,40}$/.test(field) ? { error: issue.message, field } : { error: issue.message };
}
