import nodemailer, { type Transporter } from 'nodemailer';

// A server that does not answer must not hold a message (and its claim) for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/** nodemailer over SMTP, to the shop's server (`SMTP_URL`) or to the local mailbox's. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    ...TIMEOUTS,
  });
}
