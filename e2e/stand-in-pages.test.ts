import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives } from './support/mailbox';
import { addToCart, openHostedCheckout, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const LAPTOP = { width: 1280, height: 800 } as const;

/** Every answer of 400 or more, and every error the console shows, while `context`'s pages are open. */
function troubleIn(context: BrowserContext): string[] {
  const trouble: string[] = [];
  context.on('response', (response) => {
    if (response.status() >= 400) trouble.push(`${response.status()} ${response.url()}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`consola: ${message.text()}`);
  });
  return trouble;
}

/** The page fits a phone and a laptop as it is: nothing wider than the screen, no sideways scroll. */
async function expectFits(page: Page, what: string): Promise<void> {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${what} a ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  }
  await page.setViewportSize(PHONE);
}

/** A new shopper signed in through the local provider, its page checked on the way. */
async function signedIn(name: string, email: string): Promise<{ page: Page; trouble: string[] }> {
  const page = await newShopperPage(shop.browser(), PHONE);
  const trouble = troubleIn(page.context());
  await page.goto(`${base()}/auth/login`);
  await page.getByRole('link', { name: 'Iniciar sesión con Google' }).click();
  await page.waitForURL(/\/dev-idp\/authorize\?/);
  await page.getByRole('button', { name: 'Continuar' }).waitFor();
  await expectFits(page, 'El inicio de sesión local');
  await page.goBack();
  await signIn(page, name, email);
  await page.waitForURL(`${base()}/profile`);
  return { page, trouble };
}

/**
 * Pays a boot at the hosted checkout by `method`; from the order set aside, opens the page its `link`
 * points to. Answers that page and the order's number.
 */
async function payLater(
  page: Page,
  method: string,
  link: RegExp,
): Promise<{ opened: Page; orderNumber: string | undefined }> {
  const { detail, variantId } = await bootInStock(shop.store().url);
  await addToCart(page, base(), detail.product_id, variantId);
  await openHostedCheckout(page, base());
  await expectFits(page, 'El pago local');
  await page.getByRole('button', { name: method }).click();
  await page.waitForURL(/\/Success\?session_id=cs_test_/);
  const heading = page.getByRole('heading', { name: /^¡Listo! Tu pedido #\d+ está apartado$/ });
  const orderNumber = (await heading.textContent())?.match(/#(\d+)/)?.[1];
  await page.goto(`${base()}/BuyDetails/${orderNumber}`);
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: link }).click(),
  ]);
  await opened.waitForLoadState();
  return { opened, orderNumber };
}

describe('the stand-ins’ own pages', () => {
  it('fit a phone and a laptop, and ask the shop for nothing it does not have (no favicon.ico)', async () => {
    const oxxo = await signedIn('Lupita Holguín', 'lupita.holguin@example.mx');
    const { opened: voucher, orderNumber } = await payLater(
      oxxo.page,
      'Pagar en efectivo en OXXO',
      /^Ver e imprimir ficha/,
    );
    await voucher.getByRole('heading', { name: /^Ficha de pago en OXXO/ }).waitFor();
    await expectFits(voucher, 'La ficha de OXXO');

    const subject = `Tu ficha para pagar el pedido #${orderNumber}`;
    await mailArrives(oxxo.page, base(), subject);
    await expectFits(oxxo.page, 'El buzón local');
    await oxxo.page.getByRole('link', { name: subject, exact: true }).click();
    await oxxo.page.waitForURL(/\/dev-mail\/\d+$/);
    await expectFits(oxxo.page, 'Un mensaje del buzón local');

    const spei = await signedIn('Nacho Chávez', 'nacho.chavez@example.mx');
    const { opened: transfer } = await payLater(
      spei.page,
      'Pagar con transferencia SPEI',
      /^Ver instrucciones de la transferencia/,
    );
    await transfer.getByRole('heading', { name: /^Paga con transferencia SPEI/ }).waitFor();
    await expectFits(transfer, 'Las instrucciones de la transferencia');

    expect([...oxxo.trouble, ...spei.trouble]).toEqual([]);
    await oxxo.page.context().close();
    await spei.page.context().close();
  });
});
