import type { BulkUpdatePreview } from '@store/contract/admin';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, variants } from '../../../db/schema';
import { startAdminTestApp, STAFF_EMAIL, type AdminTestApp } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';

let t: AdminTestApp;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
});
afterAll(() => t.close());

const call = (step: 'preview' | 'apply', csv: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/bulk-update/${step}`,
    cookies: t.staff,
    payload: { csv },
  });
const stored = async (skus: string[]) =>
  Object.fromEntries(
    (await t.database.db.select().from(variants).where(inArray(variants.sku, skus))).map((variant) => [
      variant.sku,
      { price: variant.priceCents / 100, discount: variant.discountPercentage, stock: variant.stock },
    ]),
  );
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('the bulk price and stock update', () => {
  const withBadRow = [
    'sku,precio,descuento,existencias',
    'p1-c1-26,2599,,10',
    'p1-c1-27,-5,,',
    'p2-c3-24,,25,',
    'NO-EXISTE,100,,',
  ].join('\n');

  it('previews each row: the variant, before and after, or the row’s Spanish error', async () => {
    const response = await call('preview', withBadRow);
    expect(response.statusCode).toBe(200);
    const preview = response.json() as BulkUpdatePreview;
    expect(preview).toMatchObject({ error: null, errors: 2, changes: 2 });
    expect(preview.rows).toEqual([
      {
        row: 2,
        sku: 'p1-c1-26',
        variant: {
          product_name: 'Bota vaquera Ariat punta rodeo piel de res',
          color_name: 'Café',
          size_name: '26',
        },
        before: { price: 2499, discount_percentage: 0, stock: 3 },
        after: { price: 2599, discount_percentage: 0, stock: 10 },
        error: null,
      },
      expect.objectContaining({
        row: 3,
        after: null,
        error: 'Fila 3: el precio debe ser un número mayor que 0, con a lo más 2 decimales.',
      }),
      expect.objectContaining({
        row: 4,
        after: { price: 3000, discount_percentage: 25, stock: 2 },
        error: null,
      }),
      expect.objectContaining({ row: 5, variant: null, error: 'Fila 5: el SKU NO-EXISTE no existe.' }),
    ]);
  });

  it('applies nothing when a row has an error, and names the rows', async () => {
    const before = await stored(['p1-c1-26', 'p2-c3-24']);
    const audited = await auditCount();
    const response = await call('apply', withBadRow);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error:
        'No se aplicó ningún cambio. Fila 3: el precio debe ser un número mayor que 0, con a lo más 2 decimales. Fila 5: el SKU NO-EXISTE no existe.',
    });
    expect(await stored(['p1-c1-26', 'p2-c3-24'])).toEqual(before);
    expect(await auditCount()).toBe(audited);
  });

  it('applies every row of a good file in one go (Excel: semicolons, BOM, decimal comma) and audits each change', async () => {
    const csv =
      '\uFEFFSKU;Precio;Descuento;Existencias\r\np1-c1-26;2599,50;;10\r\np2-c3-24;;25 %;\r\np4-c5-57;;;1\r\n';
    const response = await call('apply', csv);
    expect(response.statusCode).toBe(200);
    // p4-c5-57 already had 1 unit: nothing to change there.
    expect(response.json()).toEqual({ message: 'Se actualizaron 2 variantes', changes: 2 });
    expect(await stored(['p1-c1-26', 'p2-c3-24'])).toEqual({
      'p1-c1-26': { price: 2599.5, discount: 0, stock: 10 },
      'p2-c3-24': { price: 3000, discount: 25, stock: 2 },
    });
    const entries = (await readAuditLog(t.app, t.staff)).slice(0, 3);
    expect(entries.map((entry) => [entry.action, entry.sentence, entry.actor])).toEqual([
      [
        'variant.price_changed',
        'Precio de Botín Justin Roper para dama, Miel 24: $2,400.00 (20 % de descuento sobre $3,000.00) → $2,250.00 (25 % de descuento sobre $3,000.00)',
        STAFF_EMAIL,
      ],
      [
        'variant.price_changed',
        'Precio de Bota vaquera Ariat punta rodeo piel de res, Café 26: $2,499.00 → $2,599.50',
        STAFF_EMAIL,
      ],
      [
        'variant.stock_changed',
        'Existencias de Bota vaquera Ariat punta rodeo piel de res, Café 26: 3 → 10 (archivo CSV)',
        STAFF_EMAIL,
      ],
    ]);
    const shop = (await t.app.inject({ url: '/api/products/productItem/2' })).json() as {
      colors: { sizes: { discount: { final_price: number } }[] }[];
    };
    expect(shop.colors[0]!.sizes[0]!.discount.final_price).toBe(2250);
  });

  it('refuses a file without its header, with an unknown column, or that is not text', async () => {
    const noHeader = (await call('preview', 'p1-c1-26,10,0,1')).json() as BulkUpdatePreview;
    expect(noHeader.error).toBe(
      'El archivo debe empezar con la fila de títulos: sku,precio,descuento,existencias.',
    );
    const unknownColumn = await call('apply', 'sku,costo\np1-c1-26,10');
    expect(unknownColumn.statusCode).toBe(422);
    expect(unknownColumn.json()).toEqual({
      error:
        'El archivo tiene columnas que no se conocen: costo. Las columnas son sku, precio, descuento, existencias y visible; producto, color, talla y departamento dicen qué es cada SKU, o qué crear cuando la tienda no lo tiene.',
    });
    for (const bad of [42, null, '', ['sku']]) {
      const response = await call('apply', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
