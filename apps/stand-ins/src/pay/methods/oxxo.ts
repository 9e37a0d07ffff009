import { endOfShopDay } from '../../../../server/src/lib/shop-day';
import { DEV_PAY_PREFIX } from '../../../../server/src/dev-services';
import type { DevPay } from '../context';
import { completeSession, lockPayment, newIntent, succeedIntent } from '../objects/intents';
import {
  randomDigits,
  type IntentJson,
  type IntentLocal,
  type OxxoDisplayDetails,
  type Stored,
} from '../objects/stripe-json';
import { oxxoDays } from '../objects/sessions';

/** Digits of a voucher's reference number (Stripe's are 14 or more). */
const REFERENCE_DIGITS = 16;
/** How soon Stripe's `…succeed_immediately@…` test e-mail pays ("within seconds"). */
const IMMEDIATELY_MS = 3_000;
/** How late Stripe's `…expire_with_delay@…` test e-mail lapses. */
const WITH_DELAY_MS = 3 * 60_000;

type TestEmailRule = { expiresNow?: true; settleAt?: number; settleOutcome?: 'succeeded' | 'failed' };

/**
 * What Stripe's OXXO test e-mails do to a voucher, by the end of the address's local part. `fill_never`
 * is never paid and lapses with its voucher. Any other address: Stripe's test mode pays it after about
 * three minutes, but in a demo the voucher waits for its 'Simular pago en OXXO' button (or the test
 * helper), so the one showing the shop decides when the money arrives.
 */
function testEmailRule(email: string | null, now: number): TestEmailRule {
  const local = email?.split('@')[0] ?? '';
  if (local.endsWith('succeed_immediately'))
    return { settleAt: now + IMMEDIATELY_MS, settleOutcome: 'succeeded' };
  if (local.endsWith('expire_immediately')) return { expiresNow: true };
  if (local.endsWith('expire_with_delay')) return { settleAt: now + WITH_DELAY_MS, settleOutcome: 'failed' };
  return {};
}

export const voucherOf = (intent: IntentJson): OxxoDisplayDetails | null =>
  intent.next_action?.type === 'oxxo_display_details' ? intent.next_action.oxxo_display_details : null;

/**
 * The shopper chose cash at OXXO: the session completes unpaid with a voucher payable until 23:59:59
 * Mexico City time `expires_after_days` days from today, and the shop hears `checkout.session.completed`.
 */
export async function payWithOxxo(
  devPay: DevPay,
  sessionId: string,
): Promise<'issued' | 'not open' | 'not offered'> {
  const now = Date.now();
  const outcome = await devPay.change(async (tx, emit) => {
    const session = await tx.find('checkout.session', sessionId, { lock: true });
    if (!session || session.data.status !== 'open') return 'not open';
    if (!session.data.payment_method_types.includes('oxxo')) return 'not offered';
    const rule = testEmailRule(session.local.email, now);
    const days = oxxoDays(session.data);
    const intent = newIntent(session, 'oxxo', {
      status: 'requires_action',
      payment_method_options: { oxxo: { expires_after_days: days } },
    });
    intent.data.next_action = {
      type: 'oxxo_display_details',
      oxxo_display_details: {
        number: randomDigits(REFERENCE_DIGITS),
        expires_after: rule.expiresNow
          ? Math.floor(now / 1000)
          : Math.floor(endOfShopDay(new Date(now), days).getTime() / 1000),
        hosted_voucher_url: `${devPay.publicUrl}${DEV_PAY_PREFIX}/vouchers/${intent.data.id}`,
      },
    };
    intent.local.instructions = structuredClone(intent.data.next_action);
    if (rule.settleAt)
      Object.assign(intent.local, { settleAt: rule.settleAt, settleOutcome: rule.settleOutcome });
    await tx.save('payment_intent', intent);
    completeSession(session, intent.data.id, 'unpaid');
    await tx.save('checkout.session', session);
    await emit('checkout.session.completed', session.data);
    return rule;
  });
  if (typeof outcome === 'string') return outcome;
  if (outcome.expiresNow) devPay.wakeAt(now + 1_000);
  if (outcome.settleAt) devPay.wakeAt(outcome.settleAt);
  return 'issued';
}

/** The end of a voucher: paid at the store (`succeeded`) or lapsed unpaid (`failed`). */
export function settleVoucher(
  devPay: DevPay,
  intentId: string,
  outcome: 'succeeded' | 'failed',
): Promise<'settled' | 'not pending'> {
  return settle(devPay, intentId, () => outcome);
}

/** What the sweeper does with a voucher whose moment came: a test e-mail's outcome, or its expiry. */
export function settleDueVoucher(
  devPay: DevPay,
  intentId: string,
  now: number,
): Promise<'settled' | 'not pending'> {
  return settle(devPay, intentId, (local, voucher) => {
    if (local.settleAt !== undefined && local.settleAt <= now) return local.settleOutcome ?? 'failed';
    return voucher.expires_after * 1000 <= now ? 'failed' : undefined;
  });
}

/**
 * Settles a voucher still waiting, with the outcome `decide` gives under the payment's locks (none:
 * nothing changes). Paid: the intent succeeds with an OXXO charge and the session is paid. Lapsed: the
 * intent goes back to `requires_payment_method`, as Stripe's does, and the session stays complete and
 * unpaid. Either way the shop hears both the intent's and the session's event.
 */
async function settle(
  devPay: DevPay,
  intentId: string,
  decide: (local: IntentLocal, voucher: OxxoDisplayDetails) => 'succeeded' | 'failed' | undefined,
): Promise<'settled' | 'not pending'> {
  return devPay.change(async (tx, emit) => {
    const { session, intent } = await lockPayment(tx, intentId);
    const voucher = voucherOf(intent.data);
    const outcome =
      intent.data.status === 'requires_action' && voucher ? decide(intent.local, voucher) : undefined;
    if (!voucher || !outcome) return 'not pending';
    if (outcome === 'succeeded') {
      await succeedIntent(tx, intent, { type: 'oxxo', oxxo: { number: voucher.number } });
      session.data.payment_status = 'paid';
      await tx.save('checkout.session', session);
      await emit('payment_intent.succeeded', intent.data);
      await emit('checkout.session.async_payment_succeeded', session.data);
    } else {
      lapse(intent);
      await tx.save('payment_intent', intent);
      await emit('payment_intent.payment_failed', intent.data);
      await emit('checkout.session.async_payment_failed', session.data);
    }
    return 'settled';
  });
}

function lapse(intent: Stored<'payment_intent'>): void {
  Object.assign(intent.data, {
    status: 'requires_payment_method',
    next_action: null,
    last_payment_error: {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_expired',
      message: 'The OXXO voucher expired before it was paid.',
    },
  });
  intent.local = { session: intent.local.session, instructions: intent.local.instructions };
}
