import * as z from 'zod/mini';
import { adminOrderCancelBody } from './orders';

const MAX_ID = 2_147_483_647;
export const REFUND_AMOUNT_MESSAGE =
  'Escribe el monto a reembolsar: un número de pesos mayor que $0, con a lo más dos decimales.';
export const REFUND_UNITS_MESSAGE = 'Escribe cuántas piezas reembolsas: un número entero de 1 en adelante.';
export const REFUND_NOTHING_CHOSEN =
  'Elige las piezas a reembolsar (o el envío), o escribe un monto; no ambas cosas.';
export const REFUNDS_SEEN_MESSAGE = 'refunds_seen debe ser el número de reembolsos que viste en el pedido.';

/**
 * POST /api/admin/orders/:id/refunds: a partial refund from the back-office's order page. Either lines
 * and their units (with or without the shipping still to give back), or a plain amount; never both. For
 * cash paid at OXXO, the bank transfer staff made (CLABE and tracking key). `refunds_seen` is how many
 * refunds the order showed when the dialog opened: if another one was made meanwhile, the call is refused
 * (409) rather than refunding twice.
 */
export const adminOrderRefundBody = z
  .strictObject({
    lines: z.optional(
      z
        .array(
          z.strictObject({
            order_line_id: z
              .number({ error: 'order_line_id debe ser un número entero' })
              .check(z.int('order_line_id debe ser un número entero'), z.minimum(1), z.maximum(MAX_ID)),
            units: z
              .number({ error: REFUND_UNITS_MESSAGE })
              .check(z.int(REFUND_UNITS_MESSAGE), z.minimum(1, REFUND_UNITS_MESSAGE), z.maximum(999)),
          }),
          { error: 'lines debe ser la lista de artículos con sus piezas' },
        )
        .check(z.maxLength(50)),
    ),
    include_shipping: z._default(z.boolean({ error: 'include_shipping debe ser verdadero o falso' }), false),
    amount: z.optional(
      z.number({ error: REFUND_AMOUNT_MESSAGE }).check(
        z.positive(REFUND_AMOUNT_MESSAGE),
        z.maximum(1_000_000, REFUND_AMOUNT_MESSAGE),
        z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, REFUND_AMOUNT_MESSAGE),
      ),
    ),
    refund_transfer: adminOrderCancelBody.shape.refund_transfer,
    refunds_seen: z
      .number({ error: REFUNDS_SEEN_MESSAGE })
      .check(z.int(REFUNDS_SEEN_MESSAGE), z.nonnegative(REFUNDS_SEEN_MESSAGE), z.maximum(10_000)),
  })
  .check(
    z.refine(
      (body) =>
        body.amount === undefined
          ? (body.lines?.length ?? 0) > 0 || body.include_shipping
          : body.lines === undefined && !body.include_shipping,
      { message: REFUND_NOTHING_CHOSEN, path: ['lines'] },
    ),
  );
export type AdminOrderRefundBody = z.infer<typeof adminOrderRefundBody>;
