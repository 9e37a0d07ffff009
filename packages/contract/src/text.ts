import * as z from 'zod/mini';

export const PLAIN_TEXT_MESSAGE = 'El texto lleva caracteres que no se permiten.';

// Control characters other than tab and line breaks, and half of a surrogate pair standing alone.
const UNWANTED_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * For text a shopper types and the shop keeps. PostgreSQL `text` cannot hold U+0000 (the insert fails),
 * half a surrogate pair would be stored as U+FFFD, and other control characters only garble pages and
 * shipping labels. Tabs and line breaks stay: delivery indications may take several lines.
 */
export const plainText = () =>
  z.refine<string>((value) => !UNWANTED_CHARACTER.test(value), PLAIN_TEXT_MESSAGE);
