import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

describe('the owner edits the home page on a phone', () => {
  it('fills a row, points a banner at a department and rewrites the strip, without typing a path or a number', async () => {
    const page = await ownerPage(shop.browser(), base(), PHONE);
    await page.goto(`${base()}/admin/contenido`);
    await page.getByRole('heading', { name: 'Portada', level: 1 }).waitFor();
    // Nothing on the page asks for a path, a file's name or a product's number.
    expect(await page.getByLabel(/Enlace|nombre del archivo|Número de producto/).count()).toBe(0);

    const row = page.getByRole('form', { name: 'Fila «Accesorios»' });
    await row.getByLabel('Buscar un producto para «Accesorios»').fill('sombrero');
    const found = row
      .getByRole('list', { name: /Productos encontrados/ })
      .getByRole('button')
      .first();
    const chosen = ((await found.textContent()) ?? '').replace(/^Agregar /, '');
    await found.click();
    await row.getByRole('button', { name: 'Guardar' }).click();
    await row.getByText('Fila guardada.').waitFor();

    const banner = page.getByRole('group', { name: 'Banner 1' });
    await banner.getByLabel('Al tocarlo lleva a').selectOption({ label: 'Un departamento' });
    await banner.getByLabel('Departamento').selectOption({ label: 'Sombreros' });
    await banner.getByText('el departamento Sombreros').waitFor();
    // The previews at a phone's and a computer's width are there to see before saving.
    await banner.getByRole('group', { name: 'Vista previa' }).getByText('En un teléfono').waitFor();
    const banners = page.getByRole('form', { name: 'Banners' });
    await banners.getByRole('button', { name: 'Guardar' }).click();
    await banners.getByText('Banners guardados.').waitFor();

    // The strip's lasting lines are the owner's: the first one rewritten, then moved to the end.
    const strip = page.getByRole('form', { name: 'Franja de promesas' });
    await strip.getByLabel('Frase 1', { exact: true }).fill('Envío a todo México');
    await strip.getByRole('button', { name: 'Bajar la frase 1' }).click();
    await strip.getByRole('button', { name: 'Guardar' }).click();
    await strip.getByText('Franja guardada.').waitFor();

    // The editor fits a phone: nothing wider than the screen.
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => !element.closest('.admin-preview-frame')) // cut by its frame on purpose
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    expect(wider).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'La administración: inicio de la tienda en un teléfono');
    await page.context().close();

    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/`);
    const accessories = shopper.getByRole('region', { name: 'ACCESORIOS' });
    await accessories.getByText(chosen, { exact: true }).first().waitFor();
    const slider = shopper.getByRole('region', { name: 'Promociones' });
    expect(await slider.getByRole('link', { name: 'Ver más' }).getAttribute('href')).toBe(
      '/products/1?category_id=19',
    );
    const promises = shopper.getByRole('list', { name: 'Nuestra promesa' });
    await promises.getByText('Envío a todo México').waitFor();
    // The owner's lines in the owner's order; the promotions running, if any, come after them.
    expect((await promises.getByRole('listitem').allTextContents()).slice(0, 3)).toEqual([
      'Traídos de Estados Unidos',
      'Envío a todo México',
      'Tienda física en Chihuahua',
    ]);
    await shopper.context().close();
  });
});
