import {
  adminInvoice,
  adminInvoiceParams,
  adminInvoicesQuery,
  adminInvoicesResponse,
  cancelInvoiceBody,
  departmentParams,
  departmentProductKey,
  departmentProductKeyBody,
  departmentProductKeys,
  globalInvoiceBody,
} from '@store/contract/admin';
import { creditNoteFileParams, invoiceFileParams } from '@store/contract/invoices';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  departmentProductKeys as keysOf,
  setDepartmentProductKey,
  type DepartmentProductKey,
} from '../../catalog';
import {
  cancelInvoice,
  creditNoteFile,
  invoiceFile,
  issueGlobalInvoice,
  monthInvoices,
  sendInvoiceFile,
} from '../../invoices';
import type { AdminDependencies } from '../routes';

const toDepartmentKey = (key: DepartmentProductKey) => ({
  category_id: key.categoryId,
  name: key.name,
  sat_product_key: key.satProductKey,
});

/** The back-office's 'Facturas': the month's invoices, cancelling one, the global invoice, SAT keys. */
export function adminInvoiceRoutes(deps: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = deps.database;
  const invoicing = (log: FastifyBaseLogger) => ({
    db,
    provider: deps.invoices,
    config: deps.config,
    log,
  });
  return async (app) => {
    app.get(
      '/invoices',
      { schema: { querystring: adminInvoicesQuery, response: { 200: adminInvoicesResponse } } },
      async (request) => monthInvoices(db, request.query.month),
    );

    app.post(
      '/invoices/global',
      { schema: { body: globalInvoiceBody, response: { 201: adminInvoice } } },
      async (request, reply) => {
        const staff = await deps.staff.requireMember(request);
        const issued = await issueGlobalInvoice(invoicing(request.log), staff.email, request.body.month);
        return reply.status(201).send(issued);
      },
    );

    app.post(
      '/invoices/:invoice_id/cancel',
      {
        schema: { params: adminInvoiceParams, body: cancelInvoiceBody, response: { 200: adminInvoice } },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        return cancelInvoice(invoicing(request.log), staff.email, request.params.invoice_id, request.body);
      },
    );

    app.get(
      '/credit-notes/:credit_note_id/:file',
      { schema: { params: creditNoteFileParams } },
      async (request, reply) =>
        sendInvoiceFile(reply, await creditNoteFile(db, request.params.credit_note_id, request.params.file)),
    );

    app.get(
      '/invoices/:invoice_id/:file',
      { schema: { params: invoiceFileParams } },
      async (request, reply) =>
        sendInvoiceFile(reply, await invoiceFile(db, request.params.invoice_id, request.params.file)),
    );

    app.get(
      '/departments/sat-product-keys',
      { schema: { response: { 200: departmentProductKeys } } },
      async () => (await keysOf(db)).map(toDepartmentKey),
    );

    app.put(
      '/departments/:category_id/sat-product-key',
      {
        schema: {
          params: departmentParams,
          body: departmentProductKeyBody,
          response: { 200: departmentProductKey },
        },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        return toDepartmentKey(
          await setDepartmentProductKey(
            db,
            staff.email,
            request.params.category_id,
            request.body.sat_product_key,
          ),
        );
      },
    );
  };
}
