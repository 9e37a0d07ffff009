import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@store/contract';
import { PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';
import { signIn } from './support/shopper';

type Detail = {
  product_id: number;
  colors: { sizes: { variant_id: number; stock: number; discount: { percentage: number } }[] }[];
};

const shop = useFreshStore();
// The address the store calls itself by, where the sign-in's cookies live.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

/** The lines a badge's words take on screen: its text's boxes, counted by their tops. */
const linesOf = (badge: Locator): Promise<number> =>
  badge.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
  });

/** Each badge the page shows, with its words, on one line. */
async function everyBadgeOnOneLine(page: Page, selector: string, words: RegExp): Promise<void> {
  const badges = page.locator(selector);
  await badges.first().waitFor();
  for (const badge of await badges.all()) {
    expect(await badge.textContent()).toMatch(words);
    expect(await linesOf(badge), (await badge.textContent()) ?? '').toBe(1);
  }
}

/** The priciest discounted products in stock: their prices take the most room beside the badge. */
async function priciestDiscounted(count: number): Promise<{ productId: number; variantId: number }[]> {
  const list = (await (
    await fetch(`${shop.store().url}/api/products/list?discount=true&sort=desc&limit=40`)
  ).json()) as { products: { product_id: number }[] };
  const found: { productId: number; variantId: number }[] = [];
  for (const { product_id } of list.products) {
    const detail = (await (
      await fetch(`${shop.store().url}/api/products/productItem/${product_id}`)
    ).json()) as Detail;
    const size = detail.colors
      .flatMap((color) => color.sizes)
      .find((candidate) => candidate.stock >= 1 && candidate.discount.percentage > 0);
    if (size) found.push({ productId: product_id, variantId: size.variant_id });
    if (found.length === count) return found;
  }
  throw new Error('No hay suficientes productos con descuento y existencias');
}

describe("the '{n}% OFF' badge at 390 px", () => {
  it('never wraps onto two lines: on the product page, in the cart panel, the payment summary and the listing', async () => {
    const page = await shop.browser().newPage({ viewport: PHONE });
    // Ten of each of the priciest, so that each line reads '10 x $N,NNN.NN', the widest beside the badge.
    for (const { productId, variantId } of await priciestDiscounted(3)) {
      await page.goto(`${base()}${productPagePath(productId, variantId)}`);
      await everyBadgeOnOneLine(page, '.product-discount-badge', /^-\d+%$/);
      const more = page.getByRole('button', { name: 'Agregar una unidad' });
      for (let unit = 1; unit < 10 && !(await more.isDisabled()); unit += 1) await more.click();
      await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
      await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
    }
    await everyBadgeOnOneLine(page, '.cart-line-badge', /^\d+% OFF$/);

    await page
      .getByRole('dialog', { name: 'Productos en tu carrito' })
      .getByRole('button', { name: 'Pagar' })
      .click();
    await page.waitForURL(/\/auth\/login$/);
    await signIn(page, 'Cecilia Baeza', 'cecilia.badge@correo.test');
    await page.waitForURL(`${base()}/payment`);
    await everyBadgeOnOneLine(page, '.payment-line-badge', /^\d+% OFF$/);

    await page.goto(`${base()}/products/all/1?discount=true`);
    await page.locator('.product-card').first().waitFor();
    for (const badge of await page.locator('.product-card-promotion').all()) {
      expect(await linesOf(badge)).toBe(1);
    }
    await page.close();
  });
});
