import { keepFitAnswer } from './fit-answer';
import {
  FIT_ONLY_FOR_BOOTS_AND_HATS,
  FIT_SIZE_SYSTEMS,
  PHOTO_NOT_A_PICTURE,
  PHOTO_NOT_FOUND,
  PURCHASE_NOT_FOUND,
  type FitAnswer,
  type MyReview,
  type ReviewSaved,
  type ReviewStatus,
} from '@store/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { contactsOf } from '../auth';
import { addLoosePicture, productDetail } from '../catalog';
import { deliveredPurchase, type DeliveredPurchase } from '../orders';
import { publishesAtOnce } from './settings';
import { reviewPhotos, reviews } from './tables';

/** What a review says, as the contract's body left it (trimmed, bounded). */
export type ReviewInput = {
  order_id: number;
  product_id: number;
  stars: number;
  title?: string | null | undefined;
  body: string;
  fit?: FitAnswer | null | undefined;
  photos?: string[] | undefined;
};

/** The shopper's purchase, or 404 as if the order did not exist: nobody learns whose orders are whose. */
async function purchaseOf(db: Database, userId: number, orderId: number, productId: number) {
  const purchase = await deliveredPurchase(db, userId, orderId, productId);
  if (!purchase) throw new HttpError(404, PURCHASE_NOT_FOUND);
  return purchase;
}

/** Boots and hats ask how they fit; the answer feeds the size recommendation. */
async function asksFit(db: Database, productId: number): Promise<boolean> {
  const product = await productDetail(db, productId);
  return (FIT_SIZE_SYSTEMS as readonly (string | null)[]).includes(product?.size_system ?? null);
}

/** 'Ana García López' shows as 'Ana G.': enough to be a person, not enough to be found. */
export function shownName(name: string): string {
  const [first, second] = name.trim().split(/\s+/);
  if (!first) return 'Cliente';
  return second ? `${first} ${second[0]!.toUpperCase()}.` : first;
}

/** The form's purchase and the review so far (null before the first). A non-buyer gets 404. */
export async function myReview(
  db: Database,
  userId: number,
  orderId: number,
  productId: number,
): Promise<MyReview> {
  const purchase = await purchaseOf(db, userId, orderId, productId);
  const [review] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.orderId, orderId), eq(reviews.productId, productId)));
  const photos = review ? await photosOf(db, [review.id]) : new Map<number, string[]>();
  return {
    product_name: purchase.productName,
    color_name: purchase.colorName,
    size_name: purchase.sizeName,
    image: purchase.imageName,
    asks_fit: await asksFit(db, productId),
    review: review
      ? {
          review_id: review.id,
          stars: review.stars,
          title: review.title,
          body: review.body,
          fit: review.fit as FitAnswer | null,
          photos: photos.get(review.id) ?? [],
          status: review.status as ReviewStatus,
        }
      : null,
  };
}

/** Each review's photos in order, by review id. */
export async function photosOf(db: Database, reviewIds: number[]): Promise<Map<number, string[]>> {
  const byReview = new Map<number, string[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ reviewId: reviewPhotos.reviewId, name: reviewPhotos.imageName })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(reviewPhotos.reviewId, reviewPhotos.position);
  for (const row of rows) byReview.set(row.reviewId!, [...(byReview.get(row.reviewId!) ?? []), row.name]);
  return byReview;
}

/**
 * A photo for a review the shopper is writing: re-encoded (no EXIF survives) and kept as theirs until a
 * review takes it. Answers its public name.
 */
export async function uploadReviewPhoto(db: Database, userId: number, upload: Buffer): Promise<string> {
  const name = await addLoosePicture(db, upload, { label: 'resena', id: userId }, PHOTO_NOT_A_PICTURE).catch(
    (error: unknown) => {
      // The form shows the refusal under the photo field.
      throw error instanceof HttpError ? new HttpError(error.statusCode, error.message, 'photos') : error;
    },
  );
  await db.insert(reviewPhotos).values({ imageName: name, userId });
  return name;
}

/**
 * Writes the buyer's review of a product of a delivered order, or edits the one already written for that
 * purchase. An edit goes back to waiting when the owner approves reviews (the owner approved other words).
 */
export async function saveReview(
  db: Database,
  userId: number,
  input: ReviewInput,
): Promise<ReviewSaved & { created: boolean }> {
  const purchase = await purchaseOf(db, userId, input.order_id, input.product_id);
  const fit = input.fit ?? null;
  if (fit && !(await asksFit(db, input.product_id)))
    throw new HttpError(422, FIT_ONLY_FOR_BOOTS_AND_HATS, 'fit');
  const [author] = [...(await contactsOf(db, [userId])).values()];
  const atOnce = await publishesAtOnce(db);
  return db.transaction(async (tx) => {
    const status: ReviewStatus = atOnce ? 'publicada' : 'pendiente';
    const fields = {
      stars: input.stars,
      title: input.title ? input.title : null,
      body: input.body,
      fit,
      status,
      hiddenReason: null,
      publishedAt: atOnce ? sql`now()` : null,
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(reviews)
      .values({ ...facts(purchase, userId, author?.name ?? ''), ...fields })
      .onConflictDoUpdate({ target: [reviews.orderId, reviews.productId], set: fields })
      .returning({ id: reviews.id, created: sql<boolean>`xmax = 0` });
    if (!row) throw new Error('No se guardó la reseña');
    await attachPhotos(tx, userId, row.id, input.photos ?? []);
    await keepFitAnswer(tx, { ...purchase, id: row.id, fit, published: atOnce });
    return {
      review_id: row.id,
      status,
      created: row.created,
      message: atOnce
        ? '¡Gracias! Tu reseña ya está publicada.'
        : '¡Gracias! Publicaremos tu reseña en cuanto la revisemos.',
    };
  });
}

const facts = (purchase: DeliveredPurchase, userId: number, name: string) => ({
  userId,
  orderId: purchase.orderId,
  productId: purchase.productId,
  variantId: purchase.variantId,
  productName: purchase.productName,
  colorName: purchase.colorName,
  sizeName: purchase.sizeName,
  authorName: shownName(name),
});

/** The review's photos become exactly `names`, in that order; each must be the shopper's own upload. */
async function attachPhotos(tx: Database, userId: number, reviewId: number, names: string[]): Promise<void> {
  const unique = [...new Set(names)];
  if (unique.length > 0) {
    const mine = await tx
      .select({ name: reviewPhotos.imageName })
      .from(reviewPhotos)
      .where(
        and(
          inArray(reviewPhotos.imageName, unique),
          eq(reviewPhotos.userId, userId),
          or(isNull(reviewPhotos.reviewId), eq(reviewPhotos.reviewId, reviewId)),
        ),
      );
    if (mine.length !== unique.length) throw new HttpError(422, PHOTO_NOT_FOUND, 'photos');
  }
  await tx.update(reviewPhotos).set({ reviewId: null }).where(eq(reviewPhotos.reviewId, reviewId));
  for (const [position, name] of unique.entries()) {
    await tx.update(reviewPhotos).set({ reviewId, position }).where(eq(reviewPhotos.imageName, name));
  }
}
