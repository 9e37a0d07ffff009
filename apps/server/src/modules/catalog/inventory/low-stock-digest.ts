import { DEFAULT_LOW_STOCK_THRESHOLD } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { shopClock } from '../../../lib/shop-day';
import { queueMessage } from '../../mail';
import { lowStockVariants } from './low-stock';

/** The digest waits for the shop's morning, so the owner reads it when the day's restocking is planned. */
export const LOW_STOCK_DIGEST_HOUR = 8;

/**
 * Queues the staff's `Existencias bajas` digest for the shop's day at `now`, once per day whichever
 * process asks first (the day is the message's key), from the shop's morning on, and only when some
 * variant on sale is under the dashboard's low-stock threshold. Says whether this call queued it.
 */
export async function queueLowStockDigest(db: Database, now: Date = new Date()): Promise<boolean> {
  const { day, hour } = shopClock(now);
  if (hour < LOW_STOCK_DIGEST_HOUR) return false;
  const low = await lowStockVariants(db, DEFAULT_LOW_STOCK_THRESHOLD);
  if (low.variants.length === 0) return false;
  return queueMessage(db, {
    kind: 'low-stock',
    key: `low-stock:${day}`,
    to: 'staff',
    data: {
      day,
      threshold: DEFAULT_LOW_STOCK_THRESHOLD,
      variants: low.variants.map((variant) => ({
        productId: variant.product_id,
        productName: variant.product_name,
        color: variant.color,
        size: variant.size,
        sku: variant.sku,
        stock: variant.stock,
      })),
      truncated: low.truncated,
    },
  });
}
