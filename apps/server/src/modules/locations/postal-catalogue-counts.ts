import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRow } from '../../db/rows';

const countsRow = rowShape({
  states: col.integer,
  municipalities: col.integer,
  postalCodes: col.integer,
  neighborhoods: col.integer,
});

/** How many states, municipalities, postal codes and colonias the catalogue holds now. */
export async function postalCatalogueCounts(db: Database) {
  const row = await selectRow(
    db,
    sql`SELECT (SELECT count(*) FROM states)::int AS states,
               (SELECT count(*) FROM municipalities)::int AS municipalities,
               (SELECT count(*) FROM postal_codes)::int AS postal_codes,
               (SELECT count(*) FROM neighborhoods)::int AS neighborhoods`,
    countsRow,
  );
  return row ?? { states: 0, municipalities: 0, postalCodes: 0, neighborhoods: 0 };
}
