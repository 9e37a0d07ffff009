import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/client';
import { invalidQuery, invoiceNotFound } from './api-error';
import { cancelInvoice } from './cancel';
import type { InvoiceJson } from './invoice-json';
import { issueInvoice } from './issue';
import { findFile, findInvoice, listInvoices } from './store';

// Facturapi's ids are 24 hex digits; anything else names no invoice.
const INVOICE_ID = /^[0-9a-f]{24}$/;
const MAX_PAGE_SIZE = 50;

const moment = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .transform((value) => new Date(value))
  .optional();
const listQuery = z.object({
  status: z.enum(['valid', 'canceled', 'pending', 'draft']).optional(),
  external_id: z.string().max(255).optional(),
  'date[gte]': moment,
  'date[gt]': moment,
  'date[lte]': moment,
  'date[lt]': moment,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
});

/** The invoice named in the path, or Facturapi's 404 for it. */
async function invoiceIn(db: Database, request: FastifyRequest): Promise<InvoiceJson> {
  const id = idOf(request);
  const invoice = INVOICE_ID.test(id) ? await findInvoice(db, id) : undefined;
  if (!invoice) throw invoiceNotFound(id);
  return invoice;
}

const idOf = (request: FastifyRequest) => String((request.params as { id?: unknown }).id ?? '').slice(0, 64);

async function sendFile(db: Database, request: FastifyRequest, reply: FastifyReply, file: 'xml' | 'pdf') {
  const id = idOf(request);
  const found = INVOICE_ID.test(id) ? await findFile(db, id, file) : undefined;
  if (!found) throw invoiceNotFound(id);
  const name = `${found.invoice.series}-${found.invoice.folio_number}.${file}`;
  return reply
    .type(file === 'xml' ? 'application/xml; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
    .send(found.content);
}

/**
 * Facturapi's invoice routes, under `/dev-facturapi/v2`: issue, read, list, download the XML and PDF,
 * cancel. Each parses its input and calls one operation; refusals are `FacturapiApiError`s, which the
 * plugin's error handler answers in Facturapi's JSON.
 */
export function invoiceRoutes(config: Config, db: Database): FastifyPluginAsync {
  return async (api) => {
    api.post('/invoices', async (request) => issueInvoice(db, config.invoicing, request.body));
    api.get('/invoices', async (request) => {
      const parsed = listQuery.safeParse(request.query ?? {});
      if (!parsed.success) {
        const path = parsed.error.issues[0]?.path.join('.') ?? '';
        throw invalidQuery(path, `El parámetro "${path}" no es válido.`);
      }
      const query = parsed.data;
      const { invoices, total } = await listInvoices(db, {
        status: query.status,
        externalId: query.external_id,
        date: {
          gte: query['date[gte]'],
          gt: query['date[gt]'],
          lte: query['date[lte]'],
          lt: query['date[lt]'],
        },
        limit: query.limit,
        page: query.page,
      });
      return {
        page: query.page,
        total_pages: Math.max(1, Math.ceil(total / query.limit)),
        total_results: total,
        data: invoices,
      };
    });
    api.get('/invoices/:id', async (request) => invoiceIn(db, request));
    api.get('/invoices/:id/xml', async (request, reply) => sendFile(db, request, reply, 'xml'));
    api.get('/invoices/:id/pdf', async (request, reply) => sendFile(db, request, reply, 'pdf'));
    api.delete('/invoices/:id', async (request) => {
      const id = idOf(request);
      if (!INVOICE_ID.test(id)) throw invoiceNotFound(id);
      return cancelInvoice(db, id, request.query);
    });
  };
}
