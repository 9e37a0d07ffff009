import { invoiceEmailConfirmationPath } from '@store/contract';
import type { InvoiceEmailConfirmation } from '@store/contract/invoices';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { queueMessage } from '../../mail';
import { queueInvoiceCopy } from '../issuing/invoice-mail';
import { invoiceEmailConfirmations, invoiceOrders, invoices } from '../tables';
import { hashToken, newToken } from '../../../lib/secret-tokens';

/** How long the link mailed to another address works: long enough for an accountant back on Monday. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000;

export const CONFIRMATION_NOT_FOUND = 'Este enlace no es válido. Revisa que lo hayas copiado completo.';
export const CONFIRMATION_EXPIRED =
  'Este enlace venció. Pide a quien hizo la compra que solicite de nuevo el envío de la factura.';
export const CONFIRMED_SENT = 'Listo: confirmaste tu correo y te enviamos la factura con su PDF y su XML.';
export const CONFIRMED_PENDING =
  'Listo: confirmaste tu correo. La factura se está emitiendo; te la enviaremos en cuanto esté lista.';
export const CONFIRMED_CANCELLED =
  'Confirmaste tu correo, pero esa factura ya fue cancelada, así que no hay nada que enviarte.';
export const CONFIRMED_BEFORE = 'Ya habías confirmado este correo; la factura se envió entonces.';

const normalized = (email: string) => email.trim().toLowerCase();

/** Whether `email` is the account's own address, to which an invoice goes without asking. */
export const isAccountEmail = (accountEmail: string, email: string) =>
  normalized(accountEmail) === normalized(email);

/**
 * Another address for an invoice, written with the invoice's reservation: one the shopper confirmed
 * before (for any invoice) is confirmed already and gets the invoice with the account's address; any
 * other is mailed a link, and gets the invoice only once someone opens it and confirms. The link's token
 * is kept only as its hash (the queued message carries it until it is sent, as any mailed link does).
 */
export async function askToConfirmInvoiceEmail(
  tx: Database,
  invoice: { id: number; userId: number; orderId: number },
  email: string,
  now: Date = new Date(),
): Promise<void> {
  const address = normalized(email);
  const [before] = await tx
    .select({ id: invoiceEmailConfirmations.id })
    .from(invoiceEmailConfirmations)
    .where(
      and(
        eq(invoiceEmailConfirmations.userId, invoice.userId),
        eq(invoiceEmailConfirmations.email, address),
        isNotNull(invoiceEmailConfirmations.confirmedAt),
      ),
    )
    .limit(1);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_VALID_MS);
  await tx.insert(invoiceEmailConfirmations).values({
    invoiceId: invoice.id,
    userId: invoice.userId,
    email: address,
    tokenHash: hashToken(token),
    expiresAt,
    confirmedAt: before ? now : null,
  });
  if (before) return;
  await queueMessage(tx, {
    kind: 'invoice-email-confirmation',
    key: `invoice:${invoice.id}:confirm:${address}`,
    to: { email: address },
    orderId: invoice.orderId,
    data: {
      orderNumber: invoice.orderId,
      confirmPath: invoiceEmailConfirmationPath(token),
      expiresAt: expiresAt.toISOString(),
    },
  });
}

/** The other address an invoice was asked to go to, and whether it was confirmed; null without one. */
export async function otherEmailOf(
  db: Database,
  invoiceId: number,
): Promise<{ email: string; confirmed: boolean } | null> {
  const [row] = await db
    .select()
    .from(invoiceEmailConfirmations)
    .where(eq(invoiceEmailConfirmations.invoiceId, invoiceId))
    .orderBy(desc(invoiceEmailConfirmations.id))
    .limit(1);
  return row ? { email: row.email, confirmed: row.confirmedAt !== null } : null;
}

async function confirmationByToken(db: Database, token: string, forUpdate = false) {
  const query = db
    .select({ confirmation: invoiceEmailConfirmations, orderId: invoiceOrders.orderId })
    .from(invoiceEmailConfirmations)
    .innerJoin(invoiceOrders, eq(invoiceOrders.invoiceId, invoiceEmailConfirmations.invoiceId))
    .where(eq(invoiceEmailConfirmations.tokenHash, hashToken(token)));
  const [row] = await (forUpdate ? query.for('update', { of: invoiceEmailConfirmations }) : query);
  if (!row) throw new HttpError(404, CONFIRMATION_NOT_FOUND);
  return row;
}

/** What a link would confirm, for its page; opening it changes nothing. */
export async function invoiceEmailConfirmationOf(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<InvoiceEmailConfirmation> {
  const { confirmation, orderId } = await confirmationByToken(db, token);
  return {
    order_number: orderId,
    email: confirmation.email,
    status: confirmation.confirmedAt ? 'confirmada' : confirmation.expiresAt <= now ? 'vencida' : 'pendiente',
  };
}

/**
 * The button on the link's page: the address is confirmed (once; the token works only for that), and
 * the invoice goes to it if it stands, or when it is issued if it is still on its way. The invoice's row
 * is locked first, as the transaction that makes it valid holds it, so that one of the two always sees
 * the other and the invoice is sent exactly once.
 */
export async function confirmInvoiceEmail(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const found = await confirmationByToken(tx, token);
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, found.confirmation.invoiceId))
      .for('update');
    if (!invoice) throw new HttpError(404, CONFIRMATION_NOT_FOUND);
    const { confirmation: locked, orderId } = await confirmationByToken(tx, token, true);
    if (locked.confirmedAt) return CONFIRMED_BEFORE;
    if (locked.expiresAt <= now) throw new HttpError(422, CONFIRMATION_EXPIRED);
    await tx
      .update(invoiceEmailConfirmations)
      .set({ confirmedAt: sql`now()` })
      .where(eq(invoiceEmailConfirmations.id, locked.id));
    if (invoice.status === 'cancelada') return CONFIRMED_CANCELLED;
    if (invoice.status !== 'vigente') return CONFIRMED_PENDING;
    await queueInvoiceCopy(tx, invoice, orderId, { id: locked.id, email: locked.email });
    return CONFIRMED_SENT;
  });
}
