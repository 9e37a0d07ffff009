import { Readable } from 'node:stream';
import type { PostalCodeCounts, PostalCodeImport } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { savedAddressesAcrossImport } from '../../addresses';
import { importSepomexBytes, postalCatalogueCounts } from '../../locations';
import { SepomexFileError } from '../../locations';
import { recordAudit } from '../../audit';

/** What the postal-code catalogue holds now. */
export async function postalCodeCounts(db: Database): Promise<PostalCodeCounts> {
  const counts = await postalCatalogueCounts(db);
  return {
    states: counts.states,
    municipalities: counts.municipalities,
    postal_codes: counts.postalCodes,
    neighborhoods: counts.neighborhoods,
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
