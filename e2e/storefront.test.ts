import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();

async function openPage(viewport: { width: number; height: number }, url: string): Promise<Page> {
  const page = await shop.browser().newPage({ viewport });
  await page.goto(`${shop.store().url}${url}`);
  return page;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a shopper on a %s', (_name, viewport) => {
  it('goes from home to boots, picks a colour and a size, and adds the boot to the cart', async () => {
    const page = await openPage(viewport, '/');
    await page.getByRole('heading', { name: 'ARTÍCULOS MÁS VENDIDOS' }).waitFor();
    await page.getByRole('heading', { name: 'ACCESORIOS', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'RECOMENDADOS' }).waitFor();

    // The home strip passes the department's name to the listing.
    await page.getByRole('link', { name: 'Botas', exact: true }).click();
    await page.waitForURL(/\/products\/1\?category_id=3$/);
    await page.getByRole('heading', { level: 1, name: 'Botas' }).waitFor();
    const cards = page.locator('.listing-grid .product-card');
    await expect.poll(() => cards.count()).toBe(24);

    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/product\/\d+\/\d+$/);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name).toMatch(/Bota|Botín/);
    await page.getByText(/\d+ unidades disponibles/).waitFor();

    // Another size that can be bought, when there is one.
    const sizes = page.locator('.product-size:not(.product-size-out)');
    if ((await sizes.count()) > 1) {
      const before = page.url();
      await sizes.nth(1).click();
      await expect.poll(() => page.url()).not.toBe(before);
    }
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
    await page.getByText('Agregado al carrito').waitFor();
    await expect.poll(() => page.locator('.navbar-cart-count').textContent()).toBe('1');
    await page.close();
  });

  it('searches with and without accents and with a typo', async () => {
    const page = await openPage(viewport, '/');
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    for (const [typed, expected] of [
      ['sueter', /Suéter/],
      ['SUÉTER', /Suéter/],
      ['sombrro', /Sombrero/],
    ] as const) {
      await box.fill(typed);
      await box.press('Enter');
      await page.waitForURL(new RegExp(`/products/all/1\\?name=${encodeURIComponent(typed)}$`));
      await page.getByRole('heading', { level: 1, name: `Resultados para «${typed}»` }).waitFor();
      await expect
        .poll(() => page.locator('.listing-grid .product-card-name').first().textContent())
        .toMatch(expected);
    }
    await page.close();
  });

  it('sorts by price from the filter panel', async () => {
    const page = await openPage(viewport, '/products/1?category_id=19');
    if (viewport === PHONE) await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    // The departments load above the sort choices; wait for them so the click lands where it aims.
    await page.getByRole('checkbox', { name: 'Sombreros' }).waitFor();
    // The choice lives in the address (the phone's panel stays open over the list, which follows it).
    await page.getByRole('radio', { name: 'Menor precio' }).click();
    await page.waitForURL(/sort=asc/);
    const prices = async () =>
      (await page.locator('.listing-grid .product-card-prices p:first-child').allTextContents()).map((text) =>
        Number(text.replace(/[^0-9.]/g, '')),
      );
    // The previous order stays on screen until the sorted page arrives.
    const ascending = (values: number[]) =>
      values.length > 1 && values.every((value, i) => i === 0 || values[i - 1]! <= value);
    await expect.poll(async () => ascending(await prices())).toBe(true);
    await page.close();
  });

  it('shows the not-found page with its two ways out', async () => {
    const page = await openPage(viewport, '/no/existe');
    await page.getByRole('heading', { name: 'UPs... Parece que esa página no existe' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'DESCUENTOS' }).click();
    await page.waitForURL(/\/products\/all\/1\?discount=true$/);
    await page.getByRole('heading', { level: 1, name: 'Descuentos' }).waitFor();
    await page.close();
  });
});

describe('a shared product link', () => {
  it('carries its own title, picture and price in the HTML, for WhatsApp and search engines', async () => {
    const html = await (await fetch(`${shop.store().url}/product/1`)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/ · Norteño Western$/);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/api\/product\/image\/[^"]+\?w=1200"/,
    );
    expect(html).toContain('<meta property="product:price:currency" content="MXN"');
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'MXN' } });
  });
});

describe('the built storefront', () => {
  it.each([
    ['/products/1?category_id=3', 'ProductListPage'],
    ['/product/1', 'ProductPage'],
    ['/favorites', 'FavoritesPage'],
  ])('names the code of %s in its HTML, so it loads with the page', async (path, chunk) => {
    const html = await (await fetch(`${shop.store().url}${path}`)).text();
    const preloaded = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)"/g),
    ].map((match) => match[1] ?? '');
    expect(preloaded.some((file) => file.startsWith(`/assets/${chunk}-`))).toBe(true);
    for (const file of preloaded) expect((await fetch(`${shop.store().url}${file}`)).status).toBe(200);
  });
});

describe('the content security policy', () => {
  it('blocks nothing the storefront itself loads or shows, with its one inline stylesheet allowed by hash', async () => {
    const page = await shop.browser().newPage({ viewport: PHONE });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ['/', '/products/1?category_id=3', '/product/1', '/favorites', '/Locacion']) {
      const response = await page.goto(`${shop.store().url}${path}`);
      expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[^']+'/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The stylesheet written into the page applies: the header has the shop's brown.
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((header) => getComputedStyle(header).backgroundColor),
      ).not.toBe('rgba(0, 0, 0, 0)');
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    }
    // A notice is styled by the notices' stylesheet, not by a <style> written at run time, which the policy
    // would refuse (react-toastify's default build writes one).
    await page.goto(`${shop.store().url}/products/1?category_id=3`);
    await page
      .getByRole('button', { name: /^Agregar a favoritos/ })
      .first()
      .click();
    await page.getByText('Añadido a favoritos').waitFor();
    expect(
      await page
        .locator('.Toastify__toast-container')
        .evaluate((container) => getComputedStyle(container).position),
    ).toBe('fixed');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
});
