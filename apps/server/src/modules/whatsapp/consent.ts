import {
  mexicanMobile,
  whatsappConsentText,
  type WhatsappConsentResponse,
  OPT_OUT_CONFIRMATION,
} from '@store/contract';
import type { MyWhatsappConsent } from '@store/contract/my-data';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queueOutboxMessage, withdrawPendingTo } from '../mail';
import { whatsappConsents } from './tables';

type Consent = typeof whatsappConsents.$inferSelect;

/** The shopper's consent in force, if any. */
export async function consentOf(db: Database, userId: number): Promise<Consent | undefined> {
  const [row] = await db
    .select()
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.userId, userId), isNull(whatsappConsents.endedAt)))
    .orderBy(desc(whatsappConsents.id))
    .limit(1);
  return row;
}

export const consentAnswer = (available: boolean, consent: Consent | undefined): WhatsappConsentResponse => ({
  available,
  enabled: consent !== undefined,
  phone: consent?.phone ?? null,
  text: consent?.text ?? null,
  given_at: consent?.givenAt.toISOString() ?? null,
});

/**
 * The shopper says yes for `phone` (already checked by the contract). The sentence agreed to is the one
 * the page showed, written from the same function. Saying yes again for the same number keeps the first
 * consent; for another number, the old one ends and a new one starts, so each number keeps its own proof.
 */
export async function giveConsent(
  db: Database,
  userId: number,
  phone: string,
  where: 'pago' | 'perfil',
): Promise<Consent> {
  const national = mexicanMobile(phone);
  if (!national) throw new Error('Número ya revisado por el contrato');
  return db.transaction(async (tx) => {
    // One consent changes at a time per shopper: two tabs saying yes at once give one row in force.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(63, ${userId})`);
    const current = await consentOf(tx, userId);
    if (current?.phone === national) return current;
    if (current) await endConsent(tx, current, 'perfil');
    const [row] = await tx
      .insert(whatsappConsents)
      .values({ userId, phone: national, text: whatsappConsentText(national), givenWhere: where })
      .returning();
    if (!row) throw new Error('No se guardó el consentimiento');
    return row;
  });
}

/** Ends a consent, and takes back what was still waiting to go to its number. */
async function endConsent(tx: Database, consent: Consent, by: 'perfil' | 'baja' | 'cuenta'): Promise<void> {
  await tx
    .update(whatsappConsents)
    .set({ endedAt: sql`now()`, endedBy: by })
    .where(and(eq(whatsappConsents.id, consent.id), isNull(whatsappConsents.endedAt)));
  await withdrawPendingTo(tx, 'whatsapp', consent.phone);
}

/** 'Dejar de avisarme' in the profile: nothing more goes, and nothing is sent to say so. */
export async function withdrawConsent(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await consentOf(tx, userId);
    if (current) await endConsent(tx, current, 'perfil');
  });
}

/**
 * The shopper answered BAJA or STOP from `phone` (WhatsApp's wa_id, 52 and ten digits): every consent in
 * force for that number ends, what was waiting is taken back, and one confirmation is queued. A second
 * BAJA finds nothing in force and sends nothing. Answers how many consents ended.
 */
export async function stopByReply(db: Database, waId: string, inboundId: string): Promise<number> {
  const national = mexicanMobile(waId);
  if (!national) return 0;
  return db.transaction(async (tx) => {
    const ended = await tx
      .select()
      .from(whatsappConsents)
      .where(and(eq(whatsappConsents.phone, national), isNull(whatsappConsents.endedAt)));
    for (const consent of ended) await endConsent(tx, consent, 'baja');
    if (ended.length > 0) {
      await queueOutboxMessage(tx, {
        channel: 'whatsapp',
        // The shopper's message's id: a webhook delivered twice confirms once.
        key: `whatsapp:baja:${inboundId}`,
        kind: 'baja',
        recipient: national,
        subject: 'WhatsApp · Baja confirmada',
        payload: { type: 'text', body: OPT_OUT_CONFIRMATION },
      });
    }
    return ended.length;
  });
}

/** Every yes the shopper gave, in force or ended, oldest first, for 'Descargar mis datos'. */
export async function whatsappConsentsOf(db: Database, userId: number): Promise<MyWhatsappConsent[]> {
  const rows = await db
    .select()
    .from(whatsappConsents)
    .where(eq(whatsappConsents.userId, userId))
    .orderBy(asc(whatsappConsents.id));
  return rows.map((row) => ({
    phone: row.phone,
    text: row.text,
    given_where: row.givenWhere,
    given_at: row.givenAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    ended_by: row.endedBy ?? null,
  }));
}

/**
 * The shopper deleted their account: the consent in force ends ('cuenta') and what waited for its number is
 * taken back (an earlier number's was, when its consent ended), then every consent row goes, number, sentence
 * and dates (decision 066): a deleted account keeps no proof of a yes it can no longer give.
 */
export async function forgetWhatsAppConsents(tx: Database, userId: number): Promise<void> {
  const current = await consentOf(tx, userId);
  if (current) await endConsent(tx, current, 'cuenta');
  await tx.delete(whatsappConsents).where(eq(whatsappConsents.userId, userId));
}
