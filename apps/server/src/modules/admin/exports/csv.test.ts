import { describe, expect, it } from 'vitest';
import { csvField, csvRecord, pesosCell } from './csv';

/**
 * A customer's text must stay text in any spreadsheet: Excel in English splits on `,`, Excel in Spanish
 * on `;` (its list separator) and reads quotes that do not open a cell as text.
 */
describe('a CSV field', () => {
  it('neutralises a formula after a separator inside the text, and quotes the text', () => {
    expect(csvField('Beto;=1+1')).toBe(`"Beto;'=1+1"`);
    expect(csvField('a,+cmd')).toBe(`"a,'+cmd"`);
    expect(csvField('Ana; -2+3')).toBe(`"Ana; '-2+3"`);
    expect(csvField('x;"=1+1"')).toBe(`"x;""'=1+1"""`);
  });

  it('neutralises a formula at the start, and what starts a line inside the text', () => {
    expect(csvField('@SUM(1)')).toBe(`'@SUM(1)`);
    expect(csvField('=1+1')).toBe(`'=1+1`);
    expect(csvField('Ana\r\n=1+1')).toBe(`"Ana\r\n'=1+1"`);
    expect(csvField('\r=1')).toBe(`"'\r'=1"`);
  });

  it('quotes a tab (and neutralises it at the start, where a spreadsheet eats it) and a quote', () => {
    expect(csvField('Ana\tLópez')).toBe(`"Ana\tLópez"`);
    expect(csvField('\tTab')).toBe(`"'\tTab"`);
    expect(csvField('Ana "la güera" López')).toBe(`"Ana ""la güera"" López"`);
  });

  it('leaves plain text, e-mails and hyphens inside words as they are', () => {
    expect(csvField('Ana López')).toBe('Ana López');
    expect(csvField('ana-maria@correo.test')).toBe('ana-maria@correo.test');
    expect(csvField('NW-EXP0001')).toBe('NW-EXP0001');
  });

  it('keeps the shop’s amounts numbers a spreadsheet sums, a negative one too', () => {
    expect(csvRecord([pesosCell(-2000), pesosCell(149_900), 'Ana'])).toBe('-20.00,1499.00,Ana\r\n');
  });
});
