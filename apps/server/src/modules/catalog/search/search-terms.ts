/**
 * What a shopper typed, made safe and comparable: lower case, no accents, only letters and digits.
 * `words` feed a full-text query (Spanish stems); `folded` feeds the trigram match that forgives typos.
 * `meanings` holds, for each word, what the shop calls it otherwise (its synonyms, decision 018); the
 * words typed are never widened until the database has been asked. Nothing the shopper typed reaches
 * SQL except as a bound parameter.
 */
export type SearchTerms = { words: string[]; folded: string; meanings: SearchMeaning[][] };

/**
 * A synonym's meaning, folded like the words typed. When it names a department ('sombrero' for
 * Sombreros) it stands for that department: it is looked for only in the department and brand words of
 * a product, so 'tejana' finds hats and not a hat strap sold among the accessories.
 */
export type SearchMeaning = { words: string[]; department: boolean };

const MAX_WORDS = 12;

/** Lower case, accents and ñ's tilde dropped, anything but letters and digits turned into one space. */
export function foldedWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export function searchTerms(text: string | undefined): SearchTerms | undefined {
  if (!text) return undefined;
  const words = foldedWords(text).slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return { words, folded: words.join(' '), meanings: words.map(() => []) };
}

/**
 * `bota & negra` for the list; the last word also as a prefix (`negr:*`) while typing suggestions. A
 * word with synonyms becomes `(tejana | sombrero:B)`: it is a whole word the shopper finished, so it is
 * not read as the start of a longer one.
 */
export function toTsQuery(terms: SearchTerms, prefixLastWord: boolean): string {
  return terms.words
    .map((word, index) => {
      const meanings = terms.meanings[index] ?? [];
      if (meanings.length > 0) return `(${[word, ...meanings.map(meaningQuery)].join(' | ')})`;
      return prefixLastWord && index === terms.words.length - 1 ? `${word}:*` : word;
    })
    .join(' & ');
}

function meaningQuery(meaning: SearchMeaning): string {
  const words = meaning.words.map((word) => (meaning.department ? `${word}:B` : word));
  return words.length === 1 ? (words[0] ?? '') : `(${words.join(' & ')})`;
}
