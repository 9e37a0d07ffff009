import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit';
import { customerNotes } from './tables';

export type CustomerNote = { note: string; updatedBy: string | null; updatedAt: Date | null };

/** The team's note on a customer; an empty one when no one wrote it yet. */
export async function customerNote(db: Database, userId: number): Promise<CustomerNote> {
  const [row] = await db.select().from(customerNotes).where(eq(customerNotes.userId, userId));
  return row ?? { note: '', updatedBy: null, updatedAt: null };
}

/** Writes the whole note (empty clears it), with its entry in the audit log, in one transaction. */
export async function saveCustomerNote(
  db: Database,
  actorEmail: string,
  userId: number,
  note: string,
): Promise<CustomerNote> {
  return db.transaction(async (tx) => {
    if (note === '') {
      await tx.delete(customerNotes).where(eq(customerNotes.userId, userId));
    } else {
      const values = { userId, note, updatedBy: actorEmail, updatedAt: new Date() };
      await tx
        .insert(customerNotes)
        .values(values)
        .onConflictDoUpdate({ target: customerNotes.userId, set: values });
    }
    await recordAudit(tx, actorEmail, { action: 'customer.note_edited', customer: userId });
    return customerNote(tx, userId);
  });
}

/** A deleted account takes the team's note about the person with it. */
export async function forgetCustomerNote(tx: Database, userId: number): Promise<void> {
  await tx.delete(customerNotes).where(eq(customerNotes.userId, userId));
}
