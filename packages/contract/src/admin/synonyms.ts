import * as z from 'zod/mini';
import { idParam } from '../params';

// ---------------------------------------------------------------------------------------------------
// Search synonyms (decision 018): words shoppers use for what the shop calls otherwise.

/** The longest word the search table keeps (its check constraint). */
export const MAX_SYNONYM_LETTERS = 40;

/** One entry of 'Sinónimos': a search for `word` also finds `meaning`, and the other way when `both_ways`. */
export const searchSynonym = z.object({
  synonym_id: z.number().check(z.int()),
  word: z.string(),
  meaning: z.string(),
  both_ways: z.boolean(),
});
export const searchSynonyms = z.array(searchSynonym);
export type SearchSynonym = z.infer<typeof searchSynonym>;

export const SYNONYM_ONE_WORD = 'Escribe una sola palabra, solo con letras.';
export const SYNONYM_SAME_WORDS = 'La palabra y lo que significa deben ser distintas.';

/**
 * How the shop stores a word, whatever case, accents or spaces it was typed with: 'Tejána ' is
 * 'tejana'. The ñ stays: it is a letter of its own, not an accent.
 */
export function normalSynonymWord(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g, '')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ');
}

const synonymWord = (field: string) =>
  z.pipe(
    z.pipe(
      // Bounded before it is read: a huge text is refused without being normalised.
      z
        .string({ error: `${field} debe ser texto.` })
        .check(z.maxLength(200, `${field} tiene a lo más ${MAX_SYNONYM_LETTERS} letras.`)),
      z.transform(normalSynonymWord),
    ),
    z
      .string()
      .check(
        z.minLength(1, `${field} es obligatoria.`),
        z.maxLength(MAX_SYNONYM_LETTERS, `${field} tiene a lo más ${MAX_SYNONYM_LETTERS} letras.`),
        z.regex(/^[a-zñ]*$/, SYNONYM_ONE_WORD),
        z.minLength(2, `${field} tiene al menos 2 letras.`),
      ),
  );

/** POST /api/admin/synonyms */
export const searchSynonymBody = z
  .strictObject({
    word: synonymWord('La palabra'),
    meaning: synonymWord('La palabra de la tienda'),
    both_ways: z.optional(z.boolean({ error: 'Indica si el sinónimo funciona en ambos sentidos.' })),
  })
  .check(z.refine((body) => body.word !== body.meaning, { message: SYNONYM_SAME_WORDS, path: ['meaning'] }));
export type SearchSynonymBody = z.input<typeof searchSynonymBody>;

export const synonymParams = z.strictObject({ synonym_id: idParam('synonym_id') });
