import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { colorMainImage } from './color-main-image';

/** A variant as it is sold today: what an order line needs to be priced, named and pictured. */
export type SellableVariant = {
  variantId: number;
  productId: number;
  productName: string;
  colorName: string;
  sizeName: string;
  image: string | null;
  stock: number;
  priceCents: number;
  /** The discount on one unit, in centavos (0 without one). */
  unitDiscountCents: number;
};

export const SOLD_OUT_IN_CART = 'Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.';

/** Today's price, discount and stock of visible variants; unknown and hidden ones are left out. */
export const sellableVariants = (db: Database, variantIds: number[]) => variantsById(db, variantIds, false);

/**
 * The same for a paid order's lines, hidden products included: a product hidden while its buyer was
 * paying was still sold.
 */
export const sellableVariantsForBill = (db: Database, variantIds: number[]) =>
  variantsById(db, variantIds, true);

async function variantsById(
  db: Database,
  variantIds: number[],
  withHidden: boolean,
): Promise<SellableVariant[]> {
  if (variantIds.length === 0) return [];
  return queryRows<SellableVariant>(
    db,
    sql`SELECT v.id AS "variantId", p.id AS "productId", p.name AS "productName", c.name AS "colorName",
          s.name AS "sizeName", ${colorMainImage} AS image, v.stock, v.price_cents AS "priceCents",
          v.price_cents - final_price_cents(v.price_cents, v.discount_percentage) AS "unitDiscountCents"
        FROM variants v
        JOIN colors c ON c.id = v.color_id
        JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        WHERE v.id = ANY(${sql.param(variantIds)}::integer[]) AND (${withHidden} OR NOT p.hidden)`,
  );
}

export type StockChange = { variantId: number; quantity: number };

/**
 * Takes units out of stock, all or none: each variant's row is changed only while it still has the units
 * (`stock >= n`), so two shoppers can never buy the same last unit. Run inside the caller's transaction,
 * which a shortage rolls back. Rows are taken in variant order so that concurrent checkouts lock them in
 * the same order and cannot deadlock.
 */
export async function takeStock(tx: Database, changes: StockChange[]): Promise<void> {
  for (const change of [...changes].sort((a, b) => a.variantId - b.variantId)) {
    const [taken] = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE variants SET stock = stock - ${change.quantity}
          WHERE id = ${change.variantId} AND stock >= ${change.quantity}
          RETURNING id`,
    );
    if (!taken) throw new HttpError(409, await shortageMessage(tx, change));
  }
}

/** Gives units back (an unpaid checkout, a refund); same order as `takeStock`, for the same reason. */
export async function returnStock(tx: Database, changes: StockChange[]): Promise<void> {
  for (const change of [...changes].sort((a, b) => a.variantId - b.variantId)) {
    await tx.execute(
      sql`UPDATE variants SET stock = stock + ${change.quantity} WHERE id = ${change.variantId}`,
    );
  }
}

async function shortageMessage(tx: Database, change: StockChange): Promise<string> {
  const [variant] = await queryRows<{ name: string; color: string; size: string; stock: number }>(
    tx,
    sql`SELECT p.name, c.name AS color, s.name AS size, v.stock
        FROM variants v JOIN colors c ON c.id = v.color_id JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        WHERE v.id = ${change.variantId}`,
  );
  if (!variant || variant.stock <= 0) return SOLD_OUT_IN_CART;
  const units = variant.stock === 1 ? 'queda 1 unidad' : `quedan ${variant.stock} unidades`;
  return `No hay suficientes unidades de ${variant.name} (${variant.color}, ${variant.size}): ${units}.`;
}
