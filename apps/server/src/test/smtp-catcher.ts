import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  from: string;
  /** Every recipient address, lower-cased, as the envelope named them. */
  to: string[];
  subject: string;
  html: string;
  text: string;
  raw: string;
};

export type SmtpCatcher = {
  url: string;
  port: number;
  messages: CaughtMail[];
  /** Stops answering on the port, as a server that went down (connections are refused). */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

const textOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((address) => address.text).join(', ');

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed, for a test to read: what the
 * shop's nodemailer client sends through `SMTP_URL` in production, delivered over SMTP. It asks for a
 * login, as a provider's server does, and takes any.
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const listen = async () => {
    server = new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((mail) => {
              messages.push({
                from: textOf(mail.from),
                to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
                subject: mail.subject ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                text: mail.text ?? '',
                raw: raw.toString('utf8'),
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (listening.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get url() {
      return `smtp://tienda:clave@127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    start: listen,
  };
}
