import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage } from './support/back-office';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives } from './support/mailbox';
import { addPhone, addToCart, fillCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
const WIDE = { width: 1280, height: 900 };
const STORE_ADDRESS = 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.';

/** The page as a phone shows it and as a 1280-pixel screen does, whole, then back to the phone. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

describe('an order picked up at the Chihuahua store', () => {
  it('is chosen at checkout without an address, paid by card, made ready by staff, and handed over for its code', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Marisol Ochoa', 'marisol.ochoa@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    await page
      .getByRole('dialog', { name: 'Productos en tu carrito' })
      .getByRole('button', { name: 'Pagar' })
      .click();
    await page.waitForURL(`${base()}/payment`);
    await addPhone(page);

    // 'Recoger en tienda': free, the store, its hours, a map and when it is ready; no address asked.
    const choice = page.getByRole('region', { name: 'Entrega' });
    await choice.getByText(STORE_ADDRESS, { exact: false }).waitFor();
    await choice.getByText(/^Listo (en 2 horas|(hoy|mañana|el \p{L}+) a partir de las 10:00)$/u).waitFor();
    expect(await choice.getByRole('link', { name: /Ver la tienda en el mapa/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    // No address yet, so no carrier to quote; pick-up is chosen with the keyboard, as any radio.
    await choice.getByText('Elige o agrega una dirección para ver las opciones de envío.').waitFor();
    await choice.getByRole('radio', { name: /Recoger en tienda/ }).focus();
    await page.keyboard.press('Space');
    expect(await choice.getByRole('radio', { name: /Recoger en tienda/ }).isChecked()).toBe(true);
    expect(await page.getByText('No hay direcciones guardadas').count()).toBe(1);
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    expect(await summary.getByText('Recoger en tienda').count()).toBe(1);
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    expect(await continueButton.isEnabled()).toBe(true);
    await expectAccessible(page, 'El pago con Recoger en tienda elegido');
    await screenshots(page, 'pickup-payment');

    await continueButton.click();
    await page.waitForURL(/\/dev-pay\/checkout\/cs_test_/);
    await page.getByText(/^Recoger en tienda \(Av\. Independencia 1001/).waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    const orderLink = page.getByRole('link', { name: /^Ver los detalles del pedido #\d+$/ });
    const orderNumber = (await orderLink.textContent())?.match(/#(\d+)/)?.[1] ?? '';
    expect(orderNumber).not.toBe('');

    // Staff have it at the counter.
    const staff = await ownerPage(shop.browser(), base());
    await staff.goto(`${base()}/admin/pedidos/${orderNumber}`);
    const panel = staff.getByRole('region', { name: 'Recoger en tienda' });
    await panel.getByRole('button', { name: 'Listo para recoger' }).click();
    await panel.getByLabel('Código de recogida').waitFor();

    // The shopper sees the code, in digits and as a QR code, and the store.
    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const codeBox = page.getByRole('region', { name: 'Tu pedido está listo para recoger' });
    await codeBox.waitFor();
    const code = ((await codeBox.locator('.pickup-code-digits .grouped-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^\d{6}$/);
    await codeBox.getByRole('img', { name: `Código QR de recogida ${code}` }).waitFor();
    await page
      .getByRole('region', { name: 'Recoger en tienda' })
      .getByText(STORE_ADDRESS, { exact: false })
      .waitFor();
    await expectAccessible(page, 'El pedido listo para recoger, con su código');
    await screenshots(page, 'pickup-order-code');

    // The e-mail, with the same code, its QR code inside the message, the address and hours.
    const subject = `Tu pedido #${orderNumber} está listo para recoger`;
    await mailArrives(page, base(), subject);
    await page.getByRole('link', { name: subject, exact: true }).click();
    const message = page.frameLocator('iframe[title^="Mensaje:"]');
    await message.getByText(`${code.slice(0, 3)} ${code.slice(3)}`, { exact: true }).waitFor();
    const qr = message.getByRole('img', { name: `Código QR de recogida ${code}` });
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await message.getByText(STORE_ADDRESS).waitFor();
    await screenshots(page, 'pickup-mail');

    // A wrong code changes nothing and says so under the field; the right one hands the order over.
    const field = panel.getByLabel('Código de recogida');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field.fill(wrong);
    await field.press('Enter');
    await panel
      .getByText(
        'El código de recogida no coincide con el de este pedido. Revisa los 6 dígitos con el cliente; el pedido no cambió.',
      )
      .waitFor();
    expect(await panel.getByText('Listo para recoger', { exact: true }).count()).toBe(1);
    await expectAccessible(staff, 'El código de recogida equivocado');
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'pickup-handover-desktop.png'), fullPage: true });
    await field.fill(code);
    await field.press('Enter');
    await panel.getByText('Entregado', { exact: true }).waitFor();
    await staff
      .getByRole('region', { name: 'Historial' })
      .getByText(/Entregado en tienda/)
      .waitFor();

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    await page
      .getByRole('region', { name: 'Recoger en tienda' })
      .getByText('Entregado', { exact: true })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Tu pedido está listo para recoger' }).count()).toBe(0);
    await staff.context().close();
    await page.context().close();
  });
});
