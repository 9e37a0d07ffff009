import {
  errorResponse,
  helpfulResponse,
  MAX_REVIEW_PHOTO_BYTES,
  myReview as myReviewSchema,
  myReviewQuery,
  PHOTO_NOT_A_PICTURE,
  PHOTO_TOO_BIG,
  photoUploaded,
  productReviews as productReviewsSchema,
  productReviewsParams,
  productReviewsQuery,
  ratingsQuery,
  ratingsResponse,
  REVIEW_NOT_FOUND,
  reviewBody,
  reviewParams,
  reviewSaved,
} from '@store/contract';
import { fieldErrorResponse } from '@store/contract/invoices';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { SessionReader } from '../auth';
import { productRatings, productReviews, toggleHelpful } from './product-reviews';
import { myReview, saveReview, uploadReviewPhoto } from './write-review';

const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/octet-stream',
];

/**
 * Reviews for shoppers: a product's published reviews and its summary (GET /products/:product_id/reviews), the
 * listing cards' stars (GET /reviews/ratings), the buyer's form (GET /reviews/mine, POST /reviews, POST
 * /reviews/photos) and 'Útil' (POST /reviews/:id/helpful). The invitation e-mail's consent and way out
 * are the offers consent's (auth, cart-reminders; decision 066).
 */
export function reviewRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = {
      preValidation: async (request: Parameters<typeof sessions.requireUser>[0]) => {
        await sessions.requireUser(request);
      },
    };

    app.get(
      '/products/:product_id/reviews',
      {
        schema: {
          params: productReviewsParams,
          querystring: productReviewsQuery,
          response: { 200: productReviewsSchema },
        },
      },
      async (request) => {
        const user = await sessions.userOf(request);
        return productReviews(
          db,
          request.params.product_id,
          {
            sort: request.query.sort ?? 'util',
            withPhotos: request.query.con_fotos === '1',
            page: request.query.page ?? 1,
          },
          user?.id,
        );
      },
    );

    app.get(
      '/reviews/ratings',
      { schema: { querystring: ratingsQuery, response: { 200: ratingsResponse } } },
      (request) => productRatings(db, [...new Set(request.query.product_id)]),
    );

    app.get(
      '/reviews/mine',
      { schema: { querystring: myReviewQuery, response: { 200: myReviewSchema, 404: errorResponse } } },
      async (request) =>
        myReview(
          db,
          (await sessions.requireUser(request)).id,
          request.query.order_id,
          request.query.product_id,
        ),
    );

    app.post(
      '/reviews',
      {
        ...signedIn,
        schema: {
          body: reviewBody,
          response: { 200: reviewSaved, 201: reviewSaved, 404: errorResponse, 422: fieldErrorResponse },
        },
        config: { rateLimit: 'review-write' },
      },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        const { created, ...saved } = await saveReview(db, user.id, request.body);
        return reply.status(created ? 201 : 200).send(saved);
      },
    );

    // The photo arrives as the file itself, in this call's own plugin: everywhere else the API speaks JSON.
    await app.register(async (plugin) => {
      const uploads = plugin.withTypeProvider<ZodTypeProvider>();
      uploads.addContentTypeParser(
        PHOTO_TYPES,
        { parseAs: 'buffer', bodyLimit: MAX_REVIEW_PHOTO_BYTES },
        (_request, body, done) => done(null, body),
      );
      uploads.post(
        '/reviews/photos',
        {
          ...signedIn,
          bodyLimit: MAX_REVIEW_PHOTO_BYTES,
          schema: {
            response: {
              201: photoUploaded,
              413: fieldErrorResponse,
              415: fieldErrorResponse,
              422: fieldErrorResponse,
            },
          },
          config: { rateLimit: 'review-write' },
          // Fastify's own 'too large' and 'wrong type' become the photo field's sentences.
          errorHandler: (error: FastifyError, _request, reply) => {
            if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
              return reply.status(413).send({ error: PHOTO_TOO_BIG, field: 'photos' });
            if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
              return reply.status(415).send({ error: PHOTO_NOT_A_PICTURE, field: 'photos' });
            throw error;
          },
        },
        async (request, reply) => {
          const user = await sessions.requireUser(request);
          if (!Buffer.isBuffer(request.body)) throw new HttpError(415, PHOTO_NOT_A_PICTURE, 'photos');
          return reply.status(201).send({ photo: await uploadReviewPhoto(db, user.id, request.body) });
        },
      );
    });

    app.post(
      '/reviews/:id/helpful',
      {
        ...signedIn,
        schema: { params: reviewParams, response: { 200: helpfulResponse, 404: errorResponse } },
        config: { rateLimit: 'review-write' },
      },
      async (request) => {
        const user = await sessions.requireUser(request);
        const voted = await toggleHelpful(db, user.id, request.params.id);
        if (!voted) throw new HttpError(404, REVIEW_NOT_FOUND);
        return voted;
      },
    );
  };
}
