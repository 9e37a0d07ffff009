import {
  REVIEWS_PAGE_SIZE,
  type FitAnswer,
  type ProductRating,
  type ProductReviews,
  type PublicReview,
  type ReviewSort,
  type ReviewSummary,
} from '@store/contract';
import { and, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productFitOf } from '../fit';
import { photosOf } from './write-review';
import { reviewPhotos, reviews, reviewVotes } from './tables';

const published = (productId: number) =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'publicada'));

/**
 * A product's published reviews in numbers (average, count, per star) and how its buyers say it fits. The
 * fit is the fit module's, reviews' and size returns' answers together under its one rule, so the summary
 * never says 'queda justa' while the size finder corrects for 'chica'.
 */
export async function reviewSummary(db: Database, productId: number): Promise<ReviewSummary> {
  const rows = await db
    .select({ stars: reviews.stars, n: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.stars);
  const perStar = new Map<number, number>();
  let total = 0;
  let starSum = 0;
  for (const row of rows) {
    const n = Number(row.n);
    total += n;
    starSum += row.stars * n;
    perStar.set(row.stars, (perStar.get(row.stars) ?? 0) + n);
  }
  return {
    average: total > 0 ? Math.round((starSum / total) * 10) / 10 : null,
    count: total,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: perStar.get(stars) ?? 0 })),
    fit: await productFitOf(db, productId),
  };
}

const ORDER: Record<ReviewSort, SQL[]> = {
  util: [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)],
  recientes: [desc(reviews.publishedAt), desc(reviews.id)],
  estrellas: [desc(reviews.stars), desc(reviews.publishedAt), desc(reviews.id)],
};

export type ReviewListing = { sort: ReviewSort; withPhotos: boolean; page: number };

/** A page of a product's published reviews, with its summary and what the shopper marked 'Útil'. */
export async function productReviews(
  db: Database,
  productId: number,
  listing: ReviewListing,
  voterId: number | undefined,
): Promise<ProductReviews> {
  const where = and(
    published(productId),
    listing.withPhotos
      ? exists(
          db
            .select({ one: sql`1` })
            .from(reviewPhotos)
            .where(eq(reviewPhotos.reviewId, reviews.id)),
        )
      : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(reviews).where(where);
  const total = Number(counted?.n ?? 0);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(...ORDER[listing.sort])
    .limit(REVIEWS_PAGE_SIZE)
    .offset((listing.page - 1) * REVIEWS_PAGE_SIZE);
  const ids = rows.map((row) => row.id);
  const voted =
    voterId === undefined || ids.length === 0
      ? []
      : (
          await db
            .select({ id: reviewVotes.reviewId })
            .from(reviewVotes)
            .where(and(eq(reviewVotes.userId, voterId), inArray(reviewVotes.reviewId, ids)))
        ).map((row) => row.id);
  return {
    summary: await reviewSummary(db, productId),
    reviews: await toPublicReviews(db, rows),
    voted,
    total,
    total_pages: Math.ceil(total / REVIEWS_PAGE_SIZE),
  };
}

type ReviewRow = typeof reviews.$inferSelect;

/** Rows as the contract shows them: the buyer's words as stored (plain text), the shop's reply. */
export async function toPublicReviews(db: Database, rows: ReviewRow[]): Promise<PublicReview[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    review_id: row.id,
    stars: row.stars,
    title: row.title,
    body: row.body,
    author_name: row.authorName,
    color_name: row.colorName,
    size_name: row.sizeName,
    fit: row.fit as FitAnswer | null,
    photos: photos.get(row.id) ?? [],
    helpful_count: row.helpfulCount,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, replied_at: row.repliedAt.toISOString() } : null,
  }));
}

/** Stars and count of each listed product that has published reviews (listing cards). */
export async function productRatings(db: Database, productIds: number[]): Promise<ProductRating[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      productId: reviews.productId,
      average: sql<string>`avg(${reviews.stars})`,
      n: count(),
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.status, 'publicada')))
    .groupBy(reviews.productId);
  return rows.map((row) => ({
    product_id: row.productId,
    average: Math.round(Number(row.average) * 10) / 10,
    count: Number(row.n),
  }));
}

/** One approved review's answer to the fit question, with the size bought. */
export type ReviewFitAnswer = { fit: FitAnswer; variantId: number | null; sizeName: string };

/**
 * The fit answers of a product's approved (published) reviews, with the variant and size each buyer
 * bought: what the size recommendation corrects the size guide with.
 */
export async function reviewFitAnswers(db: Database, productId: number): Promise<ReviewFitAnswer[]> {
  const rows = await db
    .select({ fit: reviews.fit, variantId: reviews.variantId, sizeName: reviews.sizeName })
    .from(reviews)
    .where(and(published(productId), sql`${reviews.fit} IS NOT NULL`))
    .orderBy(reviews.id);
  return rows.map((row) => ({ fit: row.fit as FitAnswer, variantId: row.variantId, sizeName: row.sizeName }));
}

/** 'Útil': one vote per shopper; a second press takes it back. Only published reviews take votes. */
export async function toggleHelpful(
  db: Database,
  userId: number,
  reviewId: number,
): Promise<{ helpful_count: number; voted: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'publicada')))
      .for('update');
    if (!review) return undefined;
    const added = await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning();
    if (added.length === 0)
      await tx
        .delete(reviewVotes)
        .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
    return { helpful_count: await recountHelpful(tx, reviewId), voted: added.length > 0 };
  });
}

/** A review's 'Útil' count, counted again from its votes (a vote given, taken back, or its voter gone). */
export async function recountHelpful(tx: Database, reviewId: number): Promise<number> {
  const [counted] = await tx
    .update(reviews)
    .set({
      helpfulCount: sql`(SELECT count(*) FROM ${reviewVotes} WHERE ${reviewVotes.reviewId} = ${reviewId})::integer`,
    })
    .where(eq(reviews.id, reviewId))
    .returning({ n: reviews.helpfulCount });
  return counted?.n ?? 0;
}
