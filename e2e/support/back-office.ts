import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newShopperPage, type Viewport } from './browser';
import { signIn } from './shopper';

/**
 * The owner signed in through the local provider with the demo's staff e-mail, on the back-office home
 * of the shop at `base` (its localhost address: the local sign-in sends the browser back to it).
 */
export async function ownerPage(browser: Browser, base: string, viewport: Viewport = DESKTOP): Promise<Page> {
  const page = await newShopperPage(browser, viewport);
  await page.goto(`${base}/auth/login`);
  await signIn(page, 'Dueño de la tienda', 'dueno@norteno.local');
  await page.waitForURL(`${base}/profile`);
  const answer = await page.goto(`${base}/admin`);
  expect(answer?.status()).toBe(200);
  await page.getByText('Norteño Western · Administración').waitFor();
  return page;
}

/** Staff ship the order with DHL and mark it delivered, on its back-office page (at `base`). */
export async function shipAndDeliver(staff: Page, base: string, billId: string): Promise<void> {
  await staff.goto(`${base}/admin/pedidos/${billId}`);
  await staff.getByLabel('Paquetería').selectOption('DHL');
  await staff.getByLabel('Número de guía').fill('1234567890');
  await staff.getByRole('button', { name: 'Marcar como enviado' }).click();
  await staff.getByRole('button', { name: 'Marcar como entregado' }).click();
  // It asks first, in the shop's dialog.
  await staff.getByRole('button', { name: 'Sí, marcar como entregado' }).click();
  await staff.getByText('Entregado').first().waitFor();
}
