import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { simpleParser } from 'mailparser';
import { z } from 'zod';
import type { Database } from '../../../server/src/db/client';
import { STAND_IN_PAGE_POLICY } from '../common/page-policy';
import { localMailbox } from './tables';
import { mailboxPage, messagePage, notFoundPage } from './pages';

// A mailbox page is for reading the latest messages; a demo that sent more has them in the database.
const LISTED = 200;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const attachmentParams = idParams.extend({ index: z.coerce.number().int().min(0).max(99) });

/**
 * A message's attached files, as the client that receives it would list them: a picture its HTML shows
 * in place (a related part, `cid:`) is part of the message, shown in it, not a file to download.
 */
async function attachmentsOf(raw: string) {
  return (await simpleParser(raw)).attachments
    .filter((file) => !file.related)
    .map((file) => ({
      name: file.filename ?? 'adjunto',
      contentType: file.contentType,
      size: file.size,
      content: file.content,
    }));
}

/**
 * A message's own HTML is whatever the shop wrote; framed by the mailbox page only, it may style itself
 * and show pictures, but never run a script, submit a form or reach the page around it.
 */
const MESSAGE_POLICY =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'self'; base-uri 'none'";

/** The mailbox's own "no such message" page, for a message or a part of one it does not have. */
const sendNotFound = (reply: FastifyReply) =>
  reply
    .status(404)
    .header('Content-Security-Policy', STAND_IN_PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(notFoundPage());

/** The local mailbox's pages, at /dev-mail (demo and tests only, never in production). */
export function localMailboxRoutes(db: Database): FastifyPluginAsync {
  return async (app) => {
    app.get('/', async (_request, reply) => {
      const entries = await db
        .select({
          id: localMailbox.id,
          to: localMailbox.toAddresses,
          subject: localMailbox.subject,
          receivedAt: localMailbox.receivedAt,
        })
        .from(localMailbox)
        .orderBy(desc(localMailbox.receivedAt), desc(localMailbox.id))
        .limit(LISTED);
      return reply
        .header('Content-Security-Policy', STAND_IN_PAGE_POLICY)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mailboxPage(entries));
    });

    app.get('/:id', async (request, reply) => {
      const parsed = idParams.safeParse(request.params);
      const [message] = parsed.success
        ? await db.select().from(localMailbox).where(eq(localMailbox.id, parsed.data.id))
        : [];
      reply
        .header('Content-Security-Policy', STAND_IN_PAGE_POLICY)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8');
      if (!message) return reply.status(404).send(notFoundPage());
      const attachments = await attachmentsOf(message.raw);
      return reply.send(
        messagePage({
          attachments: attachments.map(({ name, contentType, size }) => ({ name, contentType, size })),
          id: message.id,
          from: message.fromAddress,
          to: message.toAddresses,
          subject: message.subject,
          receivedAt: message.receivedAt,
          text: message.text,
          hasHtml: message.html !== null,
        }),
      );
    });

    app.get('/:id/attachments/:index', async (request, reply) => {
      const parsed = attachmentParams.safeParse(request.params);
      const [message] = parsed.success
        ? await db
            .select({ raw: localMailbox.raw })
            .from(localMailbox)
            .where(eq(localMailbox.id, parsed.data.id))
        : [];
      const file =
        message && parsed.success ? (await attachmentsOf(message.raw))[parsed.data.index] : undefined;
      reply.header('Cache-Control', 'no-store');
      if (!file) return sendNotFound(reply);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
        .send(file.content);
    });

    app.get('/:id/html', async (request, reply) => {
      const parsed = idParams.safeParse(request.params);
      const [message] = parsed.success
        ? await db
            .select({ html: localMailbox.html })
            .from(localMailbox)
            .where(eq(localMailbox.id, parsed.data.id))
        : [];
      reply.header('Cache-Control', 'no-store');
      if (!message?.html) return sendNotFound(reply);
      return reply
        .header('Content-Security-Policy', MESSAGE_POLICY)
        .header('X-Frame-Options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(message.html);
    });
  };
}
