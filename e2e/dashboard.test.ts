import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { formatCentavos, toCentavos } from '@store/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
/** Where to save the dashboard's screenshots; none are taken without it. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** The whole page: with ten sizes of low stock, not the demo's hundreds, it is short enough to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
}

/** Whether the page scrolls sideways: wider than the window it is shown in. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const shopToday = () =>
  new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date());

describe('the back-office home', () => {
  it('has no chart before the first sale, and shows today’s sale once a shopper has paid', async () => {
    const owner = await ownerPage(shop.browser(), base(), DESKTOP);
    const lastDays = owner.getByRole('region', { name: 'Últimos 30 días' });
    await lastDays.getByText('Aún no hay ventas en los últimos 30 días.').waitFor();
    expect(await lastDays.getByRole('img').count()).toBe(0);
    await screenshot(owner, 'dashboard-empty.png');

    const { detail, variantId } = await bootInStock(shop.store().url);
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, 'Lucía Holguín', 'lucia.holguin@example.mx');
    await shopper.waitForURL(`${base()}/profile`);
    await addToCart(shopper, base(), detail.product_id, variantId);
    const orderNumber = await payCartWithCard(shopper, base());
    await shopper.context().close();

    // The order's total as the back-office's order call has it.
    const order = await owner.request.get(`${base()}/api/admin/orders/${orderNumber}`);
    expect(order.status()).toBe(200);
    const total = formatCentavos(
      toCentavos(((await order.json()) as { summary: { total_amount: number } }).summary.total_amount),
    );

    await owner.reload();
    // The chart is drawn, and says what it shows to a screen reader.
    const chart = lastDays.getByRole('img');
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(`${total} en 1 pedido; hoy, ${total} en 1.`);
    const canvas = chart.locator('canvas').first();
    expect((await canvas.boundingBox())?.width).toBeGreaterThan(600);
    await lastDays.getByText(`${total} con envío en 1 pedido.`).waitFor();
    await screenshot(owner, 'dashboard.png');

    // The same figures as a table, behind a control a keyboard reaches: today's row has the order.
    await lastDays.getByText('Ver las cifras de cada día').focus();
    await owner.keyboard.press('Enter');
    const todayRow = lastDays.getByRole('row', { name: new RegExp(`^Hoy, ${shopToday()} `) });
    expect(await todayRow.locator('th, td').allTextContents()).toEqual([`Hoy, ${shopToday()}`, '1', total]);

    // The boot is the top product both ways, linked to its editor; the order waits to be shipped.
    const byUnits = lastDays.getByRole('region', { name: 'Más vendidos por unidades' });
    const product = byUnits.getByRole('link', { name: detail.product_name });
    expect(await product.getAttribute('href')).toBe(`/admin/productos/${detail.product_id}`);
    const methods = lastDays.getByRole('region', { name: 'Formas de pago' });
    expect(
      await methods
        .getByRole('row', { name: /^Tarjeta, un pago/ })
        .locator('td')
        .allTextContents(),
    ).toEqual(['1', total, '100%']);
    const toShip = owner
      .getByRole('region', { name: 'Por atender' })
      .getByRole('link', { name: /Por enviar/ });
    expect(await toShip.textContent()).toBe('Por enviar1');
    await expectAccessible(owner, 'La administración: inicio con ventas');

    await toShip.click();
    await owner.getByRole('link', { name: `Pedido ${orderNumber}` }).waitFor();
    await owner.context().close();

    // At a phone's width the chart fits the screen, and the page does not scroll sideways.
    const phone = await ownerPage(shop.browser(), base(), PHONE);
    const phoneChart = phone.getByRole('region', { name: 'Últimos 30 días' }).getByRole('img');
    await phoneChart.waitFor();
    const box = await phoneChart.locator('canvas').first().boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'dashboard-phone.png');
    await phone.context().close();
  });

  it("names the ten sizes most urgent to restock, and 'Ver todas' finds and sorts the rest", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const owner = await ownerPage(shop.browser(), base(), viewport);
      const lowStock = owner.getByRole('region', { name: 'Existencias bajas' });
      const rows = lowStock.getByRole('row');
      await rows.first().waitFor();
      // A header and ten sizes, sold-out ones first: the demo has far more under 3 units.
      expect(await rows.count()).toBe(11);
      expect(await rows.nth(1).getByRole('cell').nth(1).textContent()).toBe('Agotado');
      expect(await scrollsSideways(owner), `${viewport.width} px`).toBe(false);
      const seeAll = lowStock.getByRole('link', { name: /^Ver todas \(\d[\d,]*\)$/ });
      const total = Number((await seeAll.textContent())?.replace(/\D/g, ''));
      expect(total).toBeGreaterThan(10);
      await screenshot(owner, `dashboard-${viewport.width}.png`);

      await seeAll.click();
      await owner.waitForURL(`${base()}/admin/existencias?threshold=3`);
      const list = owner.getByRole('table');
      await list.waitFor();
      await owner.getByText(`${total.toLocaleString('en-US')} tallas`).waitFor();
      expect(await list.getByRole('row').count()).toBe(Math.min(total, 50) + 1);
      expect(await scrollsSideways(owner), `${viewport.width} px`).toBe(false);
      await screenshot(owner, `low-stock-${viewport.width}.png`);

      // The first size's SKU finds it alone.
      const sku =
        (await list.locator('tbody tr .admin-hint').first().textContent())?.split(' · ').at(-1) ?? '';
      await owner.getByLabel('Buscar').fill(sku);
      await owner.getByText('1 talla', { exact: true }).waitFor();
      expect(await list.locator('tbody .admin-hint').textContent()).toContain(sku);
      await owner.getByLabel('Buscar').fill('');
      await owner.getByText(`${total.toLocaleString('en-US')} tallas`).waitFor();
      // Best-selling first: the choice goes to the address, so that back returns to it.
      await owner.getByLabel('Ordenar').selectOption('sales');
      await owner.waitForURL(/sort=sales/);
      await expectAccessible(owner, 'La administración: existencias bajas');
      await owner.context().close();
    }
  });
});
