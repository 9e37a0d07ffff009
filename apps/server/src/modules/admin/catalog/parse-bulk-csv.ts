import { MAX_CSV_ROWS, MAX_DISCOUNT_PERCENTAGE, MAX_PRICE_PESOS, MAX_STOCK } from '@store/contract/admin';
import { CsvError, parse } from 'csv-parse/sync';
import type { BulkRow } from '../../catalog';

/**
 * One data row of the file: what it asks to change (undefined = leave as it is), or why it cannot. The
 * parser only reads text: whether a SKU exists, and what its stock is now, are the catalogue's to say.
 */
export type CsvRow = BulkRow;

export type ParsedCsv = { rows: CsvRow[]; error: null } | { rows: []; error: string };

/** The columns the file changes things with, in the order the back-office's own export writes them. */
export const VALUE_COLUMNS = ['sku', 'precio', 'descuento', 'existencias', 'visible'] as const;
/**
 * What each SKU is, as the export writes it beside the values. For an SKU of the shop they are read past,
 * never compared with the catalogue (editing a name here changes nothing, and says nothing); for an SKU
 * the shop does not have, they say what to create. Only these: any other title is still refused, so that
 * a misspelt `existencia` never passes as a column that changes nothing.
 */
export const INFORMATIONAL_COLUMNS = ['producto', 'color', 'talla', 'departamento'] as const;
type Column = (typeof VALUE_COLUMNS)[number] | (typeof INFORMATIONAL_COLUMNS)[number];
const KNOWN_COLUMNS: readonly string[] = [...VALUE_COLUMNS, ...INFORMATIONAL_COLUMNS];
/** The editor's own bounds on a new product's and colour's names; a size or department name is short. */
const NAME_LIMITS = { producto: 200, color: 60, talla: 20, departamento: 80 } as const;
const DESCRIBED = { producto: 'product', color: 'color', talla: 'size', departamento: 'department' } as const;
// Control characters (a cell's line break included): a name with one would garble the shop's pages.
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;

export const CSV_HEADER_MISSING =
  'El archivo debe empezar con la fila de títulos: sku,precio,descuento,existencias.';
export const CSV_TOO_MANY_ROWS = `El archivo tiene más de ${MAX_CSV_ROWS} filas; divídelo en varios.`;

/**
 * Reads the owner's CSV as a spreadsheet writes it: UTF-8 with or without a BOM, comma- or
 * semicolon-separated (Excel in Spanish uses `;` and a decimal comma), fields in quotes when they hold
 * the separator (csv-parse splits the cells; this file says what they mean). The header names the columns in any order; `sku` and at least one of the others are
 * required, and an empty cell leaves that value as it is. `producto`, `color`, `talla` and `departamento`
 * are kept as written: the catalogue reads them only for an SKU it does not have (a row that creates).
 */
export function parseBulkCsv(text: string): ParsedCsv {
  const content = text.replace(/^\uFEFF/, '');
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const lines = readRecords(content, separator);
  if (typeof lines === 'string') return { rows: [], error: lines };
  const header = lines[0]?.cells.map(normalizeTitle) ?? [];
  const unknown = header.filter((title) => title !== '' && !KNOWN_COLUMNS.includes(title));
  if (!header.includes('sku')) return { rows: [], error: CSV_HEADER_MISSING };
  if (unknown.length > 0) {
    return {
      rows: [],
      error: `El archivo tiene columnas que no se conocen: ${unknown.join(', ')}. Las columnas son sku, precio, descuento, existencias y visible; producto, color, talla y departamento dicen qué es cada SKU, o qué crear cuando la tienda no lo tiene.`,
    };
  }
  if (!header.some((title) => VALUE_COLUMNS.some((column) => column !== 'sku' && column === title))) {
    return {
      rows: [],
      error: 'El archivo necesita al menos una columna de precio, descuento, existencias o visible.',
    };
  }
  const duplicated = header.find((title, index) => title !== '' && header.indexOf(title) !== index);
  if (duplicated) return { rows: [], error: `La columna ${duplicated} aparece dos veces.` };
  const dataLines = lines.slice(1).filter((line) => line.cells.some((cell) => cell.trim() !== ''));
  if (dataLines.length > MAX_CSV_ROWS) return { rows: [], error: CSV_TOO_MANY_ROWS };

  const firstRowOf = new Map<string, number>();
  const rows = dataLines.map((line): CsvRow => {
    const cell = (column: Column) => {
      const index = header.indexOf(column);
      return index < 0 ? '' : (line.cells[index] ?? '').trim();
    };
    const label = `Fila ${line.row}`;
    const row: CsvRow = { row: line.row, sku: cell('sku'), errors: [] };
    if (row.sku === '') row.errors.push(`${label}: falta el SKU.`);
    const earlier = firstRowOf.get(row.sku.toUpperCase());
    if (row.sku !== '' && earlier !== undefined) {
      row.errors.push(`${label}: el SKU ${row.sku} ya aparece en la fila ${earlier}.`);
    } else if (row.sku !== '') {
      firstRowOf.set(row.sku.toUpperCase(), line.row);
    }

    const price = cell('precio');
    if (price !== '') {
      const value = readNumber(price, separator);
      if (value === undefined || value <= 0 || !hasWholeCentavos(value)) {
        row.errors.push(`${label}: el precio debe ser un número mayor que 0, con a lo más 2 decimales.`);
      } else if (value > MAX_PRICE_PESOS) {
        row.errors.push(`${label}: el precio debe ser a lo más ${MAX_PRICE_PESOS} pesos.`);
      } else {
        row.price = value;
      }
    }
    const discount = cell('descuento');
    if (discount !== '') {
      const value = readNumber(discount.replace(/\s*%$/, ''), separator);
      if (value === undefined || !Number.isInteger(value) || value < 0 || value > MAX_DISCOUNT_PERCENTAGE) {
        row.errors.push(
          `${label}: el descuento debe ser un número entero entre 0 y ${MAX_DISCOUNT_PERCENTAGE}.`,
        );
      } else {
        row.discount = value;
      }
    }
    const stock = cell('existencias');
    if (stock !== '') {
      const value = readNumber(stock, separator);
      if (value === undefined || !Number.isInteger(value) || value < 0 || value > MAX_STOCK) {
        row.errors.push(`${label}: las existencias deben ser un número entero entre 0 y ${MAX_STOCK}.`);
      } else {
        row.stock = value;
      }
    }
    const visible = cell('visible');
    if (visible !== '') {
      const word = normalizeTitle(visible);
      if (word === 'si') row.visible = true;
      else if (word === 'no') row.visible = false;
      else row.errors.push(`${label}: visible debe decir sí o no (o quedar vacío para no cambiarlo).`);
    }
    for (const column of INFORMATIONAL_COLUMNS) {
      const text = cell(column).replace(/\s+/g, ' ');
      if (text === '') continue;
      if (text.length > NAME_LIMITS[column] || CONTROL_CHARACTER.test(text)) {
        row.errors.push(
          `${label}: ${column} debe tener a lo más ${NAME_LIMITS[column]} caracteres, sin caracteres especiales.`,
        );
      } else {
        row[DESCRIBED[column]] = text;
      }
    }
    return row;
  });
  return { rows, error: null };
}

const normalizeTitle = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const hasWholeCentavos = (pesos: number) => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;

/**
 * A number as a spreadsheet exports it: `$1,299.50` or `1299.5` in a comma-separated file,
 * `1299,50` or `1.299,50` in a semicolon-separated one (whose decimal mark is the comma).
 */
function readNumber(text: string, separator: ',' | ';'): number | undefined {
  let value = text.replace(/^\$\s*/, '').replace(/\s/g, '');
  if (separator === ';' && value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

type CsvRecord = { row: number; cells: string[] };

/**
 * The text's records through csv-parse, each with the spreadsheet row it starts on (a quoted cell may
 * hold a line break, and blank lines still count, so that 'Fila 5' is the row the owner sees). Line
 * ends are made one kind first: a file mixing CRLF and LF would otherwise count rows twice.
 */
function readRecords(text: string, separator: ',' | ';'): CsvRecord[] | string {
  try {
    // With `info` and `raw` each record comes wrapped; csv-parse's types still say string[][].
    const parsed = parse(text.replace(/\r\n?/g, '\n'), {
      delimiter: separator,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    }) as unknown as { record: string[]; raw: string; info: { lines: number } }[];
    return parsed.map(({ record, raw, info }) => {
      const breaksInside = (raw.replace(/^\n+/, '').replace(/\n$/, '').match(/\n/g) ?? []).length;
      return { row: info.lines - breaksInside, cells: record };
    });
  } catch (failure) {
    if (!(failure instanceof CsvError)) throw failure;
    return `El archivo no se pudo leer cerca de la fila ${failure.lines}: revisa que cada comilla que abre una celda también la cierre.`;
  }
}
