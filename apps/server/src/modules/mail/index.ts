/**
 * The shop's e-mail: a transactional outbox that each change writes its message into, a sender that
 * delivers it once through SMTP with retries, one template per kind of message, and the local mailbox
 * (/dev-mail) that stands in for a real SMTP server in the demo and tests. It owns outbox_messages and
 * local_mailbox.
 */
export { queueMessage } from './queue-message';
export { messagesOfOrder, queueAgain } from './order-messages-staff';
export { startMail, DEV_MAIL_PREFIX } from './start-mail';
export {
  sendDueMessages,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  type MailAttachment,
  type MessageAttachments,
  type SenderDependencies,
} from './sender';
export { smtpTransport, type MailTransport } from './transport';
export { renderMessage, type RenderedMessage, type Site } from './templates';
export type { MessageKind, MessageLine, MessagePayloads, OutgoingMessage, Recipient } from './messages';
export { forgetRecipient } from './forget-recipient';
export { outboxBacklog, type OutboxBacklog } from './outbox-backlog';
