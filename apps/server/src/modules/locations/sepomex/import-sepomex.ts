import { open, type FileHandle } from 'node:fs/promises';
import type { Database } from '../../../db/client';
import { replacePostalCatalogue, type SavedAddressLinks } from '../replace-postal-catalogue';
import { readSepomexCatalogue } from './read-sepomex-catalogue';
import { SepomexFileError } from './sepomex-file-error';
import type { RowProblem } from './sepomex-rows';

export type SepomexImport = SavedAddressLinks & {
  states: number;
  municipalities: number;
  postalCodes: number;
  neighborhoods: number;
  skippedRows: number;
  /** The first skipped rows with their line numbers and why. */
  badRows: RowProblem[];
  /** Reading, checking and writing, to a tenth of a second. */
  seconds: number;
};

/**
 * Replaces the postal-code catalogue with the one in an official SEPOMEX file (`CPdescarga.txt` as
 * Correos de México publishes it, or a UTF-8 and/or gzip copy). The file is read and checked whole
 * before the database is touched; then the catalogue is replaced in one transaction.
 */
export async function importSepomex(db: Database, filePath: string): Promise<SepomexImport> {
  const started = performance.now();
  const file = await openCatalogueFile(filePath);
  const { catalogue, skippedRows, badRows } = await readSepomexCatalogue(file.createReadStream()).finally(
    () => file.close(),
  );
  const links = await replacePostalCatalogue(db, catalogue);
  return {
    states: catalogue.states.length,
    municipalities: catalogue.municipalities.length,
    postalCodes: catalogue.postalCodes.length,
    neighborhoods: catalogue.neighborhoods.length,
    skippedRows,
    badRows,
    ...links,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

async function openCatalogueFile(filePath: string): Promise<FileHandle> {
  const folder = new SepomexFileError(`${filePath} es una carpeta; indique el archivo CPdescarga.txt.`);
  let file: FileHandle;
  try {
    file = await open(filePath, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new SepomexFileError(`No se encontró el archivo ${filePath}.`);
    if (code === 'EACCES') throw new SepomexFileError(`No hay permiso para leer ${filePath}.`);
    if (code === 'EISDIR') throw folder;
    throw error;
  }
  if ((await file.stat()).isDirectory()) {
    await file.close();
    throw folder;
  }
  return file;
}
