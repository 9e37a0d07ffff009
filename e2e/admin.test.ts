import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { ownerPage as openBackOffice } from './support/back-office';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const NOT_FOUND = 'UPs... Parece que esa página no existe';

describe('the back-office, to anyone but staff', () => {
  it('is the shop’s not-found page, and a shopper’s pages never download its code', async () => {
    const page = await newShopperPage(shop.browser(), PHONE);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));

    for (const path of ['/', '/products/1?category_id=3', '/favorites', '/Contact']) {
      await page.goto(`${base()}${path}`);
      await page.waitForLoadState('networkidle');
    }
    const product = page.getByRole('link', { name: /Bota/ }).first();
    await page.goto(`${base()}/products/1?category_id=3`);
    await product.click();
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((url) => /admin/i.test(url))).toEqual([]);
    // Nor inside the code they did download: no back-office text rides in a shared chunk.
    const scripts = [...new Set(fetched.filter((url) => url.endsWith('.js')))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await fetch(script)).text(), script).not.toContain('Secciones de la administración');
    }

    const answer = await page.goto(`${base()}/admin`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
    expect(await page.getByText('Administración').count()).toBe(0);
    await page.context().close();
  });
});

const ownerPage = () => openBackOffice(shop.browser(), base());

/** A real PNG of a boot-brown square, as a phone's camera roll would hand over (not yet WebP). */
async function bootPicture(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'foto-'));
  const file = path.join(folder, 'bota.png');
  const png = await sharp({
    create: { width: 900, height: 900, channels: 3, background: { r: 110, g: 70, b: 40 } },
  })
    .png()
    .toBuffer();
  await writeFile(file, png);
  return file;
}

describe('the back-office, to staff', () => {
  it('opens for the owner signed in with an e-mail of ADMIN_EMAILS (the demo’s dueno@norteno.local)', async () => {
    const page = await ownerPage();
    const sections = page.getByRole('navigation', { name: 'Secciones de la administración' });
    await page.getByRole('heading', { name: 'Existencias bajas' }).waitFor();
    await expectAccessible(page, 'La administración: inicio');
    // Every section, reached from the navigation, loads and passes axe.
    const visits: [link: string, heading: string][] = [
      ['Productos', 'Productos'],
      ['Pedidos', 'Pedidos'],
      ['Facturas', 'Facturas'],
      ['Promociones', 'Promociones'],
      ['Portada', 'Portada'],
      ['Códigos postales', 'Códigos postales'],
      ['Sinónimos', 'Sinónimos'],
      ['Mensajes', 'Mensajes'],
      ['Bitácora', 'Bitácora'],
    ];
    for (const [link, heading] of visits) {
      await sections.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `La administración: ${heading}`);
    }
    await page.getByRole('link', { name: 'Productos', exact: true }).first().click();
    await page.getByRole('link', { name: 'Actualizar desde CSV' }).click();
    await page.getByLabel('Contenido del CSV').waitFor();
    await expectAccessible(page, 'La administración: actualizar desde CSV');
    await page.context().close();
  });

  it('staff create a boot with two colours, three sizes and a picture; a shopper buys it; staff ship it; the shopper tracks it', async () => {
    const staff = await ownerPage();
    const name = 'Bota Norteña de prueba punta cuadrada';
    await staff.getByRole('link', { name: 'Productos' }).click();
    await staff.getByRole('link', { name: 'Nuevo producto' }).click();
    await staff.getByLabel('Nombre', { exact: true }).fill(name);
    await staff.getByLabel('Marca', { exact: true }).fill('Norteño');
    await staff.getByRole('combobox', { name: /^Departamento/ }).selectOption({ label: 'Botas' });
    await staff.getByRole('combobox', { name: /^Para/ }).selectOption({ label: 'Hombre' });
    await staff.getByLabel('Descripción', { exact: true }).fill('Bota de piel de res, hecha en León.');
    await staff.getByRole('combobox', { name: /^Tallas/ }).selectOption('boot_mx');
    for (const size of ['26 MX', '27 MX', '28 MX']) await staff.getByLabel(size).check();
    await staff.getByLabel('Nombre del color').first().fill('Café');
    await staff.getByLabel('Color', { exact: true }).first().fill('#6e4628');
    await staff.getByRole('button', { name: 'Agregar color' }).click();
    await staff.getByLabel('Nombre del color').nth(1).fill('Negro');
    await staff.getByLabel('Color', { exact: true }).nth(1).fill('#1b1b1b');
    for (const color of ['Café', 'Negro']) {
      for (const size of ['26', '27', '28']) {
        await staff.getByLabel(`Precio ${size} (${color})`).fill('2899');
        await staff.getByLabel(`Existencias ${size} (${color})`).fill('4');
      }
    }
    await expectAccessible(staff, 'La administración: producto nuevo');
    await staff.getByRole('button', { name: 'Guardar producto' }).click();
    await staff.waitForURL(/\/admin\/productos\/\d+$/);
    const productId = Number(staff.url().split('/').pop());

    // A draft: shoppers do not see it, and it cannot be published without a picture.
    await staff.getByText(/^Borrador: no aparece en la tienda/).waitFor();
    expect((await fetch(`${shop.store().url}/api/products/productItem/${productId}`)).status).toBe(404);
    await staff.getByRole('button', { name: 'Publicar' }).click();
    await staff.getByText('Sube al menos una foto antes de publicar el producto', { exact: false }).waitFor();
    await staff.getByLabel('Archivo de foto (Café)').setInputFiles(await bootPicture());
    await staff.locator('img[src*="/api/product/image/"]').first().waitFor();
    await staff.getByRole('button', { name: 'Publicar' }).click();
    await staff.getByRole('button', { name: 'Ocultar de la tienda' }).waitFor();

    // The shopper finds it in the shop, with its picture, and buys a pair.
    const detail = (await (
      await fetch(`${shop.store().url}/api/products/productItem/${productId}`)
    ).json()) as {
      colors: { color_name: string; images: string[]; sizes: { variant_id: number; size_name: string }[] }[];
    };
    const cafe = detail.colors.find((color) => color.color_name === 'Café');
    expect(cafe?.sizes.map((size) => size.size_name)).toEqual(['26', '27', '28']);
    expect(cafe?.images.length).toBe(1);
    const variantId = cafe?.sizes[1]?.variant_id as number;
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, 'Ramón Terrazas', 'ramon@example.mx');
    await shopper.waitForURL(`${base()}/profile`);
    await addToCart(shopper, base(), productId, variantId);
    await shopper.getByText(name).first().waitFor();
    const billId = await payCartWithCard(shopper, base());

    // Staff ship it with DHL and a tracking number.
    await staff.getByRole('link', { name: 'Pedidos' }).click();
    await staff.getByRole('link', { name: `Pedido ${billId}` }).click();
    await staff.getByText(name).first().waitFor();
    await staff.getByLabel('Paquetería').selectOption('DHL');
    await staff.getByLabel('Número de guía').fill('1234567890');
    await expectAccessible(staff, 'La administración: un pedido por enviar');
    await staff.getByRole('button', { name: 'Marcar como enviado' }).click();
    // A typo in the guide is corrected on the order page.
    await staff.getByRole('button', { name: 'Corregir guía' }).click();
    const fix = staff.getByRole('form', { name: 'Corregir la guía' });
    await fix.getByLabel('Número de guía').fill('1234567899');
    await fix.getByRole('button', { name: 'Guardar guía' }).click();
    await staff.getByText('Guía corregida. Le enviamos al cliente la guía correcta.').waitFor();
    // Marked delivered by mistake: it asks first, and is taken back within its ten minutes.
    await staff.getByRole('button', { name: 'Marcar como entregado' }).click();
    await staff
      .getByRole('dialog', { name: `¿Marcar el pedido ${billId} como entregado?` })
      .getByRole('button', { name: 'Sí, marcar como entregado' })
      .click();
    await staff.getByRole('button', { name: 'Deshacer entregado' }).click();
    const undo = staff.getByRole('dialog', { name: `¿Deshacer la entrega del pedido ${billId}?` });
    await expectAccessible(staff, 'La pregunta antes de deshacer una entrega');
    await undo.getByRole('button', { name: 'Sí, deshacer la entrega' }).click();
    await staff.getByRole('button', { name: 'Marcar como entregado' }).waitFor();
    // An internal note joins the order's history; the shopper never sees it.
    await staff.getByLabel('Nota interna (el cliente no la ve)').fill('Pidió envolver para regalo.');
    await staff.getByRole('button', { name: 'Guardar nota' }).click();
    await staff.getByText('Nota: Pidió envolver para regalo.').waitFor();
    // The order is found by part of its product's name.
    await staff.getByRole('link', { name: 'Pedidos' }).first().click();
    await staff.getByLabel('Buscar').fill('norteña de prueba');
    await staff.getByRole('button', { name: 'Filtrar' }).click();
    await staff.getByRole('link', { name: `Pedido ${billId}` }).waitFor();
    // 'Mensajes': the order's confirmation sent again to another address, as a new message.
    const received = `Recibimos tu pedido #${billId}`;
    await staff.getByRole('link', { name: 'Mensajes' }).click();
    await staff.getByLabel('Destinatario').fill('ramon@example.mx');
    await staff.getByRole('button', { name: 'Filtrar' }).click();
    await staff.getByRole('button', { name: `Reenviar «${received}»` }).click();
    await staff.getByLabel('Enviar a').fill('ramon.trabajo@example.mx');
    await expectAccessible(staff, 'La administración: reenviar un correo');
    await staff.getByRole('button', { name: 'Reenviar', exact: true }).click();
    await staff
      .getByText(`Listo: «${received}» se enviará a ramon.trabajo@example.mx en un momento.`)
      .waitFor();
    // The audit log says who did what.
    await staff.getByRole('link', { name: 'Bitácora' }).click();
    const log = staff.getByRole('table');
    await log
      .getByRole('cell', { name: `Marcó el pedido #${billId} como enviado por DHL, guía 1234567890` })
      .waitFor();
    await log
      .getByRole('cell', { name: `Corrigió la guía del pedido #${billId}: DHL 1234567890 → DHL 1234567899` })
      .waitFor();
    await log.getByRole('cell', { name: new RegExp(`^Deshizo la entrega del pedido #${billId}`) }).waitFor();
    await log.getByRole('cell', { name: 'creó el producto' }).waitFor();
    expect(await log.getByRole('cell', { name: 'dueno@norteno.local' }).count()).toBeGreaterThanOrEqual(2);
    // Narrowed to orders: the note and the resend, and no product created.
    await staff.getByLabel('Qué').selectOption('pedidos');
    // The narrowed list has come when the product's line has gone; only then is what it holds read.
    await log.getByRole('cell', { name: 'creó el producto' }).waitFor({ state: 'detached' });
    await log
      .getByRole('cell', { name: `Anotó en el pedido #${billId}: «Pidió envolver para regalo.»` })
      .waitFor();
    await log
      .getByRole('cell', {
        name: `Reenvió el correo «${received}» a ramon.trabajo@example.mx (pedido #${billId})`,
      })
      .waitFor();

    // The shopper sees it on its way in Compras, with the carrier's tracking page for the corrected guide.
    await shopper.goto(`${base()}/profile#orders`);
    const order = shopper.getByRole('article', { name: `Pedido #${billId}` });
    await order.getByText(/enviado/i).waitFor();
    const track = order.getByRole('link', { name: /Rastrear paquete/ });
    expect(await track.getAttribute('href')).toContain('1234567899');
    expect(await track.getAttribute('href')).toContain('dhl.com');
    await expectAccessible(shopper, 'Compras con un pedido enviado');
    await shopper.context().close();
    await staff.context().close();
    // The whole shop's day in one journey (product, sale, shipment, notes, e-mails, log): over a minute on a
    // loaded machine.
  }, 120_000);
});
