import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';

/** A product the shopper bought in an order that reached them: what reviews need to take its review. */
export type DeliveredPurchase = {
  orderId: number;
  productId: number;
  variantId: number | null;
  productName: string;
  colorName: string;
  sizeName: string;
  imageName: string | null;
};

const purchaseRow = rowShape({
  orderId: col.integer,
  productId: col.integer,
  variantId: col.nullable(col.integer),
  productName: col.text,
  colorName: col.text,
  sizeName: col.text,
  imageName: col.nullable(col.text),
});

/**
 * The product `productId` as the shopper `userId` bought it in the order `orderId`, if that order is theirs
 * and was delivered (or picked up); undefined otherwise. Several lines of one product (two sizes) give the
 * first line's size.
 */
export async function deliveredPurchase(
  db: Database,
  userId: number,
  orderId: number,
  productId: number,
): Promise<DeliveredPurchase | undefined> {
  const [row] = await selectRows(
    db,
    sql`SELECT l.bill_id AS order_id, l.product_id, l.variant_id, l.product_name, l.color_name, l.size_name,
               l.image_name
        FROM bill_lines l JOIN bills b ON b.id = l.bill_id
        WHERE b.id = ${orderId} AND b.user_id = ${userId} AND b.shipping_status = 'entregado'
          AND l.product_id = ${productId}
        ORDER BY l.id LIMIT 1`,
    purchaseRow,
  );
  return row;
}

export type DeliveredOrder = { orderId: number; userId: number; lines: DeliveredPurchase[] };

const deliveredRow = rowShape({ orderId: col.integer, userId: col.integer });

/**
 * Orders still 'entregado' whose delivery happened in [from, to): the orders a week-after-delivery
 * message is about, each with its products (one line per product).
 */
export async function ordersDeliveredBetween(db: Database, from: Date, to: Date): Promise<DeliveredOrder[]> {
  const orders = await selectRows(
    db,
    sql`SELECT b.id AS order_id, b.user_id FROM bills b
        WHERE b.shipping_status = 'entregado'
          AND EXISTS (SELECT 1 FROM bill_status_changes c WHERE c.bill_id = b.id AND c.status = 'entregado'
                        AND c.changed_at >= ${from.toISOString()} AND c.changed_at < ${to.toISOString()})
        ORDER BY b.id LIMIT 200`,
    deliveredRow,
  );
  if (orders.length === 0) return [];
  const lines = await selectRows(
    db,
    sql`SELECT DISTINCT ON (l.bill_id, l.product_id) l.bill_id AS order_id, l.product_id, l.variant_id,
               l.product_name, l.color_name, l.size_name, l.image_name
        FROM bill_lines l WHERE l.bill_id = ANY(${sql.param(orders.map((order) => order.orderId))}::integer[])
        ORDER BY l.bill_id, l.product_id, l.id`,
    purchaseRow,
  );
  return orders.map((order) => ({
    ...order,
    lines: lines.filter((line) => line.orderId === order.orderId),
  }));
}
