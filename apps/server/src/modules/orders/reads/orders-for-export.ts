import { PAYMENT_METHODS, type OrderPayment, type ShippingStatus } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, jsonRows, oneOf, rowShape, selectRows, type RowOf } from '../../../db/rows';
import { startOfNextShopDay, startOfShopDay } from '../../../lib/shop-day';
import { customersOf } from './order-with-customer';
import { asShippingStatus } from './shipping-status';
import type { FinancialStatus } from '@store/money';
import { moneyOfOrders } from '../../ledger';

/** An order as the owner's spreadsheet lists it: who, when, how it was paid, its amounts and its lines. */
export type ExportedOrder = {
  id: number;
  reference: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  status: ShippingStatus;
  payment: OrderPayment;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** From the ledger: what was charged and refunded (succeeded only), the net, and the financial status. */
  chargedCents: number;
  refundedCents: number;
  netCents: number;
  financialStatus: FinancialStatus | null;
  /** What each line sold at which prices (IVA included), for the IVA the invoices would declare. */
  lines: {
    unitPriceCents: number;
    unitDiscountCents: number;
    quantity: number;
    promotionDiscountCents: number;
  }[];
};

/** Orders read per query: a year of a busy shop never sits in memory at once. */
export const EXPORT_PAGE_SIZE = 500;

const exportShape = {
  id: col.integer,
  reference: col.text,
  createdAt: col.timestamp,
  /** created_at as PostgreSQL writes it, to the microsecond: the next page starts after it exactly. */
  cursorAt: col.text,
  userId: col.integer,
  shippingStatus: col.text,
  paymentMethod: col.text,
  cardBrand: col.nullable(col.text),
  installmentMonths: col.nullable(col.integer),
  subtotalCents: col.integer,
  discountCents: col.integer,
  shippingCents: col.integer,
  totalCents: col.integer,
  lines: col.json,
};
const exportRow = rowShape(exportShape);

const lineRow = rowShape({
  unitPriceCents: col.integer,
  unitDiscountCents: col.integer,
  quantity: col.integer,
  promotionDiscountCents: col.integer,
});

/**
 * Every order placed from the shop's day `from` to its day `to`, both whole (midnight to midnight in
 * Mexico City, as the back-office's list filters them), whatever became of it: a cancelled order is part
 * of the books too. Oldest first, a page at a time, each page read after the last one's (created_at, id).
 */
export async function* ordersPlacedBetween(
  db: Database,
  from: string,
  to: string,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportedOrder[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const rows: RowOf<typeof exportShape>[] = await selectRows(
      db,
      sql`SELECT b.id, ps.reference, b.created_at, b.created_at::text AS cursor_at,
            b.user_id, b.shipping_status, b.payment_method,
            b.card_brand, b.installment_months, b.subtotal_cents, b.discount_cents, b.shipping_cents,
            b.total_cents,
            (SELECT json_agg(json_build_object(
                      'unit_price_cents', l.unit_price_cents, 'unit_discount_cents', l.unit_discount_cents,
                      'quantity', l.quantity, 'promotion_discount_cents', l.promotion_discount_cents)
                    ORDER BY l.id)
               FROM bill_lines l WHERE l.bill_id = b.id) AS lines
          FROM bills b
          JOIN payment_sessions ps ON ps.id = b.payment_session_id
          WHERE b.created_at >= ${startOfShopDay(from)} AND b.created_at < ${startOfNextShopDay(to)}
            ${after ? sql`AND (b.created_at, b.id) > (${after.at}::timestamptz, ${after.id})` : sql``}
          ORDER BY b.created_at, b.id
          LIMIT ${pageSize}`,
      exportRow,
    );
    if (rows.length === 0) return;
    const customer = await customersOf(db, rows);
    const money = await moneyOfOrders(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      createdAt: row.createdAt,
      customerName: customer(row).name,
      customerEmail: customer(row).email,
      status: asShippingStatus(row.shippingStatus),
      payment: {
        method: oneOf(PAYMENT_METHODS, row.paymentMethod),
        card_brand: row.cardBrand,
        installment_months: row.installmentMonths,
      },
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      shippingCents: row.shippingCents,
      totalCents: row.totalCents,
      chargedCents: money(row.id).chargedCents,
      refundedCents: money(row.id).refundedCents,
      netCents: money(row.id).netCents,
      financialStatus: money(row.id).status,
      lines: jsonRows(row.lines, lineRow),
    }));
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: last.cursorAt, id: last.id };
  }
}
