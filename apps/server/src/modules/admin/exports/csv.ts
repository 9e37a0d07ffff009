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

// A cell a spreadsheet would run as a formula (=, +, -, @) or whose first character it eats (tab, CR).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as one field: a leading apostrophe when it would start a formula (a customer named
 * `=HYPERLINK(...)` stays text; the apostrophe is how spreadsheets mark "this is text" and is not shown),
 * then in quotes when it holds the separator, a quote or a line break.
 */
export function csvField(cell: Cell): string {
  // Amounts are the shop's own `1499.00` (or `-20.00`): a minus there is a number, not a formula.
  const text = typeof cell === 'string' ? (FORMULA_START.test(cell) ? `'${cell}` : cell) : cell.amount;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended. */
export const csvRecord = (cells: readonly Cell[]): string => cells.map(csvField).join(SEPARATOR) + RECORD_END;

/** Centavos as plain pesos with two decimals (`1499.00`, `-0.50`), which a spreadsheet sums. */
export const pesosCell = (cents: number): Cell => ({
  amount: cents < 0 ? `-${centavosText(-cents)}` : centavosText(cents),
});

/** A whole number written by the shop (a percentage, a count). */
export const integerCell = (value: number): Cell => ({ amount: String(value) });
