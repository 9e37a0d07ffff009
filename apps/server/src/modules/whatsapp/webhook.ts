import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordDeliveryStatus, type DeliveryStatus } from '../mail';
import { countWhatsAppStatus } from '../metrics';
import { stopByReply } from './consent';
import { isOptOutWord } from '@store/contract';

/**
 * Meta's webhook for the shop's number: `X-Hub-Signature-256: sha256=<hex>`, HMAC-SHA256 of the exact
 * body with the app's secret. Anything else is refused before it is read.
 */
export function validSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const status = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().regex(/^\d+$/),
  recipient_id: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number(), title: z.string().optional(), message: z.string().optional() }))
    .optional(),
});

const inbound = z.object({
  from: z.string(),
  id: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

/** The parts of Meta's `whatsapp_business_account` notification the shop reads; the rest is ignored. */
export const notification = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(status).optional(),
            messages: z.array(inbound).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsAppNotification = z.infer<typeof notification>;

const KNOWN: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies DeliveryStatus[];

/**
 * What a signed notification tells: each status moves its message's delivery in the outbox (only
 * forward), each 'BAJA' or 'STOP' ends the consents of its number. Other messages from shoppers are
 * logged for now (the shop answers on its own WhatsApp, not here).
 */
export async function receiveNotification(db: Database, body: WhatsAppNotification, log: FastifyBaseLogger) {
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const each of change.value.statuses ?? []) {
        if (!KNOWN.includes(each.status)) continue;
        const error = each.errors?.[0];
        const reason = error ? `WhatsApp ${error.code}: ${error.message ?? error.title ?? ''}`.trim() : null;
        if (error) log.warn({ wamid: each.id, code: error.code, reason }, 'WhatsApp no entregó un mensaje');
        const ours = await recordDeliveryStatus(
          db,
          each.id,
          each.status as DeliveryStatus,
          new Date(Number(each.timestamp) * 1000),
          reason,
        );
        if (ours) countWhatsAppStatus(each.status as DeliveryStatus);
        else log.info({ wamid: each.id }, 'estado de WhatsApp de un mensaje que no es de la tienda');
      }
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text ?? '';
        if (isOptOutWord(text)) {
          const ended = await stopByReply(db, message.from, message.id);
          log.info({ ended }, 'baja de WhatsApp');
        } else {
          log.info({ type: message.type }, 'mensaje de WhatsApp de un cliente');
        }
      }
    }
  }
}
