import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { intParam } from '../params';

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

/** GET /api/admin/dashboard: the back-office home. "Today" is the shop's day, in Mexico City. */
export const dashboardResponse = z.object({
  today: z.object({
    /** Orders placed today, cancelled ones left out. */
    orders: count,
    /** Their totals, in pesos. */
    sales: pesos,
  }),
  /** Orders 'En proceso': paid and waiting to be shipped. */
  awaiting_shipment: count,
  low_stock: z.object({
    threshold: count,
    variants: z.array(lowStockVariant),
    /** True when there were more than MAX_LOW_STOCK_ROWS and only the lowest are listed. */
    truncated: z.boolean(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
