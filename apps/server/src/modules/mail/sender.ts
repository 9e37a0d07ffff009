import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MessageKind, MessagePayloads } from './messages';
import { claimDue, markSent, recordFailure, type ClaimedMessage } from './outbox-claims';
import { isMessageKind, renderMessage, type Site } from './templates';
import type { MailTransport } from './transport';

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

/**
 * Sends every e-mail that is due at `now`, and says how many went out (claimed as `claimDue` says, so a
 * message is sent by one sender of one process).
 */
export async function sendDueMessages(deps: SenderDependencies, now: Date = new Date()): Promise<number> {
  const claimed = await claimDue(deps.db, 'email', now);
  let sent = 0;
  for (const message of claimed) {
    if (await sendOne(deps, message, now)) sent += 1;
  }
  return sent;
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
    await recordFailure(deps.db, deps.log, message, subject, error, now);
    return false;
  }
  await markSent(deps.db, message.id, subject);
  return true;
}
