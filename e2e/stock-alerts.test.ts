import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@store/contract';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';
import { mailArrives, outboxEmptied } from './support/mailbox';
import { bootSoldOut } from './support/catalog';
import { signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
/** Where the pictures of the screens go, for a person to look at (git-ignored). */
const SCREENSHOTS = path.join(ROOT, 'screenshots');

/** The owner, signed in with the demo's staff e-mail, types a size's stock in the editor and saves. */
async function countInEditor(staff: Page, productId: number, label: string, stock: string) {
  await staff.goto(`${base()}/admin/productos/${productId}`);
  await staff.getByLabel(label).fill(stock);
  await staff.getByRole('button', { name: 'Guardar producto' }).click();
  await staff.getByText('Producto guardado').first().waitFor();
}

describe('Avísame cuando llegue', () => {
  it('a shopper asks for a sold-out size, staff add stock, one e-mail arrives, and its link opens that size', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, color, size } = await bootSoldOut(shop.store().url);
    const sizePage = `${base()}${productPagePath(detail.product_id, size.variant_id)}`;

    // A guest asks: the sign-in says why, and she comes back to the same product and size with the
    // alert made, without a second tap; the address keeps no trace of the ask.
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(sizePage);
    await shopper.getByRole('button', { name: 'Avísame cuando llegue' }).click();
    await shopper.waitForURL(`${base()}/auth/login`);
    await shopper.getByText('Inicia sesión para que te avisemos cuando llegue tu talla.').waitFor();
    await signIn(shopper, 'Lupita Holguín', 'lupita.holguin@example.mx');
    await shopper.getByText('Te avisaremos cuando llegue').waitFor();
    await shopper.waitForURL(sizePage);
    await shopper.getByRole('button', { name: 'Cancelar aviso' }).waitFor();
    await expectAccessible(shopper, 'El producto con una talla agotada y su aviso pedido');
    await shopper.screenshot({
      path: path.join(SCREENSHOTS, 'stock-alert-product-phone.png'),
      fullPage: true,
    });

    // 'Mis avisos' in her profile lists it.
    await shopper.goto(`${base()}/profile`);
    const mine = shopper.getByRole('region', { name: 'Mis avisos' });
    await mine.getByRole('link', { name: detail.product_name }).waitFor();
    await mine.getByText(`${color} · Talla ${size.size_name}`).waitFor();
    await mine.screenshot({ path: path.join(SCREENSHOTS, 'stock-alert-mis-avisos-phone.png') });

    // Staff add units through the back-office: the size comes back.
    const staff = await newShopperPage(shop.browser(), DESKTOP);
    await staff.goto(`${base()}/auth/login`);
    await signIn(staff, 'Dueño de la tienda', 'dueno@norteno.local');
    await staff.waitForURL(`${base()}/profile`);
    const label = `Existencias ${size.size_name} (${color})`;
    await countInEditor(staff, detail.product_id, label, '3');

    const subject = `Ya llegó tu talla: ${detail.product_name}`;
    const mailbox = await newShopperPage(shop.browser(), PHONE);
    await mailArrives(mailbox, base(), subject);

    // More units later: still the one e-mail.
    await countInEditor(staff, detail.product_id, label, '6');
    await outboxEmptied(base());
    await mailbox.goto(`${base()}/dev-mail`);
    expect(await mailbox.getByRole('link', { name: subject, exact: true }).count()).toBe(1);

    await mailbox.getByRole('link', { name: subject, exact: true }).click();
    await mailbox.waitForURL(/\/dev-mail\/\d+$/);
    const id = Number(mailbox.url().split('/').pop());
    const message = mailbox.frameLocator(`iframe[src="/dev-mail/${id}/html"]`);
    await message.getByRole('heading', { name: 'Ya llegó tu talla' }).waitFor();
    await message.getByText(`${color} · Talla ${size.size_name}`).waitFor();
    await mailbox.screenshot({ path: path.join(SCREENSHOTS, 'stock-alert-mail-phone.png'), fullPage: true });
    const href = await message.getByRole('link', { name: 'Ver mi talla' }).getAttribute('href');
    expect(new URL(href ?? '').pathname).toBe(`/product/${detail.product_id}/${size.variant_id}`);

    // The link opens the product with that size chosen, now for sale; the alert has ended.
    await shopper.goto(`${base()}${new URL(href ?? '').pathname}`);
    await shopper.getByRole('heading', { level: 1, name: detail.product_name }).waitFor();
    const chosen = shopper.locator('.product-size[aria-pressed="true"]');
    await expect.poll(() => chosen.textContent()).toBe(size.size_name);
    await shopper.getByText('6 unidades disponibles').waitFor();
    await shopper.goto(`${base()}/profile`);
    await shopper.getByText(/No esperas ninguna talla/).waitFor();

    for (const page of [shopper, staff, mailbox]) await page.context().close();
  });
});
