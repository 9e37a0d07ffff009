import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/client';
import { DEV_FACTURAPI_KEY } from '../../../server/src/dev-services';
import { FacturapiApiError } from './api-error';
import { invoiceRoutes } from './routes';

// A global invoice carries one concept per order of the month: far more than the shop's 64 KB limit.
const BODY_LIMIT = 8 * 1024 * 1024;

/**
 * A local stand-in for Facturapi (never in production): the part of its API v2 the shop's adapter calls
 * — issue an income invoice (CFDI 4.0, also a month's global one), read it, download its XML and PDF,
 * cancel it — answered in Facturapi's JSON and errors, so the official SDK, aimed here through its
 * `BASE_URL`, and the shop's own adapter code are what run. It plays the shop's Facturapi organization:
 * the emisor is `config.invoicing.issuer`. It checks a request as Facturapi and SAT would (formats,
 * catalogues, régimen for the RFC, uso for the régimen, a global invoice's rules), computes the amounts
 * as SAT's Anexo 20 does, and writes a real CFDI 4.0 structure and its printed PDF; its seals and
 * certificates are not real, and the XML and PDF both say it has no fiscal validity.
 *
 * Its invoices live in `dev_invoices`, in the shop's database: a restart keeps them. It queries that
 * database while answering, so the shop calls it as it would call Facturapi: outside its own
 * transactions (on PGlite, a single connection, a call made inside one would wait for itself).
 */
export function facturapiRoutes(config: Config, db: Database): FastifyPluginAsync {
  return async (app) => {
    // The SDK sends `Content-Type: application/json` on every request, also on its body-less GET and
    // DELETE, which Fastify's own parser refuses. This scope's parser takes an empty body as none.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => {
        const text = String(body);
        if (text.trim() === '') return done(null, undefined);
        try {
          done(null, JSON.parse(text));
        } catch {
          done(new FacturapiApiError(400, 'invalid_json', 'El JSON enviado no es válido.'), undefined);
        }
      },
    );

    app.addHook('onRequest', async (request, reply) => {
      const authorization = request.headers.authorization;
      if (authorization === `Bearer ${DEV_FACTURAPI_KEY}`) return;
      const error = authorization
        ? new FacturapiApiError(401, 'api_key_invalid', 'La API key proporcionada no es válida.')
        : new FacturapiApiError(
            401,
            'missing_credentials',
            'No se proporcionaron credenciales: envía tu API key en el encabezado Authorization (Bearer).',
          );
      return reply.status(401).send(error.toJson());
    });

    app.setErrorHandler(async (error, request, reply) => {
      if (error instanceof FacturapiApiError) return reply.status(error.status).send(error.toJson());
      const status = (error as { statusCode?: unknown }).statusCode;
      if (status === 413) {
        return reply
          .status(413)
          .send(
            new FacturapiApiError(413, 'payload_too_large', 'La solicitud es demasiado grande.').toJson(),
          );
      }
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return reply
          .status(status)
          .send(new FacturapiApiError(status, 'invalid_request', 'La solicitud no es válida.').toJson());
      }
      request.log.error({ err: error }, 'dev-facturapi: error en la API');
      return reply
        .status(500)
        .send(
          new FacturapiApiError(
            500,
            'internal_error',
            'Ocurrió un error interno en el simulador de Facturapi.',
          ).toJson(),
        );
    });
    app.setNotFoundHandler(async (request, reply) =>
      reply
        .status(404)
        .send(
          new FacturapiApiError(
            404,
            'not_found',
            `El simulador local de Facturapi no atiende ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}.`,
          ).toJson(),
        ),
    );

    await app.register(invoiceRoutes(config, db), { prefix: '/v2' });
  };
}
