import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import { foldedWords, type SearchMeaning, type SearchTerms } from './search-terms';

const wordRow = rowShape({ word: col.text, meanings: col.texts, departments: col.texts });

/**
 * Reads the words typed the way the shop knows them, in one query:
 *
 * - Synonyms (`search_synonyms`, decision 018): a word the owner listed ('tejana') keeps its place and
 *   gains its meanings ('sombrero'), both ways when the entry says so. Words are compared by their
 *   Spanish stem, as the search document compares them, so 'tejanas' finds the entry for 'tejana'. A
 *   meaning that names a department is marked so, and searched among department and brand words only.
 * - Typos: a word the shop has never used and that has no synonym is replaced with the closest word it
 *   has ('sombrro' → 'sombrero'), by trigram distance over the small `search_words` table
 *   (GiST-indexed). A word with nothing close enough stays as typed. A word of the catalogue or with a
 *   synonym is never replaced: 'cachucha' is a cap, not the nearest 'cachas' of a knife. When the last
 *   word is still being typed it is not corrected either.
 *
 * Synonyms are read here on every search rather than remembered: a few dozen rows, so an entry the
 * owner adds works at once in every process of the shop.
 */
export async function readSearchWords(
  db: Database,
  terms: SearchTerms,
  lastWordIsPartial: boolean,
): Promise<SearchTerms> {
  const correctable = terms.words.map((_, index) => !lastWordIsPartial || index < terms.words.length - 1);
  const rows = await selectRows(
    db,
    sql`WITH directed AS MATERIALIZED (
          SELECT strip(to_tsvector('es_unaccent', entry.word)) AS stem, entry.meaning
          FROM (SELECT word, meaning FROM search_synonyms
                UNION ALL SELECT meaning, word FROM search_synonyms WHERE both_ways) entry
        )
        SELECT
          CASE
            WHEN NOT typed.correctable OR synonym.meanings IS NOT NULL
              OR EXISTS (SELECT 1 FROM search_words known WHERE known.word = typed.word) THEN typed.word
            ELSE coalesce(
              (SELECT close.word FROM search_words close
                WHERE close.word % typed.word ORDER BY close.word <-> typed.word, close.word LIMIT 1),
              typed.word)
          END AS word,
          coalesce(synonym.meanings, '{}') AS meanings,
          coalesce(synonym.departments, '{}') AS departments
        FROM unnest(${sql.param(terms.words)}::text[], ${sql.param(correctable)}::boolean[])
          WITH ORDINALITY AS typed(word, correctable, position)
        CROSS JOIN LATERAL (SELECT strip(to_tsvector('es_unaccent', typed.word)) AS stem) typed_stem
        LEFT JOIN LATERAL (
          SELECT
            array_agg(directed.meaning ORDER BY directed.meaning) AS meanings,
            array_agg(directed.meaning ORDER BY directed.meaning) FILTER (WHERE EXISTS (
              SELECT 1 FROM categories department
              WHERE to_tsvector('es_unaccent', department.name) @@ plainto_tsquery('es_unaccent', directed.meaning)
            )) AS departments
          FROM directed
          WHERE directed.stem = typed_stem.stem AND length(typed_stem.stem) > 0
        ) synonym ON true
        ORDER BY typed.position`,
    wordRow,
  );
  const words = rows.map((row) => row.word);
  const meanings = rows.map((row) =>
    row.meanings
      .map((meaning): SearchMeaning => ({
        words: foldedWords(meaning),
        department: row.departments.includes(meaning),
      }))
      .filter((meaning) => meaning.words.length > 0),
  );
  return { words, folded: words.join(' '), meanings };
}
