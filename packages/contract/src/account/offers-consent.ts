import * as z from 'zod/mini';

/**
 * The words the shopper says yes to (kept with the date of their yes): a secondary purpose under the LFPDPPP.
 * They name every e-mail sent under it: the cart's reminder, offers, and the invitation to review a purchase
 * a week after it arrived (decision 066: one consent, one way out).
 */
export const OFFERS_CONSENT_TEXT =
  'Quiero recibir por correo recordatorios, promociones e invitaciones a reseñar mis compras';

/** GET and PUT /api/users/me/offers-consent: whether they said yes, and when. */
export const offersConsent = z.object({
  consented: z.boolean(),
  consented_at: z.nullable(z.string()),
});
export type OffersConsent = z.infer<typeof offersConsent>;

export const offersConsentBody = z.strictObject({
  consented: z.boolean({ error: 'consented debe ser verdadero o falso' }),
});
export type OffersConsentBody = z.infer<typeof offersConsentBody>;

/** The signed token of an e-mail's 'Darme de baja' link: the account's number and its signature. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^\d{1,10}\.[A-Za-z0-9_-]{43}$/;

/** POST /api/offers/unsubscribe: the link's token, in the body (the page) or the address (one-click). */
export const unsubscribeQuery = z.strictObject({
  token: z.optional(
    z.string().check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, 'El enlace para darte de baja no es válido.')),
  ),
});
export const unsubscribeBody = z.strictObject({
  token: z.string().check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, 'El enlace para darte de baja no es válido.')),
});
export const UNSUBSCRIBED =
  'Listo: ya no te enviaremos recordatorios, promociones ni invitaciones a reseñar por correo.';

/** The cart a reminder's link rebuilds: GET /api/cart-reminders/:token. */
export const CART_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const reminderCartParams = z.strictObject({
  token: z.string().check(z.regex(CART_LINK_TOKEN_PATTERN, 'El enlace de tu carrito no es válido.')),
});
export const reminderCart = z.object({
  lines: z.array(z.object({ variant_id: z.number().check(z.int()), quantity: z.number().check(z.int()) })),
});
export type ReminderCart = z.infer<typeof reminderCart>;
