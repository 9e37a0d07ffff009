import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';
import { expectSpanishPage } from './support/shopper-eyes';

const shop = useFreshStore();

type Detail = { colors: { sizes: { size_name: string; stock: number }[] }[] };
type List = { products: { product_id: number }[]; pagination: { total: number } };

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${shop.store().url}/api${path}`)).json()) as T;
}

/** Whether the product has units of this size in stock, in any colour, as its own page says. */
async function hasInStock(productId: number, size: string): Promise<boolean> {
  const detail = await api<Detail>(`/products/productItem/${productId}`);
  return detail.colors.some((color) =>
    color.sizes.some((entry) => entry.size_name === size && entry.stock > 0),
  );
}

const results = (page: Page) => page.getByRole('region', { name: 'Productos' });
const chips = (page: Page) => page.getByRole('group', { name: 'Filtros aplicados' });

/** The cards once the answer for the current address is on screen. */
async function settledCards(page: Page): Promise<string[]> {
  await expect.poll(() => results(page).getAttribute('aria-busy')).toBe('false');
  return results(page).getByRole('article').getByRole('heading').allTextContents();
}

describe("'Mi talla' on a phone (390 px)", () => {
  it('browses to the boots, filters by size, sees the chips, keeps the size for the visit and removes it', async () => {
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${shop.store().url}/`);
    await page.getByRole('region', { name: 'DEPARTAMENTOS' }).getByRole('link', { name: 'Botas' }).click();
    await expectSpanishPage(page, 'Botas');
    const allBoots = await api<List>('/products/list?category_id=3&limit=100');

    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    const mySize = sheet.getByRole('combobox', { name: 'Mi talla' });
    expect(await mySize.locator('option', { hasText: '27 MX · US 9 hombre / 10 mujer' }).count()).toBe(1);
    await mySize.selectOption('27');
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('boot_mx:27');

    // What the list holds is what the shop has in size 27, and the sheet's button counts it.
    const inMySize = await api<List>('/products/list?category_id=3&size=boot_mx:27&limit=100');
    expect(inMySize.pagination.total).toBeGreaterThan(0);
    expect(inMySize.pagination.total).toBeLessThanOrEqual(allBoots.pagination.total);
    for (const { product_id } of inMySize.products) expect(await hasInStock(product_id, '27')).toBe(true);
    const shown = `Ver ${inMySize.pagination.total} producto${inMySize.pagination.total === 1 ? '' : 's'}`;
    await sheet.getByRole('button', { name: shown }).click();
    await sheet.waitFor({ state: 'hidden' });

    expect((await settledCards(page)).length).toBe(Math.min(24, inMySize.pagination.total));
    expect(await chips(page).getByRole('button').allTextContents()).toEqual([
      'Botas×',
      'Talla 27 MX×',
      'Quitar filtros',
    ]);
    await expectSpanishPage(page, 'Botas');
    await expectAccessible(page, 'El listado de botas en talla 27 (teléfono)');

    // Later in the visit the boots open in the shopper's size.
    await page.goto(`${shop.store().url}/`);
    await page.getByRole('region', { name: 'DEPARTAMENTOS' }).getByRole('link', { name: 'Botas' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('boot_mx:27');
    await chips(page).getByRole('button', { name: 'Quitar filtro Talla 27 MX' }).waitFor();

    // Its chip takes the size away (and the visit forgets it). Botas alone is the page, named by its
    // title: no chips are left above its cards.
    await chips(page).getByRole('button', { name: 'Quitar filtro Talla 27 MX' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBeNull();
    expect((await settledCards(page)).length).toBe(Math.min(24, allBoots.pagination.total));
    expect(await chips(page).count()).toBe(0);
    await expectSpanishPage(page, 'Botas');
    await page.close();
  });
});
