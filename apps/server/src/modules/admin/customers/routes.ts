import { errorResponse } from '@store/contract';
import {
  adminCustomerDetail,
  adminCustomerParams,
  adminCustomersQuery,
  adminCustomersResponse,
  customerNoteBody,
  customerNoteSaved,
  type AdminCustomerRow,
} from '@store/contract/admin';
import { toCentavos } from '@store/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { shopClock, shopDateTime } from '../../../lib/shop-day';
import {
  customerPage,
  everyCustomer,
  listCustomers,
  requireCustomer,
  saveCustomerNote,
} from '../../customers';
import { BOM, csvRecord, integerCell, pesosCell, type Cell } from '../exports/csv';
import type { AdminDependencies } from '../routes';

export const CUSTOMERS_CSV_HEADER = [
  'número de cliente',
  'nombre',
  'correo',
  'teléfono',
  'pedidos',
  'gastado (neto de reembolsos)',
  'último pedido',
] as const;

const customerCells = (customer: AdminCustomerRow): Cell[] => [
  integerCell(customer.customer_id),
  customer.name,
  customer.email ?? '',
  customer.phone_number ?? '',
  integerCell(customer.orders),
  pesosCell(toCentavos(customer.spent)),
  customer.last_order_at ? shopDateTime(new Date(customer.last_order_at)).slice(0, 16).replace('T', ' ') : '',
];

/**
 * 'Clientes': the list, its CSV (the whole search, in the list's order), a customer's page (each opening
 * written to the audit log) and the team's note on them.
 */
export function adminCustomerRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/customers',
      { schema: { querystring: adminCustomersQuery, response: { 200: adminCustomersResponse } } },
      async (request) => listCustomers(db, request.query),
    );

    app.get(
      '/customers/export.csv',
      { schema: { querystring: adminCustomersQuery } },
      async (request, reply) => {
        async function* file() {
          yield BOM + csvRecord(CUSTOMERS_CSV_HEADER);
          for await (const page of everyCustomer(db, request.query)) {
            yield page.map((customer) => csvRecord(customerCells(customer))).join('');
          }
        }
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="clientes-${shopClock(new Date()).day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(file()));
      },
    );

    app.get(
      '/customers/:id',
      {
        schema: {
          params: adminCustomerParams,
          response: { 200: adminCustomerDetail, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const member = await staff.requireMember(request);
        reply.header('cache-control', 'private, no-store');
        return customerPage(db, member.email, request.params.id);
      },
    );

    app.put(
      '/customers/:id/note',
      {
        schema: {
          params: adminCustomerParams,
          body: customerNoteBody,
          response: { 200: customerNoteSaved, 404: errorResponse },
        },
      },
      async (request) => {
        const member = await staff.requireMember(request);
        await requireCustomer(db, request.params.id);
        const saved = await saveCustomerNote(db, member.email, request.params.id, request.body.note);
        return {
          message: 'Nota guardada.',
          note: saved.note,
          note_updated_by: saved.updatedBy,
          note_updated_at: saved.updatedAt?.toISOString() ?? null,
        };
      },
    );
  };
}
