import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@store/contract';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();

type Detail = {
  product_id: number;
  target_audience: string;
  size_system: string | null;
  colors: { color_name: string; sizes: { size_name: string; stock: number }[] }[];
};

/** The first product of a department whose detail passes `wanted`. */
async function productOf(categoryId: number, wanted: (detail: Detail) => boolean): Promise<Detail> {
  const base = shop.store().url;
  const list = (await (
    await fetch(`${base}/api/products/list?category_id=${categoryId}&limit=50`)
  ).json()) as {
    products: { product_id: number }[];
  };
  for (const { product_id } of list.products) {
    const detail = (await (await fetch(`${base}/api/products/productItem/${product_id}`)).json()) as Detail;
    if (wanted(detail)) return detail;
  }
  throw new Error(`Ningún producto del departamento ${categoryId} sirve para esta prueba`);
}

/** The rows of the guide's table as [size, US size, this product's mark]. */
const tableRows = (page: Page, caption: string) =>
  page
    .getByRole('dialog', { name: 'Guía de tallas' })
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );

/** Opens the product's page, then its guide; checks that the guide's code came only with the click. */
async function openGuide(page: Page, productId: number): Promise<void> {
  const loaded: string[] = [];
  page.on('request', (request) => {
    // Its script (its styles come with it).
    if (/\/SizeGuideDialog-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
  });
  await page.goto(`${shop.store().url}${productPagePath(productId)}`);
  await page.getByText(/unidades disponibles|no está disponible/).waitFor();
  expect(loaded, 'la guía no se descarga con la página').toEqual([]);
  await page.getByRole('button', { name: 'Guía de tallas' }).click();
  await page.getByRole('dialog', { name: 'Guía de tallas' }).waitFor();
  expect(loaded).toHaveLength(1);
}

/** Escape closes the guide, and focus is back on the link that opened it. */
async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Guía de tallas' }).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Guía de tallas');
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the size guide on a %s', (size, viewport) => {
  it("shows a men's boot the men's table with its sizes marked, and closes with Escape", async () => {
    const boot = await productOf(
      3,
      (detail) => detail.size_system === 'boot_mx' && detail.target_audience === 'hombre',
    );
    const color = boot.colors[0]!;
    const page = await newShopperPage(shop.browser(), viewport);
    await openGuide(page, boot.product_id);
    await expectAccessible(page, `La guía de tallas de una bota (${size})`, '[role="dialog"]');
    const dialog = page.getByRole('dialog', { name: 'Guía de tallas' });
    expect(await dialog.getByRole('table').count()).toBe(1);
    await dialog.getByText(`Marcamos las tallas de este producto en color ${color.color_name}.`).waitFor();
    const rows = await tableRows(page, 'Hombre: talla mexicana y de EE. UU.');
    // MX = US + 18: 26 is a men's 8.
    expect(rows).toContainEqual(['26', '8', expect.any(String)]);
    for (const option of color.sizes) {
      const row = rows.find(([mx]) => mx === option.size_name);
      expect(row?.[2], `la talla ${option.size_name}`).toBe(option.stock > 0 ? 'Disponible' : 'Agotada');
    }
    const offered = new Set(color.sizes.map((option) => option.size_name));
    expect(rows.filter(([mx]) => !offered.has(mx!)).every(([, , mark]) => mark === '')).toBe(true);
    await dialog.getByRole('heading', { name: 'Cómo medir tu pie' }).waitFor();
    await closeWithEscape(page);
    await page.context().close();
  });

  it('shows a hat the head sizes with the US hat sizes, and closes with Escape', async () => {
    const hat = await productOf(19, (detail) => detail.size_system === 'hat');
    const color = hat.colors[0]!;
    const page = await newShopperPage(shop.browser(), viewport);
    await openGuide(page, hat.product_id);
    await expectAccessible(page, `La guía de tallas de un sombrero (${size})`, '[role="dialog"]');
    const rows = await tableRows(page, 'Sombreros: contorno de cabeza y talla de EE. UU.');
    expect(rows.map(([cm, us]) => `${cm}=${us}`)).toEqual([
      '55=6 7/8',
      '56=7',
      '57=7 1/8',
      '58=7 1/4',
      '59=7 3/8',
      '60=7 1/2',
      '61=7 5/8',
      '62=7 3/4',
    ]);
    for (const option of color.sizes) {
      const row = rows.find(([cm]) => cm === option.size_name);
      expect(row?.[2], `la talla ${option.size_name}`).toBe(option.stock > 0 ? 'Disponible' : 'Agotada');
    }
    await page.getByRole('heading', { name: 'Cómo medir tu cabeza' }).waitFor();
    await closeWithEscape(page);
    await page.context().close();
  });
});

it('is not offered for a cap, whose only size is one size', async () => {
  const cap = await productOf(4, () => true);
  expect(cap.size_system).toBe('one_size');
  const page = await newShopperPage(shop.browser(), PHONE);
  await page.goto(`${shop.store().url}${productPagePath(cap.product_id)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/unidades disponibles|no está disponible/).waitFor();
  expect(await page.getByRole('button', { name: 'Guía de tallas' }).count()).toBe(0);
  await page.context().close();
});
