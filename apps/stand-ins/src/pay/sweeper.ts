import type { DevPay } from './context';
import { settleDueVoucher } from './methods/oxxo';
import { settleDueRefund } from './objects/refunds';

/**
 * What happens on its own once its moment comes: open sessions past `expires_at` expire, and vouchers
 * lapse (or a test e-mail's payment arrives), refunds that finish later finish. Every process sharing the database runs it; each change
 * is claimed under a lock or by a conditional UPDATE, so its events are sent once.
 */
export async function sweepDue(devPay: DevPay, now = new Date()): Promise<void> {
  await devPay.change(async (tx, emit) => {
    for (const session of await tx.claimExpiredSessions(now)) {
      await emit('checkout.session.expired', session);
    }
  });
  for (const { id, type } of await devPay.store.dueObjects(now)) {
    if (type === 'payment_intent') await settleDueVoucher(devPay, id, now.getTime());
    if (type === 'refund') await settleDueRefund(devPay, id, now.getTime());
  }
}
