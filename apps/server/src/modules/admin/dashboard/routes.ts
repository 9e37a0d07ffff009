import { DEFAULT_LOW_STOCK_THRESHOLD, dashboardQuery, dashboardResponse } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPesos } from '@store/money';
import { lowStockVariants } from '../../catalog';
import type { AdminDependencies } from '../routes';
import { lastDaysReport } from './last-days';
import { todaysSales } from './todays-sales';
import { toDoCounts } from './to-do';

/**
 * The back-office calls for the back-office home: today's orders and sales, what waits on staff, the last
 * 30 days' sales, top products and payment methods, low stock.
 */
export function adminDashboardRoutes({ database }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/dashboard',
      { schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } } },
      async (request) => {
        const threshold = request.query.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
        // One moment for every figure, so that "today" is the same day in all of them.
        const now = new Date();
        const [today, toDo, lastDays, lowStock] = await Promise.all([
          todaysSales(db, now),
          toDoCounts(db, now),
          lastDaysReport(db, now),
          lowStockVariants(db, threshold),
        ]);
        return {
          today: {
            orders: today.orders,
            sales: toPesos(today.salesCents),
            gross_sales: toPesos(today.grossCents),
            refunds: toPesos(today.refundsCents),
          },
          awaiting_shipment: today.awaitingShipment,
          awaiting_payment: toDo.awaitingPayment,
          returns: {
            requested: toDo.returns.requested,
            to_receive: toDo.returns.toReceive,
            to_refund: toDo.returns.toRefund,
          },
          invoices_requested_today: toDo.invoicesRequestedToday,
          unplaced_transfers: toDo.unplacedTransfers,
          last_days: lastDays,
          low_stock: { threshold, ...lowStock },
        };
      },
    );
  };
}
