import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives } from './support/mailbox';
import { addToCart, openHostedCheckout, signIn } from './support/shopper';
import { ROOT } from './support/store';

// The reminder goes as soon as a checkout is left (0 minutes), looked for every second.
const shop = useFreshStore({ CART_REMINDER_AFTER_MINUTES: '0', SWEEP_EVERY_SECONDS: '1' });
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
// The one e-mail consent (decision 066): its words name every e-mail sent under it.
const CONSENT = 'Quiero recibir por correo recordatorios, promociones e invitaciones a reseñar mis compras';
const SUBJECT = 'Tu carrito te espera';

describe('a cart that comes back', () => {
  it('says yes in the profile, leaves the checkout, gets one reminder, rebuilds the cart on another phone and unsubscribes in one click (phone)', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, 'Rocío Baeza', 'rocio.baeza@example.mx');
    await shopper.waitForURL(`${base()}/profile`);

    // Off until she ticks it; then her yes has its date.
    const consent = shopper.getByRole('checkbox', { name: CONSENT });
    await expect.poll(() => consent.isEnabled()).toBe(true);
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await shopper.getByText(/^Aceptaste el /).waitFor();
    await expectAccessible(shopper, 'El perfil con «Correos de la tienda»');
    await shopper
      .getByRole('region', { name: 'Correos de la tienda' })
      .screenshot({ path: path.join(SCREENSHOTS, 'cart-reminder-consent-phone.png') });

    // She opens the payment and leaves it unpaid.
    await addToCart(shopper, base(), detail.product_id, variantId);
    await openHostedCheckout(shopper, base());

    const mailbox = await newShopperPage(shop.browser(), PHONE);
    await mailArrives(mailbox, base(), SUBJECT);
    await mailbox.getByRole('link', { name: SUBJECT, exact: true }).click();
    await mailbox.waitForURL(/\/dev-mail\/\d+$/);
    const id = Number(mailbox.url().split('/').pop());
    const message = mailbox.frameLocator(`iframe[src="/dev-mail/${id}/html"]`);
    await message.getByRole('heading', { name: SUBJECT }).waitFor();
    await message.getByText(detail.product_name).waitFor();
    await mailbox.screenshot({
      path: path.join(SCREENSHOTS, 'cart-reminder-mail-phone.png'),
      fullPage: true,
    });
    const cartHref = new URL(
      (await message.getByRole('link', { name: 'Volver a mi carrito' }).getAttribute('href')) ?? '',
    );
    const leaveHref = new URL(
      (await message.getByRole('link', { name: 'Darme de baja' }).getAttribute('href')) ?? '',
    );

    // Another phone, not signed in: the link puts the line back in its cart.
    const other = await newShopperPage(shop.browser(), PHONE);
    await other.goto(`${base()}${cartHref.pathname}${cartHref.search}`);
    const cart = other.getByRole('dialog', { name: 'Productos en tu carrito' });
    await cart.getByText(detail.product_name).waitFor();
    await other.keyboard.press('Escape');
    await other.getByText(/Volvimos a poner en tu carrito lo que elegiste/).waitFor();
    await other.screenshot({ path: path.join(SCREENSHOTS, 'cart-reminder-rebuilt-phone.png') });

    // 'Darme de baja', without signing in: opening the page changes nothing, its one button does.
    await other.goto(`${base()}${leaveHref.pathname}${leaveHref.search}`);
    await other.getByRole('button', { name: 'Sí, darme de baja' }).click();
    await other
      .getByText(
        'Listo: ya no te enviaremos recordatorios, promociones ni invitaciones a reseñar por correo.',
      )
      .waitFor();
    await expectAccessible(other, 'Darme de baja');

    await shopper.goto(`${base()}/profile`);
    await expect.poll(() => consent.isEnabled()).toBe(true);
    expect(await consent.isChecked()).toBe(false);

    // Still one reminder for that cart.
    await mailbox.goto(`${base()}/dev-mail`);
    expect(await mailbox.getByRole('link', { name: SUBJECT, exact: true }).count()).toBe(1);
    for (const page of [shopper, mailbox, other]) await page.context().close();
  });
});
