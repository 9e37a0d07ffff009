import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRow, selectRows } from '../../db/rows';
import type { NeighborhoodMove, PostalCatalogueDependent, SavedAddressLinks } from '../locations';

const linked = rowShape({ neighborhoodId: col.integer });
const links = rowShape({ relinkedAddresses: col.integer, unlinkedAddresses: col.integer });

/**
 * Saved addresses across a replacement of the postal-code catalogue. They survive it (their colonia link
 * is ON DELETE SET NULL and they hold their own names); afterwards each is linked again to the colonia the
 * locations module says is the same one in the new catalogue (same postal code and name, preferring the
 * same SEPOMEX id), or left without one when it is gone.
 */
export const savedAddressesAcrossImport: PostalCatalogueDependent = {
  async beforeReplace(tx: Database): Promise<number[]> {
    await tx.execute(
      sql`CREATE TEMPORARY TABLE previous_links ON COMMIT DROP AS
          SELECT id AS address_id, neighborhood_id FROM shipping_addresses WHERE neighborhood_id IS NOT NULL`,
    );
    const rows = await selectRows(tx, sql`SELECT DISTINCT neighborhood_id FROM previous_links`, linked);
    return rows.map((row) => row.neighborhoodId);
  },
  async afterReplace(tx: Database, moves: NeighborhoodMove[]): Promise<SavedAddressLinks> {
    const counted = await selectRow(
      tx,
      sql`WITH relinked AS (
            UPDATE shipping_addresses a SET neighborhood_id = m.to_id
            FROM previous_links p
            JOIN unnest(${sql.param(moves.map((move) => move.from))}::integer[],
                        ${sql.param(moves.map((move) => move.to))}::integer[]) AS m(from_id, to_id)
              ON m.from_id = p.neighborhood_id
            WHERE a.id = p.address_id
            RETURNING a.neighborhood_id)
          SELECT count(neighborhood_id)::int AS relinked_addresses,
                 (count(*) - count(neighborhood_id))::int AS unlinked_addresses
          FROM relinked`,
      links,
    );
    return counted ?? { relinkedAddresses: 0, unlinkedAddresses: 0 };
  },
};
