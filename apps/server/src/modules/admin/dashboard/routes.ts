import { DEFAULT_LOW_STOCK_THRESHOLD, dashboardQuery, dashboardResponse } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPesos } from '@store/money';
import { lowStockVariants } from '../../catalog';
import type { AdminDependencies } from '../routes';
import { todaysSales } from './todays-sales';

/** The back-office calls for the back-office home: today's orders and sales, low stock. */
export function adminDashboardRoutes({ database }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/dashboard',
      { schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } } },
      async (request) => {
        const threshold = request.query.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
        const [today, lowStock] = await Promise.all([todaysSales(db), lowStockVariants(db, threshold)]);
        return {
          today: { orders: today.orders, sales: toPesos(today.salesCents) },
          awaiting_shipment: today.awaitingShipment,
          low_stock: { threshold, ...lowStock },
        };
      },
    );
  };
}
