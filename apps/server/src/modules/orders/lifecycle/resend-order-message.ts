import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { queueAgain } from '../../mail';

export const MESSAGE_NOT_FOUND = 'Este pedido no tiene ese mensaje.';

/** Staff send one of an order's messages again ('Reenviar'); the Bitácora says who, what and to whom. */
export async function resendOrderMessage(
  db: Database,
  orderId: number,
  messageId: number,
  staffEmail: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await queueAgain(tx, orderId, messageId);
    if (!message) throw new HttpError(404, MESSAGE_NOT_FOUND);
    await recordAudit(tx, staffEmail, { action: 'message.resent', order: orderId, ...message });
  });
}
