import type { AdminOrderNote } from '@store/contract/admin';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { ORDER_NOT_FOUND } from '../lifecycle/order-status';
import { bills, orderNotes } from '../tables';

/**
 * Staff write an internal note on an order ('Notas internas'), kept in its history with who and when,
 * and in the Bitácora in the same transaction. Notes are never edited: a correction is a new note.
 */
export async function addOrderNote(
  db: Database,
  orderId: number,
  staffEmail: string,
  text: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: bills.id }).from(bills).where(eq(bills.id, orderId));
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    await tx.insert(orderNotes).values({ orderId, body: text, writtenBy: staffEmail });
    await recordAudit(tx, staffEmail, { action: 'order.note_added', order: orderId, text });
  });
}

/** An order's notes, oldest first, as the order's page shows them. */
export async function notesOfOrder(db: Database, orderId: number): Promise<AdminOrderNote[]> {
  const rows = await db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.writtenAt), asc(orderNotes.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.body,
    written_by: row.writtenBy,
    written_at: row.writtenAt.toISOString(),
  }));
}
