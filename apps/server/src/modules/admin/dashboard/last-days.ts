import { SALES_REPORT_DAYS, TOP_PRODUCTS, type DashboardResponse } from '@store/contract/admin';
import { toPesos } from '@store/money';
import type { Database } from '../../../db/client';
import { cartReminderFigures } from '../../cart-reminders';
import { salesByPaymentMethod, salesPerShopDay, topSoldProducts, type SoldProduct } from '../../orders';

const inPesos = (product: SoldProduct) => ({
  product_id: product.productId,
  product_name: product.productName,
  units: product.units,
  sales: toPesos(product.salesCents),
});

/**
 * The back-office home's report on the shop's last 30 days: sales per day, the top products by units and
 * by pesos, and how orders were paid. Every figure is the orders module's; this only turns centavos into
 * the API's pesos. `now` is a parameter so that a test can stand at a chosen moment.
 */
export async function lastDaysReport(
  db: Database,
  now: Date = new Date(),
): Promise<DashboardResponse['last_days']> {
  const [days, byUnits, bySales, methods, reminders] = await Promise.all([
    salesPerShopDay(db, now, SALES_REPORT_DAYS),
    topSoldProducts(db, now, SALES_REPORT_DAYS, 'units', TOP_PRODUCTS),
    topSoldProducts(db, now, SALES_REPORT_DAYS, 'sales', TOP_PRODUCTS),
    salesByPaymentMethod(db, now, SALES_REPORT_DAYS),
    cartReminderFigures(db, new Date(now.getTime() - SALES_REPORT_DAYS * 24 * 60 * 60_000)),
  ]);
  return {
    days: days.map((day) => ({
      day: day.day,
      orders: day.orders,
      sales: toPesos(day.salesCents),
      gross_sales: toPesos(day.grossCents),
      refunds: toPesos(day.refundsCents),
    })),
    top_by_units: byUnits.map(inPesos),
    top_by_sales: bySales.map(inPesos),
    payment_methods: methods.map((method) => ({
      method: method.method,
      orders: method.orders,
      sales: toPesos(method.salesCents),
    })),
    cart_reminders: {
      sent: reminders.sent,
      recovered: reminders.recovered,
      recovered_sales: toPesos(reminders.recoveredCents),
    },
  };
}
