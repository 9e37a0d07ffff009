import { describe, expect, it } from 'vitest';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const NOT_FOUND = 'UPs... Parece que esa página no existe';

describe('the back-office, to anyone but staff', () => {
  it('is the shop’s not-found page, and a shopper’s pages never download its code', async () => {
    const page = await newShopperPage(shop.browser(), PHONE);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));

    for (const path of ['/', '/products/1?category_id=3', '/favorites', '/Contact']) {
      await page.goto(`${base()}${path}`);
      await page.waitForLoadState('networkidle');
    }
    const product = page.getByRole('link', { name: /Bota/ }).first();
    await page.goto(`${base()}/products/1?category_id=3`);
    await product.click();
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((url) => /admin/i.test(url))).toEqual([]);
    // Nor inside the code they did download: no back-office text rides in a shared chunk.
    const scripts = [...new Set(fetched.filter((url) => url.endsWith('.js')))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await fetch(script)).text(), script).not.toContain('Secciones de la administración');
    }

    const answer = await page.goto(`${base()}/admin`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
    expect(await page.getByText('Administración').count()).toBe(0);
    await page.context().close();
  });
});

describe('the back-office, to staff', () => {
  it('opens for the owner signed in with an e-mail of ADMIN_EMAILS (the demo’s dueno@norteno.local)', async () => {
    const page = await newShopperPage(shop.browser(), DESKTOP);
    await page.goto(`${base()}/auth/login`);
    await page.getByRole('link', { name: 'Iniciar sesión con Google' }).click();
    await page.waitForURL(/\/dev-idp\/authorize\?/);
    await page.getByLabel('Nombre').fill('Dueño de la tienda');
    await page.getByLabel('Correo').fill('dueno@norteno.local');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`${base()}/profile`);
    const answer = await page.goto(`${base()}/admin`);
    expect(answer?.status()).toBe(200);
    await page.getByText('Norteño Western · Administración').waitFor();
    await page.getByRole('navigation', { name: 'Secciones de la administración' }).waitFor();
    await page.context().close();
  });
});
