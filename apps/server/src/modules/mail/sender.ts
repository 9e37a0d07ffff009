import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import type { MessageKind, MessagePayloads } from './messages';
import { outboxMessages } from './tables';
import { isMessageKind, renderMessage, type Site } from './templates';
import type { MailTransport } from './transport';

/** After the first try fails, each next one waits this long: a down server gets hours to come back. */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
// Longer than the transport's own timeouts: a claim never lapses while its sender is still trying.
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

export type SenderDependencies = {
  db: Database;
  transport: MailTransport;
  from: string;
  /** The owners and the staff now, asked for each message: a change in 'Equipo' counts at once. */
  staffEmails: () => Promise<string[]> | string[];
  site: Site;
  log: FastifyBaseLogger;
  /** Files a kind of message carries, read when it is sent (another module's, such as an invoice's). */
  attachments?: MessageAttachments;
};

/** A file the message carries; with `cid`, a picture its HTML shows in place (`<img src="cid:…">`). */
export type MailAttachment = {
  filename: string;
  content: Buffer | string;
  contentType: string;
  cid?: string;
};
export type MessageAttachments = {
  [Kind in MessageKind]?: (data: MessagePayloads[Kind]) => Promise<MailAttachment[]>;
};

const claimedMessage = rowShape({
  id: col.integer,
  kind: col.text,
  recipient: col.nullable(col.text),
  payload: col.json,
  attempts: col.integer,
});
type ClaimedMessage = ReturnType<typeof claimedMessage>;

/**
 * Sends every message that is due at `now`, and says how many went out. Each sender claims its batch
 * with `FOR UPDATE SKIP LOCKED`, so senders in several processes never take the same message; the claim
 * is committed before sending, so a slow SMTP server holds no database transaction (nor PGlite's only
 * connection). A message whose sender died mid-way is taken again once its claim lapses.
 */
export async function sendDueMessages(deps: SenderDependencies, now: Date = new Date()): Promise<number> {
  const claimed = await claimDue(deps.db, now);
  let sent = 0;
  for (const message of claimed) {
    if (await sendOne(deps, message, now)) sent += 1;
  }
  return sent;
}

async function claimDue(db: Database, now: Date): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  return selectRows(
    db,
    sql`UPDATE ${outboxMessages}
        SET claimed_until = ${new Date(now.getTime() + CLAIM_MS).toISOString()}, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM ${outboxMessages}
          WHERE status = 'pending' AND next_attempt_at <= ${at}
            AND (claimed_until IS NULL OR claimed_until <= ${at})
          ORDER BY next_attempt_at, id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, recipient, payload, attempts`,
    claimedMessage,
  );
}

async function sendOne(deps: SenderDependencies, message: ClaimedMessage, now: Date): Promise<boolean> {
  let subject: string | null = null;
  try {
    if (!isMessageKind(message.kind))
      throw new Error(`No hay plantilla para los mensajes "${message.kind}".`);
    const to = message.recipient ?? (await deps.staffEmails()).join(', ');
    if (!to)
      throw new Error('No hay a quién enviarlo: OWNER_EMAILS no nombra a nadie y el equipo está vacío.');
    const rendered = await renderMessage(
      message.kind,
      message.payload as MessagePayloads[typeof message.kind],
      deps.site,
    );
    subject = rendered.subject;
    const attach = deps.attachments?.[message.kind] as
      ((data: unknown) => Promise<MailAttachment[]>) | undefined;
    const attachments = [...rendered.inline, ...(attach ? await attach(message.payload) : [])];
    await deps.transport.sendMail({
      from: deps.from,
      to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: { 'Content-Language': 'es-MX', ...rendered.headers },
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  } catch (error) {
    await recordFailure(deps, message, subject, error, now);
    return false;
  }
  await deps.db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: sql`now()`, subject, claimedUntil: null, lastError: null })
    .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, 'pending')));
  return true;
}

async function recordFailure(
  deps: SenderDependencies,
  message: ClaimedMessage,
  subject: string | null,
  error: unknown,
  now: Date,
): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const delay = RETRY_DELAYS_MS[message.attempts - 1];
  deps.log.warn({ messageId: message.id, attempts: message.attempts, reason }, 'correo no enviado');
  await deps.db
    .update(outboxMessages)
    .set({
      subject,
      lastError: reason,
      claimedUntil: null,
      ...(delay === undefined
        ? { status: 'failed' as const }
        : { nextAttemptAt: new Date(now.getTime() + delay) }),
    })
    .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, 'pending')));
}
