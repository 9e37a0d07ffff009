import { Readable } from 'node:stream';
import type { PostalCodeCounts, PostalCodeImport } from '@store/contract/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { importSepomexBytes } from '../../locations/sepomex/import-sepomex';
import { SepomexFileError } from '../../locations/sepomex/sepomex-file-error';
import { recordAudit } from '../audit';

/** What the postal-code catalogue holds now. */
export async function postalCodeCounts(db: Database): Promise<PostalCodeCounts> {
  const [row] = await queryRows<PostalCodeCounts>(
    db,
    sql`SELECT (SELECT count(*) FROM states)::int AS states,
               (SELECT count(*) FROM municipalities)::int AS municipalities,
               (SELECT count(*) FROM postal_codes)::int AS postal_codes,
               (SELECT count(*) FROM neighborhoods)::int AS neighborhoods`,
  );
  return row ?? { states: 0, municipalities: 0, postal_codes: 0, neighborhoods: 0 };
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
    const result = await importSepomexBytes(db, Readable.from([file]), (tx, loaded) =>
      recordAudit(tx, {
        actorEmail,
        action: 'cargó el catálogo de códigos postales',
        subject: 'Códigos postales',
        details: {
          bytes: file.length,
          estados: loaded.states,
          municipios: loaded.municipalities,
          codigosPostales: loaded.postalCodes,
          colonias: loaded.neighborhoods,
          filasOmitidas: loaded.skippedRows,
        },
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
