import { ORDER_PAGES, WHATSAPP_TEMPLATES, type TemplateName } from '@store/contract';
import { formatCentavos } from '@store/money';
import type { Database } from '../../db/client';
import { queueOutboxMessage, withdrawMessage } from '../mail';
import { consentOf } from './consent';

/**
 * The facts of each order message on WhatsApp, as the orders module hands them when the change happens;
 * the template's values are written from them when the message is sent. Nothing here names the shopper,
 * their address or their phone: the number the message goes to is the consent's.
 */
export type OrderNews =
  | { template: 'pedido_recibido'; orderNumber: number; totalCents: number }
  | { template: 'ficha_oxxo'; orderNumber: number; amountCents: number; expiresAt: string }
  | { template: 'ficha_oxxo_por_vencer'; orderNumber: number; amountCents: number; expiresAt: string }
  | { template: 'transferencia_spei_pendiente'; orderNumber: number; amountCents: number; expiresAt: string }
  | { template: 'pedido_enviado'; orderNumber: number; carrier: string; trackingUrl: string | null }
  | { template: 'listo_para_recoger'; orderNumber: number; pickupCode: string }
  | { template: 'pedido_entregado'; orderNumber: number }
  | { template: 'reembolso_hecho'; orderNumber: number; refundedCents: number };

const whenInMexico = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The template's values, in order, for these facts: what {{1}}, {{2}}… become. */
export function templateValues(news: OrderNews, publicUrl: string): string[] {
  const order = String(news.orderNumber);
  const page = `${publicUrl}${ORDER_PAGES}${news.orderNumber}`;
  switch (news.template) {
    case 'pedido_recibido':
      return [order, formatCentavos(news.totalCents), page];
    case 'ficha_oxxo':
    case 'transferencia_spei_pendiente':
      return [order, formatCentavos(news.amountCents), whenInMexico.format(new Date(news.expiresAt)), page];
    case 'ficha_oxxo_por_vencer':
      return [order, whenInMexico.format(new Date(news.expiresAt)), formatCentavos(news.amountCents), page];
    case 'pedido_enviado':
      return [order, news.carrier, news.trackingUrl ?? page];
    case 'listo_para_recoger':
      return [order, news.pickupCode, page];
    case 'pedido_entregado':
      return [order, page];
    case 'reembolso_hecho':
      return [formatCentavos(news.refundedCents), order, page];
  }
}

/**
 * Queues the order's news on WhatsApp in the caller's transaction, beside its e-mail, when the shopper
 * said yes: to the number of their consent in force, under `key` (the e-mail's key with `:whatsapp`, so a
 * replayed cause queues it once). Without consent it does nothing. `sendAt` holds it back until then.
 */
export async function queueOrderNews(
  tx: Database,
  {
    userId,
    orderId,
    key,
    news,
    sendAt,
  }: {
    userId: number;
    orderId: number;
    key: string;
    news: OrderNews;
    sendAt?: Date;
  },
): Promise<boolean> {
  const consent = await consentOf(tx, userId);
  if (!consent) return false;
  const template: TemplateName = news.template;
  return queueOutboxMessage(tx, {
    channel: 'whatsapp',
    key: `${key}:whatsapp`,
    kind: template,
    recipient: consent.phone,
    subject: `WhatsApp · ${WHATSAPP_TEMPLATES[template].title}`,
    orderId,
    payload: { type: 'template', news },
    ...(sendAt ? { sendAt } : {}),
  });
}

/** Takes back order news queued under the e-mail-style `key` that stopped being true (a paid voucher). */
export const withdrawOrderNews = (tx: Database, key: string): Promise<boolean> =>
  withdrawMessage(tx, `${key}:whatsapp`);
