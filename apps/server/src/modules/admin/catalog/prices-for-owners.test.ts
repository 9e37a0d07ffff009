import type { AdminProductDetail, ProductInput } from '@store/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { editorBodyOf } from '../../../test/product-input';

/**
 * Staff keep the stock and the pictures; a price, a discount or a new size (which brings its own price)
 * is the owners' word. The catalogue refuses it inside the edit's transaction, so nothing typed with it is
 * kept either.
 */

let t: AdminTestAppWithCatalogue;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/products/${id}`, cookies: t.staff })).json() as AdminProductDetail;
const save = (id: number, body: ProductInput, cookies: { sid: string }) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, cookies, payload: body });
const applyCsv = (csv: string, cookies: { sid: string }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products/bulk-update/apply', cookies, payload: { csv } });

describe('the product editor', () => {
  it('saves a staff member’s stock count and leaves the prices as they are', async () => {
    const loaded = await detail(1);
    const body = editorBodyOf(loaded, { withLoadedStock: true });
    body.colors[0]!.variants[0]!.stock = 41;
    const saved = await save(1, body, t.clerk);
    expect(saved.statusCode).toBe(200);
    const after = await detail(1);
    expect(after.colors[0]!.variants[0]!.stock).toBe(41);
    expect(after.colors[0]!.variants[0]!.price).toBe(loaded.colors[0]!.variants[0]!.price);
  });

  it('refuses a staff member’s new price or discount with a 403, keeping the stock typed with it unsaved too', async () => {
    const loaded = await detail(1);
    for (const change of [
      (body: ProductInput) => (body.colors[0]!.variants[0]!.price += 100),
      (body: ProductInput) => (body.colors[0]!.variants[0]!.discount_percentage = 30),
    ]) {
      const body = editorBodyOf(loaded, { withLoadedStock: true });
      change(body);
      body.colors[0]!.variants[1]!.stock = 77;
      const refused = await save(1, body, t.clerk);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Solo un dueño de la tienda puede cambiar precios y descuentos.');
    }
    expect(await detail(1)).toEqual(loaded);
  });

  it('refuses a staff member’s new colour or size, which would bring a price of its own', async () => {
    const loaded = await detail(1);
    const body = editorBodyOf(loaded, { withLoadedStock: true });
    const { size_id } = body.colors[0]!.variants[0]!;
    body.colors.push({
      name: 'Hueso',
      hex: '#eeeedd',
      variants: [{ size_id, price: 999, discount_percentage: 0, stock: 1 }],
    });
    const refused = await save(1, body, t.clerk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Solo un dueño de la tienda puede agregar tallas o colores: cada talla nueva lleva su precio.',
    );
    expect(await detail(1)).toEqual(loaded);
  });

  it('saves the owner’s new price', async () => {
    const loaded = await detail(1);
    const body = editorBodyOf(loaded, { withLoadedStock: true });
    body.colors[0]!.variants[0]!.price = 1234.5;
    expect((await save(1, body, t.staff)).statusCode).toBe(200);
    expect((await detail(1)).colors[0]!.variants[0]!.price).toBe(1234.5);
  });
});

describe('the CSV bulk update', () => {
  it('applies a staff member’s stock column, refuses their price or discount column, and the owner’s goes through', async () => {
    const loaded = await detail(2);
    const variant = loaded.colors[0]!.variants[0]!;
    const stock = await applyCsv(`sku,existencias\n${variant.sku},13\n`, t.clerk);
    expect(stock.statusCode).toBe(200);
    expect((await detail(2)).colors[0]!.variants[0]!.stock).toBe(13);

    for (const csv of [
      `sku,precio,existencias\n${variant.sku},${variant.price + 50},20\n`,
      `sku,descuento\n${variant.sku},15\n`,
    ]) {
      const refused = await applyCsv(csv, t.clerk);
      expect(refused.statusCode, csv).toBe(403);
      expect(refused.json().error).toBe('Solo un dueño de la tienda puede cambiar precios y descuentos.');
    }
    const unchanged = (await detail(2)).colors[0]!.variants[0]!;
    expect([unchanged.price, unchanged.discount_percentage, unchanged.stock]).toEqual([
      variant.price,
      variant.discount_percentage,
      13,
    ]);
    // The same price written back is no change, so a staff member's export-and-upload of stock goes through.
    expect(
      (await applyCsv(`sku,precio,existencias\n${variant.sku},${variant.price},14\n`, t.clerk)).statusCode,
    ).toBe(200);

    expect((await applyCsv(`sku,precio\n${variant.sku},${variant.price + 50}\n`, t.staff)).statusCode).toBe(
      200,
    );
    expect((await detail(2)).colors[0]!.variants[0]!.price).toBe(variant.price + 50);
  });
});
