import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRow } from '../../db/rows';
import type { PostalCatalogueDependent, SavedAddressLinks } from '../locations';

const links = rowShape({ relinkedAddresses: col.integer, unlinkedAddresses: col.integer });

/**
 * Saved addresses across a replacement of the postal-code catalogue. They survive it (their colonia link
 * is ON DELETE SET NULL and they hold their own names); afterwards each is linked again to the colonia of
 * the same postal code and name (ignoring accents and case), preferring the same SEPOMEX id: the id alone
 * is not enough, because the demo catalogue's ids are made up and would link an address to another
 * colonia of the real file.
 */
export const savedAddressesAcrossImport: PostalCatalogueDependent = {
  async beforeReplace(tx: Database): Promise<void> {
    await tx.execute(
      sql`CREATE TEMPORARY TABLE previous_links ON COMMIT DROP AS
          SELECT a.id AS address_id, n.postal_code, n.sepomex_id, n.name, n.settlement_type
          FROM shipping_addresses a JOIN neighborhoods n ON n.id = a.neighborhood_id`,
    );
  },
  async afterReplace(tx: Database): Promise<SavedAddressLinks> {
    const counted = await selectRow(
      tx,
      sql`WITH relinked AS (
            UPDATE shipping_addresses a SET neighborhood_id = (
              SELECT n.id FROM neighborhoods n
              WHERE n.postal_code = p.postal_code
                AND lower(unaccent(btrim(n.name))) = lower(unaccent(btrim(p.name)))
              ORDER BY n.sepomex_id = p.sepomex_id DESC, n.settlement_type = p.settlement_type DESC, n.id
              LIMIT 1)
            FROM previous_links p WHERE a.id = p.address_id
            RETURNING a.neighborhood_id)
          SELECT count(neighborhood_id)::int AS relinked_addresses,
                 (count(*) - count(neighborhood_id))::int AS unlinked_addresses
          FROM relinked`,
      links,
    );
    return counted ?? { relinkedAddresses: 0, unlinkedAddresses: 0 };
  },
};
