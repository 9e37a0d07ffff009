import type { Settlement } from '../postal-catalogue';
import type { TextLine } from './line-reader';
import { SepomexFileError } from './sepomex-file-error';

/**
 * The columns of the official catalogue, in its order. Correos de México (SEPOMEX) publishes it as
 * `CPdescarga.txt` ("Todos" the states, TXT): Latin-1 text with CRLF line ends; line 1 is the
 * publisher's notice (free for private use, not to be sold or passed on, which is why no copy is in
 * this repository), line 2 this header, then one settlement (colonia) per line, 15 fields split on `|`
 * with no quoting (names hold quotes and commas). About 156,000 settlements in 32,000 postal codes.
 *
 * - `d_codigo`: postal code, 5 digits kept as text (leading zeros)
 * - `d_asenta`, `d_tipo_asenta`: the settlement's name and type (Colonia, Fraccionamiento, Ranchería…)
 * - `D_mnpio`, `d_estado`: municipality and state names
 * - `d_ciudad`: city name, empty on about two thirds of the rows
 * - `d_CP`, `c_oficina`: postal code of the delivering post office
 * - `c_estado`: state key (INEGI, 01-32); `c_mnpio`: municipality key within the state (3 digits)
 * - `c_CP`: empty on every row; `c_tipo_asenta`: settlement-type key
 * - `id_asenta_cpcons`: settlement id, 4 digits, unique within its postal code
 * - `d_zona`: Urbano, Rural or Semiurbano; `c_cve_ciudad`: city key, empty when `d_ciudad` is
 */
export const SEPOMEX_COLUMNS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'd_CP',
  'c_estado',
  'c_oficina',
  'c_CP',
  'c_tipo_asenta',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
  'c_cve_ciudad',
] as const;
export const SEPOMEX_HEADER = SEPOMEX_COLUMNS.join('|');

type Column = (typeof SEPOMEX_COLUMNS)[number];
const position = Object.fromEntries(SEPOMEX_COLUMNS.map((name, index) => [name, index])) as Record<
  Column,
  number
>;

export type RowProblem = { line: number; reason: string };
export type SepomexRow = { line: number; settlement: Settlement } | { line: number; problem: string };

/**
 * The settlements of the official file, one per data line, or the reason a line is not one. Line 1 is
 * the publisher's notice and line 2 the header (a copy without the notice, header first, reads too).
 * Fields are split on `|` only (names hold quotes and commas) and kept exactly as written, spaces
 * included: the catalogue is the authority on its own names.
 */
export async function* readSepomexRows(lines: AsyncIterable<TextLine>): AsyncGenerator<SepomexRow> {
  let headerSeen = false;
  for await (const line of lines) {
    if (!headerSeen) {
      headerSeen = isHeader(line.text);
      if (!headerSeen && line.number >= 2) throw new SepomexFileError(headerProblem(line));
      continue;
    }
    if (line.text.trim() === '') continue;
    const problem = line.decoded ? undefined : 'tiene bytes que no son UTF-8 válido';
    const fields = line.text.split('|');
    const reason = problem ?? fieldProblem(fields);
    if (reason) yield { line: line.number, problem: reason };
    else yield { line: line.number, settlement: toSettlement(fields) };
  }
  if (!headerSeen) {
    throw new SepomexFileError(
      'El archivo está vacío o no tiene el encabezado del catálogo de SEPOMEX (d_codigo|d_asenta|...).',
    );
  }
}

const isHeader = (text: string) =>
  text
    .split('|')
    .map((name) => name.trim().toLowerCase())
    .join('|') === SEPOMEX_HEADER.toLowerCase();

function headerProblem(line: TextLine): string {
  // Not what the line says: the message goes back to whoever uploaded the file, and repeats none of it.
  return (
    `La línea ${line.number} debería ser el encabezado del catálogo de SEPOMEX ` +
    `(${SEPOMEX_COLUMNS.slice(0, 3).join('|')}|...). ¿Es el archivo CPdescarga.txt de Correos de México?`
  );
}

// Keys are checked as digits of a fixed length: they are text with leading zeros, never numbers.
const KEYS: { column: Column; pattern: RegExp; what: string; digits: number }[] = [
  { column: 'd_codigo', pattern: /^[0-9]{5}$/, what: 'el código postal', digits: 5 },
  { column: 'c_estado', pattern: /^[0-9]{2}$/, what: 'la clave de estado', digits: 2 },
  { column: 'c_mnpio', pattern: /^[0-9]{3}$/, what: 'la clave de municipio', digits: 3 },
  { column: 'id_asenta_cpcons', pattern: /^[0-9]{4}$/, what: 'el id de asentamiento', digits: 4 },
];
const NAMES: { column: Column; what: string }[] = [
  { column: 'd_asenta', what: 'el nombre del asentamiento' },
  { column: 'D_mnpio', what: 'el nombre del municipio' },
  { column: 'd_estado', what: 'el nombre del estado' },
];

function fieldProblem(fields: string[]): string | undefined {
  if (fields.length !== SEPOMEX_COLUMNS.length) {
    return `tiene ${fields.length} campos y se esperaban ${SEPOMEX_COLUMNS.length}`;
  }
  for (const key of KEYS) {
    const value = fields[position[key.column]] ?? '';
    if (!key.pattern.test(value)) return `${key.what} «${value}» no tiene ${key.digits} dígitos`;
  }
  for (const name of NAMES) {
    if ((fields[position[name.column]] ?? '').trim() === '') return `falta ${name.what}`;
  }
  return undefined;
}

function toSettlement(fields: string[]): Settlement {
  const field = (column: Column) => fields[position[column]] ?? '';
  return {
    postalCode: field('d_codigo'),
    name: field('d_asenta'),
    settlementType: field('d_tipo_asenta'),
    municipalityName: field('D_mnpio'),
    stateName: field('d_estado'),
    city: field('d_ciudad') === '' ? null : field('d_ciudad'),
    stateId: field('c_estado'),
    municipalityId: field('c_mnpio'),
    sepomexId: field('id_asenta_cpcons'),
    zone: field('d_zona'),
  };
}
