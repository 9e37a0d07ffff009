import type { MergeListsBody, SavedListsResponse } from '@store/contract';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartLines, listingCards } from '../catalog';
import { mergeCartLines, mergeFavoriteIds, type QuantityLine } from './merge-rules';
import { savedCartLines, savedFavorites } from './tables';

/**
 * The tables keep no position: rows written together are stamped one millisecond apart, so that a list
 * comes back in the order the browser sent it (and a favourite added later goes at the end).
 */
const stamp = (base: number, index: number) => new Date(base + index);

async function favoriteIdsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: savedFavorites.productId })
    .from(savedFavorites)
    .where(eq(savedFavorites.userId, userId))
    .orderBy(asc(savedFavorites.createdAt), asc(savedFavorites.productId));
  return rows.map((row) => row.productId);
}

async function cartOf(db: Database, userId: number, lock = false): Promise<QuantityLine[]> {
  const query = db
    .select({ variantId: savedCartLines.variantId, quantity: savedCartLines.quantity })
    .from(savedCartLines)
    .where(eq(savedCartLines.userId, userId))
    .orderBy(asc(savedCartLines.updatedAt), asc(savedCartLines.variantId));
  return lock ? query.for('update') : query;
}

/** The account's favourites and cart as the browser keeps them; what the shop no longer shows is left out. */
export async function savedLists(db: Database, userId: number): Promise<SavedListsResponse> {
  const [favoriteIds, lines] = await Promise.all([favoriteIdsOf(db, userId), cartOf(db, userId)]);
  const [cards, current] = await Promise.all([
    listingCards(db, favoriteIds),
    cartLines(
      db,
      lines.map((line) => line.variantId),
    ),
  ]);
  const quantities = new Map(lines.map((line) => [line.variantId, line.quantity]));
  return {
    favorites: cards.map((card) => ({ ...card, id: card.product_id })),
    cart: current.map((line) => ({ ...line, quantity: quantities.get(line.variant_id) ?? 1 })),
  };
}

/**
 * The account's favourites become `productIds` (the browser's whole list): the ones gone are deleted,
 * the new ones added at the end; a product the shop does not show is not kept.
 */
export async function replaceSavedFavorites(
  db: Database,
  userId: number,
  productIds: number[],
): Promise<void> {
  const shown = (await listingCards(db, productIds)).map((card) => card.product_id);
  await db.transaction(async (tx) => {
    await tx
      .delete(savedFavorites)
      .where(
        shown.length === 0
          ? eq(savedFavorites.userId, userId)
          : and(eq(savedFavorites.userId, userId), notInArray(savedFavorites.productId, shown)),
      );
    if (shown.length === 0) return;
    const base = Date.now();
    await tx
      .insert(savedFavorites)
      .values(shown.map((productId, index) => ({ userId, productId, createdAt: stamp(base, index) })))
      .onConflictDoNothing();
  });
}

/**
 * The account's cart becomes `lines` (the browser's whole cart, last write wins line by line): lines gone
 * are deleted, the others written with their quantity; a variant the shop does not sell is not kept.
 */
export async function replaceSavedCart(db: Database, userId: number, lines: QuantityLine[]): Promise<void> {
  const sold = new Set(
    (
      await cartLines(
        db,
        lines.map((line) => line.variantId),
      )
    ).map((line) => line.variant_id),
  );
  await writeCart(
    db,
    userId,
    lines.filter((line) => sold.has(line.variantId)),
  );
}

async function writeCart(db: Database, userId: number, lines: QuantityLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(savedCartLines).where(
      lines.length === 0
        ? eq(savedCartLines.userId, userId)
        : and(
            eq(savedCartLines.userId, userId),
            notInArray(
              savedCartLines.variantId,
              lines.map((line) => line.variantId),
            ),
          ),
    );
    if (lines.length === 0) return;
    const base = Date.now();
    await tx
      .insert(savedCartLines)
      .values(lines.map((line, index) => ({ userId, ...line, updatedAt: stamp(base, index) })))
      .onConflictDoUpdate({
        target: [savedCartLines.userId, savedCartLines.variantId],
        set: { quantity: sql`excluded.quantity`, updatedAt: sql`excluded.updated_at` },
      });
  });
}

/**
 * Sign-in: what the browser kept as a guest joins the account's lists (rules in `merge-rules.ts`), and
 * both sides then hold the result, which is answered.
 */
export async function mergeSavedLists(
  db: Database,
  userId: number,
  browser: MergeListsBody,
): Promise<SavedListsResponse> {
  await db.transaction(async (tx) => {
    const account = await cartOf(tx, userId, true);
    const incoming = browser.cart.map((line) => ({ variantId: line.variant_id, quantity: line.quantity }));
    const ids = [...new Set([...account, ...incoming].map((line) => line.variantId))];
    const stock = new Map((await cartLines(tx, ids)).map((line) => [line.variant_id, line.stock]));
    const merged = mergeCartLines(account, incoming, (variantId) => stock.get(variantId));
    await writeCart(tx, userId, merged);
    const favorites = mergeFavoriteIds(await favoriteIdsOf(tx, userId), browser.favorites);
    await replaceSavedFavorites(tx, userId, favorites);
  });
  return savedLists(db, userId);
}

/** Deleting the account: its favourites and its cart go with it. */
export async function forgetSavedLists(tx: Database, userId: number): Promise<void> {
  await tx.delete(savedFavorites).where(eq(savedFavorites.userId, userId));
  await tx.delete(savedCartLines).where(eq(savedCartLines.userId, userId));
}
