import * as z from 'zod/mini';
import { idParam, intParam, MAX_ID } from '../params';
import { FIT_ANSWERS, productFit, type FitAnswer, type ProductFit } from '../fit/fit';
import { plainText } from '../text';

/** A review's limits, as the form shows them and the server holds them. */
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_TITLE_MAX = 120;
export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_PHOTO_BYTES = 10 * 1024 * 1024;
/** What the photo field offers; the server believes only what it reads in the bytes. */
export const REVIEW_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export const REVIEWS_PAGE_SIZE = 10;

/** The fit question, asked for boots and hats only, with the words the form shows. */
export const FIT_LABELS: Record<FitAnswer, string> = {
  chica: 'Me quedó chica',
  justa: 'Justa',
  grande: 'Grande',
};
/** The size systems whose products ask the fit question (boots and hats). */
export const FIT_SIZE_SYSTEMS = ['boot_mx', 'hat'] as const;
/**
 * The fit summary beside a product's reviews: 'La mayoría dice que queda justa' once the fit module has a
 * verdict; before, what the few who answered said, most said first, so no one reads 'la mayoría' of one.
 */
export function fitSummaryText(fit: ProductFit): string | null {
  if (fit.verdict) return `La mayoría dice que queda ${fit.verdict}`;
  const said = FIT_ANSWERS.filter((answer) => fit[answer] > 0)
    .sort((a, b) => fit[b] - fit[a])
    .map((answer) => `${fit[answer]} ${fit[answer] === 1 ? 'dice' : 'dicen'} que queda ${answer}`);
  return said.length > 0 ? `Pocas respuestas sobre la talla todavía: ${said.join(', ')}.` : null;
}

export const REVIEW_STATUSES = ['pendiente', 'publicada', 'oculta'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A purchase that is not the shopper's, not delivered, or not of that product: as if it did not exist. */
export const PURCHASE_NOT_FOUND = 'No encontramos esta compra entre tus pedidos entregados.';
export const REVIEW_NOT_FOUND = 'No encontramos esta reseña.';
export const PHOTO_NOT_A_PICTURE = 'La foto debe ser una imagen JPEG, PNG, WebP o HEIC.';
export const PHOTO_TOO_BIG = 'La foto pesa más de 10 MB. Elige una más ligera.';
export const PHOTO_NOT_FOUND = 'Vuelve a subir la foto: no la encontramos.';
export const FIT_ONLY_FOR_BOOTS_AND_HATS = 'La pregunta de la talla es solo para botas y sombreros.';
export const VERIFIED_PURCHASE = 'Compra verificada';
export const SHOP_REPLY_HEADING = 'Respuesta de Norteño Western';

const trimmed = (max: number, message: string) =>
  z
    .pipe(
      z.string({ error: message }).check(z.maxLength(max * 2, message), plainText()),
      z.transform((value: string) => value.trim()),
    )
    .check(z.refine((value) => value.length <= max, message));

/** POST /api/reviews: the review of one product of one delivered order (a second one edits the first). */
export const reviewBody = z.strictObject({
  order_id: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ID)),
  product_id: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ID)),
  stars: z
    .number({ error: 'Elige de 1 a 5 estrellas.' })
    .check(
      z.int('Elige de 1 a 5 estrellas.'),
      z.minimum(1, 'Elige de 1 a 5 estrellas.'),
      z.maximum(5, 'Elige de 1 a 5 estrellas.'),
    ),
  title: z.optional(
    z.nullable(trimmed(REVIEW_TITLE_MAX, `El título lleva a lo más ${REVIEW_TITLE_MAX} caracteres.`)),
  ),
  body: trimmed(
    REVIEW_BODY_MAX,
    `Tu reseña lleva de ${REVIEW_BODY_MIN} a ${REVIEW_BODY_MAX} caracteres.`,
  ).check(
    z.refine(
      (value) => value.length >= REVIEW_BODY_MIN,
      `Tu reseña lleva de ${REVIEW_BODY_MIN} a ${REVIEW_BODY_MAX} caracteres.`,
    ),
  ),
  fit: z.optional(z.nullable(z.enum(FIT_ANSWERS, 'Elige cómo te quedó.'))),
  photos: z.optional(
    z
      .array(z.string().check(z.regex(/^[a-z0-9][a-z0-9._-]{0,200}$/, PHOTO_NOT_FOUND)))
      // No photos is said by leaving the field out.
      .check(
        z.minLength(1, 'Sube al menos una foto o quita el campo.'),
        z.maxLength(MAX_REVIEW_PHOTOS, `A lo más ${MAX_REVIEW_PHOTOS} fotos.`),
      ),
  ),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const reviewSaved = z.object({
  review_id: z.number().check(z.int()),
  status: z.enum(REVIEW_STATUSES),
  message: z.string(),
});
export type ReviewSaved = z.infer<typeof reviewSaved>;

export const photoUploaded = z.object({ photo: z.string() });

/** GET /api/reviews/mine?order_id=&product_id=: the purchase the form is about and the review so far. */
export const myReviewQuery = z.strictObject({
  order_id: idParam('order_id'),
  product_id: idParam('product_id'),
});
export const myReview = z.object({
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  image: z.nullable(z.string()),
  asks_fit: z.boolean(),
  review: z.nullable(
    z.object({
      review_id: z.number().check(z.int()),
      stars: z.number().check(z.int()),
      title: z.nullable(z.string()),
      body: z.string(),
      fit: z.nullable(z.enum(FIT_ANSWERS)),
      photos: z.array(z.string()),
      status: z.enum(REVIEW_STATUSES),
    }),
  ),
});
export type MyReview = z.infer<typeof myReview>;

/** A published review as the product page shows it. Text is plain text: the page never reads it as HTML. */
export const publicReview = z.object({
  review_id: z.number().check(z.int()),
  stars: z.number().check(z.int()),
  title: z.nullable(z.string()),
  body: z.string(),
  author_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  fit: z.nullable(z.enum(FIT_ANSWERS)),
  photos: z.array(z.string()),
  helpful_count: z.number().check(z.int()),
  /** ISO 8601, when it was published. */
  published_at: z.string(),
  reply: z.nullable(z.object({ text: z.string(), replied_at: z.string() })),
});
export type PublicReview = z.infer<typeof publicReview>;

export const reviewSummary = z.object({
  average: z.nullable(z.number()),
  count: z.number().check(z.int()),
  /** Reviews per star, 5 down to 1. */
  distribution: z.array(z.object({ stars: z.number().check(z.int()), count: z.number().check(z.int()) })),
  /** How the buyers say it fits: the fit module's answer, the same one the size recommendation reads. */
  fit: productFit,
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const REVIEW_SORTS = ['util', 'recientes', 'estrellas'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  util: 'Más útiles',
  recientes: 'Más recientes',
  estrellas: 'Más estrellas',
};

/** GET /api/products/:product_id/reviews?sort=util&con_fotos=1&page=1 */
export const productReviewsParams = z.strictObject({ product_id: idParam('product_id') });
export const productReviewsQuery = z.strictObject({
  sort: z.optional(z.enum(REVIEW_SORTS)),
  con_fotos: z.optional(z.enum(['0', '1'])),
  page: z.optional(intParam('page', 1, 500)),
});
export const productReviews = z.object({
  summary: reviewSummary,
  reviews: z.array(publicReview),
  /** The reviews the signed-in shopper marked 'Útil' among these (empty for a guest). */
  voted: z.array(z.number().check(z.int())),
  total: z.number().check(z.int()),
  total_pages: z.number().check(z.int()),
});
export type ProductReviews = z.infer<typeof productReviews>;

export const reviewParams = z.strictObject({ id: idParam('id') });
export const helpfulResponse = z.object({ helpful_count: z.number().check(z.int()), voted: z.boolean() });

/** The storefront's page that writes (or edits) the review of a product of a delivered order. */
export const reviewFormPath = (orderId: number, productId: number): string =>
  `/resenas/escribir/${orderId}/${productId}`;
