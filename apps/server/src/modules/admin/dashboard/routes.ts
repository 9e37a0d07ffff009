import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MOST_URGENT_RESTOCKS,
  RESTOCK_SALES_DAYS,
  dashboardQuery,
  dashboardResponse,
  restockListQuery,
  restockListResponse,
} from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPesos } from '@store/money';
import { lowStockPage, mostUrgentRestocks } from '../../catalog';
import { unitsSoldPerVariantSql } from '../../orders';
import type { AdminDependencies } from '../routes';
import { lastDaysReport } from './last-days';
import { todaysSales } from './todays-sales';
import { toDoCounts } from './to-do';

/**
 * The back-office calls for the back-office home: today's orders and sales, what waits on staff, the last
 * 30 days' sales, top products and payment methods, the most urgent low stock; and 'Ver todas' of it.
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
          mostUrgentRestocks(
            db,
            threshold,
            unitsSoldPerVariantSql(now, RESTOCK_SALES_DAYS),
            MOST_URGENT_RESTOCKS,
          ),
        ]);
        return {
          today: {
            orders: today.orders,
            sales: toPesos(today.salesCents),
            gross_sales: toPesos(today.grossCents),
            refunds: toPesos(today.refundsCents),
          },
          awaiting_shipment: today.awaitingShipment,
          to_prepare_for_pickup: toDo.toPrepareForPickup,
          awaiting_payment: toDo.awaitingPayment,
          returns: {
            requested: toDo.returns.requested,
            to_receive: toDo.returns.toReceive,
            to_refund: toDo.returns.toRefund,
          },
          invoices_requested_today: toDo.invoicesRequestedToday,
          invoices_failed: toDo.invoicesFailed,
          emails_failed: toDo.emailsFailed,
          unplaced_transfers: toDo.unplacedTransfers,
          last_days: lastDays,
          low_stock: { threshold, ...lowStock },
        };
      },
    );

    // 'Ver todas' of the home's low stock: every size under the threshold, searched and sorted.
    app.get(
      '/low-stock',
      { schema: { querystring: restockListQuery, response: { 200: restockListResponse } } },
      async (request) =>
        lowStockPage(db, request.query, unitsSoldPerVariantSql(new Date(), RESTOCK_SALES_DAYS)),
    );
  };
}
