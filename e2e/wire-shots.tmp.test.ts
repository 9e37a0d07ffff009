import { expect, it } from 'vitest';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addPhoneAndAddress, addToCart, signIn } from './support/shopper';

// Not committed: screenshots of the carriers' options and the product page's arrival date for review.
const OUT = '/tmp/wire-shots';
const shop = useFreshStore();
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

it('takes the screenshots', async () => {
  const { detail, variantId } = await bootInStock(shop.store().url);
  const page = await shop.browser().newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base()}/auth/login`);
  await signIn(page, 'Rosa Domínguez', 'rosa@correo.test');
  await page.waitForURL(`${base()}/profile`);
  await addToCart(page, base(), detail.product_id, variantId);
  await page
    .getByRole('dialog', { name: 'Productos en tu carrito' })
    .getByRole('button', { name: 'Pagar' })
    .click();
  await page.waitForURL(`${base()}/payment`);
  await addPhoneAndAddress(page);
  await page.getByRole('radio', { name: /Más rápido/ }).waitFor();
  for (const [name, viewport] of [
    ['payment-390', { width: 390, height: 844 }],
    ['payment-1280', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
  }
  for (const [name, viewport] of [
    ['product-390', { width: 390, height: 844 }],
    ['product-1280', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${base()}/product/${detail.product_id}/${variantId}`);
    await page.getByText(/^Llega a \d{5}/).waitFor();
    await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: name === 'product-390' });
  }
  expect(true).toBe(true);
}, 120_000);
