import type { FastifyBaseLogger } from 'fastify';
import {
  adminOrderCancelBody,
  adminOrderDetail,
  adminOrderMessageParams,
  adminOrderNoteBody,
  adminOrderParams,
  adminOrderRefundBody,
  adminOrdersQuery,
  adminOrdersResponse,
  adminOrderStatusBody,
  adminPickupHandoverBody,
  adminRefundTransferBody,
  adminTrackingCorrectionBody,
  adminUnpaidCancelBody,
  resendMessageBody,
} from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addOrderNote,
  cancelOrder,
  cancelWaitingOrder,
  changeShippingStatus,
  correctTracking,
  undoDelivery,
  generateLabel,
  handOverPickup,
  listOrders,
  orderDetail,
  recordRefundTransfer,
  refundOrder,
  returnOverpayment,
  resendOrderMessage,
  TooManyPickupTriesError,
} from '../../orders';
import { invoiceNoticeOfOrder, onOrderRefunded } from '../../invoices';
import { enviaClientFor, labelPdfOf } from '../../shipping';
import { HttpError } from '../../../http/errors';
import type { AdminDependencies } from '../routes';

/** The back-office calls for orders, their shipping workflow, cancellation with refund, their messages. */
export function adminOrderRoutes(deps: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = deps.database;
  // The order as the orders module tells it, and what its invoice still needs after a refund.
  const detailOf = async (orderId: number) => {
    const [detail, notice] = await Promise.all([orderDetail(db, orderId), invoiceNoticeOfOrder(db, orderId)]);
    return notice ? { ...detail, invoice_notice: notice } : detail;
  };
  // What a call that may give money back needs: the provider, and the invoices told of the refund.
  const refunding = (log: FastifyBaseLogger) => ({
    db,
    provider: deps.provider,
    log,
    onRefund: onOrderRefunded,
  });
  // 'Generar guía' buys with Envia.com, or the local carrier without a key.
  const labels = { db, client: enviaClientFor(deps.config), origin: deps.config.envia.origin };
  return async (app) => {
    app.get(
      '/orders',
      { schema: { querystring: adminOrdersQuery, response: { 200: adminOrdersResponse } } },
      async (request) => listOrders(db, request.query),
    );

    app.get(
      '/orders/:id',
      { schema: { params: adminOrderParams, response: { 200: adminOrderDetail } } },
      async (request) => detailOf(request.params.id),
    );

    app.post(
      '/orders/:id/status',
      {
        schema: { params: adminOrderParams, body: adminOrderStatusBody, response: { 200: adminOrderDetail } },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await changeShippingStatus(db, request.params.id, request.body, staff.email);
        return detailOf(request.params.id);
      },
    );

    // 'Deshacer entregado': a delivery marked by mistake, taken back within ten minutes (decision 046).
    app.post(
      '/orders/:id/undo-delivery',
      { schema: { params: adminOrderParams, response: { 200: adminOrderDetail } } },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await undoDelivery(db, request.params.id, staff.email);
        return detailOf(request.params.id);
      },
    );

    // A mistyped guide of a shipped order, corrected (not one bought through Envia: that is the carrier's).
    app.post(
      '/orders/:id/tracking',
      {
        schema: {
          params: adminOrderParams,
          body: adminTrackingCorrectionBody,
          response: { 200: adminOrderDetail },
        },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await correctTracking(db, request.params.id, request.body, staff.email);
        return detailOf(request.params.id);
      },
    );

    // 'Generar guía': buys the label with the order's carrier and ships the order with it (decision 041).
    app.post(
      '/orders/:id/label',
      { schema: { params: adminOrderParams, response: { 200: adminOrderDetail } } },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await generateLabel(labels, request.params.id, staff.email);
        return detailOf(request.params.id);
      },
    );

    // The label's PDF, to print: only the team reaches it (the back-office answers 404 to anyone else).
    app.get('/orders/:id/label', { schema: { params: adminOrderParams } }, async (request, reply) => {
      const pdf = await labelPdfOf(db, request.params.id);
      if (!pdf) throw new HttpError(404, 'Este pedido no tiene guía generada en la tienda.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="guia-pedido-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });

    // 'Entregado en tienda': a pick-up order handed over for the code its shopper shows.
    app.post(
      '/orders/:id/pickup-handover',
      {
        schema: {
          params: adminOrderParams,
          body: adminPickupHandoverBody,
          response: { 200: adminOrderDetail },
        },
      },
      async (request, reply) => {
        const staff = await deps.staff.requireMember(request);
        try {
          await handOverPickup(db, request.params.id, request.body.pickup_code, staff.email);
        } catch (error) {
          if (error instanceof TooManyPickupTriesError) {
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          throw error;
        }
        return detailOf(request.params.id);
      },
    );

    app.post(
      '/orders/:id/cancel',
      {
        schema: { params: adminOrderParams, body: adminOrderCancelBody, response: { 200: adminOrderDetail } },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await cancelOrder(refunding(request.log), request.params.id, staff.email, request.body);
        return detailOf(request.params.id);
      },
    );

    // Open to staff (decision 028): an unpaid order has no money to refund, only units it keeps from
    // other shoppers, and staff are who watch the orders.
    app.post(
      '/orders/:id/cancel-unpaid',
      {
        schema: {
          params: adminOrderParams,
          body: adminUnpaidCancelBody,
          response: { 200: adminOrderDetail },
        },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await cancelWaitingOrder(
          { db, provider: deps.provider, log: request.log },
          request.params.id,
          staff.email,
          request.body.reason,
        );
        return detailOf(request.params.id);
      },
    );

    app.post(
      '/orders/:id/refund-transfer',
      {
        schema: {
          params: adminOrderParams,
          body: adminRefundTransferBody,
          response: { 200: adminOrderDetail },
        },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await recordRefundTransfer(db, request.params.id, staff.email, request.body, onOrderRefunded);
        return detailOf(request.params.id);
      },
    );

    // Owners only (the role table): money going back. Lines and units or a plain amount; see refundOrder.
    app.post(
      '/orders/:id/refunds',
      {
        schema: { params: adminOrderParams, body: adminOrderRefundBody, response: { 200: adminOrderDetail } },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await refundOrder(refunding(request.log), request.params.id, staff.email, request.body);
        return detailOf(request.params.id);
      },
    );

    // 'Devolver saldo': what the shopper sent by SPEI beyond the order goes back from their balance.
    app.post(
      '/orders/:id/return-balance',
      { schema: { params: adminOrderParams, response: { 200: adminOrderDetail } } },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await returnOverpayment(refunding(request.log), request.params.id, staff.email);
        return detailOf(request.params.id);
      },
    );

    app.post(
      '/orders/:id/notes',
      { schema: { params: adminOrderParams, body: adminOrderNoteBody, response: { 201: adminOrderDetail } } },
      async (request, reply) => {
        const staff = await deps.staff.requireMember(request);
        await addOrderNote(db, request.params.id, staff.email, request.body.text);
        return reply.status(201).send(await detailOf(request.params.id));
      },
    );

    app.post(
      '/orders/:id/messages/:messageId/resend',
      {
        schema: {
          params: adminOrderMessageParams,
          body: resendMessageBody,
          response: { 200: adminOrderDetail },
        },
      },
      async (request) => {
        const staff = await deps.staff.requireMember(request);
        await resendOrderMessage(
          db,
          request.params.id,
          request.params.messageId,
          staff.email,
          request.body.to,
        );
        return detailOf(request.params.id);
      },
    );
  };
}
