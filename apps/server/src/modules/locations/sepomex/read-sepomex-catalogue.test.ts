import { describe, expect, it } from 'vitest';
import {
  CHIHUAHUA,
  FIXTURE_ROWS,
  inChunks,
  sepomexFile,
  sepomexLine,
  type FileOptions,
} from '../../../test/sepomex/sepomex-fixture';
import { MAX_REPORTED_ROWS, readSepomexCatalogue } from './read-sepomex-catalogue';
import { SepomexFileError } from './sepomex-file-error';

const GOOD_LINES = FIXTURE_ROWS.map(sepomexLine);
const read = (lines: readonly string[], options?: FileOptions) =>
  readSepomexCatalogue(inChunks(sepomexFile(lines, options), 5));

describe('readSepomexCatalogue', () => {
  it('reads the file as Correos de México publishes it: Latin-1, CRLF, a notice and a header', async () => {
    const { catalogue, skippedRows, badRows } = await read(GOOD_LINES);
    expect(skippedRows).toBe(0);
    expect(badRows).toEqual([]);
    expect(catalogue.states).toEqual([
      { id: '08', name: 'Chihuahua' },
      { id: '09', name: 'Ciudad de México' },
    ]);
    expect(catalogue.municipalities).toEqual([
      { stateId: '08', id: '019', name: 'Chihuahua' },
      { stateId: '09', id: '010', name: 'Álvaro Obregón' },
      { stateId: '08', id: '032', name: 'Hidalgo del Parral' },
    ]);
    expect(catalogue.postalCodes).toEqual([
      { code: '31000', stateId: '08', municipalityId: '019' },
      { code: '31020', stateId: '08', municipalityId: '019' },
      { code: '01000', stateId: '09', municipalityId: '010' },
      { code: '33800', stateId: '08', municipalityId: '032' },
    ]);
    expect(catalogue.neighborhoods).toContainEqual({
      postalCode: '01000',
      sepomexId: '0001',
      name: 'San Ángel',
      settlementType: 'Colonia',
      zone: 'Urbano',
      city: 'Ciudad de México',
    });
  });

  it('keeps every value as written: trailing spaces, quotes and commas, and an empty city as none', async () => {
    const { catalogue } = await read(GOOD_LINES);
    const names = catalogue.neighborhoods.map((neighborhood) => neighborhood.name);
    expect(names).toContain('Santa Rita ');
    expect(catalogue.neighborhoods).toContainEqual({
      postalCode: '33800',
      sepomexId: '0100',
      name: 'Rancho "El Sauz", Anexo',
      settlementType: 'Ranchería',
      zone: 'Rural',
      city: null,
    });
  });

  it('reads the same catalogue from a UTF-8 copy, a gzip copy and a copy without the notice', async () => {
    const official = await read(GOOD_LINES);
    expect(await read(GOOD_LINES, { latin1: false, crlf: false })).toEqual(official);
    expect(await read(GOOD_LINES, { latin1: false, crlf: false, gzip: true })).toEqual(official);
    expect(await read(GOOD_LINES, { gzip: true })).toEqual(official);
    expect(await read(GOOD_LINES, { notice: false })).toEqual(official);
  });

  it('refuses a file whose second line is not the SEPOMEX header, saying what it expected', async () => {
    const wrongHeader = sepomexFile(GOOD_LINES).toString('latin1').replace('d_asenta', 'colonia');
    const attempt = readSepomexCatalogue(inChunks(Buffer.from(wrongHeader, 'latin1')));
    await expect(attempt).rejects.toBeInstanceOf(SepomexFileError);
    await expect(readSepomexCatalogue(inChunks(Buffer.from(wrongHeader, 'latin1')))).rejects.toThrow(
      /^La línea 2 debería ser el encabezado del catálogo de SEPOMEX \(d_codigo\|d_asenta\|d_tipo_asenta\|\.\.\.\)\. ¿Es el archivo CPdescarga\.txt/,
    );
    await expect(readSepomexCatalogue(inChunks(Buffer.from('')))).rejects.toThrow(/vacío/);
  });

  it('skips bad rows, reporting each with its line number, and imports the rest', async () => {
    const chihuahua = (overrides: Partial<Parameters<typeof sepomexLine>[0]>) =>
      sepomexLine({ ...CHIHUAHUA, code: '31050', name: 'Dale', id: '0050', ...overrides });
    const lines = [
      ...GOOD_LINES, // lines 3-8
      `${chihuahua({})}|extra`,
      chihuahua({ code: '3100' }),
      chihuahua({ stateId: '8' }),
      chihuahua({ municipalityId: '19' }),
      chihuahua({ id: '50' }),
      chihuahua({ name: '' }),
      chihuahua({ code: '31000', municipalityId: '037', municipality: 'Juárez', id: '0099' }),
      chihuahua({ code: '31000', id: '0001', name: 'Otra' }),
      chihuahua({ state: 'Chihuahua ' }),
      // Lines 18-21: good again, so that bad rows stay a minority.
      ...['0050', '0051', '0052', '0053'].map((id) => chihuahua({ id, name: `Dale ${id}` })),
    ];
    const { catalogue, skippedRows, badRows } = await read(lines);
    expect(badRows).toEqual([
      { line: 9, reason: 'tiene 16 campos y se esperaban 15' },
      { line: 10, reason: 'el código postal «3100» no tiene 5 dígitos' },
      { line: 11, reason: 'la clave de estado «8» no tiene 2 dígitos' },
      { line: 12, reason: 'la clave de municipio «19» no tiene 3 dígitos' },
      { line: 13, reason: 'el id de asentamiento «50» no tiene 4 dígitos' },
      { line: 14, reason: 'falta el nombre del asentamiento' },
      { line: 15, reason: 'el código postal 31000 ya pertenece al municipio 08-019' },
      { line: 16, reason: 'el asentamiento 0001 del código postal 31000 ya apareció antes' },
      { line: 17, reason: 'el estado 08 ya se llamó «Chihuahua», no «Chihuahua »' },
    ]);
    expect(skippedRows).toBe(9);
    expect(catalogue.neighborhoods).toHaveLength(GOOD_LINES.length + 4);
  });

  it('refuses a file where most rows are bad, importing nothing', async () => {
    const bad = Array.from({ length: 7 }, (_, index) => `3100${index}|sin campos`);
    await expect(read([...GOOD_LINES, ...bad])).rejects.toThrow(
      /^7 de 13 filas no son válidas, así que el archivo no parece ser el catálogo de SEPOMEX y no se importó nada \(línea 9: tiene 2 campos/,
    );
    await expect(read([])).rejects.toThrow('El archivo no tiene ninguna fila válida del catálogo.');
  });

  it(`reports at most ${MAX_REPORTED_ROWS} bad rows but counts them all`, async () => {
    const good = Array.from({ length: 300 }, (_, index) =>
      sepomexLine({
        ...CHIHUAHUA,
        code: '31000',
        name: `Colonia ${index}`,
        id: String(index).padStart(4, '0'),
      }),
    );
    const bad = Array.from({ length: 150 }, () => 'x');
    const { skippedRows, badRows } = await read([...good, ...bad]);
    expect(skippedRows).toBe(150);
    expect(badRows).toHaveLength(MAX_REPORTED_ROWS);
    expect(badRows[0]).toEqual({ line: 303, reason: 'tiene 1 campos y se esperaban 15' });
  });
});
