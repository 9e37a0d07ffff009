import { escapeMarkup } from '../../../server/src/lib/markup';

/**
 * Code 128's 107 symbols (ISO/IEC 15417): the widths, in modules, of bar, space, bar, space, bar,
 * space; the last one, the stop, ends with a seventh element (its closing bar).
 */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];
const START_B = 104;
const START_C = 105;
const STOP = 106;
/** The blank the scanner needs on each side, in modules (the standard asks for at least ten). */
const QUIET = 10;

/**
 * The symbols for `text`: code set C (two digits a symbol) for an even run of digits, as a voucher's
 * reference is; code set B (printable ASCII) otherwise. Then the check symbol and the stop.
 */
export function code128Symbols(text: string): number[] {
  const numeric = /^(\d\d)+$/.test(text);
  if (!numeric && !/^[\x20-\x7e]+$/.test(text))
    throw new RangeError('Code 128 B lleva solo ASCII imprimible');
  const data = numeric
    ? (text.match(/\d\d/g) ?? []).map(Number)
    : [...text].map((char) => char.charCodeAt(0) - 32);
  const symbols = [numeric ? START_C : START_B, ...data];
  // The check symbol: the start's value plus each data symbol times its position, modulo 103.
  const check = symbols.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  return [...symbols, check, STOP];
}

/**
 * The widths, in modules, of `text`'s bars and spaces in turn (a bar first), quiet zones apart: what a
 * page or a printed label draws.
 */
export const code128Widths = (text: string): number[] =>
  code128Symbols(text)
    .map((symbol) => PATTERNS[symbol] ?? '')
    .join('')
    .split('')
    .map(Number);

/** The blank each side of a barcode, in modules. */
export const CODE128_QUIET_MODULES = QUIET;

/** `text` as a Code 128 barcode in inline SVG, drawn here (nothing is fetched), `height` units tall. */
export function code128Svg(text: string, label: string, height = 60): string {
  const widths = code128Widths(text);
  let x = QUIET;
  const bars: string[] = [];
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push(`<rect x="${x}" y="0" width="${width}" height="${height}"/>`);
    x += width;
  });
  const total = x + QUIET;
  return `<svg class="barcode" role="img" aria-label="${escapeMarkup(label)}" viewBox="0 0 ${total} ${height}" preserveAspectRatio="none" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg"><rect width="${total}" height="${height}" fill="#fff"/><g fill="#000">${bars.join('')}</g></svg>`;
}
