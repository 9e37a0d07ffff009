import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import type { SearchTerms } from './search-terms';

const wordRow = rowShape({ word: col.text });

/**
 * Replaces each word the shop has never used with the closest word it has ('sombrro' → 'sombrero'),
 * by trigram distance over the small `search_words` table (GiST-indexed), in one query. A word with
 * nothing close enough stays as typed. When the last word is still being typed it is left alone.
 */
export async function correctTypos(
  db: Database,
  terms: SearchTerms,
  lastWordIsPartial: boolean,
): Promise<SearchTerms> {
  const checked = lastWordIsPartial ? terms.words.slice(0, -1) : terms.words;
  if (checked.length === 0) return terms;
  const rows = await selectRows(
    db,
    sql`SELECT CASE
          WHEN EXISTS (SELECT 1 FROM search_words known WHERE known.word = typed.word) THEN typed.word
          ELSE coalesce(
            (SELECT close.word FROM search_words close
              WHERE close.word % typed.word ORDER BY close.word <-> typed.word, close.word LIMIT 1),
            typed.word)
        END AS word
        FROM unnest(${sql.param(checked)}::text[]) WITH ORDINALITY AS typed(word, position)
        ORDER BY typed.position`,
    wordRow,
  );
  const words = [...rows.map((row) => row.word), ...terms.words.slice(checked.length)];
  return { words, folded: words.join(' ') };
}
