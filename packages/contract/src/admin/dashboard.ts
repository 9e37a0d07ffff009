import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { intParam } from '../params';
import { plainText } from '../text';

/** Below how many units a variant shows in the low-stock list when the owner does not say. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
/** The low-stock list is a to-do list, not a report: past this many rows the owner has a bigger problem. */
export const MAX_LOW_STOCK_ROWS = 200;

/** GET /api/admin/dashboard?threshold=3 */
export const dashboardQuery = z.strictObject({
  threshold: z.optional(intParam('El umbral de existencias', 1, 1000)),
});
export type DashboardQuery = z.input<typeof dashboardQuery>;

const count = z.number().check(z.int(), z.nonnegative());

/** A variant of a product on sale with fewer units than the threshold. */
export const lowStockVariant = z.object({
  product_id: z.number().check(z.int()),
  variant_id: z.number().check(z.int()),
  product_name: z.string(),
  color: z.string(),
  size: z.string(),
  sku: z.string(),
  stock: count,
});
export type LowStockVariant = z.infer<typeof lowStockVariant>;

/** How many low-stock sizes the back-office home names: the most urgent; 'Ver todas' has the rest. */
export const MOST_URGENT_RESTOCKS = 10;
/** Over how many of the shop's days a size's sales are counted to rank what to restock first. */
export const RESTOCK_SALES_DAYS = 30;

/** A low-stock size with what it sold over the last RESTOCK_SALES_DAYS days, net of returns. */
export const restockVariant = z.extend(lowStockVariant, { units_sold: count });
export type RestockVariant = z.infer<typeof restockVariant>;

/** How many of the shop's days, today included, the sales chart, the top products and the payment mix cover. */
export const SALES_REPORT_DAYS = 30;
/** How many products each top list names. */
export const TOP_PRODUCTS = 10;

/** One of the shop's days (Mexico City), oldest first; a day without sales has zeros. */
export const salesDay = z.object({
  /** YYYY-MM-DD. */
  day: z.string(),
  orders: count,
  /** Net sales: what the day's orders were charged less what went back of it (the ledger's). */
  sales: pesos,
  gross_sales: pesos,
  refunds: pesos,
});
export type SalesDay = z.infer<typeof salesDay>;

/** A product in a top list: what it sold over the period, from its order lines (shipping is the order's). */
export const soldProduct = z.object({
  product_id: z.number().check(z.int()),
  product_name: z.string(),
  units: count,
  sales: pesos,
});
export type SoldProduct = z.infer<typeof soldProduct>;

/** Card in one payment, card in meses sin intereses, cash at OXXO, SPEI transfer. */
export const SALES_PAYMENT_METHODS = ['card', 'msi', 'oxxo', 'spei'] as const;
export type SalesPaymentMethod = (typeof SALES_PAYMENT_METHODS)[number];

export const paymentMethodSales = z.object({
  method: z.enum(SALES_PAYMENT_METHODS),
  orders: count,
  sales: pesos,
});
export type PaymentMethodSales = z.infer<typeof paymentMethodSales>;

/**
 * A SPEI transfer the shop could not place: it came without an order's reference while no order of the
 * shopper waited for money, so it sits in their balance at the payment provider, no order's.
 */
export const unplacedTransfer = z.object({
  amount: pesos,
  received_at: z.string(),
  /** Whose account number it reached; null when the provider's customer is no shopper of the shop's. */
  customer: z.nullable(z.object({ name: z.string(), email: z.string() })),
});
export type UnplacedTransfer = z.infer<typeof unplacedTransfer>;

/** GET /api/admin/dashboard: the back-office home. "Today" is the shop's day, in Mexico City. */
export const dashboardResponse = z.object({
  today: z.object({
    /** Orders placed today, cancelled ones left out. */
    orders: count,
    /** Net sales, in pesos: what today's orders were charged (`gross_sales`) less what went back (`refunds`). */
    sales: pesos,
    gross_sales: pesos,
    refunds: pesos,
  }),
  /** Orders 'En proceso' to be shipped with a carrier (pick-ups are not shipped: see the next). */
  awaiting_shipment: count,
  /** Orders 'En proceso' the shopper picks up at the store: to prepare at the counter. */
  to_prepare_for_pickup: count,
  /** Orders 'Pendiente de pago': an OXXO voucher or a SPEI transfer whose money has not arrived. */
  awaiting_payment: count,
  /** Return requests waiting on staff, by step: to decide ('solicitada'), to receive ('aprobada'), to refund ('recibida'). */
  returns: z.object({ requested: count, to_receive: count, to_refund: count }),
  /** Invoices shoppers asked for today. */
  invoices_requested_today: count,
  /** Invoices and credit notes the provider has not stamped: stalled while issuing, or refused. */
  invoices_failed: count,
  /** E-mails the outbox gave up on after every retry. */
  emails_failed: count,
  /** SPEI transfers the shop could not place and that the shopper's balance still holds, oldest first. */
  unplaced_transfers: z.array(unplacedTransfer),
  /** The shop's last SALES_REPORT_DAYS days, today included, cancelled and unpaid orders left out. */
  last_days: z.object({
    days: z.array(salesDay),
    top_by_units: z.array(soldProduct),
    top_by_sales: z.array(soldProduct),
    /** Every method, in SALES_PAYMENT_METHODS' order, with zeros when unused. */
    payment_methods: z.array(paymentMethodSales),
    /**
     * 'Tu carrito te espera' over the same days: e-mails sent, carts that came back (the shopper's first
     * order after it, paid within a week) and their money net of refunds.
     */
    cart_reminders: z.object({ sent: count, recovered: count, recovered_sales: pesos }),
  }),
  low_stock: z.object({
    threshold: count,
    /** The MOST_URGENT_RESTOCKS most urgent sizes under the threshold, the most urgent first. */
    variants: z.array(restockVariant),
    /** How many sizes are under the threshold in all: what 'Ver todas' lists. */
    total: count,
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** How many sizes a page of 'Ver todas' lists. */
export const RESTOCK_PAGE_SIZE = 50;
/** Fewest units first, or most sold first (over RESTOCK_SALES_DAYS days). */
export const RESTOCK_SORTS = ['stock', 'sales'] as const;
export type RestockSort = (typeof RESTOCK_SORTS)[number];

/** GET /api/admin/low-stock?threshold=3&search=&sort=stock&page=1: every size under the threshold. */
export const restockListQuery = z.strictObject({
  threshold: z._default(intParam('El umbral de existencias', 1, 1000), DEFAULT_LOW_STOCK_THRESHOLD),
  search: z.optional(
    z
      .string({ error: 'La búsqueda debe ser un texto.' })
      .check(z.trim(), plainText(), z.maxLength(100, 'La búsqueda debe tener a lo más 100 caracteres.')),
  ),
  sort: z._default(z.enum(RESTOCK_SORTS, { error: "El orden debe ser 'stock' o 'sales'." }), 'stock'),
  page: z._default(intParam('La página', 1, 10_000), 1),
});
export type RestockListQuery = z.output<typeof restockListQuery>;

export const restockListResponse = z.object({
  threshold: count,
  variants: z.array(restockVariant),
  pagination: z.object({ page: count, total: count, totalPages: count }),
});
export type RestockListResponse = z.infer<typeof restockListResponse>;
