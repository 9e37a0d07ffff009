import path from 'node:path';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { lockDataDir } from '../../../db/data-dir-lock';
import { runCommand } from '../../../lib/run-command';
import { savedAddressesAcrossImport } from '../../addresses';
import { importSepomex, type SepomexImport } from './import-sepomex';
import { SepomexFileError } from './sepomex-file-error';

const USAGE = 'Uso: npm run sepomex:import -- <archivo CPdescarga.txt o CPdescarga.txt.gz>';
const number = new Intl.NumberFormat('es-MX');

/** `npm run sepomex:import -- <file>`: replaces the postal-code catalogue with an official SEPOMEX file. */
async function main(): Promise<void> {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) throw new SepomexFileError(USAGE);
  // npm runs scripts from the repository root; a relative path means the folder the command was typed in.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    process.stdout.write(`Importando el catálogo de códigos postales de ${filePath}...\n`);
    process.stdout.write(report(await importSepomex(database.db, filePath, savedAddressesAcrossImport)));
  } finally {
    await database.close();
    await releaseLock?.();
  }
}

function report(result: SepomexImport): string {
  const lines = [
    `Catálogo de SEPOMEX importado en ${result.seconds.toFixed(1)} s:`,
    `  ${number.format(result.states)} estados`,
    `  ${number.format(result.municipalities)} municipios`,
    `  ${number.format(result.postalCodes)} códigos postales`,
    `  ${number.format(result.neighborhoods)} colonias`,
    `  ${number.format(result.skippedRows)} filas omitidas por errores`,
    `Direcciones guardadas: ${number.format(result.relinkedAddresses)} enlazadas a su colonia en el nuevo ` +
      `catálogo, ${number.format(result.unlinkedAddresses)} sin ella (conservan sus nombres).`,
  ];
  if (result.badRows.length > 0) {
    const shown =
      result.badRows.length < result.skippedRows ? ` (las primeras ${result.badRows.length})` : '';
    lines.push(`Filas omitidas${shown}:`);
    lines.push(...result.badRows.map((row) => `  línea ${row.line}: ${row.reason}`));
  }
  return `${lines.join('\n')}\n`;
}

runCommand(main, 'Error al importar el catálogo', [SepomexFileError]);
