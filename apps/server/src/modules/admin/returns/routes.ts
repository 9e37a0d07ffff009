import {
  adminReturnDetail,
  adminReturnParams,
  adminReturnRefundBody,
  adminReturnRejectBody,
  adminReturnsByProduct,
  adminReturnsQuery,
  adminReturnsResponse,
} from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveReturn,
  listReturns,
  receiveReturn,
  refundReturn,
  rejectReturn,
  returnDetail,
} from '../../orders';
import { onOrderRefunded } from '../../invoices';
import type { AdminDependencies } from '../routes';
import { returnsByProduct } from './returns-by-product';

/** The back-office calls for returns: list, detail, and each step (aprobar, rechazar, recibido, reembolsar). */
export function adminReturnRoutes(deps: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    app.get(
      '/returns',
      { schema: { querystring: adminReturnsQuery, response: { 200: adminReturnsResponse } } },
      async (request) => listReturns(db, request.query),
    );

    app.get('/returns/by-product', { schema: { response: { 200: adminReturnsByProduct } } }, async () => ({
      products: await returnsByProduct(db),
    }));

    app.get(
      '/returns/:id',
      { schema: { params: adminReturnParams, response: { 200: adminReturnDetail } } },
      async (request) => returnDetail(db, request.params.id),
    );

    app.post(
      '/returns/:id/approve',
      { schema: { params: adminReturnParams, response: { 200: adminReturnDetail } } },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await approveReturn(db, request.params.id, staff.email);
        return returnDetail(db, request.params.id);
      },
    );

    app.post(
      '/returns/:id/reject',
      {
        schema: {
          params: adminReturnParams,
          body: adminReturnRejectBody,
          response: { 200: adminReturnDetail },
        },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await rejectReturn(db, request.params.id, staff.email, request.body.reason);
        return returnDetail(db, request.params.id);
      },
    );

    app.post(
      '/returns/:id/receive',
      { schema: { params: adminReturnParams, response: { 200: adminReturnDetail } } },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await receiveReturn(db, request.params.id, staff.email);
        return returnDetail(db, request.params.id);
      },
    );

    app.post(
      '/returns/:id/refund',
      {
        schema: {
          params: adminReturnParams,
          body: adminReturnRefundBody,
          response: { 200: adminReturnDetail },
        },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await refundReturn(
          { db, provider: deps.provider, log: request.log, onRefund: onOrderRefunded },
          request.params.id,
          staff.email,
          request.body,
        );
        return returnDetail(db, request.params.id);
      },
    );
  };
}
