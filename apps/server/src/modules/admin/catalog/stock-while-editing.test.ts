import type { AdminProductDetail, BulkUpdatePreview, ProductInput, ShownStock } from '@store/contract/admin';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';
import { editorBodyOf } from '../../../test/product-input';
import { variantStock } from '../../../test/rows/variant-stock';
import { takeStock } from '../../catalog';

/**
 * Staff type stock counts while shoppers keep buying. Whether the number comes from the product editor
 * or from a CSV file, it is read against the stock the page showed: a unit sold in between never goes
 * back on sale.
 */

let t: AdminTestAppWithCatalogue;
let cookies: { sid: string };

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  cookies = t.staff;
});
afterAll(() => t.close());

const stockOf = (variantId: number) => variantStock(t.database, variantId);
/** A shopper's checkout taking one unit, exactly as the checkout takes it. */
const sellOneUnit = (variantId: number) => takeStock(t.database.db, [{ variantId, quantity: 1 }]);
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('saving the editor after shoppers bought units', () => {
  const detail = async (id: number) =>
    (await t.app.inject({ url: `/api/admin/products/${id}`, cookies })).json() as AdminProductDetail;
  /** What the editor sends for the product it loaded, with each saved variant's stock as it showed it. */
  const editorBody = (product: AdminProductDetail) => editorBodyOf(product, { withLoadedStock: true });
  const save = (id: number, body: ProductInput) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, cookies, payload: body });

  it('keeps today’s stock where the owner did not touch it, while saving the other changes', async () => {
    const loaded = await detail(1);
    const variant = loaded.colors[0]!.variants.find((candidate) => candidate.stock >= 2)!;
    await sellOneUnit(variant.variant_id);
    const body = editorBody(loaded);
    body.description = 'Descripción nueva.';
    expect((await save(1, body)).statusCode).toBe(200);
    expect(await stockOf(variant.variant_id)).toBe(variant.stock - 1);
    expect((await detail(1)).description).toBe('Descripción nueva.');
  });

  it('refuses a number typed over a stale one, says what it is now, and changes nothing', async () => {
    const loaded = await detail(1);
    const variant = loaded.colors[0]!.variants.find((candidate) => candidate.stock >= 2)!;
    await sellOneUnit(variant.variant_id);
    const auditBefore = await auditCount();
    const body = editorBody(loaded);
    body.name = 'Nombre que no debe guardarse';
    const typed = body.colors[0]!.variants.find((candidate) => candidate.size_id === variant.size_id)!;
    typed.stock = 20;
    const refused = await save(1, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: `Las existencias de la variante ${variant.sku} cambiaron mientras editabas: ahora son ${variant.stock - 1}. Vuelve a cargar el producto y revísalas.`,
    });
    expect(await stockOf(variant.variant_id)).toBe(variant.stock - 1);
    expect((await detail(1)).name).toBe(loaded.name);
    expect(await auditCount()).toBe(auditBefore);

    // Loaded again, the same number is saved.
    const again = editorBody(await detail(1));
    again.colors[0]!.variants.find((candidate) => candidate.size_id === variant.size_id)!.stock = 20;
    expect((await save(1, again)).statusCode).toBe(200);
    expect(await stockOf(variant.variant_id)).toBe(20);
  });

  it('takes a number typed over a stock nobody bought from, beside one that sold, and logs it from the editor', async () => {
    const loaded = await detail(2);
    const [sold, counted] = loaded.colors[0]!.variants.filter((candidate) => candidate.stock >= 1);
    await sellOneUnit(sold!.variant_id);
    const body = editorBody(loaded);
    body.colors[0]!.variants.find((candidate) => candidate.size_id === counted!.size_id)!.stock = 9;
    expect((await save(2, body)).statusCode).toBe(200);
    expect(await stockOf(counted!.variant_id)).toBe(9);
    expect(await stockOf(sold!.variant_id)).toBe(sold!.stock - 1);
    expect(await readAuditLog(t.app, cookies, { sku: counted!.sku })).toEqual([
      expect.objectContaining({
        action: 'variant.stock_changed',
        sentence: `Existencias de Botín Justin Roper para dama, Miel ${counted!.size_name}: ${counted!.stock} → 9`,
      }),
    ]);
  });
});

describe('applying a CSV after shoppers bought units', () => {
  const preview = async (csv: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk-update/preview',
        cookies,
        payload: { csv },
      })
    ).json() as BulkUpdatePreview;
  /** What the bulk update page sends when the owner confirms: the file, and the stock its preview showed. */
  const shownBy = (reviewed: BulkUpdatePreview): ShownStock[] =>
    reviewed.rows.flatMap((row) => (row.before ? [{ sku: row.sku, stock: row.before.stock }] : []));
  const apply = (csv: string, shown: ShownStock[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk-update/apply',
      cookies,
      payload: { csv, shown_stock: shown },
    });
  const hat57 = () => t.fixture.variant(4, 'Negro', '57');
  const hat58 = () => t.fixture.variant(4, 'Negro', '58');
  const sweater = () => t.fixture.variant(3, 'Gris', 'M');
  const belt32 = () => t.fixture.variant(5, 'Café', '32');

  it('refuses a row whose count was typed over stock that sold since the preview, names it, and applies nothing', async () => {
    const csv = 'sku,precio,existencias\np3-c4-M,650,10\np5-c6-32,,7\n';
    const reviewed = await preview(csv);
    expect(reviewed.rows.map((row) => [row.sku, row.before?.stock, row.after?.stock])).toEqual([
      ['p3-c4-M', 3, 10],
      ['p5-c6-32', 0, 7],
    ]);
    await sellOneUnit(sweater());
    const auditBefore = await auditCount();

    const refused = await apply(csv, shownBy(reviewed));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'No se aplicó ningún cambio. Fila 2: las existencias de p3-c4-M cambiaron desde que revisaste el archivo; ahora son 2. Vuelve a revisar el archivo y aplícalo otra vez.',
    });
    // Neither the stale row nor the good one, nor the price in the stale row: the file is one change.
    expect(await stockOf(sweater())).toBe(2);
    expect(await stockOf(belt32())).toBe(0);
    const shop = (await t.app.inject({ url: '/api/products/productItem/3' })).json() as {
      colors: { sizes: { price: number }[] }[];
    };
    expect(shop.colors[0]!.sizes[0]!.price).toBe(599);
    expect(await auditCount()).toBe(auditBefore);

    // Reviewed again, the preview shows today's stock, and the same file applies.
    const again = await preview(csv);
    expect(again.rows[0]!.before?.stock).toBe(2);
    const applied = await apply(csv, shownBy(again));
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ message: 'Se actualizaron 2 variantes', changes: 2 });
    expect(await stockOf(sweater())).toBe(10);
    expect(await stockOf(belt32())).toBe(7);
  });

  it('keeps today’s stock for a row that repeats the number shown, and applies the rest of the file', async () => {
    // A file exported before the sale: its counts are what the shelf had then, and the preview shows the same.
    const csv = 'sku,precio,existencias\np4-c5-58,4999,4\np4-c5-57,,6\n';
    const reviewed = await preview(csv);
    expect(reviewed.rows.map((row) => [row.sku, row.before?.stock, row.after?.stock])).toEqual([
      ['p4-c5-58', 4, 4],
      ['p4-c5-57', 1, 6],
    ]);
    await sellOneUnit(hat58());

    const applied = await apply(csv, shownBy(reviewed));
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ message: 'Se actualizaron 2 variantes', changes: 2 });
    // The unit sold stays sold; the new price and the other row's count are applied.
    expect(await stockOf(hat58())).toBe(3);
    expect(await stockOf(hat57())).toBe(6);
    const shop = (await t.app.inject({ url: '/api/products/productItem/4' })).json() as {
      colors: { sizes: { size_name: string; price: number; stock: number }[] }[];
    };
    expect(shop.colors[0]!.sizes.map((size) => [size.size_name, size.price, size.stock])).toEqual([
      ['57', 4599, 6],
      ['58', 4999, 3],
    ]);
    const logged = await readAuditLog(t.app, cookies, { sku: 'p4-c5-57' });
    expect(logged[0]).toMatchObject({
      action: 'variant.stock_changed',
      sentence: 'Existencias de Sombrero texano Stetson de fieltro, Negro 57: 1 → 6 (archivo CSV)',
    });
    expect(
      (await readAuditLog(t.app, cookies, { sku: 'p4-c5-58' })).filter(
        (entry) => entry.action === 'variant.stock_changed',
      ),
    ).toEqual([]);
  });
});
