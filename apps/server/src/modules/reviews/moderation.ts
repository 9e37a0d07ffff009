import { keepFitAnswer } from './fit-answer';
import { REVIEW_NOT_FOUND, type ReviewStatus } from '@store/contract';
import type { AdminReview, AdminReviewsResponse } from '@store/contract/admin';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../audit';
import { toPublicReviews } from './product-reviews';
import { publishesAtOnce, setPublishAtOnce } from './settings';
import { reviews } from './tables';

const PAGE_SIZE = 20;
type ReviewRow = typeof reviews.$inferSelect;

async function toAdminReviews(db: Database, rows: ReviewRow[]): Promise<AdminReview[]> {
  const shown = await toPublicReviews(db, rows);
  return rows.map((row, index) => ({
    ...shown[index]!,
    product_id: row.productId,
    product_name: row.productName,
    order_id: row.orderId,
    status: row.status as ReviewStatus,
    hidden_reason: row.hiddenReason,
    created_at: row.createdAt.toISOString(),
  }));
}

/** 'Reseñas' in the back-office: newest first, by status, with the owner's setting and what waits. */
export async function listReviewsForStaff(
  db: Database,
  status: ReviewStatus | undefined,
  page: number,
): Promise<AdminReviewsResponse> {
  const where = status ? eq(reviews.status, status) : undefined;
  const [counted] = await db.select({ n: count() }).from(reviews).where(where);
  const [waiting] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pendiente'));
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const total = Number(counted?.n ?? 0);
  return {
    reviews: await toAdminReviews(db, rows),
    publish_at_once: await publishesAtOnce(db),
    pending: Number(waiting?.n ?? 0),
    total,
    total_pages: Math.ceil(total / PAGE_SIZE),
  };
}

/** Changes one review under its row lock, audits it in the same transaction, and answers it as staff see it. */
async function moderate(
  db: Database,
  reviewId: number,
  change: (tx: Database, review: ReviewRow) => Promise<void>,
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw new HttpError(404, REVIEW_NOT_FOUND);
    await change(tx, review);
    const [after] = await tx.select().from(reviews).where(eq(reviews.id, reviewId));
    const [shown] = await toAdminReviews(tx, [after!]);
    return shown!;
  });
}

const productOf = (review: ReviewRow) => ({ id: review.productId, name: review.productName });

/** Publishes a waiting or hidden review. */
export const approveReview = (db: Database, actorEmail: string, reviewId: number) =>
  moderate(db, reviewId, async (tx, review) => {
    if (review.status === 'publicada') return;
    await tx
      .update(reviews)
      .set({
        status: 'publicada',
        hiddenReason: null,
        publishedAt: sql`coalesce(${reviews.publishedAt}, now())`,
      })
      .where(and(eq(reviews.id, reviewId)));
    await keepFitAnswer(tx, { ...review, published: true });
    await recordAudit(tx, actorEmail, {
      action: 'review.approved',
      review: reviewId,
      product: productOf(review),
      stars: review.stars,
    });
  });

/** Takes a review off the product page, with the owner's reason (kept, and shown in the back-office). */
export const hideReview = (db: Database, actorEmail: string, reviewId: number, reason: string) =>
  moderate(db, reviewId, async (tx, review) => {
    await tx.update(reviews).set({ status: 'oculta', hiddenReason: reason }).where(eq(reviews.id, reviewId));
    await keepFitAnswer(tx, { ...review, published: false });
    await recordAudit(tx, actorEmail, {
      action: 'review.hidden',
      review: reviewId,
      product: productOf(review),
      reason,
    });
  });

/** The shop's public answer under the review ('Respuesta de Norteño Western'); writing again replaces it. */
export const replyToReview = (db: Database, actorEmail: string, reviewId: number, reply: string) =>
  moderate(db, reviewId, async (tx, review) => {
    await tx
      .update(reviews)
      .set({ reply, repliedAt: sql`now()` })
      .where(eq(reviews.id, reviewId));
    await recordAudit(tx, actorEmail, {
      action: 'review.replied',
      review: reviewId,
      product: productOf(review),
      reply,
    });
  });

/** The owner's choice: new reviews publish at once, or wait for approval. */
export async function changePublishing(db: Database, actorEmail: string, atOnce: boolean): Promise<void> {
  // Saying what is already so changes nothing, and the Bitácora is not told.
  if ((await publishesAtOnce(db)) === atOnce) return;
  await db.transaction(async (tx) => {
    await setPublishAtOnce(tx, atOnce);
    await recordAudit(tx, actorEmail, { action: 'reviews.publishing_changed', publishAtOnce: atOnce });
  });
}
