import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');

const mexicoCityDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });

/** What a click downloads, as the browser saved it. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = await file.path();
  return { file, text: await readFile(saved, 'utf8') };
}

/** A CSV's records as cells (these files quote only names, which hold no line breaks). */
function records(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) => match[1] ?? ''))
    .map((cells) => cells.slice(0, cells.length - (cells.at(-1) === '' ? 1 : 0)));
}

describe('the owner downloads the books and the stock as CSV', () => {
  it('today’s orders hold the order just paid, at the total its page shows; the products file goes back through the bulk update', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, 'Marisol Quiñónez', 'marisol.quinonez@example.mx');
    await shopper.waitForURL(`${base()}/profile`);
    await addToCart(shopper, base(), detail.product_id, variantId);
    const orderNumber = await payCartWithCard(shopper, base());
    await shopper.goto(`${base()}/BuyDetails/${orderNumber}`);
    const shownTotal = await shopper.locator('dd.order-receipt-total').textContent();
    // "$2,499.00" on the page is 2499.00 in the file.
    const total = (shownTotal ?? '').replace(/[$,\s]/g, '');
    expect(total).toMatch(/^\d+\.\d{2}$/);
    const reference = await shopper.getByText(/^NW-[0-9A-Z]{8}$/).textContent();
    await shopper.context().close();

    const owner = await ownerPage(shop.browser(), base());
    await owner.goto(`${base()}/admin/pedidos`);
    const form = owner.getByRole('form', { name: 'Descargar pedidos en CSV' });
    const today = mexicoCityDay.format(new Date());
    expect(await form.getByLabel('Primer día').inputValue()).toBe(`${today.slice(0, 8)}01`);
    expect(await form.getByLabel('Último día').inputValue()).toBe(today);
    await expectAccessible(owner, 'Pedidos con la descarga en CSV');
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-orders-csv-desktop.png'), fullPage: true });

    // A backwards range is stopped on the page, next to the dates; nothing is downloaded.
    await form.getByLabel('Primer día').fill(today);
    await form.getByLabel('Último día').fill('2000-01-01');
    await form.getByRole('button', { name: 'Descargar CSV' }).click();
    await form
      .getByRole('alert')
      .getByText('El primer día debe ser anterior o igual al último día.')
      .waitFor();
    expect(owner.url()).toBe(`${base()}/admin/pedidos`);
    await owner.setViewportSize(PHONE);
    await form.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-orders-csv-error-phone.png') });
    await owner.setViewportSize(DESKTOP);

    // Today alone, from the keyboard: the button, reached and pressed with Enter.
    await form.getByLabel('Primer día').fill(today);
    await form.getByLabel('Último día').fill(today);
    expect(await form.getByRole('alert').count()).toBe(0);
    const orders = await downloaded(owner, () =>
      form.getByRole('button', { name: 'Descargar CSV' }).press('Enter'),
    );
    expect(orders.file.suggestedFilename()).toBe(`pedidos-${today}-a-${today}.csv`);
    expect(orders.text.startsWith('\uFEFFnúmero,referencia,fecha,cliente,correo,estado,')).toBe(true);
    const rows = records(orders.text);
    const row = rows.find((cells) => cells[0] === orderNumber);
    expect(row, orders.text).toBeDefined();
    expect(row?.slice(1, 7)).toEqual([
      reference,
      expect.stringMatching(new RegExp(`^${today} \\d{2}:\\d{2}$`)),
      'Marisol Quiñónez',
      'marisol.quinonez@example.mx',
      'En proceso',
      expect.stringMatching(/^(Visa|Tarjeta)$/),
    ]);
    expect(row?.[10]).toBe(total);

    await owner.goto(`${base()}/admin/productos/actualizar`);
    const products = await downloaded(owner, () =>
      owner.getByRole('link', { name: 'Descargar productos (CSV)' }).click(),
    );
    expect(products.file.suggestedFilename()).toBe(`productos-${today}.csv`);
    const lines = products.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFsku,precio,descuento,existencias,visible,producto,color,talla,departamento');
    // The first variant, counted again: seven more arrived. Everything else stays as it was exported.
    const [sku = '', price, discount, stock = '', ...rest] = records(lines[1] ?? '')[0] ?? [];
    expect(stock).toMatch(/^\d+$/);
    lines[1] = [sku, price, discount, String(Number(stock) + 7), ...rest].join(',');
    const edited = path.join(os.tmpdir(), `productos-editado-${Date.now()}.csv`);
    await writeFile(edited, lines.join('\r\n'));

    await owner.getByLabel('Archivo CSV').setInputFiles(edited);
    await owner.getByRole('button', { name: 'Revisar' }).click();
    await owner.getByRole('status').getByText('1 variante cambia, 0 filas con error.').waitFor();
    const changed = owner
      .getByRole('row')
      .filter({ has: owner.getByRole('cell', { name: sku, exact: true }) });
    expect(await changed.count()).toBe(1);
    const cells = await changed.getByRole('cell').allTextContents();
    expect(cells[3]).toMatch(new RegExp(` · ${stock} u\\.$`));
    expect(cells[4]).toMatch(new RegExp(` · ${Number(stock) + 7} u\\.$`));
    expect(cells[3]?.replace(/ · \d+ u\.$/, '')).toBe(cells[4]?.replace(/ · \d+ u\.$/, ''));
    await owner.getByRole('status').scrollIntoViewIfNeeded();
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-products-csv-desktop.png') });
    await owner.setViewportSize(PHONE);
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-products-csv-phone.png') });
    await owner.context().close();
  });
});
