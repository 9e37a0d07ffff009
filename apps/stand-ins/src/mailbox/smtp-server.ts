import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../../server/src/db/client';
import { localMailbox } from './tables';

// A demo's messages are a few kilobytes; anything far bigger is a mistake, not mail.
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export type LocalSmtpServer = { url: string; close: () => Promise<void> };

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((address) => address.text).join(', ');

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The local mailbox's SMTP server (demo and tests only): a real SMTP server on 127.0.0.1 that keeps
 * every message it accepts in the database, for /dev-mail to show. The shop sends to it with the same
 * nodemailer client it uses with a real server, so the demo exercises the production path.
 */
export async function startLocalSmtpServer(db: Database): Promise<LocalSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only; TLS would need a certificate for nothing.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Buzón local de Norteño Western',
    logger: false,
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          const mail = await simpleParser(raw);
          await db.insert(localMailbox).values({
            fromAddress: addressesOf(mail.from) || (session.envelope.mailFrom || undefined)?.address || '',
            toAddresses:
              addressesOf(mail.to) ||
              session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            text: mail.text ?? null,
            raw: raw.toString('utf8'),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
