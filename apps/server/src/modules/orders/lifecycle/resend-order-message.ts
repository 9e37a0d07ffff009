import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { queueCopy } from '../../mail';

export const MESSAGE_NOT_FOUND = 'Este pedido no tiene ese mensaje.';

/**
 * Staff send one of an order's messages again ('Reenviar'), as a new message beside the first, to its
 * recipient or to `to`; the Bitácora says who, what and to whom.
 */
export async function resendOrderMessage(
  db: Database,
  orderId: number,
  messageId: number,
  staffEmail: string,
  to?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const copy = await queueCopy(tx, messageId, { orderId, to });
    if (!copy) throw new HttpError(404, MESSAGE_NOT_FOUND);
    await recordAudit(tx, staffEmail, {
      action: 'message.resent',
      order: orderId,
      subject: copy.subject,
      recipient: copy.recipient,
    });
  });
}
