import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { PHONE, newShopperPage } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, fillCard, openHostedCheckout, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

describe('a card in meses sin intereses', () => {
  it('is paid in 6 months on the hosted page, which fits a phone, and the order page shows the plan', async () => {
    await mkdir(path.join(ROOT, 'screenshots'), { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Rosa Holguín', 'rosa.holguin@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    // The product page and the cart say how far the price goes in meses sin intereses (up to 12 here).
    const note = /^Hasta (3|6|9|12) meses sin intereses de \$[\d,]+\.\d{2}$/;
    expect(
      await page
        .locator('.product-purchase')
        .getByText(/^Hasta \d+ meses/)
        .textContent(),
    ).toMatch(note);
    expect(
      await page
        .getByRole('dialog', { name: 'Productos en tu carrito' })
        .getByText(/^Hasta \d+ meses/)
        .textContent(),
    ).toMatch(note);
    await openHostedCheckout(page, base());

    // The hosted page: no sideways scroll at 390 px, and the plans the total reaches.
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    const plans = await page.getByLabel('Meses sin intereses').locator('option').allTextContents();
    expect(plans[0]).toMatch(/^Una sola exhibición de \$[\d,]+\.\d{2}$/);
    expect(plans.slice(1, 3)).toEqual([
      expect.stringMatching(/^3 meses sin intereses de \$[\d,]+\.\d{2}$/),
      expect.stringMatching(/^6 meses sin intereses de \$[\d,]+\.\d{2}$/),
    ]);
    // Only the shop's plans (INSTALLMENT_PLANS, up to 12 here), never Stripe's 18 or 24 (decision 034).
    for (const plan of plans.slice(1)) expect(plan).toMatch(/^(3|6|9|12) meses sin intereses de /);
    await expectAccessible(page, 'La página de pago local con meses sin intereses');
    await page.screenshot({ path: path.join(ROOT, 'screenshots', 'dev-pay-card-phone.png'), fullPage: true });
    const sixMonths = plans.find((plan) => plan.startsWith('6 meses')) ?? '';

    await fillCard(page, '4242 4242 4242 4242', /^6 meses/);
    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    const orderLink = page.getByRole('link', { name: /^Ver los detalles del pedido #\d+$/ });
    await orderLink.click();
    await page.waitForURL(/\/BuyDetails\/\d+$/);
    await page.getByText('Visa •••• 4242').waitFor();
    // The same plan the shopper chose, with the same monthly amount.
    expect(await page.getByText(/^6 meses sin intereses de /).textContent()).toBe(sixMonths);
    await page.screenshot({
      path: path.join(ROOT, 'screenshots', 'order-installments-phone.png'),
      fullPage: true,
    });
    await page.context().close();
  });
});
