import * as z from 'zod/mini';
import { intParam } from '../params';
import { plainText } from '../text';
import { publicReview, REVIEW_STATUSES } from '../reviews/reviews';

export const HIDE_REASON_MAX = 300;
export const REPLY_MAX = 2000;

/** GET /api/admin/reviews?status=pendiente&page=1: 'Reseñas', newest first. */
export const adminReviewsQuery = z.strictObject({
  status: z.optional(z.enum(REVIEW_STATUSES)),
  page: z.optional(intParam('page', 1, 10_000)),
});

export const adminReview = z.object({
  ...publicReview.shape,
  product_id: z.number().check(z.int()),
  product_name: z.string(),
  order_id: z.number().check(z.int()),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.nullable(z.string()),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewsResponse = z.object({
  reviews: z.array(adminReview),
  publish_at_once: z.boolean(),
  pending: z.number().check(z.int()),
  total: z.number().check(z.int()),
  total_pages: z.number().check(z.int()),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponse>;

const sentence = (max: number, required: string) =>
  z
    .pipe(
      z.string({ error: required }).check(z.maxLength(max * 2, `A lo más ${max} caracteres.`), plainText()),
      z.transform((value: string) => value.trim()),
    )
    .check(
      z.refine((value) => value.length > 0, required),
      z.refine((value) => value.length <= max, `A lo más ${max} caracteres.`),
    );

export const hideReviewBody = z.strictObject({
  reason: sentence(HIDE_REASON_MAX, 'Escribe por qué la ocultas.'),
});
export const replyReviewBody = z.strictObject({ reply: sentence(REPLY_MAX, 'Escribe la respuesta.') });
export const reviewSettingsBody = z.strictObject({ publish_at_once: z.boolean() });
export const adminReviewSaved = z.object({ message: z.string(), review: adminReview });
