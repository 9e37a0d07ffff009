import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { countFailedTry, retryText, triesRefused } from '../../rate-limits';
import { moveOrder, WrongPickupCodeError } from '../lifecycle/move-order';

/** Too many wrong codes for one order: nobody hands it over until the wait ends, right code or not. */
export class TooManyPickupTriesError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `Se escribieron demasiados códigos equivocados para este pedido. Vuelve a intentarlo ${retryText(retryAfterSeconds)}, con el código que el cliente trae en su correo o en su pedido.`,
      'pickup_code',
    );
  }
}

/**
 * 'Entregado en tienda': staff hand a pick-up order over for the code its shopper shows. The code is
 * checked by the move itself (`moveOrder`), so a wrong one changes nothing, and is counted against the
 * order, whoever types it: after too many (the rate limits' 'pickup-code') every try is refused for a
 * while. The order is then 'entregado' like a delivered one, its returns window open from now.
 */
export async function handOverPickup(
  db: Database,
  orderId: number,
  pickupCode: string,
  staffEmail: string,
): Promise<void> {
  const subject = `order:${orderId}`;
  const refused = await triesRefused(db, 'pickup-code', subject);
  if (refused) throw new TooManyPickupTriesError(refused.retryAfterSeconds);
  try {
    await db.transaction((tx) =>
      moveOrder(tx, orderId, { to: 'entregado', pickupCode }, { by: 'staff', email: staffEmail }),
    );
  } catch (error) {
    // Counted after the move rolled back: the failure is the one thing a wrong code leaves behind.
    if (error instanceof WrongPickupCodeError) await countFailedTry(db, 'pickup-code', subject);
    throw error;
  }
}
