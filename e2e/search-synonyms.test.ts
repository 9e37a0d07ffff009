import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

/** The names on the results grid once the answer for `text` is on screen. */
async function searchFor(page: Page, text: string): Promise<string[]> {
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.fill(text);
  await box.press('Enter');
  await page.getByRole('heading', { level: 1, name: `Resultados para «${text}»` }).waitFor();
  const grid = page.getByRole('region', { name: 'Productos' });
  await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false');
  return grid.getByRole('article').getByRole('heading').allTextContents();
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a shopper on a %s who says «tejana»', (_name, viewport) => {
  it('is offered hats while typing and finds only hats', async () => {
    const page = await newShopperPage(shop.browser(), viewport);
    await page.goto(`${base()}/`);
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('tejana');
    const options = page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(8);
    for (const option of await options.allTextContents()) expect(option).toMatch(/^Sombrero /);

    const names = await searchFor(page, 'tejana');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Sombrero /);
    await expectAccessible(page, `Los resultados de «tejana» (${_name})`);
    await page.context().close();
  });
});

describe('a synonym the owner adds in Sinónimos', () => {
  it('finds products at once', async () => {
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/`);
    expect((await searchFor(shopper, 'fajo')).some((name) => name.startsWith('Cinto'))).toBe(false);

    const owner = await ownerPage(shop.browser(), base());
    await owner
      .getByRole('navigation', { name: 'Secciones de la administración' })
      .getByRole('link', { name: 'Sinónimos' })
      .click();
    await owner.getByRole('heading', { level: 1, name: 'Sinónimos' }).waitFor();
    await owner.getByRole('cell', { name: 'tejana', exact: true }).waitFor();
    await owner.getByRole('textbox', { name: 'Palabra que buscan los clientes' }).fill('Fajo');
    await owner.getByRole('textbox', { name: 'Palabra de la tienda' }).fill('cinto');
    await owner.getByRole('button', { name: 'Agregar' }).click();
    await owner.getByText('Agregado: «fajo» → «cinto».').waitFor();
    await owner.getByRole('button', { name: 'Quitar «fajo» → «cinto»' }).waitFor();
    await expectAccessible(owner, 'La administración: Sinónimos');

    // The next shopper to search (the first one's browser keeps the answer it already has for a while).
    const next = await newShopperPage(shop.browser(), DESKTOP);
    await next.goto(`${base()}/`);
    const names = await searchFor(next, 'fajo');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Cinto /);
    for (const page of [owner, shopper, next]) await page.context().close();
  });
});
