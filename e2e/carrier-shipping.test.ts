import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives } from './support/mailbox';
import { addToCart, chooseShippingOption, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
const WIDE = { width: 1280, height: 900 };

/** The page as a phone shows it and as a 1280-pixel screen does, whole, then back to the phone. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(WIDE);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

describe('a parcel sent with a label bought in the back-office', () => {
  it('is paid by card, labelled with Generar guía, stepped to Entregado by the carrier, and tracked after', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Rosa Villalobos', 'rosa.villalobos@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    // The fastest carrier, not the cheapest the page picks first: the label is bought with the one chosen.
    let carrier = '';
    const orderNumber = await payCartWithCard(page, base(), async () => {
      carrier = await chooseShippingOption(page, 'Más rápido');
    });
    expect(carrier).not.toBe('');

    // Staff press 'Generar guía' on a phone: the label's PDF opens in the tab the click opened.
    const staff = await ownerPage(shop.browser(), base(), PHONE);
    await staff.goto(`${base()}/admin/pedidos/${orderNumber}`);
    const panel = staff.getByRole('region', { name: 'Envío' });
    const tab = staff.context().waitForEvent('page');
    await panel.getByRole('button', { name: 'Generar guía' }).click();
    const labelTab = await tab;
    await expect.poll(() => labelTab.url()).toBe(`${base()}/api/admin/orders/${orderNumber}/label`);
    await panel.getByText(carrier, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Marcar como entregado' }).waitFor();
    const label = await staff.request.get(`${base()}/api/admin/orders/${orderNumber}/label`);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
    expect((await label.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The label is the team's: the shopper is told the back-office does not exist.
    expect((await page.request.get(`${base()}/api/admin/orders/${orderNumber}/label`)).status()).toBe(404);
    const trackingLink = panel.getByRole('link', { name: /rastrear en la paquetería/ });
    const trackingNumber = ((await trackingLink.textContent()) ?? '').replace(/\(.*\)/, '').trim();
    expect(trackingNumber).toMatch(/^\S{6,}$/);
    await panel.getByRole('list', { name: 'Pasos del paquete' }).getByText('Pendiente').first().waitFor();
    await expectAccessible(staff, 'El pedido con su guía generada');
    await screenshots(staff, 'carrier-label-admin');
    await labelTab.close();

    // The shopper hears it left, and follows it on the carrier's page: 'Simular entrega'.
    await mailArrives(page, base(), `Tu pedido #${orderNumber} va en camino`);
    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const shipping = page.getByRole('region', { name: 'Envío' });
    const track = shipping.getByRole('link', { name: /^Rastrear paquete/ });
    const carrierPage = await track.getAttribute('href');
    expect(carrierPage).toMatch(new RegExp(`/dev-envia/envios/${trackingNumber}$`));
    await page.goto(carrierPage ?? '');
    await page.getByRole('button', { name: 'Simular entrega' }).click();
    await page.getByText('El paquete ya se entregó.').waitFor();

    // The tracking webhooks moved the order: 'Entregado', every step dated, still 'Rastrear paquete'.
    const steps = shipping.getByRole('list', { name: 'Dónde va tu paquete' });
    await expect
      .poll(async () => {
        await page.goto(`${base()}/BuyDetails/${orderNumber}`);
        await steps.waitFor();
        return steps.getByText('Pendiente', { exact: true }).count();
      })
      .toBe(0);
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^En camino\S/),
      expect.stringMatching(/^En reparto\S/),
      expect.stringMatching(/^Entregado\S/),
    ]);
    expect(await shipping.locator('.shipping-status').textContent()).toBe('Entregado');
    expect(await shipping.getByRole('link', { name: /^Rastrear paquete/ }).getAttribute('href')).toBe(
      carrierPage,
    );
    await expectAccessible(page, 'El pedido entregado por la paquetería');
    await screenshots(page, 'carrier-order-delivered');
    const carrierTab = page.context().waitForEvent('page');
    await shipping.getByRole('link', { name: /^Rastrear paquete/ }).click();
    const opened = await carrierTab;
    await opened.getByText('El paquete ya se entregó.').waitFor();
    await opened.close();

    // Each step told by e-mail.
    await mailArrives(page, base(), `La paquetería ya recogió tu pedido #${orderNumber}`);
    await mailArrives(page, base(), `Tu pedido #${orderNumber} sale hoy a reparto`);
    await mailArrives(page, base(), `Tu pedido #${orderNumber} fue entregado`);

    await staff.goto(`${base()}/admin/pedidos/${orderNumber}`);
    await staff
      .getByRole('region', { name: 'Envío' })
      .getByText('Entregado', { exact: true })
      .first()
      .waitFor();
    await screenshots(staff, 'carrier-delivered-admin');
    await staff.context().close();
    await page.context().close();
  });
});
