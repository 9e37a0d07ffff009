import type { AdminProductDetail, ProductInput } from '@store/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { editorBodyOf } from '../../../test/product-input';
import { shopClock } from '../../../lib/shop-day';

/**
 * Staff keep the stock and the pictures; a price, a discount, a size or colour added or removed, and the
 * department or brand (which promotions and the invoice's SAT key follow) are the owners' word. The
 * catalogue refuses them inside the edit's transaction, so nothing typed with them is kept either.
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

  it('refuses a staff member’s removal of a size or a colour, which staff could not add back', async () => {
    const loaded = await detail(1);
    for (const remove of [
      (body: ProductInput) => body.colors[0]!.variants.pop(),
      (body: ProductInput) => body.colors.pop(),
    ]) {
      const body = editorBodyOf(loaded, { withLoadedStock: true });
      remove(body);
      const refused = await save(1, body, t.clerk);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        'Solo un dueño de la tienda puede quitar tallas o colores. Si ya no hay, deja sus existencias en 0.',
      );
    }
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

describe('a product’s department and brand', () => {
  const DEPARTMENT_AND_BRAND_FOR_OWNERS =
    'Solo un dueño de la tienda puede cambiar el departamento o la marca de un producto: con ellos cambian sus promociones y su clave del SAT.';
  // The Wrangler shirt (department 20); the boots' department is 3 and Ariat one of their brands.
  const SHIRT = 3;
  const shopperPage = async () =>
    (await t.app.inject({ url: `/api/products/productItem/${SHIRT}` })).json() as {
      final_price: number;
      department_id: number;
      promotion_badge?: string;
    };
  const promotedProducts = async () =>
    (
      (await t.app.inject({ url: '/api/promotions/active' })).json() as {
        promotions: { product_ids: number[] | null }[];
      }
    ).promotions.flatMap((promotion) => promotion.product_ids ?? []);

  it('refuses a staff member’s move to another department or brand, so a promotion there never reaches the price shoppers see', async () => {
    const options = (await t.app.inject({ url: '/api/admin/catalog-options', cookies: t.staff })).json() as {
      brands: { brand_id: number; name: string }[];
    };
    const ariat = options.brands.find((brand) => brand.name === 'Ariat')!.brand_id;
    // Promotions run over whole days in Mexico City.
    const today = shopClock(new Date()).day;
    const nextWeek = shopClock(new Date(Date.now() + 7 * 86_400_000)).day;
    for (const scope of [
      { category_ids: [3], brand_ids: [] },
      { category_ids: [], brand_ids: [ariat] },
    ]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promotions',
        cookies: t.staff,
        payload: {
          name: 'Mitad de precio',
          kind: 'percent',
          percent_off: 50,
          starts_on: today,
          ends_on: nextWeek,
          minimum_purchase: null,
          product_ids: [],
          stackable: false,
          ...scope,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const loaded = await detail(SHIRT);
    const shown = await shopperPage();
    expect(shown.promotion_badge).toBeUndefined();

    for (const move of [
      (body: ProductInput) => (body.category_id = 3),
      (body: ProductInput) => (body.brand_name = 'Ariat'),
    ]) {
      const body = editorBodyOf(loaded, { withLoadedStock: true });
      move(body);
      body.name = 'Camisa a mitad de precio';
      const refused = await save(SHIRT, body, t.clerk);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(DEPARTMENT_AND_BRAND_FOR_OWNERS);
    }
    expect(await detail(SHIRT)).toEqual(loaded);
    expect(await shopperPage()).toEqual(shown);
    expect(await promotedProducts()).not.toContain(SHIRT);

    // The owner may move it, and then the promotion does reach it.
    const body = editorBodyOf(loaded, { withLoadedStock: true });
    body.category_id = 3;
    expect((await save(SHIRT, body, t.staff)).statusCode).toBe(200);
    expect((await shopperPage()).promotion_badge).toBe('−50 %');
    expect(await promotedProducts()).toContain(SHIRT);
  });

  it('saves a staff member’s other fields when the department and brand stay (the brand in other capitals is the same)', async () => {
    const loaded = await detail(4);
    const body = editorBodyOf(loaded, { withLoadedStock: true });
    body.name = 'Sombrero Stetson de fieltro, nuevo nombre';
    body.description = 'Otra descripción';
    body.brand_name = loaded.brand_name.toUpperCase();
    const saved = await save(4, body, t.clerk);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await detail(4);
    expect([after.name, after.description, after.brand_name, after.category_id]).toEqual([
      'Sombrero Stetson de fieltro, nuevo nombre',
      'Otra descripción',
      loaded.brand_name,
      loaded.category_id,
    ]);
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
