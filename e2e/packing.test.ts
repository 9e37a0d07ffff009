import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { newShopperPage, PHONE } from './support/browser';
import type { ProductDetail } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');

/** What this journey reads of a product's detail: the names a packing slip prints. */
type Detail = Omit<ProductDetail, 'colors'> & {
  colors: { color_name: string; sizes: { variant_id: number; stock: number; size_name: string }[] }[];
};

/** A product of department `categoryId` whose first colour has a size with at least `units` units. */
async function inStock(categoryId: number, units: number) {
  const list = (await (
    await fetch(`${shop.store().url}/api/products/list?category_id=${categoryId}&limit=50`)
  ).json()) as { products: { product_id: number }[] };
  for (const { product_id } of list.products) {
    const detail = (await (
      await fetch(`${shop.store().url}/api/products/productItem/${product_id}`)
    ).json()) as Detail;
    const color = detail.colors[0];
    const size = color?.sizes.find((candidate) => candidate.stock >= units);
    if (color && size) {
      return { productId: product_id, name: detail.product_name, color: color.color_name, size };
    }
  }
  throw new Error(`Nada del departamento ${categoryId} tiene ${units} piezas`);
}

/** The page printed by Chromium as the owner's printer would get it, and the text in that PDF. */
async function printed(page: Page, name: string): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-print.png`), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  await writeFile(path.join(SCREENSHOTS, `${name}.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text, total } = await parser.getText();
    // One sheet each: nothing spills onto a second page.
    expect(total).toBe(1);
    // Cells wrap; what matters is the order of the words.
    return text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('packing an order', () => {
  it('a shopper buys two things → the owner prints its packing slip and the pick list, without prices', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const boot = await inStock(3, 2);
    const hat = await inStock(19, 1);

    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, 'Rosa Kemper', 'rosa.kemper@example.mx');
    await shopper.waitForURL(`${base()}/profile`);
    await addToCart(shopper, base(), boot.productId, boot.size.variant_id);
    await addToCart(shopper, base(), boot.productId, boot.size.variant_id);
    await addToCart(shopper, base(), hat.productId, hat.size.variant_id);
    const orderNumber = await payCartWithCard(shopper, base());

    // The owner opens the order, then its packing slip.
    const owner = await ownerPage(shop.browser(), base());
    await owner.goto(`${base()}/admin/pedidos/${orderNumber}`);
    await owner.getByRole('heading', { name: `Pedido ${orderNumber}` }).waitFor();
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'order-with-packing-link-desktop.png') });
    await owner.getByRole('link', { name: 'Imprimir hoja de empaque' }).click();
    await owner.waitForURL(`${base()}/admin/pedidos/${orderNumber}/empaque`);
    const slip = owner.getByRole('article', { name: `Hoja de empaque · Pedido #${orderNumber}` });
    await slip.getByRole('img', { name: `Código QR de la página del pedido #${orderNumber}` }).waitFor();
    await expectAccessible(owner, 'La hoja de empaque');
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'packing-slip-desktop.png'), fullPage: true });

    // The QR code's address is the shopper's own page of the order.
    const answer = await owner.request.get(`${base()}/api/admin/orders/${orderNumber}/packing-slip`);
    const { order_url: orderUrl } = (await answer.json()) as { order_url: string };
    expect(new URL(orderUrl).pathname).toBe(`/BuyDetails/${orderNumber}`);
    await shopper.goto(orderUrl.replace('127.0.0.1', 'localhost'));
    await shopper.getByRole('heading', { name: `Pedido #${orderNumber}` }).waitFor();
    await shopper.context().close();

    const slipText = await printed(owner, 'packing-slip');
    expect(slipText).toContain('Norteño Western');
    expect(slipText).toContain(`Pedido #${orderNumber}`);
    expect(slipText).toContain('Rosa Kemper');
    expect(slipText).toContain('Av. Independencia 1001');
    expect(slipText).not.toMatch(/Administración|Ver la tienda|Imprimir /);
    for (const [product, units] of [
      [boot, 2],
      [hat, 1],
    ] as const) {
      expect(slipText).toMatch(
        new RegExp(
          `${escaped(product.name)}\\s+${escaped(product.color)}\\s+${escaped(product.size.size_name)}\\s+\\S+\\s+${units}\\b`,
        ),
      );
    }
    expect(slipText).toMatch(/Total de piezas\s+3/);
    // A packing slip travels in the box: no amount anywhere.
    expect(slipText).not.toMatch(/\$|precio|importe|total cobrado|MXN/i);

    // The pick list, from the orders page (the menu names it the same way since decision 048).
    await owner.goto(`${base()}/admin/pedidos`);
    await owner.getByRole('main').getByRole('link', { name: 'Lista de surtido' }).click();
    await owner.waitForURL(`${base()}/admin/empaque`);
    const list = owner.getByRole('article', { name: 'Lista de surtido' });
    await list.getByRole('region', { name: 'Botas' }).waitFor();
    await expectAccessible(owner, 'La lista de surtido');
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'pick-list-desktop.png'), fullPage: true });

    const listText = await printed(owner, 'pick-list');
    expect(listText).toContain('Lista de surtido');
    expect(listText).toMatch(/1 pedido por empacar, 3 piezas/);
    // Boots (Botas) come before hats (Sombreros), as the shelves do.
    expect(listText.indexOf('Botas')).toBeLessThan(listText.indexOf('Sombreros'));
    for (const [product, units] of [
      [boot, 2],
      [hat, 1],
    ] as const) {
      expect(listText).toMatch(
        new RegExp(
          `${escaped(product.name)}\\s+${escaped(product.color)}\\s+${escaped(product.size.size_name)}\\s+\\S+\\s+${units}\\s+#${orderNumber}`,
        ),
      );
    }
    expect(listText).not.toMatch(/\$|precio|importe/i);
    await owner.context().close();

    // On a phone, the sheets read as cards.
    const phone = await ownerPage(shop.browser(), base(), PHONE);
    await phone.goto(`${base()}/admin/pedidos/${orderNumber}/empaque`);
    await phone.getByRole('article', { name: `Hoja de empaque · Pedido #${orderNumber}` }).waitFor();
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'packing-slip-phone.png'), fullPage: true });
    await phone.goto(`${base()}/admin/empaque`);
    await phone.getByRole('region', { name: 'Botas' }).waitFor();
    await phone.screenshot({ path: path.join(SCREENSHOTS, 'pick-list-phone.png'), fullPage: true });
    await phone.context().close();
  });
});
