/**
 * Order news on WhatsApp (decision 063): the shopper's consent (whatsapp_consents), the values of the
 * utility templates (their texts are the contract's, shared with the stand-in), the Cloud API client,
 * the sender of the outbox's WhatsApp messages (the outbox is mail's) and Meta's signed webhook for
 * delivery statuses and 'BAJA'.
 */
export { queueOrderNews, withdrawOrderNews, type OrderNews } from './order-news';
export {
  WHATSAPP_BAD_SIGNATURE,
  whatsappConsentRoutes,
  whatsappWebhookRoute,
  WHATSAPP_WEBHOOK_PATH,
} from './routes';
export { startWhatsApp, whatsappAvailable } from './sender';
// 'Mis datos': every yes the shopper gave, and erasing them with the account.
export { forgetWhatsAppConsents, whatsappConsentsOf } from './consent';
