/**
 * A module's SQL that names another module's table: allowed only when written here, with the reason one
 * query is needed. Each server module owns the tables of its `tables.ts`; every other module asks it
 * through its index.ts (`contactsOf`), is handed what it needs by its caller (`productFactsForPromotions`,
 * `soldVariants`) or splices the piece of SQL the owner writes over its own tables (`runningPromotionSql`,
 * `userMatchesSql`).
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

/**
 * Empty: every crossing found so far was answered by the owner (decision 032). An entry would read, say,
 * `{ module: 'orders', table: 'users', reason: 'A page of orders sorted by customer name sorts in SQL.' }`.
 */
export const READ_JOINS: readonly ReadJoin[] = [];
