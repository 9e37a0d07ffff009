import type { NeighborhoodOption } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';

// The contract's own field names, which the address form reads.
const neighborhoodOption = rowShape({ neighborhood_id: col.integer, name: col.text });

/**
 * The colonias of a postal code in Spanish alphabetical order: accents and case aside ('Álamos' among
 * the A's), and ñ as its own letter after n ('Nogales', 'Ñandú', 'Obrera'). The sort key is compared
 * byte by byte (COLLATE "C"), so the order is the same on PGlite and on any PostgreSQL server,
 * whatever collation it was created with.
 */
export async function neighborhoodsByPostalCode(db: Database, code: string): Promise<NeighborhoodOption[]> {
  return selectRows(
    db,
    sql`SELECT id AS neighborhood_id, name FROM neighborhoods
        WHERE postal_code = ${code}
        ORDER BY lower(unaccent(replace(replace(name, 'ñ', 'n~'), 'Ñ', 'N~'))) COLLATE "C",
                 name COLLATE "C", id`,
    neighborhoodOption,
  );
}
