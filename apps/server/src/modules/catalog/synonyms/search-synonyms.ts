import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { searchSynonyms } from '../tables';

/**
 * The owner's list of words shoppers use for what the shop calls otherwise ('tejana' for sombrero).
 * Search reads the table itself on every query (read-search-words.ts), so a change here needs nothing
 * else to take effect, in this process or any other.
 */
export type SearchSynonym = { id: number; word: string; meaning: string; bothWays: boolean };

export const SYNONYM_NOT_FOUND = 'Ese sinónimo ya no existe.';

const columns = {
  id: searchSynonyms.id,
  word: searchSynonyms.word,
  meaning: searchSynonyms.meaning,
  bothWays: searchSynonyms.bothWays,
};

const arrow = (synonym: Pick<SearchSynonym, 'bothWays'>) => (synonym.bothWays ? '↔' : '→');

export async function listSearchSynonyms(db: Database): Promise<SearchSynonym[]> {
  return db
    .select(columns)
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.word), asc(searchSynonyms.meaning));
}

/**
 * Adds one entry, already normalised by the contract (lower case, no accents, one word each). The same
 * pair is refused, and so is the reverse pair when either entry works both ways: it would say again what
 * the list already says.
 */
export async function addSearchSynonym(
  db: Database,
  staffEmail: string,
  input: Omit<SearchSynonym, 'id'>,
): Promise<SearchSynonym> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select(columns)
      .from(searchSynonyms)
      .where(
        or(
          and(eq(searchSynonyms.word, input.word), eq(searchSynonyms.meaning, input.meaning)),
          and(eq(searchSynonyms.word, input.meaning), eq(searchSynonyms.meaning, input.word)),
        ),
      )
      .limit(1);
    const repeats =
      existing && (existing.word === input.word || existing.bothWays || input.bothWays)
        ? existing
        : undefined;
    const [added] = repeats
      ? []
      : await tx.insert(searchSynonyms).values(input).onConflictDoNothing().returning(columns);
    if (!added) {
      const shown = repeats ?? { ...input, bothWays: false };
      throw new HttpError(409, `Ese sinónimo ya existe: «${shown.word}» ${arrow(shown)} «${shown.meaning}».`);
    }
    await recordAudit(tx, staffEmail, {
      action: 'synonym.added',
      word: added.word,
      meaning: added.meaning,
      bothWays: added.bothWays,
    });
    return added;
  });
}

export async function removeSearchSynonym(db: Database, staffEmail: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning(columns);
    if (!removed) throw new HttpError(404, SYNONYM_NOT_FOUND);
    await recordAudit(tx, staffEmail, {
      action: 'synonym.removed',
      word: removed.word,
      meaning: removed.meaning,
      bothWays: removed.bothWays,
    });
  });
}
