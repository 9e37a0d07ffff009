import { messageResponse } from '@store/contract';
import { invoiceEmailConfirmation, invoiceEmailTokenParams } from '@store/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { confirmInvoiceEmail, invoiceEmailConfirmationOf } from './email-confirmations';

/**
 * The link mailed to another address for an invoice, opened by whoever reads that mailbox, with no
 * session: the token is the proof. GET only shows what it would confirm (mail scanners open links on
 * their own); the page's button POSTs, which the shop refuses from another site like every write.
 */
export function invoiceEmailConfirmationRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invoices/email-confirmations/:token',
      {
        schema: { params: invoiceEmailTokenParams, response: { 200: invoiceEmailConfirmation } },
        config: { rateLimit: 'invoice-email-link' },
      },
      (request) => invoiceEmailConfirmationOf(db, request.params.token),
    );

    app.post(
      '/invoices/email-confirmations/:token',
      {
        schema: { params: invoiceEmailTokenParams, response: { 200: messageResponse } },
        config: { rateLimit: 'invoice-email-link' },
      },
      async (request) => ({ message: await confirmInvoiceEmail(db, request.params.token) }),
    );
  };
}
