import * as z from 'zod/mini';
import { intParam, idParam } from '../params';
import { plainText } from '../text';
import { dayParam, MESSAGE_STATES } from './orders';

// ---------------------------------------------------------------------------------------------------
// 'Mensajes': every e-mail the shop wrote (sent, waiting or failed), and 'Reenviar'.

export const MESSAGES_PAGE_SIZE = 50;

/** What kind of e-mail it is, as the filter names them; the mail module knows each one's kinds. */
export const MESSAGE_GROUPS = {
  pedidos: 'Pedidos (confirmación, envío, entrega, cancelación)',
  devoluciones: 'Devoluciones y reembolsos',
  facturas: 'Facturas',
  avisos: 'Avisos a clientes (vuelve a haber)',
  personal: 'Para el personal (pedidos nuevos, existencias bajas, invitaciones)',
} as const;
export type MessageGroup = keyof typeof MESSAGE_GROUPS;
const MESSAGE_GROUP_CODES = Object.keys(MESSAGE_GROUPS) as [MessageGroup, ...MessageGroup[]];

export const MESSAGE_EMAIL_INVALID = 'Escribe un correo completo, por ejemplo ana@gmail.com.';

const emailAddress = z
  .string({ error: MESSAGE_EMAIL_INVALID })
  .check(
    z.trim(),
    plainText(),
    z.maxLength(254, MESSAGE_EMAIL_INVALID),
    z.regex(/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/, MESSAGE_EMAIL_INVALID),
  );

/** GET /api/admin/messages?group=&state=&recipient=&from=&to=&page= : newest first, 50 a page. */
export const adminMessagesQuery = z
  .strictObject({
    group: z.optional(z.enum(MESSAGE_GROUP_CODES, { error: 'Elige un tipo de correo de la lista.' })),
    state: z.optional(z.enum(MESSAGE_STATES, { error: "state debe ser 'enviado', 'pendiente' o 'fallido'" })),
    /** Part of the address it went to. */
    recipient: z.optional(
      z
        .string({ error: 'recipient debe ser un texto' })
        .check(z.trim(), plainText(), z.maxLength(100, 'recipient debe tener a lo más 100 caracteres')),
    ),
    from: z.optional(dayParam('from')),
    to: z.optional(dayParam('to')),
    page: z.optional(intParam('La página', 1, 100_000)),
  })
  .check(
    z.refine(
      (query) => !query.from || !query.to || query.from <= query.to,
      'La fecha Desde debe ser anterior o igual a la fecha Hasta.',
    ),
  );
export type AdminMessagesQuery = z.input<typeof adminMessagesQuery>;
export type AdminMessagesFilters = z.output<typeof adminMessagesQuery>;

export const adminMessage = z.object({
  id: z.number(),
  subject: z.string(),
  /** The address, or 'Personal de la tienda' for a message to the whole team. */
  recipient: z.string(),
  state: z.enum(MESSAGE_STATES),
  attempts: z.number(),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
  /** The order it is about, if any. */
  order_id: z.nullable(z.number()),
  /** The message this one sends again ('Reenviar'), if it is a copy. */
  resent_from: z.nullable(z.number()),
});
export type AdminMessage = z.infer<typeof adminMessage>;

export const adminMessagesResponse = z.object({
  messages: z.array(adminMessage),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
});
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponse>;

/** POST /api/admin/messages/:id/resend */
export const adminMessageParams = z.strictObject({ id: idParam('id') });

/**
 * The body of 'Reenviar' (here and on an order's page): a NEW message, a copy of the first, which stays
 * in the history as it was; to the same recipient, or to `to` when given.
 */
export const resendMessageBody = z.strictObject({ to: z.optional(emailAddress) });
export type ResendMessageBody = z.output<typeof resendMessageBody>;
