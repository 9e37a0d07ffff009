import {
  adminReviewSaved,
  adminReviewsQuery,
  adminReviewsResponse,
  hideReviewBody,
  replyReviewBody,
  reviewSettingsBody,
} from '@store/contract/admin';
import { errorResponse, messageResponse, reviewParams } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveReview,
  changePublishing,
  hideReview,
  listReviewsForStaff,
  replyToReview,
} from '../../reviews';
import type { AdminDependencies } from '../routes';

/** The back-office's 'Reseñas': the list by status, approving, hiding with a reason, the shop's reply. */
export function adminReviewRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    const actor = async (request: Parameters<typeof staff.requireMember>[0]) =>
      (await staff.requireMember(request)).email;

    app.get(
      '/reviews',
      { schema: { querystring: adminReviewsQuery, response: { 200: adminReviewsResponse } } },
      (request) => listReviewsForStaff(db, request.query.status, request.query.page ?? 1),
    );

    app.post(
      '/reviews/:id/approve',
      { schema: { params: reviewParams, response: { 200: adminReviewSaved, 404: errorResponse } } },
      async (request) => ({
        message: 'Reseña publicada.',
        review: await approveReview(db, await actor(request), request.params.id),
      }),
    );

    app.post(
      '/reviews/:id/hide',
      {
        schema: {
          params: reviewParams,
          body: hideReviewBody,
          response: { 200: adminReviewSaved, 404: errorResponse },
        },
      },
      async (request) => ({
        message: 'Reseña oculta.',
        review: await hideReview(db, await actor(request), request.params.id, request.body.reason),
      }),
    );

    app.put(
      '/reviews/:id/reply',
      {
        schema: {
          params: reviewParams,
          body: replyReviewBody,
          response: { 200: adminReviewSaved, 404: errorResponse },
        },
      },
      async (request) => ({
        message: 'Respuesta publicada.',
        review: await replyToReview(db, await actor(request), request.params.id, request.body.reply),
      }),
    );

    app.put(
      '/reviews/settings',
      { schema: { body: reviewSettingsBody, response: { 200: messageResponse } } },
      async (request) => {
        await changePublishing(db, await actor(request), request.body.publish_at_once);
        return {
          message: request.body.publish_at_once
            ? 'Las reseñas nuevas se publicarán al instante.'
            : 'Las reseñas nuevas esperarán tu aprobación.',
        };
      },
    );
  };
}
