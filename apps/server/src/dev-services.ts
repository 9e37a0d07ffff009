import { createHash } from 'node:crypto';
import type { Config } from './config';

/**
 * How the shop aims its real clients at the local stand-ins of outside services (apps/stand-ins), and
 * which of them a configuration needs. The stand-ins read these same values, so both sides agree on
 * them; nothing else of the stand-ins is in the server. Imports nothing but types: the stand-ins bundle it.
 */

/** The local OpenID provider, in place of Google. */
export const DEV_IDP_PREFIX = '/dev-idp';
/** The shop's own client registration at the local provider; the secret never leaves the server. */
export const DEV_CLIENT_ID = 'tienda-local';
export const devClientSecret = (config: Config): string =>
  createHash('sha256').update(`${config.sessionSecret}:dev-idp`).digest('base64url');
export const devIssuer = (config: Config): string => `${config.publicUrl}${DEV_IDP_PREFIX}`;

/** The local hosted checkout, which answers Stripe's API in place of Stripe. */
export const DEV_PAY_PREFIX = '/dev-pay';
export const DEV_PAY_SECRET_KEY = 'sk_test_tienda_local';

/** The local stand-in for Facturapi. */
export const DEV_FACTURAPI_PREFIX = '/dev-facturapi';
/** The test key the shop's adapter uses with the stand-in; any other key is refused, as Facturapi does. */
export const DEV_FACTURAPI_KEY = 'sk_test_tienda_local';

/** The local mailbox's pages; its SMTP server's address is known only once it listens. */
export const DEV_MAIL_PREFIX = '/dev-mail';

/** The local carrier, which answers Envia.com's Shipping API and shows each shipment's page. */
export const DEV_ENVIA_PREFIX = '/dev-envia';
/** The key the shop's Envia client sends to the local carrier; any other is refused, as Envia does. */
export const DEV_ENVIA_KEY = 'envia_prueba_tienda_local';

/**
 * Where the local carrier sends its signed tracking webhooks on the shop, by default: the shop's route
 * for Envia's (shipping's SHIPPING_WEBHOOK_PATH under /api; a test holds the two together).
 */
export const DEV_ENVIA_WEBHOOK_PATH = '/api/shipping/webhook';

/** The local WhatsApp, which answers the Cloud API's messages call and shows each number's chat. */
export const DEV_WHATSAPP_PREFIX = '/dev-whatsapp';
/** The token the shop's WhatsApp client sends to the stand-in; any other is refused, as Meta does. */
export const DEV_WHATSAPP_TOKEN = 'whatsapp_prueba_tienda_local';
/** The phone number id the stand-in answers for, as a real one is digits. */
export const DEV_WHATSAPP_PHONE_NUMBER_ID = '100000000000001';
/** Where the stand-in sends its signed webhooks on the shop by default (whatsapp's WEBHOOK_PATH under /api). */
export const DEV_WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/** The outside services a stand-in can take the place of. */
export type StandInName = 'idp' | 'pay' | 'invoicing' | 'mailbox' | 'carrier' | 'whatsapp';

/**
 * The stand-ins a configuration needs: one for each outside service it has no credentials for, and none
 * with NODE_ENV=production (config refuses to start production without every credential).
 */
export function standInsNeeded(config: Config): StandInName[] {
  if (config.env === 'production') return [];
  const needed: Record<StandInName, boolean> = {
    idp: !config.google,
    pay: !config.stripe,
    invoicing: !config.invoicing.facturapiKey,
    mailbox: !config.mail.smtpUrl,
    carrier: !config.envia.apiKey,
    whatsapp: !config.whatsapp.cloud,
  };
  return (Object.keys(needed) as StandInName[]).filter((name) => needed[name]);
}
