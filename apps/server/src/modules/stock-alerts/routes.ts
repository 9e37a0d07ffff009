import {
  createStockAlertBody,
  errorResponse,
  messageResponse,
  STOCK_ALERT_REMOVED,
  stockAlert,
  stockAlertByToken as stockAlertByTokenSchema,
  stockAlertParams,
  stockAlertsResponse,
  stockAlertTokenParams,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import { removeStockAlertByToken, stockAlertByToken } from './by-token';
import { addStockAlert, listStockAlerts, removeStockAlert } from './stock-alerts';

/**
 * 'Avísame cuando llegue': the signed-in shopper's alerts (GET/POST /users/me/stock-alerts, DELETE
 * /users/me/stock-alerts/{id}), and the e-mail's "Cancelar aviso" link, which carries the alert's token
 * instead of a session (GET to show it, DELETE once the shopper confirms).
 */
export function stockAlertRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/me/stock-alerts',
      { schema: { response: { 200: stockAlertsResponse } } },
      async (request) => listStockAlerts(db, (await sessions.requireUser(request)).id),
    );

    app.post(
      '/users/me/stock-alerts',
      {
        // A guest is told to sign in before anything about the body.
        preValidation: async (request) => {
          await sessions.requireUser(request);
        },
        schema: { body: createStockAlertBody, response: { 200: stockAlert, 201: stockAlert } },
        config: { rateLimit: 'stock-alert-write' },
      },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        const { alert, created } = await addStockAlert(db, user.id, request.body.variant_id);
        return reply.status(created ? 201 : 200).send(alert);
      },
    );

    app.delete(
      '/users/me/stock-alerts/:id',
      {
        preValidation: async (request) => {
          await sessions.requireUser(request);
        },
        schema: { params: stockAlertParams, response: { 200: messageResponse } },
        config: { rateLimit: 'stock-alert-write' },
      },
      async (request) => {
        const user = await sessions.requireUser(request);
        await removeStockAlert(db, user.id, request.params.id);
        return { message: STOCK_ALERT_REMOVED };
      },
    );

    app.get(
      '/stock-alerts/by-token/:token',
      {
        schema: {
          params: stockAlertTokenParams,
          response: { 200: stockAlertByTokenSchema, 404: errorResponse },
        },
      },
      (request) => stockAlertByToken(db, request.params.token),
    );

    app.delete(
      '/stock-alerts/by-token/:token',
      {
        schema: { params: stockAlertTokenParams, response: { 200: messageResponse } },
        config: { rateLimit: 'stock-alert-write' },
      },
      async (request) => {
        await removeStockAlertByToken(db, request.params.token);
        return { message: STOCK_ALERT_REMOVED };
      },
    );
  };
}
