import { describe, expect, it } from 'vitest';
import { code128Svg, code128Symbols } from './code128';

/** Reads the bars of a drawn barcode back into the widths of its elements, bar and space alike. */
function elementWidths(svg: string): number[] {
  const bars = [...svg.matchAll(/<rect x="(\d+)" y="0" width="(\d+)"/g)].map((match) => ({
    x: Number(match[1]),
    width: Number(match[2]),
  }));
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    widths.push(bar.width);
    const next = bars[index + 1];
    if (next) widths.push(next.x - (bar.x + bar.width));
  });
  return widths;
}

describe('Code 128', () => {
  it('encodes an even run of digits in code set C, two a symbol, with its check symbol and stop', () => {
    // Start C (105); 12, 34; check (105 + 12×1 + 34×2) mod 103 = 82; stop (106).
    expect(code128Symbols('1234')).toEqual([105, 12, 34, 82, 106]);
    expect(code128Symbols('0000000000000000')).toEqual([105, 0, 0, 0, 0, 0, 0, 0, 0, 105 % 103, 106]);
  });

  it('falls back to code set B for other text', () => {
    // Start B (104); 'A' = 33, '1' = 17; check (104 + 33 + 17×2) mod 103 = 68.
    expect(code128Symbols('A1')).toEqual([104, 33, 17, 68, 106]);
    expect(() => code128Symbols('Año')).toThrow(RangeError);
  });

  it('draws bars whose widths are the standard patterns of those symbols, with quiet zones', () => {
    const svg = code128Svg('1234', 'Referencia 1234');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Referencia 1234"');
    // Start C, 12, 34, check 82, stop: ISO/IEC 15417's patterns, bar first.
    expect(elementWidths(svg).join('')).toBe(['211232', '112232', '131123', '121241', '2331112'].join(''));
    // 5 symbols of 11 modules, the stop 2 more, and 10 blank modules on each side.
    expect(svg).toContain('viewBox="0 0 77 60"');
  });
});
