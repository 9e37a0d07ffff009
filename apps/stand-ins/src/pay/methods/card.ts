import type { DevPay } from '../context';
import { completeSession, newIntent, succeedIntent } from '../objects/intents';
import { installmentsEnabled } from '../objects/sessions';

export type PaidCard = {
  last4: string;
  brand: string;
  funding: 'credit' | 'debit';
  expMonth: number;
  expYear: number;
};

/**
 * A card the test bank approved: the intent, its charge and the completed, paid session, told to the
 * shop with `checkout.session.completed`. `not open` when the session ended meanwhile.
 */
export async function payWithCard(
  devPay: DevPay,
  sessionId: string,
  card: PaidCard,
  installmentMonths: number | null,
): Promise<'paid' | 'not open'> {
  return devPay.change(async (tx, emit) => {
    const session = await tx.find('checkout.session', sessionId, { lock: true });
    if (!session || session.data.status !== 'open') return 'not open';
    const offered = installmentsEnabled(session.data);
    const plan = installmentMonths
      ? ({ count: installmentMonths, interval: 'month', type: 'fixed_count' } as const)
      : null;
    const intent = newIntent(session, 'card', {
      payment_method_options: offered
        ? { card: { installments: { enabled: true, plan, available_plans: [] } } }
        : {},
    });
    await succeedIntent(tx, intent, {
      type: 'card',
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        funding: card.funding,
        // As Stripe: the installments hash is there when the session offered them, its plan null when
        // the shopper paid in one go.
        installments: offered ? { plan } : null,
      },
    });
    completeSession(session, intent.data.id, 'paid');
    await tx.save('checkout.session', session);
    await emit('checkout.session.completed', session.data);
    return 'paid';
  });
}
