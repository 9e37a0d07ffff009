import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';
import { HttpError } from '../../../http/errors';

export type StockChange = { variantId: number; quantity: number };

export const SOLD_OUT_IN_CART = 'Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.';

const takenRow = rowShape({ id: col.integer });
const shortRow = rowShape({ name: col.text, color: col.text, size: col.text, stock: col.integer });

/**
 * Takes units out of stock, all or none: each variant's row is changed only while it still has the units
 * (`stock >= n`), so two shoppers can never buy the same last unit. Run inside the caller's transaction,
 * which a shortage rolls back. Rows are taken in variant order so that concurrent checkouts (and staff
 * setting counts, which lock in the same order) cannot deadlock.
 */
export async function takeStock(tx: Database, changes: StockChange[]): Promise<void> {
  for (const change of [...changes].sort((a, b) => a.variantId - b.variantId)) {
    const taken = await selectRow(
      tx,
      sql`UPDATE variants SET stock = stock - ${change.quantity}
          WHERE id = ${change.variantId} AND stock >= ${change.quantity}
          RETURNING id`,
      takenRow,
    );
    if (!taken) throw new HttpError(409, await shortageMessage(tx, change));
  }
}

async function shortageMessage(tx: Database, change: StockChange): Promise<string> {
  const variant = await selectRow(
    tx,
    sql`SELECT p.name, c.name AS color, s.name AS size, v.stock
        FROM variants v JOIN colors c ON c.id = v.color_id JOIN products p ON p.id = c.product_id
        JOIN sizes s ON s.id = v.size_id
        WHERE v.id = ${change.variantId}`,
    shortRow,
  );
  if (!variant || variant.stock <= 0) return SOLD_OUT_IN_CART;
  const units = variant.stock === 1 ? 'queda 1 unidad' : `quedan ${variant.stock} unidades`;
  return `No hay suficientes unidades de ${variant.name} (${variant.color}, ${variant.size}): ${units}.`;
}
