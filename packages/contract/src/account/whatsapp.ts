import * as z from 'zod/mini';

/**
 * Order news on WhatsApp (decision 063): the shopper's consent, given at the payment step or in the
 * profile, off until they turn it on. The text agreed to is written here once and kept with the consent.
 */

export const WHATSAPP_PHONE_INVALID = 'Escribe un celular de México de 10 dígitos, como 614 123 4567.';

/**
 * The 10 digits of a Mexican mobile as the shopper may write it (spaces, dashes, dots, parentheses,
 * `+52`, the old `+52 1`), or null. Since 2019 every Mexican number has 10 digits and an area code that
 * starts 2 to 9; WhatsApp reaches it as 52 + those digits.
 */
export function mexicanMobile(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national =
    digits.length === 13 && digits.startsWith('521')
      ? digits.slice(3)
      : digits.length === 12 && digits.startsWith('52')
        ? digits.slice(2)
        : digits;
  return /^[2-9]\d{9}$/.test(national) ? national : null;
}

/** `+52 614 123 4567`, as the consent and the back-office write a number. */
export const formatMexicanMobile = (national: string): string =>
  `+52 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;

/** The sentence the shopper agrees to, with their number: what is kept as the consent's text. */
export const whatsappConsentText = (national: string): string =>
  `Avisarme por WhatsApp al ${formatMexicanMobile(national)} sobre mis pedidos: recibido, pago pendiente, envío, entrega y reembolsos. Puedo darme de baja cuando quiera respondiendo BAJA.`;

/** GET /api/users/me/whatsapp and the answer of each change. */
export const whatsappConsentResponse = z.object({
  /** False when the shop has no WhatsApp number connected: nothing to offer. */
  available: z.boolean(),
  enabled: z.boolean(),
  /** The 10 digits the news go to, while enabled. */
  phone: z.nullable(z.string()),
  /** The sentence agreed to and when, while enabled. */
  text: z.nullable(z.string()),
  given_at: z.nullable(z.string()),
});
export type WhatsappConsentResponse = z.infer<typeof whatsappConsentResponse>;

/** PUT /api/users/me/whatsapp: turn the news on for this number (or move them to another). */
export const whatsappConsentBody = z.strictObject({
  phone: z.string().check(
    z.maxLength(30, WHATSAPP_PHONE_INVALID),
    z.refine((value) => mexicanMobile(value) !== null, WHATSAPP_PHONE_INVALID),
  ),
  /** Where the shopper said yes. */
  where: z.enum(['pago', 'perfil']),
});
export type WhatsappConsentBody = z.infer<typeof whatsappConsentBody>;
