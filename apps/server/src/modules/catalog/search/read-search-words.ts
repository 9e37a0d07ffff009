import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRows } from '../../../db/rows';
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
 *   synonym is never replaced: 'cachucha' is a cap, not the nearest 'cachas' of a knife. While the last
 *   word is still being typed it is corrected only when no word of the shop starts with it ('somb' stays,
 *   'sombrro' becomes 'sombrero'), so suggestions forgive a typo as the search on Enter does.
 *
 * Synonyms are read here on every search rather than remembered: a few dozen rows, only the entries
 * that could match are stemmed, and an entry the owner adds works at once in every process of the shop.
 */
export async function readSearchWords(
  db: Database,
  terms: SearchTerms,
  lastWordIsPartial: boolean,
): Promise<SearchTerms> {
  const correctable = terms.words.map((_, index) => !lastWordIsPartial || index < terms.words.length - 1);
  const rows = await selectRows(
    db,
    sql`WITH typed AS MATERIALIZED (
          SELECT input.word, input.correctable, input.position, stem.lexemes,
            array_to_string(tsvector_to_array(stem.lexemes), ' ') AS stem
          FROM unnest(${sql.param(terms.words)}::text[], ${sql.param(correctable)}::boolean[])
            WITH ORDINALITY AS input(word, correctable, position)
          CROSS JOIN LATERAL (SELECT strip(to_tsvector('es_unaccent', input.word)) AS lexemes) stem
        ),
        directed AS (
          SELECT word, meaning FROM search_synonyms
          UNION ALL SELECT meaning, word FROM search_synonyms WHERE both_ways
        )
        SELECT
          CASE
            WHEN synonym.meanings IS NOT NULL
              OR EXISTS (SELECT 1 FROM search_words known WHERE known.word = typed.word) THEN typed.word
            -- A word still being typed is the start of a longer one while some word of the shop begins so
            -- (typed words are letters and digits only: nothing in them is a LIKE wildcard).
            WHEN NOT typed.correctable AND EXISTS (
                SELECT 1 FROM search_words known WHERE known.word LIKE typed.word || '%'
              ) THEN typed.word
            ELSE coalesce(
              (SELECT close.word FROM search_words close
                WHERE close.word % typed.word ORDER BY close.word <-> typed.word, close.word LIMIT 1),
              typed.word)
          END AS word,
          coalesce(synonym.meanings, '{}') AS meanings,
          coalesce(synonym.departments, '{}') AS departments
        FROM typed
        LEFT JOIN LATERAL (
          SELECT
            array_agg(found.meaning ORDER BY found.meaning) AS meanings,
            array_agg(found.meaning ORDER BY found.meaning) FILTER (WHERE found.names_department) AS departments
          FROM (
            SELECT candidate.meaning, EXISTS (
                SELECT 1 FROM categories department
                WHERE translate(lower(department.name), 'áéíóúü', 'aeiouu') LIKE meaning.stem || '%'
                  AND to_tsvector('es_unaccent', department.name) @@ plainto_tsquery('es_unaccent', candidate.meaning)
              ) AS names_department
            FROM directed candidate
            -- OFFSET 0 keeps the meaning's stem from being inlined, and computed again for each department.
            CROSS JOIN LATERAL (
              SELECT array_to_string(tsvector_to_array(to_tsvector('es_unaccent', candidate.meaning)), ' ') AS stem
              OFFSET 0
            ) meaning
            -- A stem is the start of its word (without accents): the cheap LIKE leaves the stemming of the
            -- whole list to the few entries that could match.
            WHERE candidate.word = typed.word
              OR (translate(candidate.word, 'ñ', 'n') LIKE typed.stem || '%'
                AND strip(to_tsvector('es_unaccent', candidate.word)) = typed.lexemes)
          ) found
        ) synonym ON typed.stem <> ''
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
