import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();

/**
 * Saves while the server fails (a gateway's error page, after a slow moment in which the save button is
 * disabled and Chromium takes focus off it; reads of `call` go through): the failure is told, focus is
 * back inside the dialog, and Escape closes it.
 */
async function failSaveThenEscape(page: Page, dialog: Locator, button: string, call: string, notice: string) {
  let answer: (() => void) | undefined;
  const slowMoment = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(call, async (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    await slowMoment;
    await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
  });
  await dialog.getByRole('button', { name: button }).click();
  // The gateway answers once the page shows it is saving.
  await dialog.getByRole('button', { name: button, disabled: true }).waitFor();
  answer?.();
  await page.getByText(notice).waitFor();
  await expect.poll(() => dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.unroute(call);
}

describe('signing in and out', () => {
  it('signs in from a guarded page, edits the profile, adds, edits and deletes an address with 31000, and signs out emptying the cart', async () => {
    // The store prints localhost; the provider sends the browser back to that same address.
    const base = shop.store().url.replace('127.0.0.1', 'localhost');
    const page = await newShopperPage(shop.browser(), DESKTOP);
    // A guest asking for the profile is sent to the login screen, and comes back after signing in.
    await page.goto(`${base}/profile`);
    await page.waitForURL(/\/auth\/login$/);
    await page.getByRole('link', { name: 'Iniciar sesión con Google' }).click();
    await page.waitForURL(/\/dev-idp\/authorize\?/);
    await expectAccessible(page, 'La página de acceso local');
    await page.getByLabel('Nombre').fill('Rosa Domínguez');
    await page.getByLabel('Correo').fill('rosa@example.mx');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`${base}/profile`);
    const panel = page.getByRole('tabpanel', { name: 'Perfil' });
    await panel.getByText('rosa@example.mx').waitFor();
    await panel.getByText('N/A').waitFor();
    await panel.getByText('No hay direcciones guardadas').waitFor();
    await expectAccessible(page, 'Perfil sin direcciones ni compras');

    await panel.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    expect(await dialog.getByLabel('Correo').isDisabled()).toBe(true);
    await expectAccessible(page, 'El diálogo Editar Perfil', '[role="dialog"]');
    await dialog.getByLabel('Teléfono', { exact: true }).fill('6141234567');
    await failSaveThenEscape(
      page,
      dialog,
      'Guardar cambios',
      '**/api/users',
      'Error al actualizar el perfil.',
    );
    await panel.getByText('N/A').waitFor();
    await panel.getByRole('button', { name: 'Editar' }).click();
    await dialog.getByLabel('Teléfono', { exact: true }).fill('61412');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    // Said under the phone, which is marked invalid, not in a notice away from it.
    const phone = dialog.getByLabel('Teléfono', { exact: true });
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const phoneError = page.locator(`[id="${(await phone.getAttribute('aria-describedby')) ?? 'none'}"]`);
    expect(await phoneError.textContent()).toBe(
      'El número de teléfono debe tener 10 dígitos. Escribiste 5 dígitos.',
    );
    await dialog.getByLabel('Teléfono', { exact: true }).fill('6141234567');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Perfil actualizado correctamente.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('+52 614 123 4567').waitFor();

    // A new address with a real postal code and one of its colonias, then edited, then deleted.
    await panel.getByRole('button', { name: 'Agregar una dirección' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva Dirección' });
    const colonia = form.getByRole('combobox', { name: 'Colonia' });
    expect(await colonia.isDisabled()).toBe(true);
    await expectAccessible(page, 'El diálogo Nueva Dirección', '[role="dialog"]');
    await form.getByLabel('Código postal').fill('31000');
    await expect.poll(() => colonia.isDisabled()).toBe(false);
    await colonia.fill('zzz');
    await form.getByText('Colonia no encontrada').waitFor();
    await expectAccessible(page, 'Nueva Dirección sin colonias que coincidan', '[role="dialog"]');
    await colonia.fill('centro');
    await form.getByRole('listbox', { name: 'Colonia' }).waitFor();
    await expectAccessible(page, 'Nueva Dirección con la lista de colonias abierta', '[role="dialog"]');
    await form.getByRole('option', { name: 'Zona Centro' }).click();
    await form.getByLabel('Calle').fill('Av. Independencia');
    await form.getByLabel('No. exterior').fill('1001');
    await form.getByLabel('Indicaciones').fill('Portón café junto a la plaza');
    await form.getByRole('button', { name: 'Guardar ubicación' }).click();
    await page.getByText('Dirección agregada correctamente').waitFor();
    await panel.getByRole('heading', { name: 'Ubicación #1' }).waitFor();
    await panel.getByText(/31000 Chihuahua, Chihuahua/).waitFor();
    await expectAccessible(page, 'Perfil con una dirección');

    await panel.getByRole('button', { name: 'Editar', exact: true }).last().click();
    const editForm = page.getByRole('dialog', { name: 'Editar Dirección' });
    await editForm.getByLabel('Calle').fill('Calle Libertad');
    await editForm.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Dirección actualizada correctamente').waitFor();
    await panel.getByText(/Calle Libertad 1001/).waitFor();

    // Asked in the shop's own dialog, naming the address.
    await panel.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const question = page.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
    await question.getByText(/Calle Libertad 1001/).waitFor();
    await question.getByRole('button', { name: 'Eliminar dirección' }).click();
    await page.getByText('Dirección eliminada correctamente').waitFor();
    await panel.getByText('No hay direcciones guardadas').waitFor();

    // A new address the server fails to save stays in the dialog's hands, and Escape closes it unsaved.
    await panel.getByRole('button', { name: 'Agregar una dirección' }).click();
    await form.getByLabel('Código postal').fill('31000');
    await expect.poll(() => colonia.isDisabled()).toBe(false);
    await colonia.fill('zona centro');
    await form.getByRole('option', { name: 'Zona Centro', selected: true }).waitFor();
    await colonia.press('Enter');
    await form.getByLabel('Calle').fill('Av. Juárez');
    await form.getByLabel('No. exterior').fill('200');
    await form.getByLabel('Indicaciones').fill('Casa azul');
    await failSaveThenEscape(
      page,
      form,
      'Guardar ubicación',
      '**/api/locations',
      'Error al agregar la dirección.',
    );
    await panel.getByText('No hay direcciones guardadas').waitFor();

    // The tabs follow the arrow keys, as ARIA tabs do.
    await page.getByRole('tab', { name: 'Perfil' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/profile#orders$/);
    expect(
      await page.getByRole('tab', { name: 'Compras' }).evaluate((tab) => tab === document.activeElement),
    ).toBe(true);
    await page.getByText('No hay pedidos registrados').waitFor();
    await expectAccessible(page, 'Compras sin pedidos');

    const menu = page.getByRole('button', { name: 'Menú de Rosa Domínguez' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).waitFor();
    await page.getByRole('menuitem', { name: 'Mis compras' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me).toMatchObject({ name: 'Rosa Domínguez', email: 'rosa@example.mx' });

    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify({
          version: 1,
          state: {
            lines: [
              {
                product_id: 1,
                variant_id: 1000001,
                name: 'Bota',
                image: null,
                size_name: '22',
                color_name: 'Café',
                quantity: 1,
                stock: 3,
                price: 1,
                final_price: 1,
                discount_percentage: 0,
              },
            ],
          },
        }),
      ),
    );
    // Favourites are kept with the account, so the browser's copy goes too: the next person on this device
    // must neither see them nor merge them into their own account.
    await page.evaluate(() => localStorage.setItem('favorites', JSON.stringify([{ id: 1, name: 'Bota' }])));
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(
      JSON.stringify({ version: 1, state: { lines: [] } }),
    );
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401);
    await page.context().close();
  });
});
