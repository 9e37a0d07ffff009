import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@store/contract';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock, bootSoldOut } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

/** Where the pictures of the screens go, for a person to look at (git-ignored). */
const SCREENSHOTS = path.join(ROOT, 'screenshots');

/** The screen as a phone and as a laptop show it. */
async function picture(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
}

const NOTICE = 'Sin conexión. Lo intentaremos de nuevo al volver la señal.';
const FAILED = 'No se pudo cargar esta parte. Revisa tu conexión.';

/** The page is never blank: the shop's header and the page's own heading stay on screen. */
async function expectNotBlank(page: Page, heading: string): Promise<void> {
  await page.getByRole('link', { name: /inicio$/ }).waitFor();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

const storedCartLines = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('cart') ?? '{}') as { state?: { lines?: unknown[] } }).state?.lines
        ?.length ?? 0,
  );

/** Whether two things on the screen overlap nowhere (measured in the page). */
async function expectApart(one: Locator, other: Locator): Promise<void> {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) throw new Error('no se ve en la pantalla');
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `${JSON.stringify(a)} y ${JSON.stringify(b)} se enciman`).toBe(false);
}

/** The units of the cart's first line, as the browser keeps them. */
const storedQuantity = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('cart') ?? '{}') as { state?: { lines?: { quantity: number }[] } })
        .state?.lines?.[0]?.quantity ?? 0,
  );

/** A guest on a boot's page, its code and answers loaded, before the signal goes. */
async function onProductPage(): Promise<{ page: Page; name: string }> {
  const { detail, variantId } = await bootInStock(shop.store().url);
  const page = await newShopperPage(shop.browser(), PHONE);
  await page.goto(`${base()}${productPagePath(detail.product_id, variantId)}`);
  await page.getByText(/unidades disponibles/).waitFor();
  return { page, name: detail.product_name };
}

describe('a flaky signal never blanks the store', () => {
  it("'Agregar al carrito' without signal keeps the line, says why, and opens the cart when the signal returns", async () => {
    const { page, name } = await onProductPage();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();

    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: FAILED })
      .getByRole('button', { name: 'Reintentar' })
      .waitFor();
    await expectNotBlank(page, name);
    expect(await storedCartLines(page)).toBe(1);
    await page.getByRole('button', { name: 'Carrito: 1 producto' }).waitFor();
    await picture(page, 'offline-add-to-cart');

    await page.context().setOffline(false);
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).getByText(name).first().waitFor();
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the cart opened without signal keeps its lines and what is tapped, says why, and checks its stock when the signal returns', async () => {
    const { page, name } = await onProductPage();
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    const cart = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await cart.getByText(name).first().waitFor();
    await cart.getByRole('button', { name: 'Cerrar carrito' }).click();
    await cart.waitFor({ state: 'detached' });

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Carrito: 1 producto' }).click();
    await cart.getByText(name).first().waitFor();
    // Its stock could not be asked: the notice says why, the lines stay.
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await cart.getByRole('button', { name: /^Agregar una pieza de / }).click();
    await expect.poll(() => storedQuantity(page)).toBe(2);
    // The notice covers neither the line nor 'Pagar'.
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await expectApart(notice, cart.getByRole('button', { name: 'Pagar' }));
    await expectApart(notice, cart.getByRole('button', { name: /^Agregar una pieza de / }));
    await expectNotBlank(page, name);
    await picture(page, 'offline-cart');

    // The signal back, the open cart asks its lines' stock again by itself.
    const stockAnswered = page.waitForResponse(/\/api\/products\/cart\?/);
    await page.context().setOffline(false);
    expect((await stockAnswered).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor({ state: 'hidden' });
    expect(await storedQuantity(page)).toBe(2);
    await page.context().close();
  });

  it("signed in, 'Avísame cuando llegue' without signal says why, and asks again once it returns", async () => {
    const { detail, size } = await bootSoldOut(shop.store().url);
    const sizePage = `${base()}${productPagePath(detail.product_id, size.variant_id)}`;
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Rosario Terrazas', 'rosario.terrazas@example.mx');
    await page.getByRole('button', { name: 'Menú de Rosario Terrazas' }).waitFor();
    await page.goto(sizePage);
    const ask = page.getByRole('button', { name: 'Avísame cuando llegue' });
    await expect.poll(() => ask.isEnabled()).toBe(true);

    await page.context().setOffline(true);
    await ask.click();
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await expectNotBlank(page, detail.product_name);
    await expect.poll(() => ask.isEnabled()).toBe(true);

    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor({ state: 'hidden' });
    await ask.click();
    await page.getByText('Te avisaremos cuando llegue').waitFor();
    await page.context().close();
  });

  it('a profile change saved without signal says why, and saves once the signal returns', async () => {
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/profile`);
    await page.waitForURL(`${base()}/auth/login`);
    await signIn(page, 'Jesús Chávez', 'jesus.chavez@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await page.getByRole('tab', { name: 'Perfil' }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const profile = page.getByRole('dialog', { name: 'Editar Perfil' });
    await profile.getByLabel('Teléfono', { exact: true }).fill('6141234567');
    await profile.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await expect.poll(() => profile.getByRole('button', { name: 'Guardar cambios' }).isEnabled()).toBe(true);
    await page.getByRole('link', { name: /inicio$/ }).waitFor();
    await picture(page, 'offline-profile');

    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor({ state: 'hidden' });
    await profile.getByRole('button', { name: 'Guardar cambios' }).click();
    await profile.waitFor({ state: 'detached' });
    await page.getByRole('main').getByText('+52 614 123 4567').waitFor();
    await page.context().close();
  });
});

describe('a page opened before a deploy', () => {
  /**
   * Makes the shop look redeployed to `page`: its check of the served page (a `fetch` of `/`) finds another
   * first script, and the cart panel's chunk is gone (`gone` times, or always).
   */
  async function deployAfterOpening(page: Page, gone: number): Promise<void> {
    let refused = 0;
    await page.route(/\/assets\/CartPanel-[\w-]+\.js$/, async (route) => {
      if (refused >= gone) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'No encontrado' });
    });
    await page.route(`${base()}/`, async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/\/assets\/index-[\w-]+\.js/g, '/assets/index-nuevo.js');
      return route.fulfill({ response, body: html });
    });
  }

  it('reloads itself once, keeping the cart, where its chunk no longer exists', async () => {
    const { page, name } = await onProductPage();
    await deployAfterOpening(page, 1);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click(),
    ]);
    await page.getByRole('button', { name: 'Carrito: 1 producto' }).click();
    await page.getByRole('dialog', { name: 'Productos en tu carrito' }).getByText(name).first().waitFor();
    expect(loads).toBe(1);
    await page.context().close();
  });

  it('reloads only once when the chunk is still missing after it, and offers Reintentar', async () => {
    const { page, name } = await onProductPage();
    await deployAfterOpening(page, Number.POSITIVE_INFINITY);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click(),
    ]);
    await page.getByText(/unidades disponibles/).waitFor();
    await page.getByRole('button', { name: 'Carrito: 1 producto' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: FAILED })
      .getByRole('button', { name: 'Reintentar' })
      .waitFor();
    await expectNotBlank(page, name);
    expect(loads).toBe(1);
    await page.context().close();
  });
});
