import { imagePath, type FitAnswer, type ReviewStatus } from '@store/contract';
import type { MyDataResponse } from '@store/contract/my-data';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { removeLoosePictures } from '../catalog';
import { withdrawFitAnswers } from '../fit';
import { recountHelpful } from './product-reviews';
import { reviewPhotos, reviews, reviewVotes } from './tables';
import { photosOf } from './write-review';

type ShopperReviewData = Pick<MyDataResponse, 'reviews' | 'review_photos_not_used' | 'helpful_votes'>;

/**
 * What reviews keep about a shopper, for 'Descargar mis datos': every review they wrote (whatever its
 * status, with the owner's reply and reason), the photos they uploaded (full addresses, on `publicUrl`)
 * and the reviews they marked 'Útil'.
 */
export async function reviewDataOf(
  db: Database,
  userId: number,
  publicUrl: string,
): Promise<ShopperReviewData> {
  const photoUrl = (name: string) => `${publicUrl}${imagePath(name)}`;
  const written = await db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const photos = await photosOf(
    db,
    written.map((review) => review.id),
  );
  const loose = await db
    .select({ name: reviewPhotos.imageName })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.userId, userId), isNull(reviewPhotos.reviewId)))
    .orderBy(asc(reviewPhotos.createdAt));
  const votes = await db
    .select({ reviewId: reviewVotes.reviewId, productName: reviews.productName, at: reviewVotes.createdAt })
    .from(reviewVotes)
    .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
    .where(eq(reviewVotes.userId, userId))
    .orderBy(asc(reviewVotes.createdAt));
  return {
    reviews: written.map((review) => ({
      review_id: review.id,
      order_id: review.orderId,
      product_id: review.productId,
      product_name: review.productName,
      color_name: review.colorName,
      size_name: review.sizeName,
      author_name: review.authorName,
      stars: review.stars,
      title: review.title,
      body: review.body,
      fit: review.fit as FitAnswer | null,
      status: review.status as ReviewStatus,
      hidden_reason: review.hiddenReason,
      helpful_count: review.helpfulCount,
      created_at: review.createdAt.toISOString(),
      updated_at: review.updatedAt.toISOString(),
      published_at: review.publishedAt?.toISOString() ?? null,
      reply:
        review.reply && review.repliedAt
          ? { text: review.reply, replied_at: review.repliedAt.toISOString() }
          : null,
      photos: (photos.get(review.id) ?? []).map(photoUrl),
    })),
    review_photos_not_used: loose.map((photo) => photoUrl(photo.name)),
    helpful_votes: votes.map((vote) => ({
      review_id: vote.reviewId,
      product_name: vote.productName,
      voted_at: vote.at.toISOString(),
    })),
  };
}

/**
 * The shopper deleted their account, in its transaction: their reviews go, published ones too (their words
 * and photos are theirs, and a name on them no longer stands for anyone), with the photos' stored pictures
 * (the catalogue's `removeLoosePictures`), the votes they received and gave (each review they voted for
 * counted again), and their fit answers (the fit module's, so the product's fit summary no longer counts
 * them). The products' stars are counted from the reviews left, on every read.
 */
export async function forgetReviewsOf(tx: Database, userId: number): Promise<void> {
  const written = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  for (const review of written) await withdrawFitAnswers(tx, { source: 'review', sourceId: review.id });
  const votedFor = await tx
    .delete(reviewVotes)
    .where(eq(reviewVotes.userId, userId))
    .returning({ reviewId: reviewVotes.reviewId });
  for (const reviewId of new Set(votedFor.map((vote) => vote.reviewId))) await recountHelpful(tx, reviewId);
  const photos = await tx
    .delete(reviewPhotos)
    .where(eq(reviewPhotos.userId, userId))
    .returning({ name: reviewPhotos.imageName });
  await removeLoosePictures(
    tx,
    photos.map((photo) => photo.name),
  );
  // The votes others gave these reviews go with them (the foreign key cascades).
  await tx.delete(reviews).where(eq(reviews.userId, userId));
}
