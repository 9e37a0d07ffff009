import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@store/contract';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

/**
 * What a shopper's browser reports as going wrong while `page` is open: console errors (a refused inline
 * style is one), uncaught errors, answers of 400 and above, and requests that got no answer. Lighthouse's
 * best-practices score counts the same console errors.
 */
type Watch = {
  problems: string[];
  sessionCalls: () => number;
  leaving: (go: () => Promise<unknown>) => Promise<void>;
};

function watchProblems(page: Page): Watch {
  const problems: string[] = [];
  let sessionCalls = 0;
  // Pictures still on their way when the test moves to the next page are cut short by the browser itself
  // (ERR_ABORTED), as they would be for a shopper who moves on; on a busy machine some start late.
  let leavingPage = false;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') sessionCalls += 1;
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '?';
    if (leavingPage && error === 'net::ERR_ABORTED' && !request.isNavigationRequest()) return;
    problems.push(`failed: ${request.url()} (${error})`);
  });
  const leaving = async (go: () => Promise<unknown>) => {
    leavingPage = true;
    try {
      await go();
    } finally {
      leavingPage = false;
    }
  };
  return { problems, sessionCalls: () => sessionCalls, leaving };
}

/** Opens `path` and waits until the page and its pictures are in and nothing more is asked for. */
async function open(page: Page, watch: Watch, path: string, shows: () => Promise<void>): Promise<void> {
  await watch.leaving(() => page.goto(`${base()}${path}`));
  await shows();
  await page.waitForLoadState('networkidle');
}

describe('the storefront on a phone', () => {
  it('opens home, a listing and a product for a guest without an error or a failed request', async () => {
    const page = await newShopperPage(shop.browser(), PHONE);
    const watch = watchProblems(page);
    const { problems, sessionCalls } = watch;
    const { detail } = await bootInStock(shop.store().url);

    await open(page, watch, '/', () =>
      page.getByRole('heading', { name: 'ARTÍCULOS MÁS VENDIDOS' }).waitFor(),
    );
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await open(page, watch, '/products/1?category_id=3', () =>
      page.getByRole('heading', { level: 1, name: 'Botas' }).waitFor(),
    );
    // A notice on the way (a favourite added) logs nothing either; the policy's test checks its style.
    await page
      .getByRole('button', { name: /^Agregar a favoritos/ })
      .first()
      .click();
    await page.getByText('Añadido a favoritos').waitFor();
    await open(page, watch, productPagePath(detail.product_id), () =>
      page.getByRole('heading', { level: 1, name: detail.product_name }).waitFor(),
    );

    expect(problems).toEqual([]);
    // The page said who is signed in: nobody asked the server, who would have answered 401.
    expect(sessionCalls()).toBe(0);
    await page.context().close();
  });

  it('shows a signed-in shopper as signed in from the page itself, then signs them out', async () => {
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Lucía Páginas', 'lucia.paginas@example.mx');
    await page.waitForURL(`${base()}/profile`);
    // Leaving the profile while its code still loads would cut those requests short: it settles first.
    await page.waitForLoadState('networkidle');

    const watch = watchProblems(page);
    const { problems, sessionCalls } = watch;
    await open(page, watch, '/', () => page.getByRole('button', { name: 'Menú de Lucía Páginas' }).waitFor());
    expect(sessionCalls()).toBe(0);
    expect(problems).toEqual([]);

    // Signing out reloads the shop as a guest's, again without asking.
    await page.getByRole('button', { name: 'Menú de Lucía Páginas' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(sessionCalls()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('paints each page’s largest picture before its script, where and as large as the page then shows it', async () => {
    const { detail } = await bootInStock(shop.store().url);
    const pages = [
      { path: '/', picture: '.banner-slide img' },
      { path: '/products/1?category_id=3', picture: '.product-card-picture img' },
      { path: productPagePath(detail.product_id), picture: '.product-gallery-main img' },
    ];
    const withoutScript = await shop.browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
    const withScript = await shop.browser().newContext({ viewport: PHONE });
    for (const { path, picture } of pages) {
      // What is drawn before any script has run (decision 024): the page's first screen, with its picture.
      const first = await withoutScript.newPage();
      await first.goto(`${base()}${path}`);
      const painted = first.locator('.first-screen img').first();
      await expect
        .poll(() => painted.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const before = await painted.boundingBox();

      const page = await withScript.newPage();
      const { problems } = watchProblems(page);
      await page.goto(`${base()}${path}`);
      const shown = page.locator(picture).first();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const after = await shown.boundingBox();
      // React's first render replaced it.
      expect(await page.locator('.first-screen').count(), path).toBe(0);
      expect(before && after, path).toBeTruthy();
      if (!before || !after) continue;
      // In the same place (no jump), and the page's own is not larger (it would be a later, larger paint).
      expect(Math.abs(before.x - after.x), path).toBeLessThanOrEqual(2);
      expect(Math.abs(before.y - after.y), path).toBeLessThanOrEqual(2);
      expect(after.width, path).toBeLessThanOrEqual(before.width + 0.5);
      expect(after.height, path).toBeLessThanOrEqual(before.height + 0.5);
      expect(before.width - after.width, path).toBeLessThanOrEqual(4);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
    }
    await withoutScript.close();
    await withScript.close();
  });
});
