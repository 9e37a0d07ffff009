import { describe, expect, it } from 'vitest';
import { parseBulkCsv } from './parse-bulk-csv';

describe('reading the bulk update CSV', () => {
  it('reads quoted cells, thousands separators and any column order, and skips blank lines', () => {
    const parsed = parseBulkCsv('existencias,sku,precio\n\n"3","BOT-1","$1,299.50"\n,"BOT ""2""",\n');
    expect(parsed).toEqual({
      error: null,
      rows: [
        { row: 3, sku: 'BOT-1', price: 1299.5, stock: 3, errors: [] },
        { row: 4, sku: 'BOT "2"', errors: [] },
      ],
    });
  });

  it('names each bad cell with its spreadsheet row', () => {
    const parsed = parseBulkCsv('sku;precio;descuento;existencias\nA;0;;\nB;10,555;95;-1\nA;;;2\n;;;1');
    expect(parsed.rows.map((row) => row.errors)).toEqual([
      ['Fila 2: el precio debe ser un número mayor que 0, con a lo más 2 decimales.'],
      [
        'Fila 3: el precio debe ser un número mayor que 0, con a lo más 2 decimales.',
        'Fila 3: el descuento debe ser un número entero entre 0 y 90.',
        'Fila 3: las existencias deben ser un número entero entre 0 y 1000000.',
      ],
      ['Fila 4: el SKU A ya aparece en la fila 2.'],
      ['Fila 5: falta el SKU.'],
    ]);
  });

  it('needs the header with sku and a value column', () => {
    expect(parseBulkCsv('BOT-1,10').error).toMatch(/^El archivo debe empezar con la fila de títulos/);
    expect(parseBulkCsv('sku\nBOT-1').error).toBe(
      'El archivo necesita al menos una columna de precio, descuento o existencias.',
    );
    expect(parseBulkCsv('sku,precio,precio\nBOT-1,1,2').error).toBe('La columna precio aparece dos veces.');
  });
});
