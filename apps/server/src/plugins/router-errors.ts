import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/errors';
import { securityHeaders } from './security-headers';

const ROUTER_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: 'La dirección de la petición no es válida.' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: 'La dirección de la petición es demasiado larga.' },
};

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any hook or handler runs, such as
 * a path that does not decode (`/api/products/%E0%A4%A`) or a path parameter longer than the router
 * allows. Fastify's own answer to those is English and repeats the path as it was sent; this one is
 * Spanish and repeats nothing. No hook runs for it either, so it carries the shop's headers itself.
 */
export function routerErrorAnswer(publicUrl: string) {
  const headers = securityHeaders(publicUrl);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const known = error.code ? ROUTER_ERRORS[error.code] : undefined;
    if (!known) request.log.error({ err: error }, 'router error');
    void reply
      .headers({ ...headers, 'x-request-id': request.id })
      .status(known?.statusCode ?? 500)
      .send({ error: known?.message ?? MESSAGES.internal });
  };
}
