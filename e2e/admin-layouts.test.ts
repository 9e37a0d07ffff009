import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
/** Where to save each page's screenshot at both widths; none are taken without it. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** The owner's two screens: a laptop's and a phone's. */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** A shopper buys a boot by card, with a discount code when given one; answers the order's number. */
async function paidOrder(name: string, email: string, code?: string): Promise<string> {
  const { detail, variantId } = await bootInStock(shop.store().url);
  const shopper = await newShopperPage(shop.browser(), PHONE);
  await shopper.goto(`${base()}/auth/login`);
  await signIn(shopper, name, email);
  await shopper.waitForURL(`${base()}/profile`);
  await addToCart(shopper, base(), detail.product_id, variantId);
  const orderNumber = await payCartWithCard(shopper, base(), async () => {
    if (code === undefined) return;
    const summary = shopper.getByRole('region', { name: 'Resumen del pedido' });
    await summary.getByLabel('¿Tienes un cupón?').fill(code);
    await summary.getByRole('button', { name: 'Aplicar' }).click();
    await summary.getByText(`Cupón ${code}−`).waitFor();
  });
  await shopper.context().close();
  return orderNumber;
}

/**
 * Pairs of visible controls (links, buttons, fields) whose boxes cross by more than a pixel each way:
 * one hides part of the other, or the owner's finger lands on the wrong one. A control inside another
 * (a button in a summary) is not a pair.
 */
function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]';
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) || (element as HTMLInputElement).name || element.id}"`;
    const controls = [...document.querySelectorAll(selector)]
      .filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.opacity !== '0' && box.width > 2 && box.height > 2;
      })
      .map((element) => ({ element, box: element.getBoundingClientRect() }));
    const pairs: string[] = [];
    controls.forEach((one, index) => {
      for (const other of controls.slice(index + 1)) {
        if (one.element.contains(other.element) || other.element.contains(one.element)) continue;
        const across = Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left);
        const down = Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top);
        if (across > 1 && down > 1) pairs.push(`${name(one.element)} × ${name(other.element)}`);
      }
    });
    return pairs;
  });
}

/** Where each page's data comes from: made once, before both widths. */
type Data = { productId: number; waiting: string; delivered: string; returnPath: string; customerId: number };

/** Two paid orders, one of them delivered and asked back, so every list and detail has something in it. */
async function shopWithData(): Promise<Data> {
  const { detail } = await bootInStock(shop.store().url);
  const owner = await ownerPage(shop.browser(), base());
  const coupon = await owner.request.post(`${base()}/api/admin/coupons`, {
    data: {
      code: 'VAQUERO10',
      kind: 'percent',
      percent_off: 10,
      amount_off: null,
      minimum_purchase: 1000,
      starts_on: '2026-01-01',
      ends_on: null,
      max_uses: 100,
      max_uses_per_customer: 1,
      category_ids: [3],
      product_ids: [],
    },
    headers: { origin: base() },
  });
  expect(coupon.status()).toBe(200);
  const shipped = await paidOrder('Lucía Holguín', 'lucia.holguin@example.mx');
  const waiting = await paidOrder('Ramón Terrazas', 'ramon.terrazas@example.mx', 'VAQUERO10');

  await owner.goto(`${base()}/admin/pedidos/${shipped}`);
  await owner.getByLabel('Paquetería').selectOption('DHL');
  await owner.getByLabel('Número de guía').fill('1234567890');
  await owner.getByRole('button', { name: 'Marcar como enviado' }).click();
  await owner.getByRole('button', { name: 'Marcar como entregado' }).click();
  await owner.getByRole('button', { name: 'Sí, marcar como entregado' }).click();
  await owner.getByText('Entregado').first().waitFor();

  const shopper = await newShopperPage(shop.browser(), PHONE);
  await shopper.goto(`${base()}/auth/login`);
  await signIn(shopper, 'Lucía Holguín', 'lucia.holguin@example.mx');
  await shopper.waitForURL(`${base()}/profile`);
  const returnable = (await (await shopper.request.get(`${base()}/api/bills/${shipped}/returns`)).json()) as {
    lines: { order_line_id: number }[];
  };
  const asked = await shopper.request.post(`${base()}/api/bills/${shipped}/returns`, {
    data: {
      lines: [{ order_line_id: returnable.lines[0]?.order_line_id, quantity: 1 }],
      reason: 'No me quedó',
    },
    headers: { origin: base() },
  });
  expect(asked.status()).toBe(201);
  await shopper.context().close();

  await owner.goto(`${base()}/admin/devoluciones`);
  const returnLink = owner.getByRole('link', { name: /^Devolución \d+$/ }).first();
  await returnLink.waitFor();
  const returnPath = ((await returnLink.getAttribute('href')) ?? '').replace(/^\/admin/, '');
  const customers = (await (
    await owner.request.get(`${base()}/api/admin/customers?search=lucia.holguin`)
  ).json()) as { customers: { customer_id: number }[] };
  const customerId = customers.customers[0]?.customer_id ?? 0;
  await owner.context().close();
  return { productId: detail.product_id, waiting, delivered: shipped, returnPath, customerId };
}

/**
 * Every page of the back-office, and what shows it has loaded its data; `whole`, boxes that must show all
 * they hold without scrolling sideways inside themselves, even on a phone.
 */
function backOfficePages(
  data: Data,
): { path: string; ready: (page: Page) => Promise<void>; whole?: string }[] {
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
  const table = (page: Page) => page.getByRole('table').first().waitFor();
  return [
    { path: '', ready: (page) => page.getByRole('region', { name: 'Por atender' }).waitFor() },
    { path: '/existencias', ready: table },
    { path: '/productos', ready: table },
    { path: '/productos/actualizar', ready: heading },
    { path: '/productos/nuevo', ready: heading },
    {
      path: `/productos/${data.productId}`,
      ready: (page) =>
        page
          .getByRole('region', { name: /^Fotos de / })
          .first()
          .waitFor(),
      // A size's price, discount and stock are typed on a phone without scrolling the table.
      whole: '.admin-table-scroll:has(.admin-variant-grid)',
    },
    {
      path: '/pedidos',
      ready: (page) => page.getByRole('link', { name: `Pedido ${data.waiting}` }).waitFor(),
    },
    {
      path: `/pedidos/${data.waiting}`,
      ready: (page) => page.getByRole('button', { name: 'Marcar como enviado' }).waitFor(),
    },
    {
      path: `/pedidos/${data.delivered}`,
      ready: (page) => page.getByRole('region', { name: 'Historial' }).waitFor(),
    },
    { path: `/pedidos/${data.waiting}/empaque`, ready: table },
    {
      path: '/clientes',
      ready: (page) => page.getByRole('link', { name: 'Lucía Holguín' }).waitFor(),
    },
    {
      path: `/clientes/${data.customerId}`,
      ready: (page) => page.getByRole('link', { name: `Pedido #${data.delivered}` }).waitFor(),
    },
    { path: '/empaque', ready: table },
    {
      path: '/devoluciones',
      ready: (page) =>
        page
          .getByRole('link', { name: /^Devolución \d+$/ })
          .first()
          .waitFor(),
    },
    { path: data.returnPath, ready: heading },
    {
      path: '/mensajes',
      ready: (page) => page.getByRole('button', { name: 'Reenviar' }).first().waitFor(),
    },
    { path: '/facturas', ready: heading },
    { path: '/promociones', ready: heading },
    { path: '/cupones', ready: (page) => page.getByText(/^1 uso · \$[\d,.]+ descontados$/).waitFor() },
    { path: '/contenido', ready: (page) => page.getByRole('group', { name: 'Banner 1' }).waitFor() },
    { path: '/codigos-postales', ready: heading },
    { path: '/sinonimos', ready: heading },
    { path: '/bitacora', ready: table },
    { path: '/equipo', ready: heading },
  ];
}

describe('the back-office navigation', () => {
  it('shows the owner’s sections in one row at 1280 px, each under one name: its page’s heading', async () => {
    const owner = await ownerPage(shop.browser(), base(), WIDTHS[0]);
    const links = owner.getByRole('navigation', { name: 'Secciones de la administración' }).getByRole('link');
    const tops = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const names = await links.allTextContents();
    // One 'Inicio' only, and the pick list called what its page calls itself.
    expect(names.filter((name) => name.startsWith('Inicio'))).toEqual(['Inicio']);
    for (const name of ['Lista de surtido', 'Portada']) {
      await links.getByText(name, { exact: true }).click();
      await owner.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    }
    await owner.getByRole('link', { name: 'Pedidos', exact: true }).first().click();
    await owner.getByRole('link', { name: 'Lista de surtido' }).last().waitFor();
    expect(await owner.getByRole('main').getByRole('link', { name: 'Lista de surtido' }).count()).toBe(1);
    await owner.context().close();
  });
});

describe('every back-office page, with data in it', () => {
  // Made by the first width's test (the shopper's helpers expect inside a test), reused by the second.
  let data: Promise<Data> | undefined;

  it.each(WIDTHS)(
    'fits $width px: no sideways scroll, no controls on top of each other, no serious axe findings',
    async (viewport) => {
      data ??= shopWithData();
      const pages = backOfficePages(await data);
      if (SCREENSHOT_DIR) await mkdir(SCREENSHOT_DIR, { recursive: true });
      const owner = await ownerPage(shop.browser(), base(), viewport);
      for (const { path: pagePath, ready, whole } of pages) {
        const where = `/admin${pagePath} a ${viewport.width} px`;
        await owner.goto(`${base()}/admin${pagePath}`);
        await ready(owner);
        if (SCREENSHOT_DIR) {
          const name = pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'inicio';
          await owner.screenshot({
            path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`),
            fullPage: true,
          });
        }
        if (viewport.width >= 1280) {
          // The sections share one row at a laptop's width, the new orders' count beside 'Pedidos' included.
          const tops = await owner
            .getByRole('navigation', { name: 'Secciones de la administración' })
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
          expect.soft(new Set(tops).size, `${where}: filas de la navegación`).toBe(1);
        }
        const width = await owner.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        expect.soft(width, `${where}: ancho de la página`).toBeLessThanOrEqual(viewport.width);
        if (whole) {
          const scrolled = await owner
            .locator(whole)
            .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth).length);
          expect.soft(scrolled, `${where}: ${whole} con desplazamiento lateral`).toBe(0);
        }
        expect.soft(await overlappingControls(owner), `${where}: controles encimados`).toEqual([]);
        await expectAccessible(owner, where);
      }
      await owner.context().close();
    },
    420_000,
  );
});
