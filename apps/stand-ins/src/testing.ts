/**
 * What the shop's own tests read of the stand-ins: the local mailbox's messages, as a recipient would
 * read their inbox. Never imported by the shop's code.
 */
export { localMailbox } from './mailbox/tables';
/** The local WhatsApp's chats, as the shopper's phone would show them. */
export { devWhatsappMessages } from './whatsapp/tables';
