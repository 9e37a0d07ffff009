import { open, type FileHandle } from 'node:fs/promises';
import type { Database } from '../../../db/client';
import {
  replacePostalCatalogue,
  type PostalCatalogueDependent,
  type SavedAddressLinks,
} from '../replace-postal-catalogue';
import { readSepomexCatalogue, type SepomexCatalogue } from './read-sepomex-catalogue';
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

/** More writes to make in the import's own transaction, such as the back-office's audit entry. */
export type AlongsideImport = (tx: Database, result: Omit<SepomexImport, 'seconds'>) => Promise<void>;

/**
 * Replaces the postal-code catalogue with the one in an official SEPOMEX file (`CPdescarga.txt` as
 * Correos de México publishes it, or a UTF-8 and/or gzip copy). The file is read and checked whole
 * before the database is touched; then the catalogue is replaced in one transaction.
 */
export async function importSepomex(
  db: Database,
  filePath: string,
  dependent: PostalCatalogueDependent,
  alongside?: AlongsideImport,
): Promise<SepomexImport> {
  const started = performance.now();
  const file = await openCatalogueFile(filePath);
  const read = await readSepomexCatalogue(file.createReadStream()).finally(() => file.close());
  return replaceWith(db, read, dependent, started, alongside);
}

/** The same from the file's bytes as they arrive, for a file uploaded to the back-office. */
export async function importSepomexBytes(
  db: Database,
  chunks: AsyncIterable<Uint8Array>,
  dependent: PostalCatalogueDependent,
  alongside?: AlongsideImport,
): Promise<SepomexImport> {
  const started = performance.now();
  return replaceWith(db, await readSepomexCatalogue(chunks), dependent, started, alongside);
}

async function replaceWith(
  db: Database,
  { catalogue, skippedRows, badRows }: SepomexCatalogue,
  dependent: PostalCatalogueDependent,
  started: number,
  alongside: AlongsideImport | undefined,
): Promise<SepomexImport> {
  const counts = {
    states: catalogue.states.length,
    municipalities: catalogue.municipalities.length,
    postalCodes: catalogue.postalCodes.length,
    neighborhoods: catalogue.neighborhoods.length,
    skippedRows,
    badRows,
  };
  const links = alongside
    ? await db.transaction(async (tx) => {
        const replaced = await replacePostalCatalogue(tx, catalogue, dependent);
        await alongside(tx, { ...counts, ...replaced });
        return replaced;
      })
    : await replacePostalCatalogue(db, catalogue, dependent);
  return { ...counts, ...links, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function openCatalogueFile(filePath: string): Promise<FileHandle> {
  const folder = new SepomexFileError(`${filePath} es una carpeta; indica el archivo CPdescarga.txt.`);
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
