import { randomUUID } from 'node:crypto';
import type { AdminInvoice } from '@store/contract/admin';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { shopMonth, shopMonthBounds } from '../../../lib/shop-day';
import { recordAudit } from '../../audit';
import { paidOrdersBetween, type PaidOrderAmounts } from '../../orders';
import { globalInvoiceItems } from '../issuing/invoice-items';
import { toAdminInvoice } from '../invoice-views';
import {
  issueRequestOf,
  issueReserved,
  reserveInvoice,
  type InvoicingDependencies,
} from '../issuing/issue-invoice';
import { invoiceOrders } from '../tables';

/** SAT's receptor of a global invoice: the public in general. */
export const PUBLIC_IN_GENERAL = {
  rfc: 'XAXX010101000',
  legalName: 'PUBLICO EN GENERAL',
  taxRegime: '616',
  cfdiUse: 'S01',
} as const;

export const NOTHING_TO_COVER = (month: string) =>
  `No hay pedidos pagados en ${month} sin factura: la factura global no tendría qué cubrir.`;
export const MONTH_NOT_STARTED = 'Ese mes aún no empieza.';
export const RACED = 'Un pedido del mes recibió su propia factura mientras tanto; vuelve a intentarlo.';

/** The paid orders of a month (Mexico City) that no standing invoice covers, oldest first. */
export async function uninvoicedOrders(db: Database, month: string): Promise<PaidOrderAmounts[]> {
  const { from, to } = shopMonthBounds(month);
  const paid = await paidOrdersBetween(db, from, to);
  if (paid.length === 0) return [];
  const covered = await db
    .select({ orderId: invoiceOrders.orderId })
    .from(invoiceOrders)
    .where(
      and(
        eq(invoiceOrders.active, true),
        inArray(
          invoiceOrders.orderId,
          paid.map((order) => order.orderId),
        ),
      ),
    );
  const coveredIds = new Set(covered.map((row) => row.orderId));
  return paid.filter((order) => !coveredIds.has(order.orderId));
}

/**
 * SAT asks one payment form of a global invoice: the one most of its money came by (cash, transfer or
 * card), ties to the lower code.
 */
export function mainPaymentForm(orders: PaidOrderAmounts[]): string {
  const byForm = new Map<string, number>();
  for (const order of orders) {
    byForm.set(order.satPaymentForm, (byForm.get(order.satPaymentForm) ?? 0) + order.totalCents);
  }
  return [...byForm.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '99';
}

/**
 * The month's global invoice, to PUBLICO EN GENERAL: one concept per paid order no invoice covers yet.
 * Once it stands, those orders cannot get an invoice of their own (the order page says why), so a sale
 * is never invoiced twice; orders paid later in the month are left for another global invoice.
 */
export async function issueGlobalInvoice(
  deps: InvoicingDependencies,
  staffEmail: string,
  month: string,
): Promise<AdminInvoice> {
  if (month > shopMonth(new Date())) throw new HttpError(422, MONTH_NOT_STARTED);
  const orders = await uninvoicedOrders(deps.db, month);
  if (orders.length === 0) throw new HttpError(422, NOTHING_TO_COVER(month));
  const orderIds = orders.map((order) => order.orderId);
  const reserved = await reserveInvoice(
    deps.db,
    {
      kind: 'global',
      requestedBy: staffEmail,
      idempotencyKey: `global-${month}-${randomUUID()}`,
      ...PUBLIC_IN_GENERAL,
      // SAT: a global invoice's receptor is domiciled where the invoice is issued.
      postalCode: deps.config.invoicing.issuer.postalCode,
      email: null,
      paymentForm: mainPaymentForm(orders),
      totalCents: orders.reduce((total, order) => total + order.totalCents, 0),
      period: month,
    },
    orderIds,
  );
  if (!reserved) throw new HttpError(409, RACED);
  const [year, months] = month.split('-') as [string, string];
  const issued = await issueReserved(
    deps,
    reserved,
    issueRequestOf(reserved, deps.config, globalInvoiceItems(orders), { months, year: Number(year) }),
    async (tx, valid) => {
      await recordAudit(tx, staffEmail, {
        action: 'invoice.global_issued',
        uuid: valid.uuid ?? '',
        period: month,
        orders: orders.length,
        totalCents: valid.totalCents,
      });
    },
  );
  return toAdminInvoice(issued, orderIds, staffEmail);
}
