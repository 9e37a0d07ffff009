import { Readable } from 'node:stream';
import type { PostalCodeCounts, PostalCodeImport } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, rowShape, selectRow } from '../../../db/rows';
import { HttpError } from '../../../http/errors';
import { savedAddressesAcrossImport } from '../../addresses';
import { importSepomexBytes } from '../../locations';
import { SepomexFileError } from '../../locations';
import { recordAudit } from '../../audit';

/** What the postal-code catalogue holds now. */
export async function postalCodeCounts(db: Database): Promise<PostalCodeCounts> {
  const row = await selectRow(
    db,
    sql`SELECT (SELECT count(*) FROM states)::int AS states,
               (SELECT count(*) FROM municipalities)::int AS municipalities,
               (SELECT count(*) FROM postal_codes)::int AS postal_codes,
               (SELECT count(*) FROM neighborhoods)::int AS neighborhoods`,
    rowShape({
      states: col.integer,
      municipalities: col.integer,
      postalCodes: col.integer,
      neighborhoods: col.integer,
    }),
  );
  return {
    states: row?.states ?? 0,
    municipalities: row?.municipalities ?? 0,
    postal_codes: row?.postalCodes ?? 0,
    neighborhoods: row?.neighborhoods ?? 0,
  };
}

/**
 * Replaces the postal-code catalogue with an uploaded SEPOMEX file, through the same importer as
 * `npm run sepomex:import`, and records who did it in the same transaction. A file the importer
 * refuses (a .zip, a damaged gzip, another format) changes nothing and its reason goes back to the owner.
 */
export async function loadPostalCodes(
  db: Database,
  actorEmail: string,
  file: Buffer,
): Promise<PostalCodeImport> {
  try {
    const result = await importSepomexBytes(
      db,
      Readable.from([file]),
      savedAddressesAcrossImport,
      (tx, loaded) =>
        recordAudit(tx, actorEmail, {
          action: 'postal_codes.loaded',
          bytes: file.length,
          states: loaded.states,
          municipalities: loaded.municipalities,
          postalCodes: loaded.postalCodes,
          neighborhoods: loaded.neighborhoods,
          skippedRows: loaded.skippedRows,
        }),
    );
    return {
      states: result.states,
      municipalities: result.municipalities,
      postal_codes: result.postalCodes,
      neighborhoods: result.neighborhoods,
      skipped_rows: result.skippedRows,
      bad_rows: result.badRows,
      relinked_addresses: result.relinkedAddresses,
      unlinked_addresses: result.unlinkedAddresses,
      seconds: result.seconds,
    };
  } catch (error) {
    if (error instanceof SepomexFileError) throw new HttpError(422, error.message);
    throw error;
  }
}
