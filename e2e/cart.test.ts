import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@store/contract';
import { openPglite } from '../apps/server/src/db/client';
import { PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';

type Detail = {
  product_id: number;
  product_name: string;
  colors: { sizes: { variant_id: number; stock: number; size_name: string }[] }[];
};

const shop = useFreshStore();

/** A product of the category whose first colour has two sizes with at least three units each. */
async function productWithTwoSizes(categoryId: number): Promise<{ detail: Detail; sizes: [number, number] }> {
  const list = (await (
    await fetch(`${shop.store().url}/api/products/list?category_id=${categoryId}&limit=100`)
  ).json()) as {
    products: { product_id: number }[];
  };
  for (const { product_id } of list.products) {
    const detail = (await (
      await fetch(`${shop.store().url}/api/products/productItem/${product_id}`)
    ).json()) as Detail;
    const sizes = detail.colors[0]?.sizes.filter((size) => size.stock >= 3) ?? [];
    if (sizes.length >= 2) return { detail, sizes: [sizes[0]!.variant_id, sizes[1]!.variant_id] };
  }
  throw new Error(`Ningún producto de la categoría ${categoryId} tiene dos tallas con existencias`);
}

async function setStock(variantId: number, stock: number): Promise<void> {
  const database = await openPglite(shop.dataDir());
  await database.client.query('UPDATE variants SET stock = $1 WHERE id = $2', [stock, variantId]);
  await database.close();
}

async function addToCart(page: Page, productId: number, variantId: number, quantity: number): Promise<void> {
  await page.goto(`${shop.store().url}${productPagePath(productId, variantId)}`);
  await page.getByText(/unidades disponibles/).waitFor();
  for (let unit = 1; unit < quantity; unit += 1)
    await page.getByRole('button', { name: 'Agregar una unidad' }).click();
  await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
  await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
  await page.getByRole('button', { name: 'Cerrar carrito' }).click();
}

/** Every notice on the screen, checked to overlap `target` nowhere (measured in the page). */
async function expectNoticesClearOf(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const notices = page.locator('.Toastify__toast');
  expect(await notices.count()).toBeGreaterThan(0);
  // Measured where they rest, not on their way in.
  await expect.poll(() => page.locator('.Toastify__toast[class*="-enter"]').count()).toBe(0);
  for (const notice of await notices.all()) {
    const shown = await notice.boundingBox();
    if (!shown || !box) continue;
    const apart =
      shown.y >= box.y + box.height ||
      shown.y + shown.height <= box.y ||
      shown.x >= box.x + box.width ||
      shown.x + shown.width <= box.x;
    expect(apart, `aviso en ${JSON.stringify(shown)} sobre ${JSON.stringify(box)}`).toBe(true);
  }
}

/**
 * Starts watching, frame by frame in the page, whether a notice crosses `selector`'s box on its way in:
 * a tap meant for the button must never land on a passing notice. `crossings()` resolves once a notice has
 * come and none is still on its way, with the frames in which one crossed.
 */
async function watchNoticesCrossing(
  page: Page,
  selector: string,
): Promise<{ crossings: () => Promise<number> }> {
  await page.evaluate((watched) => {
    // Only notices that come after this call: those already shown have come their way.
    const before = new Set(document.querySelectorAll('.Toastify__toast'));
    const frames = new Promise<number>((resolve) => {
      let crossed = 0;
      let seen = false;
      const frame = () => {
        const target = document.querySelector(watched)?.getBoundingClientRect();
        const notices = [...document.querySelectorAll('.Toastify__toast')].filter(
          (notice) => !before.has(notice),
        );
        for (const notice of notices) {
          const shown = notice.getBoundingClientRect();
          if (
            target &&
            shown.top < target.bottom &&
            shown.bottom > target.top &&
            shown.left < target.right &&
            shown.right > target.left
          )
            crossed += 1;
        }
        seen ||= notices.length > 0;
        if (seen && !notices.some((notice) => /-enter/.test(notice.className))) resolve(crossed);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    (window as unknown as { noticesCrossing: Promise<number> }).noticesCrossing = frames;
  }, selector);
  return {
    crossings: () =>
      page.evaluate(() => (window as unknown as { noticesCrossing: Promise<number> }).noticesCrossing),
  };
}

describe('the cart in the browser', () => {
  it('keeps two sizes of a boot and a hat across a reload, caps what the stock no longer covers, and blocks Pagar on a sold-out line', async () => {
    const boot = await productWithTwoSizes(3);
    const hat = await productWithTwoSizes(19);
    const page = await shop.browser().newPage({ viewport: PHONE });
    await addToCart(page, boot.detail.product_id, boot.sizes[0], 1);
    await addToCart(page, boot.detail.product_id, boot.sizes[1], 3);
    await addToCart(page, hat.detail.product_id, hat.sizes[0], 1);

    await page.reload();
    await expect.poll(() => page.locator('.navbar-cart-count').textContent()).toBe('3');

    // The shop sells units meanwhile: the boot's second size drops to 1, the hat sells out.
    await shop.restart(async () => {
      await setStock(boot.sizes[1], 1);
      await setStock(hat.sizes[0], 0);
    });

    await page.reload();
    await page.getByRole('button', { name: /^Carrito: 3 productos$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await page
      .getByText(`Reduciendo cantidad de ${boot.detail.product_name} a 1 unidades (stock disponible)`)
      .waitFor();
    await expect.poll(() => panel.locator('.cart-line-warning', { hasText: 'Agotado' }).count()).toBe(1);
    // The hat sold out since it was put in the cart: a notice names it, and its line keeps its one unit.
    await page.getByText(`${hat.detail.product_name} se agotó.`).waitFor();
    const hatLine = panel.locator('.cart-line', { hasText: 'Agotado' });
    expect(await hatLine.textContent()).toContain(hat.detail.product_name);
    expect(await hatLine.locator('.cart-line-price').textContent()).toMatch(/^1 x \$/);

    const watching = await watchNoticesCrossing(page, '.cart-footer .button-primary');
    await panel.getByRole('button', { name: 'Pagar' }).click();
    await page
      .getByText('Hay productos agotados en tu carrito. Por favor, elimínalos para continuar.')
      .waitFor();
    // On its way in, too, the notice keeps off 'Pagar'.
    expect(await watching.crossings()).toBe(0);
    expect(new URL(page.url()).pathname).not.toBe('/payment');
    // On the phone the notices cover neither the cart's first line nor 'Pagar'.
    await expectNoticesClearOf(page, panel.locator('.cart-line').first());
    await expectNoticesClearOf(page, panel.getByRole('button', { name: 'Pagar' }));

    await panel.getByRole('button', { name: new RegExp(`^Eliminar ${hat.detail.product_name}`) }).click();
    await panel.getByRole('button', { name: 'Pagar' }).click();
    // /payment needs a signed-in shopper: a guest is asked to sign in first.
    await page.waitForURL(/\/auth\/login$/);
    await page.close();
  });
});
