import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
const SHOPPER = { name: 'Refugio Almanza', email: 'refugio@example.mx' };
const LAPTOP = { width: 1280, height: 800 } as const;

async function signInHere(page: Page): Promise<void> {
  await page.goto(`${base()}/auth/login`);
  await signIn(page, SHOPPER.name, SHOPPER.email);
  await page.waitForURL(`${base()}/profile`);
  // The browser follows the account once its lists are merged or read.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lists-owner'))).toMatch(/"user":\d+/);
}

const favouriteNames = async (page: Page): Promise<string[]> => {
  await page.goto(`${base()}/favorites`);
  await page.getByRole('heading', { level: 1, name: 'Mis favoritos' }).waitFor();
  return page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
};

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Carrito: \d+ productos?$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Productos en tu carrito' });
  await panel.waitFor();
  return panel;
}

describe('favourites and cart in the account', () => {
  it('follow the shopper from a guest’s browser to a second device and back', async () => {
    const { detail, variantId } = await bootInStock(shop.store().url);
    const product = detail.product_name;

    // A guest favourites a boot and puts it in the cart, then signs in: the browser's lists go to the account.
    const laptop = await newShopperPage(shop.browser(), LAPTOP);
    await addToCart(laptop, base(), detail.product_id, variantId);
    await laptop.getByRole('button', { name: 'Cerrar carrito' }).click();
    await laptop.getByRole('button', { name: 'AGREGAR A FAVORITOS' }).click();
    await expect
      .poll(() => laptop.getByRole('button', { name: 'AGREGAR A FAVORITOS' }).getAttribute('aria-pressed'))
      .toBe('true');
    await signInHere(laptop);
    expect(await favouriteNames(laptop)).toEqual([product]);

    // A phone signs in as the same shopper: the same favourite and the same cart line.
    const phone = await newShopperPage(shop.browser(), PHONE);
    await signInHere(phone);
    expect(await favouriteNames(phone)).toEqual([product]);
    const phoneCart = await openCart(phone);
    const count = phoneCart.getByRole('spinbutton', { name: new RegExp(`^Piezas de ${product}`) });
    expect(await count.inputValue()).toBe('1');

    // The phone adds a unit with the stepper: the laptop shows it after a reload.
    const saved = phone.waitForResponse(
      (response) => response.url().endsWith('/api/users/me/cart') && response.request().method() === 'PUT',
    );
    await phoneCart.getByRole('button', { name: new RegExp(`^Agregar una pieza de ${product}`) }).click();
    expect((await saved).status()).toBe(200);
    expect(await count.inputValue()).toBe('2');
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'carrito-cuenta-phone.png') });
    await expectAccessible(phone, 'Carrito con el paso de cantidad (teléfono)');

    await laptop.reload();
    const laptopCart = await openCart(laptop);
    await expect
      .poll(() =>
        laptopCart.getByRole('spinbutton', { name: new RegExp(`^Piezas de ${product}`) }).inputValue(),
      )
      .toBe('2');
    await laptop.screenshot({ path: path.join(SCREENSHOTS, 'carrito-cuenta-desktop.png') });

    // 'Vaciar carrito' asks first; emptying on the laptop reaches the phone too.
    await laptopCart.getByRole('button', { name: 'Vaciar carrito' }).click();
    const question = laptop.getByRole('dialog', { name: '¿Vaciar tu carrito?' });
    await question.waitFor();
    await laptop.screenshot({ path: path.join(SCREENSHOTS, 'carrito-vaciar-desktop.png') });
    await expectAccessible(laptop, 'Pregunta antes de vaciar el carrito');
    const emptied = laptop.waitForResponse(
      (response) => response.url().endsWith('/api/users/me/cart') && response.request().method() === 'PUT',
    );
    await question.getByRole('button', { name: 'Sí, vaciar carrito' }).click();
    await laptop.getByRole('dialog', { name: 'Tu carrito está vacío' }).waitFor();
    await emptied;

    await phone.reload();
    await expect
      .poll(() => phone.getByRole('button', { name: /^Carrito: \d+ productos?$/ }).getAttribute('aria-label'))
      .toBe('Carrito: 0 productos');
    // The favourite stays on both.
    expect(await favouriteNames(phone)).toEqual([product]);
    await laptop.context().close();
    await phone.context().close();
  });
});
