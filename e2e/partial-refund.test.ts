import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

// The credit note is stamped by the leading process's sweep: every 2 s here, where a shop sweeps once a
// minute, so that the journey waits seconds for it and not a minute.
const shop = useFreshStore({ SWEEP_EVERY_SECONDS: '2' });
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
const SHOPPER = { name: 'Marta Kemper', email: 'marta.kemper@example.mx' };
const LAPTOP = { width: 1280, height: 800 } as const;

/** Two units of the same boot in the cart: the product page's button, twice. */
async function twoBoots(page: Page, productId: number, variantId: number) {
  await addToCart(page, base(), productId, variantId);
  await addToCart(page, base(), productId, variantId);
}

describe('a partial refund from the back-office', () => {
  it('two boots bought by card and invoiced; the owner refunds one through the dialog; the shopper sees Reembolsado parcialmente, the amount and the credit note’s files, at 390 px', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, SHOPPER.name, SHOPPER.email);
    await page.waitForURL(`${base()}/profile`);
    await twoBoots(page, detail.product_id, variantId);
    const orderNumber = await payCartWithCard(page, base());

    // The invoice, with SAT's test RFC.
    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const invoice = page.getByRole('region', { name: 'Factura' });
    await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
    await invoice.getByLabel('RFC').fill('EKU9003173C9');
    await invoice.getByLabel('Nombre o razón social').fill('Escuela Kemper Urgate');
    await invoice.getByLabel('Régimen fiscal').selectOption('601');
    await invoice.getByLabel('Código postal fiscal').fill('31000');
    await invoice.getByLabel('Uso del CFDI').selectOption('G03');
    await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
    await invoice.getByText('Factura emitida').waitFor();

    // The owner, on a phone too, refunds one boot from the order page.
    const owner = await newShopperPage(shop.browser(), PHONE);
    await owner.goto(`${base()}/auth/login`);
    await signIn(owner, 'Dueño de la tienda', 'dueno@norteno.local');
    await owner.waitForURL(`${base()}/profile`);
    await owner.goto(`${base()}/admin/pedidos/${orderNumber}`);
    await owner.getByRole('heading', { name: `Pedido ${orderNumber}` }).waitFor();
    await owner.getByRole('button', { name: 'Reembolsar', exact: true }).click();
    const choose = owner.getByRole('dialog', { name: `Reembolsar el pedido ${orderNumber}` });
    await choose.getByText(/^A dónde va el dinero:/).waitFor();
    expect(await choose.getByText(/A la tarjeta .*•••• 4242/).count()).toBe(1);

    // Three of two: refused under the field, nothing sent.
    const units = choose.getByLabel(/quedan 2 de 2/);
    await units.fill('3');
    await choose.getByRole('button', { name: 'Continuar' }).click();
    await choose.getByText(/quedan 2 por reembolsar\.$/).waitFor();
    expect(await units.getAttribute('aria-invalid')).toBe('true');
    await units.fill('1');
    const total = (await choose.getByText(/^Total a reembolsar: \$[\d,]+\.\d{2}$/).textContent()) ?? '';
    const amount = /\$[\d,]+\.\d{2}/.exec(total)?.[0] ?? '';
    expect(amount).not.toBe('');
    await expectAccessible(owner, 'El diálogo de reembolso');
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-refund-dialog-phone.png'), fullPage: true });
    await choose.getByRole('button', { name: 'Continuar' }).click();

    const confirm = owner.getByRole('dialog', { name: `¿Reembolsar ${amount}?` });
    await confirm.getByText(`Se devolverán ${amount} del pedido ${orderNumber}.`, { exact: false }).waitFor();
    await owner.screenshot({
      path: path.join(SCREENSHOTS, 'admin-refund-confirm-phone.png'),
      fullPage: true,
    });
    await confirm.getByRole('button', { name: `Reembolsar ${amount}` }).click();
    await owner.getByRole('dialog').waitFor({ state: 'detached' });
    const payment = owner.getByRole('region', { name: 'Pago' });
    await payment.getByText('Reembolsado parcialmente').waitFor();
    await owner.screenshot({
      path: path.join(SCREENSHOTS, 'admin-order-refunded-phone.png'),
      fullPage: true,
    });
    await owner.context().close();

    // The shopper's order page: the status, the amount, and the credit note once the sweep stamped it.
    await expect
      .poll(
        async () => {
          await page.goto(`${base()}/BuyDetails/${orderNumber}`);
          await page.getByRole('heading', { name: 'Pago y reembolsos' }).waitFor();
          return page.getByRole('region', { name: 'Nota de crédito' }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    const money = page.getByRole('region', { name: 'Pago y reembolsos' });
    await money.getByText('Reembolsado parcialmente').waitFor();
    await money.getByText(amount, { exact: true }).first().waitFor();
    const credit = page.getByRole('region', { name: 'Nota de crédito' });
    await credit.getByText(amount, { exact: true }).waitFor();
    await credit.getByRole('link', { name: 'Descargar PDF', exact: true }).waitFor();
    await credit.getByRole('link', { name: 'Descargar XML', exact: true }).waitFor();
    // The page fits the phone: nothing wider than 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'El pedido reembolsado en parte, con su nota de crédito');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'order-partial-refund-phone.png'), fullPage: true });
    // 'Pago y reembolsos' is a card beside the receipt and the invoice, on a laptop too.
    await page.setViewportSize(LAPTOP);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'order-partial-refund-laptop.png'),
      fullPage: true,
    });
    await page.context().close();
  });
});
