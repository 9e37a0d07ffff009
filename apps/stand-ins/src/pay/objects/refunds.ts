import { noSuch, StripeApiError, type DevPay } from '../context';
import { withIdempotencyKey } from './idempotency';
import { stripeId, unixNow, type RefundJson } from './stripe-json';
import type { CreateRefundParams } from '../api/refund-params';

const pesos = (centavos: number) => `$${(centavos / 100).toFixed(2)}`;

/**
 * Gives back all or part of a payment, as Stripe's `POST /v1/refunds` does: by payment intent or by
 * charge, never more than what is left (so a second full refund is refused), and never for OXXO, whose
 * cash Stripe cannot give back. The charge's row is locked, so two refunds at once cannot both take
 * the last of it.
 */
export function createRefund(
  devPay: DevPay,
  params: CreateRefundParams,
  key: string | undefined,
): Promise<RefundJson> {
  return withIdempotencyKey(
    devPay,
    'refunds',
    key,
    async (tx, emit) => {
      if (!params.payment_intent && !params.charge) {
        throw new StripeApiError(
          400,
          'One of the following params should be provided for this request: payment_intent or charge.',
          'parameter_missing',
        );
      }
      const intent = params.payment_intent
        ? await tx.find('payment_intent', params.payment_intent)
        : undefined;
      if (params.payment_intent && !intent) {
        throw noSuch('payment_intent', params.payment_intent, { status: 400, param: 'payment_intent' });
      }
      const chargeId = params.charge ?? intent?.data.latest_charge;
      const charge = chargeId ? await tx.find('charge', chargeId, { lock: true }) : undefined;
      if (params.charge && !charge) throw noSuch('charge', params.charge, { status: 400, param: 'charge' });
      if (!charge || (intent && charge.data.payment_intent !== intent.data.id)) {
        throw new StripeApiError(
          400,
          `This PaymentIntent (${params.payment_intent ?? ''}) does not have a successful charge to refund.`,
          'charge_not_refundable',
        );
      }
      if (charge.data.payment_method_details.type === 'oxxo') {
        throw new StripeApiError(400, 'OXXO payments cannot be refunded.', 'charge_not_refundable');
      }
      const left = charge.data.amount - charge.data.amount_refunded;
      if (left === 0) {
        throw new StripeApiError(
          400,
          `Charge ${charge.data.id} has already been refunded.`,
          'charge_already_refunded',
        );
      }
      const amount = params.amount ?? left;
      if (amount > left) {
        throw new StripeApiError(
          400,
          `Refund amount (${pesos(amount)}) is greater than unrefunded amount on charge (${pesos(left)})`,
          'amount_too_large',
          'amount',
        );
      }
      const refund: RefundJson = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: charge.data.id,
        created: unixNow(),
        currency: 'mxn',
        metadata: params.metadata ?? {},
        payment_intent: charge.data.payment_intent,
        reason: params.reason ?? null,
        receipt_number: null,
        status: 'succeeded',
      };
      await tx.save('refund', { data: refund, local: {} });
      charge.data.amount_refunded += amount;
      charge.data.refunded = charge.data.amount_refunded === charge.data.amount;
      await tx.save('charge', charge);
      // Stripe tells the shop of a refund twice: the refund itself, and the charge now refunded.
      await emit('refund.created', refund);
      await emit('charge.refunded', charge.data);
      return refund.id;
    },
    async (id) => {
      const refund = await devPay.store.find('refund', id);
      if (!refund) throw noSuch('refund', id, { param: 'id' });
      return refund.data;
    },
  );
}
