import { adminOrdersExportQuery } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { shopClock } from '../../../lib/shop-day';
import type { AdminDependencies } from '../routes';
import { ordersCsv, ordersCsvFileName } from './orders-csv';
import { productsCsv } from './products-csv';

const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * The owner's downloads for a spreadsheet: the orders of a range of days (for the accountant) and every
 * variant's price and stock (to edit and upload again in 'Actualizar por CSV'). Plain GETs, so a link
 * with the session cookie downloads them.
 */
export function adminExportRoutes(deps: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    app.get(
      '/orders/export.csv',
      { schema: { querystring: adminOrdersExportQuery } },
      async (request, reply) => {
        const { from, to } = request.query;
        const chunks = ordersCsv(db, from, to);
        // The titles and the first page are read before answering: a database that fails then gets a
        // proper 500, not a file cut short after its first line.
        const start = [await chunks.next(), await chunks.next()].flatMap((chunk) =>
          chunk.done ? [] : [chunk.value],
        );
        async function* file() {
          yield* start;
          yield* chunks;
        }
        return reply
          .header('content-type', CSV_TYPE)
          .header('content-disposition', `attachment; filename="${ordersCsvFileName(from, to)}"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(file()));
      },
    );

    app.get('/products/export.csv', async (_request, reply) =>
      reply
        .header('content-type', CSV_TYPE)
        .header('content-disposition', `attachment; filename="productos-${shopClock(new Date()).day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await productsCsv(db)),
    );
  };
}
