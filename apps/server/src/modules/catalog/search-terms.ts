/**
 * What a shopper typed, made safe and comparable: lower case, no accents, only letters and digits.
 * `words` feed a full-text query (Spanish stems); `folded` feeds the trigram match that forgives typos.
 * Nothing the shopper typed reaches SQL except as a bound parameter.
 */
export type SearchTerms = { words: string[]; folded: string };

const MAX_WORDS = 12;

export function searchTerms(text: string | undefined): SearchTerms | undefined {
  if (!text) return undefined;
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const words = folded.split(' ').filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return { words, folded: words.join(' ') };
}

/** `bota & negra` for the list; the last word also as a prefix (`negr:*`) while typing suggestions. */
export function toTsQuery(terms: SearchTerms, prefixLastWord: boolean): string {
  return terms.words
    .map((word, index) => (prefixLastWord && index === terms.words.length - 1 ? `${word}:*` : word))
    .join(' & ');
}
