/**
 * The shop's e-mail: a transactional outbox that each change writes its message into, a sender that
 * delivers it once through SMTP with retries (to the shop's server, or to the local mailbox that stands
 * in for one in the demo and tests, apps/stand-ins), and one template per kind of message. It owns
 * outbox_messages.
 */
export { queueMessage } from './queue-message';
export { withdrawMessage } from './withdraw-message';
export { messagesOfOrder } from './order-messages-staff';
export { queueCopy, resendMessage } from './resend-message';
export { listMessages } from './list-messages';
export { startMail } from './start-mail';
export {
  sendDueMessages,
  type MailAttachment,
  type MessageAttachments,
  type SenderDependencies,
} from './sender';
export { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './outbox-claims';
// The outbox's other channel, WhatsApp (decision 063): its module queues, claims and records its messages here.
export { claimDue, markSent, recordFailure, PermanentFailure, type ClaimedMessage } from './outbox-claims';
export { queueOutboxMessage, withdrawPendingTo, recordDeliveryStatus } from './outbox-channel';
export type { DeliveryStatus } from './tables';
export { smtpTransport, type MailTransport } from './transport';
export { renderMessage, type RenderedMessage, type Site } from './templates';
export type {
  MessageKind,
  MessageLine,
  MessagePayloads,
  OffersUnsubscribeLinks,
  OutgoingMessage,
  Recipient,
} from './messages';
export { forgetRecipient } from './forget-recipient';
export { failedMessageCount, outboxBacklog, type OutboxBacklog } from './outbox-backlog';
