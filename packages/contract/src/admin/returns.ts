import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { orderPayment } from '../orders/bills';
import { RETURN_STATUSES, returnLine, returnRequest } from '../orders/returns';
import { idParam, MAX_ID } from '../params';
import { productFit } from '../fit/fit';
import { plainText } from '../text';
import { adminOrderCancelBody } from './orders';

const int = () => z.number().check(z.int());

/** GET /api/admin/returns?status= : newest first, the latest 100. */
export const adminReturnsQuery = z.strictObject({
  status: z.optional(
    z.enum(RETURN_STATUSES, {
      error: `status debe ser ${RETURN_STATUSES.map((status) => `'${status}'`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' o $1')}`,
    }),
  ),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuery>;

export const adminReturnRow = z.object({
  return_id: int(),
  bill_id: int(),
  status: z.enum(RETURN_STATUSES),
  customer_name: z.string(),
  customer_email: z.string(),
  units: int(),
  created_at: z.string(),
});
export type AdminReturnRow = z.infer<typeof adminReturnRow>;

export const adminReturnsResponse = z.object({ returns: z.array(adminReturnRow) });
export type AdminReturnsResponse = z.infer<typeof adminReturnsResponse>;

/** GET /api/admin/returns/:id, and the answer of each staff step. */
export const adminReturnDetail = z.object({
  ...returnRequest.shape,
  bill_id: int(),
  customer: z.object({ name: z.string(), email: z.string() }),
  payment: orderPayment,
  /** What the shopper paid for the order's shipping. */
  order_shipping_cost: pesos,
  delivered_at: z.nullable(z.string()),
  lines: z.array(returnLine),
  /** Who took each step, oldest first. */
  history: z.array(z.object({ status: z.enum(RETURN_STATUSES), at: z.string(), by: z.nullable(z.string()) })),
  refund_id: z.nullable(z.string()),
  refund_transfer_reference: z.nullable(z.string()),
});
export type AdminReturnDetail = z.infer<typeof adminReturnDetail>;

export const adminReturnParams = z.strictObject({ id: idParam('id') });

export const REJECTION_REASON_MESSAGE = 'Escribe el motivo del rechazo (de 5 a 500 caracteres).';

/** POST /api/admin/returns/:id/reject: the shopper reads the reason. */
export const adminReturnRejectBody = z.strictObject({
  reason: z
    .string({ error: REJECTION_REASON_MESSAGE })
    .check(
      z.trim(),
      plainText(),
      z.minLength(5, REJECTION_REASON_MESSAGE),
      z.maxLength(500, REJECTION_REASON_MESSAGE),
    ),
});
export type AdminReturnRejectBody = z.infer<typeof adminReturnRejectBody>;

const AMOUNT_MESSAGE = 'El monto debe ser un número de pesos, con a lo más dos decimales.';
const amount = () =>
  z.number({ error: AMOUNT_MESSAGE }).check(
    z.nonnegative(AMOUNT_MESSAGE),
    z.maximum(1_000_000, AMOUNT_MESSAGE),
    z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, AMOUNT_MESSAGE),
  );

/** The most the shop pays back for a return's shipping when the article came defective or wrong. */
export const MAX_RETURN_SHIPPING_REFUND = 500;

/**
 * POST /api/admin/returns/:id/refund: each returned line's amount (at most what was paid for its units;
 * less when, say, the second-at-half-price promotion stops applying). Per the returns policy the shop
 * pays the return's shipping only when the article came with a defect or was not the one ordered
 * (`shop_at_fault`); otherwise no shipping goes back. Cash paid at OXXO goes back by a transfer staff
 * made, recorded here.
 */
export const adminReturnRefundBody = z
  .strictObject({
    lines: z
      .array(
        z.strictObject({
          order_line_id: z
            .number({ error: 'order_line_id debe ser un número entero' })
            .check(z.int('order_line_id debe ser un número entero'), z.minimum(1), z.maximum(MAX_ID)),
          amount: amount(),
        }),
        { error: 'lines debe ser la lista de artículos con su monto' },
      )
      .check(z.minLength(1, 'Escribe el monto de cada artículo devuelto.'), z.maxLength(50)),
    shop_at_fault: z.boolean({ error: 'shop_at_fault debe ser verdadero o falso' }),
    shipping_amount: z._default(
      amount().check(
        z.maximum(
          MAX_RETURN_SHIPPING_REFUND,
          `El envío de regreso se reembolsa hasta $${MAX_RETURN_SHIPPING_REFUND}.`,
        ),
      ),
      0,
    ),
    refund_transfer: adminOrderCancelBody.shape.refund_transfer,
  })
  .check(
    z.refine((body) => body.shop_at_fault || body.shipping_amount === 0, {
      message:
        'El envío de regreso solo se reembolsa si el artículo llegó con defecto o no era el que pidió el cliente.',
      path: ['shipping_amount'],
    }),
  );
export type AdminReturnRefundBody = z.infer<typeof adminReturnRefundBody>;

/** One product's returned units by reason, and how its buyers say it fits (reviews and returns). */
export const adminProductReturns = z.object({
  product_id: z.number(),
  product_name: z.string(),
  /** Units asked back, rejected requests left out. */
  units: z.number(),
  /** 'No me quedó', split by how it fitted. */
  small: z.number(),
  large: z.number(),
  defect: z.number(),
  not_expected: z.number(),
  other: z.number(),
  fit: productFit,
});
export type AdminProductReturns = z.infer<typeof adminProductReturns>;

/** GET /api/admin/returns/by-product: the products returned most (up to 100), most units first. */
export const adminReturnsByProduct = z.object({ products: z.array(adminProductReturns) });
export type AdminReturnsByProduct = z.infer<typeof adminReturnsByProduct>;
