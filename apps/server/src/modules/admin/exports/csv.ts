import { centavosText } from '@store/money';
import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheet files as Excel in Spanish opens them with a double click: UTF-8 with a byte-order mark
 * (without it Excel reads "Güero" as "GÃ¼ero"), comma-separated with `.` decimals (the bulk update reads
 * that, and `;` too), records ended by CRLF, fields quoted as RFC 4180 says (csv-stringify writes them).
 */
export const BOM = '\uFEFF';
export const SEPARATOR = ',';
const RECORD_END = '\r\n';

/** A cell: text the shop did not write (a name, an e-mail), or an amount it did. */
export type Cell = string | { amount: string };

/**
 * Where a spreadsheet could start a cell inside a text: its start, and right after a `,`, a `;` or a line
 * break. Excel with `;` as its list separator (the usual one in Spanish) splits a line at every `;` and
 * reads quotes that do not open a cell as text, so `Beto;=1+1` would give it a cell `=1+1`. Spaces and
 * quotes a reader may skip come before what it would run: `=`, `+`, `-`, `@`, or a tab or CR, which it eats.
 */
const FORMULA_AT_A_CELL_START = /(?<=^|[,;\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/**
 * What makes a field need quotes beyond the comma and the quote csv-stringify always quotes: the other
 * separator (Excel in Spanish splits at `;`), a tab, and a line break of either kind.
 */
const ALSO_QUOTED = /[;\t\r\n]/;

const text = (cell: Cell): string =>
  // Amounts are the shop's own `1499.00` (or `-20.00`): a minus there is a number, not a formula.
  typeof cell === 'string' ? cell.replace(FORMULA_AT_A_CELL_START, "$1'") : cell.amount;

const write = (cells: readonly Cell[]) =>
  stringify([cells.map(text)], {
    delimiter: SEPARATOR,
    record_delimiter: RECORD_END,
    quoted_match: ALSO_QUOTED,
  });

/**
 * Text as one field: an apostrophe before anything a spreadsheet would run as a formula wherever a cell
 * could start (a customer named `=HYPERLINK(...)` stays text; the apostrophe is how spreadsheets mark
 * "this is text" and is not shown), then in quotes when it holds a separator, a quote, a tab or a line
 * break, so every reader keeps it one field.
 */
export const csvField = (cell: Cell): string => write([cell]).slice(0, -RECORD_END.length);

/** One record, ended. */
export const csvRecord = (cells: readonly Cell[]): string => write(cells);

/** Centavos as plain pesos with two decimals (`1499.00`, `-0.50`), which a spreadsheet sums. */
export const pesosCell = (cents: number): Cell => ({
  amount: cents < 0 ? `-${centavosText(-cents)}` : centavosText(cents),
});

/** A whole number written by the shop (a percentage, a count). */
export const integerCell = (value: number): Cell => ({ amount: String(value) });
