import { PostalCatalogueBuilder, type PostalCatalogue } from '../postal-catalogue';
import { readTextLines } from './line-reader';
import { SepomexFileError } from './sepomex-file-error';
import { readSepomexRows, type RowProblem } from './sepomex-rows';

// Enough to see what is wrong with a file; the count covers the rest.
export const MAX_REPORTED_ROWS = 100;

export type SepomexCatalogue = {
  catalogue: PostalCatalogue;
  skippedRows: number;
  /** The first skipped rows with their line numbers and why. */
  badRows: RowProblem[];
};

/**
 * The catalogue in an official SEPOMEX file. A bad row is skipped and reported with its line number,
 * so one typo upstream does not block an update; a file where most rows are bad is refused whole,
 * since it is not the catalogue (another export, a truncated or mangled copy).
 */
export async function readSepomexCatalogue(chunks: AsyncIterable<Uint8Array>): Promise<SepomexCatalogue> {
  const builder = new PostalCatalogueBuilder();
  const badRows: RowProblem[] = [];
  let accepted = 0;
  let skippedRows = 0;
  const skip = (problem: RowProblem) => {
    skippedRows += 1;
    if (badRows.length < MAX_REPORTED_ROWS) badRows.push(problem);
  };
  for await (const row of readSepomexRows(readTextLines(chunks))) {
    if ('problem' in row) {
      skip({ line: row.line, reason: row.problem });
      continue;
    }
    const conflict = builder.add(row.settlement);
    if (conflict) skip({ line: row.line, reason: conflict });
    else accepted += 1;
  }
  if (accepted === 0) throw new SepomexFileError('El archivo no tiene ninguna fila válida del catálogo.');
  if (skippedRows > accepted) {
    const examples = badRows
      .slice(0, 3)
      .map((problem) => `línea ${problem.line}: ${problem.reason}`)
      .join('; ');
    throw new SepomexFileError(
      `${skippedRows} de ${skippedRows + accepted} filas no son válidas, así que el archivo no parece ser ` +
        `el catálogo de SEPOMEX y no se importó nada (${examples}).`,
    );
  }
  return { catalogue: builder.build(), skippedRows, badRows };
}
