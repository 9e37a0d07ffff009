import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, openHostedCheckout, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
const NUMBER = '6145550177';

/** The local WhatsApp's chat with the shopper's number, read again until it shows `text`. */
async function chatShows(chat: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        await chat.goto(`${base()}/dev-whatsapp/chats/${NUMBER}`);
        return chat.getByRole('list', { name: 'Mensajes' }).getByText(text).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

describe('order news on WhatsApp', () => {
  it('is turned on at payment (a wrong number refused under the field); the chat shows the voucher, then "pedido recibido" once paid at OXXO', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Rosa Elena Quiñónez', 'rosa.quinonez@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);

    await openHostedCheckout(page, base(), async () => {
      const optIn = page.getByRole('group', { name: 'Avisos de tus pedidos por WhatsApp' });
      const box = optIn.getByRole('checkbox', { name: 'Avisarme por WhatsApp al' });
      expect(await box.isChecked()).toBe(false);
      await box.check();
      const number = optIn.getByRole('textbox', { name: /^Celular para WhatsApp/ });
      // The profile's number, to change if the news should go elsewhere.
      expect(await number.inputValue()).toBe('614 123 4567');
      await number.fill('123 45');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await optIn.getByText('Escribe un celular de México de 10 dígitos, como 614 123 4567.').waitFor();
      expect(await number.getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/payment');
      await page.screenshot({
        path: path.join(SCREENSHOTS, 'whatsapp-opt-in-refused-phone.png'),
        fullPage: true,
      });
      await optIn.screenshot({ path: path.join(SCREENSHOTS, 'whatsapp-opt-in-refused-field-phone.png') });
      await number.fill('+52 614 555 0177');
      await expectAccessible(page, 'Pago con avisos por WhatsApp');
    });
    await page.getByRole('button', { name: 'Pagar en efectivo en OXXO' }).click();
    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    const heading = page.getByRole('heading', { name: /^¡Listo! Tu pedido #\d+ está apartado$/ });
    await heading.waitFor();
    const orderNumber = (await heading.textContent())?.match(/#(\d+)/)?.[1];
    if (!orderNumber) throw new Error('la página de éxito no dice el número del pedido');

    // The shopper's phone: the voucher's message, with nothing of theirs but the order's number.
    const chat = await newShopperPage(shop.browser(), PHONE);
    await chatShows(
      chat,
      new RegExp(`Apartamos tu pedido #${orderNumber}\\. Paga \\$[\\d,]+\\.\\d{2} en cualquier OXXO`),
    );
    expect(await chat.getByText('Rosa Elena').count()).toBe(0);
    await expectAccessible(chat, 'El chat del WhatsApp local');
    // A phone's screen, with nothing wider than it.
    expect(await chat.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await chat.screenshot({ path: path.join(SCREENSHOTS, 'dev-whatsapp-voucher-phone.png'), fullPage: true });

    // Paid at the store: 'pedido recibido' follows in the same chat.
    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const voucherBox = page.getByRole('region', { name: /^Paga en OXXO antes del / });
    const [voucher] = await Promise.all([
      page.context().waitForEvent('page'),
      voucherBox.getByRole('link', { name: /^Ver e imprimir ficha/ }).click(),
    ]);
    await voucher.waitForLoadState();
    await voucher.getByRole('button', { name: 'Simular pago en OXXO' }).click();
    await voucher.getByRole('status').getByText(/pagad/i).waitFor();
    await chatShows(chat, `¡Gracias por tu compra! Recibimos el pago de tu pedido #${orderNumber}`);
    const bubbles = chat.getByRole('list', { name: 'Mensajes' }).getByRole('listitem');
    expect(await bubbles.count()).toBe(2);
    expect(await bubbles.nth(0).textContent()).toContain('Plantilla ficha_oxxo');
    expect(await bubbles.nth(1).textContent()).toContain('Plantilla pedido_recibido');
    await chat.screenshot({
      path: path.join(SCREENSHOTS, 'dev-whatsapp-order-received-phone.png'),
      fullPage: true,
    });

    // The profile says what was agreed to, and when.
    await page.goto(`${base()}/profile`);
    const news = page.getByRole('region', { name: 'Avisos por WhatsApp' });
    await news.getByText(/Aceptaste el .*: «Avisarme por WhatsApp al \+52 614 555 0177/).waitFor();
    await news.screenshot({ path: path.join(SCREENSHOTS, 'profile-whatsapp-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await news.screenshot({ path: path.join(SCREENSHOTS, 'profile-whatsapp-desktop.png') });
    await page.context().close();
    await chat.context().close();
  });
});
