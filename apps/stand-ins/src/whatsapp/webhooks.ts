import { createHmac } from 'node:crypto';
import { DEV_WHATSAPP_PHONE_NUMBER_ID } from '../../../server/src/dev-services';
import type { Delivery } from '../common/webhook-sender';
import type { ChatMessage } from './chats';

/** The stand-in's own WhatsApp Business Account and number, as Meta's notifications name them. */
const WABA_ID = '200000000000002';
const DISPLAY_NUMBER = '526141234567';

/** Meta's signature: `sha256=` and the hex HMAC-SHA256 of the exact body, keyed with the app's secret. */
export const metaSignature = (payload: string, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(payload, 'utf8').digest('hex')}`;

const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

/** One `whatsapp_business_account` notification with one change to the `messages` field, signed. */
function notification(
  value: Record<string, unknown>,
  appSecret: string,
  about: Record<string, unknown>,
): Delivery {
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WABA_ID,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: DISPLAY_NUMBER,
                phone_number_id: DEV_WHATSAPP_PHONE_NUMBER_ID,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
  const signature = metaSignature(payload, appSecret);
  return {
    payload,
    headers: () => ({
      'x-hub-signature-256': signature,
      'user-agent': 'facebookexternalua (simulador local)',
    }),
    about,
  };
}

/** A status of a message the shop sent, with its pricing as Meta reports a utility template's. */
export function statusDelivery(
  message: ChatMessage,
  status: 'sent' | 'delivered' | 'read',
  appSecret: string,
  at: Date = new Date(),
): Delivery {
  return notification(
    {
      statuses: [
        {
          id: message.wamid,
          status,
          timestamp: seconds(at),
          recipient_id: `52${message.phone}`,
          ...(message.template
            ? { pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' } }
            : {}),
        },
      ],
    },
    appSecret,
    { wamid: message.wamid, status },
  );
}

/** A message the shopper wrote, as Meta notifies it. */
export function inboundDelivery(message: ChatMessage, appSecret: string): Delivery {
  return notification(
    {
      contacts: [{ profile: { name: 'Cliente de prueba' }, wa_id: `52${message.phone}` }],
      messages: [
        {
          from: `52${message.phone}`,
          id: message.wamid,
          timestamp: seconds(message.createdAt),
          type: 'text',
          text: { body: message.body },
        },
      ],
    },
    appSecret,
    { wamid: message.wamid, inbound: true },
  );
}
