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

export const LABEL_TEXT_MESSAGE =
  'Usa solo letras, números y signos comunes: los emojis y los caracteres especiales no se imprimen en la guía de la paquetería.';

// What a carrier's label printer cannot print (decision 043): emoji and their joiners, variation selectors,
// skin tones and flags; control characters (tabs and line breaks only where `lines` allows them); invisible
// format characters (zero-width spaces, right-to-left overrides), private-use glyphs and lone surrogates.
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u{20E3}\u{FE0E}\u{FE0F}]/u;
const NOT_ON_A_LABEL = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;
const NOT_ON_A_LABEL_BUT_LINES = /(?![\n\r])[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;

/** Whether a text can go on a carrier's label as it is; `lines`: line breaks allowed (the indications). */
export const printableOnLabel = (value: string, lines = false): boolean =>
  !EMOJI.test(value) && !(lines ? NOT_ON_A_LABEL_BUT_LINES : NOT_ON_A_LABEL).test(value);

/** For an address's fields, which a carrier prints on its label: refuses what it cannot print. */
export const labelText = (lines = false) =>
  z.refine<string>((value) => printableOnLabel(value, lines), LABEL_TEXT_MESSAGE);
