import { sql, type SQL } from 'drizzle-orm';

/** What ranks a size to restock: the units left and the units it sold over the last days. */
export type RestockFacts = { stock: number; unitsSold: number };

/**
 * The one rule for "what to restock first", as a comparator for `sort`: sold-out sizes first (the one
 * that sells most first: every day without it loses sales); then the sizes whose units left last the
 * fewest days at the pace they sell (stock against units sold, compared by cross-multiplying so no
 * division rounds); sizes that did not sell come last, the emptiest first. Equal sizes keep their order
 * (`sort` is stable), so the caller's order breaks ties.
 * Why this rule: docs/decisions/047-a-dashboard-that-says-what-to-do-next.md.
 */
export function byRestockUrgency(a: RestockFacts, b: RestockFacts): number {
  const aSoldOut = a.stock === 0;
  const bSoldOut = b.stock === 0;
  if (aSoldOut !== bSoldOut) return aSoldOut ? -1 : 1;
  if (aSoldOut) return b.unitsSold - a.unitsSold;
  const aSells = a.unitsSold > 0;
  const bSells = b.unitsSold > 0;
  if (aSells !== bSells) return aSells ? -1 : 1;
  if (!aSells) return a.stock - b.stock;
  // a lasts stock_a / sold_a of the period, b stock_b / sold_b: compare without dividing.
  const cover = a.stock * b.unitsSold - b.stock * a.unitsSold;
  return cover !== 0 ? cover : b.unitsSold - a.unitsSold;
}

/**
 * The same rule's coarse part as SQL `ORDER BY` keys, for the database to hand `byRestockUrgency` its
 * likeliest candidates when there are too many to rank in full: sold out first, then the sizes that sell,
 * the emptiest and best-selling first. The stock-against-sales comparison stays in the comparator (a ratio
 * SQL would round); kept here so a change to the rule changes both. `stock` and `unitsSold` are the query's
 * expressions for them (the units sold with no sales as 0).
 */
export const restockCandidateOrder = (stock: SQL, unitsSold: SQL): SQL =>
  sql`(${stock} = 0) DESC, (${unitsSold} > 0) DESC, ${stock}, ${unitsSold} DESC`;
