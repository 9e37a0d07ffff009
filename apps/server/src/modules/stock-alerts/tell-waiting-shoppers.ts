import { productPagePath } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import { contactsOf } from '../auth';
import { cartLines } from '../catalog';
import { queueMessage } from '../mail';
import { newStockAlertLink } from './by-token';
import { stockAlerts } from './tables';

const alertRow = rowShape({
  id: col.integer,
  userId: col.integer,
  variantId: col.integer,
});

/** How many of a shopper's other alerts the e-mail lists with their "Cancelar aviso" links. */
const OTHERS_LISTED = 10;

/** The product page with the variant's colour and size selected. */
export const cancelPath = (token: string) => `/avisos/cancelar/${token}`;

/**
 * The catalogue's `BackInStock`: sizes that went from none to some units, in the transaction that raised
 * them. Each of their alerts ends here (`DELETE … RETURNING`: of two raises at once only one gets the
 * row, and the second waits for the variant's lock anyway and finds it had stock) and its shopper's
 * 'Ya llegó tu talla' is queued in the same transaction, keyed by the alert, so it is sent once.
 * Sizes of products the shop does not show keep their alerts: there is nothing to buy yet.
 */
export async function tellWaitingShoppers(tx: Database, variantIds: number[]): Promise<void> {
  const shown = new Map((await cartLines(tx, variantIds)).map((line) => [line.variant_id, line]));
  if (shown.size === 0) return;
  const ended = await selectRows(
    tx,
    sql`DELETE FROM ${stockAlerts}
        WHERE variant_id = ANY(${sql.param([...shown.keys()])}::integer[])
        RETURNING id, user_id, variant_id`,
    alertRow,
  );
  if (ended.length === 0) return;
  const shoppers = [...new Set(ended.map((alert) => alert.userId))];
  const others = await othersOf(tx, shoppers);
  const contacts = await contactsOf(tx, shoppers);
  for (const alert of ended.sort((a, b) => a.id - b.id)) {
    const size = shown.get(alert.variantId);
    const shopper = contacts.get(alert.userId);
    if (!size || !shopper) continue;
    const theirs = others.get(alert.userId) ?? [];
    await queueMessage(tx, {
      kind: 'back-in-stock',
      key: `stock-alert:${alert.id}:back-in-stock`,
      to: { email: shopper.email },
      data: {
        productName: size.name,
        color: size.color_name,
        size: size.size_name,
        picture: size.image,
        path: productPagePath(size.product_id, size.variant_id),
        otherAlerts: theirs,
      },
    });
  }
}

/** The alerts the shoppers still have, named, with the path that cancels each. */
async function othersOf(tx: Database, userIds: number[]) {
  const rows = await selectRows(
    tx,
    sql`SELECT id, user_id, variant_id FROM ${stockAlerts}
        WHERE user_id = ANY(${sql.param(userIds)}::integer[]) ORDER BY created_at, id`,
    alertRow,
  );
  const sizes = new Map(
    (await cartLines(tx, [...new Set(rows.map((row) => row.variantId))])).map((line) => [
      line.variant_id,
      line,
    ]),
  );
  const byUser = new Map<
    number,
    { productName: string; color: string; size: string; cancelPath: string }[]
  >();
  for (const row of rows) {
    const size = sizes.get(row.variantId);
    if (!size) continue;
    const list = byUser.get(row.userId) ?? [];
    if (list.length >= OTHERS_LISTED) continue;
    list.push({
      productName: size.name,
      color: size.color_name,
      size: size.size_name,
      cancelPath: cancelPath(await newStockAlertLink(tx, row.id)),
    });
    byUser.set(row.userId, list);
  }
  return byUser;
}
