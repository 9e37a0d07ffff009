import { centavosText } from '@store/money';

/**
 * Spreadsheet files as Excel in Spanish opens them with a double click: UTF-8 with a byte-order mark
 * (without it Excel reads "Güero" as "GÃ¼ero"), comma-separated with `.` decimals (the bulk update reads
 * that, and `;` too), records ended by CRLF, fields quoted as RFC 4180 says.
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

/** What makes a field need quotes: either separator, a quote, a tab or a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * Text as one field: an apostrophe before anything a spreadsheet would run as a formula wherever a cell
 * could start (a customer named `=HYPERLINK(...)` stays text; the apostrophe is how spreadsheets mark
 * "this is text" and is not shown), then in quotes when it holds a separator, a quote, a tab or a line
 * break, so every reader keeps it one field.
 */
export function csvField(cell: Cell): string {
  // Amounts are the shop's own `1499.00` (or `-20.00`): a minus there is a number, not a formula.
  const text = typeof cell === 'string' ? cell.replace(FORMULA_AT_A_CELL_START, "$1'") : cell.amount;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended. */
export const csvRecord = (cells: readonly Cell[]): string => cells.map(csvField).join(SEPARATOR) + RECORD_END;

/** Centavos as plain pesos with two decimals (`1499.00`, `-0.50`), which a spreadsheet sums. */
export const pesosCell = (cents: number): Cell => ({
  amount: cents < 0 ? `-${centavosText(-cents)}` : centavosText(cents),
});

/** A whole number written by the shop (a percentage, a count). */
export const integerCell = (value: number): Cell => ({ amount: String(value) });
