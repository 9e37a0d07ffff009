/**
 * A module's SQL that names another module's table: allowed only when written here, with the reason a
 * call to the owner's index.ts does not do. Each server module owns the tables of its `tables.ts`; every
 * other module asks it through its index.ts (`contactsOf`, `productFactsForPromotions`, …) or splices the
 * SQL piece the owner writes over its own tables (`runningPromotionSql`, `userMatchesSql`).
 * `db/read-joins.unit.test.ts` reads every module's SQL and fails on a crossing not listed here, on an
 * entry no SQL uses any more and on an entry without its reason.
 */
export type ReadJoin = {
  /** The module whose SQL names the table. */
  module: string;
  /** The other owner's table, as SQL names it. */
  table: string;
  /** Why one query is needed here, in a sentence. */
  reason: string;
};

export const READ_JOINS: readonly ReadJoin[] = [];
