import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { neighborhoodMoves, rememberNeighborhoods, type NeighborhoodMove } from './neighborhood-moves';
import type { PostalCatalogue } from './postal-catalogue';

/**
 * Rows per INSERT. Each INSERT sends one array per column (`unnest`), so PostgreSQL's limit of 65,535
 * parameters per statement never applies however many rows go in; the batch only bounds the size of
 * one message. The full catalogue takes seven round trips for its 156,000 colonias.
 */
export const ROWS_PER_INSERT = 25_000;

// Two imports at once would interleave their deletes and inserts; the second waits for the first.
const CATALOGUE_LOCK_KEY = 7_340_022;

export type SavedAddressLinks = {
  /** Saved addresses whose colonia is in the new catalogue, now pointing at its new row. */
  relinkedAddresses: number;
  /** Saved addresses whose colonia is gone; they keep their own copy of the names. */
  unlinkedAddresses: number;
};

/**
 * What points into the catalogue from outside it (saved addresses link to a colonia) and must be looked
 * after when the catalogue is replaced. Its owner passes it in, so this module never touches its tables,
 * and it is told where each colonia went, so it never touches this module's.
 */
export type PostalCatalogueDependent = {
  /** Before the old catalogue goes: remembers its links and answers the colonias they point at. */
  beforeReplace(tx: Database): Promise<number[]>;
  /** Once the new one is in: each of those colonias with the same colonia in the new catalogue. */
  afterReplace(tx: Database, moves: NeighborhoodMove[]): Promise<SavedAddressLinks>;
};

/**
 * Replaces states, municipalities, postal codes and colonias in one transaction: a failure leaves the
 * previous catalogue as it was, and the shop keeps reading it until the new one is committed.
 */
export async function replacePostalCatalogue(
  db: Database,
  catalogue: PostalCatalogue,
  dependent: PostalCatalogueDependent,
  rowsPerInsert = ROWS_PER_INSERT,
): Promise<SavedAddressLinks> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
    await rememberNeighborhoods(tx, await dependent.beforeReplace(tx));
    // Children first, so no delete has rows left to cascade to.
    await tx.execute(sql`DELETE FROM neighborhoods`);
    await tx.execute(sql`DELETE FROM postal_codes`);
    await tx.execute(sql`DELETE FROM municipalities`);
    await tx.execute(sql`DELETE FROM states`);

    const insert = <Row>(table: string, rows: Row[], columns: Record<string, (row: Row) => string | null>) =>
      insertInBatches(tx, table, rows, columns, rowsPerInsert);
    await insert('states', catalogue.states, { id: (row) => row.id, name: (row) => row.name });
    await insert('municipalities', catalogue.municipalities, {
      state_id: (row) => row.stateId,
      id: (row) => row.id,
      name: (row) => row.name,
    });
    await insert('postal_codes', catalogue.postalCodes, {
      code: (row) => row.code,
      state_id: (row) => row.stateId,
      municipality_id: (row) => row.municipalityId,
    });
    await insert('neighborhoods', catalogue.neighborhoods, {
      postal_code: (row) => row.postalCode,
      sepomex_id: (row) => row.sepomexId,
      name: (row) => row.name,
      settlement_type: (row) => row.settlementType,
      zone: (row) => row.zone,
      city: (row) => row.city,
    });

    return dependent.afterReplace(tx, await neighborhoodMoves(tx));
  });
}

/** INSERT ... SELECT FROM unnest(one text array per column), a batch of rows per statement. */
async function insertInBatches<Row>(
  db: Database,
  table: string,
  rows: readonly Row[],
  columns: Record<string, (row: Row) => string | null>,
  rowsPerInsert: number,
): Promise<void> {
  const names = sql.join(
    Object.keys(columns).map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const batch = rows.slice(start, start + rowsPerInsert);
    const arrays = Object.values(columns).map((valueOf) => sql`${sql.param(batch.map(valueOf))}::text[]`);
    await db.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}
