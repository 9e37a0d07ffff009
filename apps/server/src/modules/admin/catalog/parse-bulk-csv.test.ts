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
      'El archivo necesita al menos una columna de precio, descuento, existencias o visible.',
    );
    expect(parseBulkCsv('sku,precio,precio\nBOT-1,1,2').error).toBe('La columna precio aparece dos veces.');
  });

  it("keeps the export's producto, color and talla as written, and refuses any other title", () => {
    const parsed = parseBulkCsv(
      '\uFEFFsku,precio,descuento,existencias,producto,color,talla\r\n' +
        'BOT-1,1499.00,10,4,"Bota ""Rodeo"", piel",Café,26.5\r\n' +
        "BOT-2,,,0,'=HYPERLINK(1),Negro,27\r\n",
    );
    expect(parsed).toEqual({
      error: null,
      rows: [
        {
          row: 2,
          sku: 'BOT-1',
          price: 1499,
          discount: 10,
          stock: 4,
          product: 'Bota "Rodeo", piel',
          color: 'Café',
          size: '26.5',
          errors: [],
        },
        { row: 3, sku: 'BOT-2', stock: 0, product: "'=HYPERLINK(1)", color: 'Negro', size: '27', errors: [] },
      ],
    });
    expect(parseBulkCsv('sku;Producto;TALLA;existencias\nBOT-1;Bota;26;3').rows).toEqual([
      { row: 2, sku: 'BOT-1', stock: 3, product: 'Bota', size: '26', errors: [] },
    ]);
    expect(parseBulkCsv('sku,producto,marca,existencias\nBOT-1,Bota,Ariat,3').error).toBe(
      'El archivo tiene columnas que no se conocen: marca. Las columnas son sku, precio, descuento, existencias y visible; producto, color, talla y departamento dicen qué es cada SKU, o qué crear cuando la tienda no lo tiene.',
    );
    // A reminder alone changes nothing: the file still needs a column of values.
    expect(parseBulkCsv('sku,producto,color,talla\nBOT-1,Bota,Café,26').error).toBe(
      'El archivo necesita al menos una columna de precio, descuento, existencias o visible.',
    );
    expect(parseBulkCsv('sku,talla,existencias,talla\nBOT-1,26,3,26').error).toBe(
      'La columna talla aparece dos veces.',
    );
  });

  it('counts a line break inside a quoted cell in the rows it names, and says when a quote never closes', () => {
    const parsed = parseBulkCsv('sku;existencias;producto\r\nBOT-1;2;"Bota\r\nde dos líneas"\r\n;1;x\r\n');
    expect(parsed.rows).toEqual([
      { row: 2, sku: 'BOT-1', stock: 2, product: 'Bota de dos líneas', errors: [] },
      { row: 4, sku: '', stock: 1, product: 'x', errors: ['Fila 4: falta el SKU.'] },
    ]);
    expect(parseBulkCsv('sku,existencias\nBOT-1,2\n"BOT-2,3\n')).toEqual({
      rows: [],
      error:
        'El archivo no se pudo leer cerca de la fila 3: revisa que cada comilla que abre una celda también la cierre.',
    });
  });

  it('reads visible as sí, si or no, and bounds the names a new row gives', () => {
    const parsed = parseBulkCsv(
      'sku,visible,departamento,color\nA,Sí,Botas vaqueras,Café\nB,NO,,\nC,quizá,,\nD,,,' +
        'x'.repeat(61) +
        '\n',
    );
    expect(parsed.rows).toEqual([
      { row: 2, sku: 'A', visible: true, department: 'Botas vaqueras', color: 'Café', errors: [] },
      { row: 3, sku: 'B', visible: false, errors: [] },
      {
        row: 4,
        sku: 'C',
        errors: ['Fila 4: visible debe decir sí o no (o quedar vacío para no cambiarlo).'],
      },
      {
        row: 5,
        sku: 'D',
        errors: ['Fila 5: color debe tener a lo más 60 caracteres, sin caracteres especiales.'],
      },
    ]);
  });
});
