import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { productPagePath } from '@store/contract';
import { expectAccessible } from './axe';

/** What a shopper does in the browser on the way to a paid order, shared by the journeys. */

/** Opens the product page at the store `base` and puts that variant in the cart. */
export async function addToCart(
  page: Page,
  base: string,
  productId: number,
  variantId: number,
): Promise<void> {
  await page.goto(`${base}${productPagePath(productId, variantId)}`);
  await page.getByText(/unidades disponibles/).waitFor();
  await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
  await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
}

/** From the login screen, through the local provider's form. */
export async function signIn(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Iniciar sesión con Google' }).click();
  await page.waitForURL(/\/dev-idp\/authorize\?/);
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** On /payment: the phone through the profile dialog. `audit` checks the dialog's accessibility. */
export async function addPhone(page: Page, { audit = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Agregar teléfono' }).click();
  const profile = page.getByRole('dialog', { name: 'Editar Perfil' });
  if (audit) await expectAccessible(page, 'El diálogo Editar Perfil desde el pago', '[role="dialog"]');
  await profile.getByLabel('Teléfono', { exact: true }).fill('6141234567');
  await profile.getByRole('button', { name: 'Guardar cambios' }).click();
  await profile.waitFor({ state: 'detached' });
  // In the page's contact card: the footer shows the shop's own number, which the demo shopper shares.
  await page.getByRole('main').getByText('+52 614 123 4567').waitFor();
}

/**
 * On /payment: the phone through the profile dialog and a first address in Chihuahua's centre, its
 * colonia chosen with the keyboard. `audit` checks both dialogs' accessibility on the way.
 */
export async function addPhoneAndAddress(page: Page, { audit = false } = {}): Promise<void> {
  await addPhone(page, { audit });

  await page.getByRole('button', { name: 'Agregar una dirección' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva Dirección' });
  const colonia = form.getByRole('combobox', { name: 'Colonia' });
  await form.getByLabel('Código postal').fill('31000');
  await expect.poll(() => colonia.isDisabled()).toBe(false);
  await colonia.fill('zona centro');
  // The highlighted colonia is the one Enter picks.
  await form.getByRole('option', { name: 'Zona Centro', selected: true }).waitFor();
  if (audit) {
    await expectAccessible(
      page,
      'Nueva Dirección con las colonias abiertas, desde el pago',
      '[role="dialog"]',
    );
  }
  await colonia.press('Enter');
  await expect.poll(() => colonia.inputValue()).toBe('Zona Centro');
  await form.getByLabel('Calle').fill('Av. Independencia');
  await form.getByLabel('No. exterior').fill('1001');
  await form.getByLabel('Indicaciones').fill('Portón café junto a la plaza');
  await form.getByRole('button', { name: 'Guardar ubicación' }).click();
  await form.waitFor({ state: 'detached' });
}

/** The local hosted checkout's card form. */
export async function fillCard(page: Page, number: string, installments?: RegExp): Promise<void> {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Vencimiento').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  if (installments) {
    const plans = page.getByLabel('Meses sin intereses');
    const label = (await plans.locator('option').allTextContents()).find((text) => installments.test(text));
    if (!label) throw new Error(`No se ofrece el plazo ${installments}`);
    await plans.selectOption({ label });
  }
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
}

/**
 * A signed-in shopper without phone or address, the cart panel open: 'Pagar', phone and address, and
 * 'Continuar' to the local hosted checkout's page.
 */
export async function openHostedCheckout(
  page: Page,
  base: string,
  /** What the shopper does on the payment page before 'Continuar' (a carrier's option chosen). */
  beforeContinuing?: () => Promise<void>,
): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Productos en tu carrito' })
    .getByRole('button', { name: 'Pagar' })
    .click();
  await page.waitForURL(`${base}/payment`);
  await addPhoneAndAddress(page);
  await beforeContinuing?.();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/dev-pay\/checkout\/cs_test_/);
}

/**
 * A signed-in shopper without phone or address, the cart panel open: 'Pagar', phone and address,
 * the approved test card on the local hosted checkout, until the success page links to the order.
 * Answers the order's number.
 */
export async function payCartWithCard(
  page: Page,
  base: string,
  beforeContinuing?: () => Promise<void>,
): Promise<string> {
  await openHostedCheckout(page, base, beforeContinuing);
  await fillCard(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/Success\?session_id=cs_test_/);
  const orderLink = page.getByRole('link', { name: /^Ver los detalles del pedido #\d+$/ });
  const orderNumber = (await orderLink.textContent())?.match(/#(\d+)/)?.[1];
  if (!orderNumber) throw new Error('la página de éxito no enlaza al pedido');
  return orderNumber;
}

/**
 * On the payment page, the carrier's option with `mark` ('Más rápido', 'Más económico') chosen, once the
 * local carrier's quotes are shown; answers the carrier's name as the option shows it ('Estafeta').
 */
export async function chooseShippingOption(
  page: Page,
  mark: 'Más rápido' | 'Más económico',
): Promise<string> {
  const option = page
    .getByRole('region', { name: 'Entrega' })
    .locator('label.shipping-option', { hasText: mark });
  await option.waitFor();
  const name = ((await option.locator('strong').textContent()) ?? '').trim();
  await option.click();
  await expect.poll(() => option.getByRole('radio').isChecked()).toBe(true);
  return name.split(' ')[0] ?? '';
}
