import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';

/** A colonia of the replaced catalogue (`from`) and the same colonia's row in the new one (`to`; null: gone). */
export type NeighborhoodMove = { from: number; to: number | null };

const moveRow = rowShape({ from: col.integer, to: col.nullable(col.integer) });

/**
 * Keeps, until the replacing transaction ends, what names each of the colonias `ids` (its postal code,
 * SEPOMEX id, name and kind), so that `neighborhoodMoves` finds each again once its row is gone.
 */
export async function rememberNeighborhoods(tx: Database, ids: number[]): Promise<void> {
  await tx.execute(
    sql`CREATE TEMPORARY TABLE previous_neighborhoods ON COMMIT DROP AS
        SELECT id, postal_code, sepomex_id, name, settlement_type FROM neighborhoods
        WHERE id = ANY(${sql.param(ids)}::integer[])`,
  );
}

/**
 * Each remembered colonia with the colonia of the new catalogue of the same postal code and name
 * (ignoring accents, case and the spaces around it), preferring the same SEPOMEX id, then the same kind
 * of settlement: the id alone is not enough, because the demo catalogue's ids are made up and would point
 * at another colonia of the real file.
 */
export async function neighborhoodMoves(tx: Database): Promise<NeighborhoodMove[]> {
  return selectRows(
    tx,
    sql`SELECT p.id AS "from", (
          SELECT n.id FROM neighborhoods n
          WHERE n.postal_code = p.postal_code
            AND lower(unaccent(btrim(n.name))) = lower(unaccent(btrim(p.name)))
          ORDER BY n.sepomex_id = p.sepomex_id DESC, n.settlement_type = p.settlement_type DESC, n.id
          LIMIT 1) AS "to"
        FROM previous_neighborhoods p`,
    moveRow,
  );
}
