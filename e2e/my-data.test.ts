import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
const OWNER = 'dueno@norteno.local';
const SHOPPER = { name: 'Dolores Villalobos', email: 'dolores@example.mx' };

type SavedFile = {
  profile: { name: string; email: string; phone_number: string | null };
  addresses: { street: string; exterior_number: string }[];
  orders: { order: { bill_id: number; shipping_address: string; bill_details: unknown[] } }[];
  favorites: unknown[];
};

describe('Mis datos', () => {
  it('downloads the shopper’s data, refuses to delete while an order travels, then deletes the account; the same identity signs in again empty (phone)', async () => {
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, SHOPPER.name, SHOPPER.email);
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    const orderNumber = await payCartWithCard(page, base());

    // 'Descargar mis datos' saves a dated JSON file holding the address and the order.
    await page.goto(`${base()}/profile`);
    const section = page.getByRole('region', { name: 'Mis datos' });
    await section.getByText(/tus direcciones, tus datos de facturación y tus pedidos/).waitFor();
    await page.getByRole('heading', { name: 'Ubicación #1' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'mis-datos-phone.png'), fullPage: true });
    await expectAccessible(page, 'Perfil con Mis datos');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos-norteno-western-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile((await download.path())!, 'utf8')) as SavedFile;
    expect(saved.profile).toMatchObject({ name: SHOPPER.name, email: SHOPPER.email });
    expect(saved.addresses).toEqual([
      expect.objectContaining({ street: 'Av. Independencia', exterior_number: '1001' }),
    ]);
    expect(saved.orders.map(({ order }) => order.bill_id)).toEqual([Number(orderNumber)]);
    expect(saved.orders[0]!.order.shipping_address).toContain('Av. Independencia 1001');
    expect(saved.orders[0]!.order.bill_details).toHaveLength(1);
    expect(saved.favorites).toEqual([]);

    // The order is not shipped yet ('En proceso'): the shop keeps the account until it arrives, and says so.
    await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
    await dialog
      .getByText(/Conservaremos tus pedidos y facturas durante el plazo que exige la ley/)
      .waitFor();
    const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'eliminar-cuenta-phone.png') });
    await expectAccessible(page, 'El diálogo Eliminar mi cuenta', '[role="dialog"]');
    await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
    await confirm.click();
    await dialog
      .getByRole('alert')
      .getByText('Tienes pedidos que aún no enviamos; podrás eliminar tu cuenta cuando los recibas.')
      .waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'eliminar-cuenta-rechazada-phone.png') });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Staff ship it and mark it delivered.
    const staff = await newShopperPage(shop.browser(), DESKTOP);
    await staff.goto(`${base()}/auth/login`);
    await signIn(staff, 'Dueño de la tienda', OWNER);
    await staff.waitForURL(`${base()}/profile`);
    await staff.goto(`${base()}/admin`);
    await staff.getByRole('link', { name: 'Pedidos' }).click();
    await staff.getByRole('link', { name: `Pedido ${orderNumber}` }).click();
    await staff.getByLabel('Paquetería').selectOption('DHL');
    await staff.getByLabel('Número de guía').fill('JD0146000099999');
    await staff.getByRole('button', { name: 'Marcar como enviado' }).click();
    await staff.getByRole('button', { name: 'Marcar como entregado' }).click();
    await staff.getByRole('button', { name: 'Sí, marcar como entregado' }).click();
    await staff.getByText('Pedido marcado como entregado.').waitFor();

    // Now the account goes: signed out, home, the notice, and the browser's copies emptied.
    await page.reload();
    await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('eliminar');
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByText('Eliminamos tu cuenta.').waitFor();
    await page.waitForURL(`${base()}/`);
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'cuenta-eliminada-phone.png') });
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(
      JSON.stringify({ version: 1, state: { lines: [] } }),
    );

    // The back-office keeps the sale, without the address.
    await staff.reload();
    await staff.getByText('Dirección eliminada a petición del cliente').waitFor();
    await staff.context().close();

    // The same identity at the local provider (same e-mail, same subject) is a new, empty account.
    await page.goto(`${base()}/profile`);
    await page.waitForURL(/\/auth\/login$/);
    await signIn(page, SHOPPER.name, SHOPPER.email);
    await page.waitForURL(`${base()}/profile`);
    const panel = page.getByRole('tabpanel', { name: 'Perfil' });
    await panel.getByText(SHOPPER.email).waitFor();
    await panel.getByText('No hay direcciones guardadas').waitFor();
    await page.getByRole('tab', { name: 'Compras' }).click();
    await page.getByText('No hay pedidos registrados').waitFor();
    await page.context().close();
  });
});
