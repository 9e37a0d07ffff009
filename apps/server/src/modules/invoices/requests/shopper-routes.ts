import { messageResponse } from '@store/contract';
import {
  creditNoteFileParams,
  fiscalProfileParams,
  fiscalProfiles,
  invoiceFileParams,
  invoiceRequestBody,
  orderInvoiceParams,
  orderInvoiceState,
} from '@store/contract/invoices';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionReader } from '../../auth';
import { creditNoteFile } from '../credit-notes/credit-note-files';
import { deleteFiscalProfile, fiscalProfilesOf } from '../fiscal-data/fiscal-profiles';
import { invoiceFile, type InvoiceFile } from '../issuing/invoice-files';
import type { InvoicingDependencies } from '../issuing/issue-invoice';
import { orderInvoiceState as stateOf, shopperOrder } from './order-invoice-state';
import { requestOrderInvoice } from './request-order-invoice';

/** An invoice's file as a download, never cached by a shared cache: it carries a taxpayer's data. */
export function sendInvoiceFile(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/**
 * The signed-in shopper's invoices: an order's state and request, the files (the invoice's and its credit
 * notes'), the saved fiscal data.
 */
export function invoiceShopperRoutes(
  deps: InvoicingDependencies,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });

    app.get(
      '/invoices/orders/:order_id',
      { schema: { params: orderInvoiceParams, response: { 200: orderInvoiceState } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        return stateOf(db, await shopperOrder(db, user.id, request.params.order_id));
      },
    );

    app.post(
      '/invoices/orders/:order_id',
      {
        schema: {
          params: orderInvoiceParams,
          body: invoiceRequestBody,
          response: { 201: orderInvoiceState },
        },
      },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        const order = await shopperOrder(db, user.id, request.params.order_id);
        const state = await requestOrderInvoice({ ...deps, log: request.log }, order, request.body, {
          userId: user.id,
          email: user.email,
        });
        return reply.status(201).send(state);
      },
    );

    app.get(
      '/invoices/:invoice_id/:file',
      { schema: { params: invoiceFileParams } },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        return sendInvoiceFile(
          reply,
          await invoiceFile(db, request.params.invoice_id, request.params.file, user.id),
        );
      },
    );

    app.get(
      '/credit-notes/:credit_note_id/:file',
      { schema: { params: creditNoteFileParams } },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        return sendInvoiceFile(
          reply,
          await creditNoteFile(db, request.params.credit_note_id, request.params.file, user.id),
        );
      },
    );

    app.get('/invoices/fiscal-profiles', { schema: { response: { 200: fiscalProfiles } } }, async (request) =>
      fiscalProfilesOf(db, (await sessions.requireUser(request)).id),
    );

    app.delete(
      '/invoices/fiscal-profiles/:fiscal_profile_id',
      { schema: { params: fiscalProfileParams, response: { 200: messageResponse } } },
      async (request) => {
        const user = await sessions.requireUser(request);
        await deleteFiscalProfile(db, user.id, request.params.fiscal_profile_id);
        return { message: 'Eliminamos esos datos de facturación.' };
      },
    );
  };
}
