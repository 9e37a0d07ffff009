import { SHOP_WRITE_HEADER, SHOP_WRITE_HEADER_VALUE } from '@store/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage } from './support/back-office';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addToCart, payCartWithCard, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const CLERK = 'mostrador@norteno.local';
const OWNERS_ONLY = 'Solo un dueño de la tienda puede hacer esto. Pídeselo al dueño.';

/** A call as the back-office page makes it (with the shop's write header), from inside the signed-in page. */
async function callFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body, shopHeader }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? shopHeader : { ...shopHeader, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    },
    { method, path, body, shopHeader: { [SHOP_WRITE_HEADER]: SHOP_WRITE_HEADER_VALUE } },
  );
}

/** The editor's body for the product as the back-office reads it, nothing changed. */
async function editorBody(page: Page, productId: number) {
  return page.evaluate(async (productId) => {
    type Detail = {
      name: string;
      brand_name: string;
      category_id: number;
      target_audience: string;
      description: string;
      is_new: boolean;
      colors: {
        color_id: number;
        name: string;
        hex: string;
        variants: { size_id: number; price: number; discount_percentage: number; stock: number }[];
      }[];
    };
    const detail = (await (await fetch(`/api/admin/products/${productId}`)).json()) as Detail;
    const body = {
      name: detail.name,
      brand_name: detail.brand_name,
      category_id: detail.category_id,
      target_audience: detail.target_audience,
      description: detail.description,
      is_new: detail.is_new,
      colors: detail.colors.map((color) => ({
        color_id: color.color_id,
        name: color.name,
        hex: color.hex,
        variants: color.variants.map((variant) => ({
          size_id: variant.size_id,
          price: variant.price,
          discount_percentage: variant.discount_percentage,
          stock: variant.stock,
          stock_loaded: variant.stock,
        })),
      })),
    };
    return body;
  }, productId);
}

describe('owners and staff in the back-office', () => {
  it('staff added in Equipo ship orders, see new ones without reloading, but cannot refund or change a price; the owner can', async () => {
    const owner = await ownerPage(shop.browser(), base());
    await owner.getByRole('link', { name: 'Equipo' }).click();
    await owner.getByLabel('Correo con el que inicia sesión').fill(CLERK);
    await owner.getByRole('button', { name: 'Agregar' }).click();
    await owner.getByText(`Listo: ${CLERK} ya puede entrar como personal.`).waitFor();
    await owner.getByRole('button', { name: `Quitar a ${CLERK} del equipo` }).waitFor();

    // The clerk signs in on a phone and opens the back-office as staff.
    const clerk = await newShopperPage(shop.browser(), PHONE);
    await clerk.goto(`${base()}/auth/login`);
    await signIn(clerk, 'Mostrador', CLERK);
    await clerk.waitForURL(`${base()}/profile`);
    expect((await clerk.goto(`${base()}/admin`))?.status()).toBe(200);
    await clerk.getByText(`${CLERK} · Personal`).waitFor();
    const nav = clerk.getByRole('navigation', { name: 'Secciones de la administración' });
    await nav.getByRole('link', { name: 'Pedidos' }).waitFor();
    for (const ownersSection of ['Equipo', 'Códigos postales', 'Facturas', 'Portada']) {
      expect(await nav.getByRole('link', { name: ownersSection, exact: true }).count(), ownersSection).toBe(
        0,
      );
    }
    await clerk.goto(`${base()}/admin/equipo`);
    await clerk.getByRole('heading', { name: 'Solo para dueños' }).waitFor();
    await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
    await clerk.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();

    // A shopper pays while the clerk's back-office stays open: the count beside 'Pedidos' appears by itself.
    const { detail, variantId } = await bootInStock(shop.store().url);
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, 'Rosa Treviño', 'rosa.trevino@example.mx');
    await shopper.waitForURL(`${base()}/profile`);
    await addToCart(shopper, base(), detail.product_id, variantId);
    const orderNumber = await payCartWithCard(shopper, base());
    await nav.getByRole('link', { name: /^Pedidos\W*1 pedido nuevo$/ }).waitFor({ timeout: 45_000 });

    // Opening the orders sets the count back to zero.
    await nav.getByRole('link', { name: /^Pedidos/ }).click();
    await clerk.getByRole('link', { name: `Pedido ${orderNumber}`, exact: true }).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Pedidos', exact: true }).count()).toBe(1);
    // The orders CSV, every customer's name and e-mail, is the owners'.
    expect(await clerk.getByRole('form', { name: 'Descargar pedidos en CSV' }).count()).toBe(0);

    // The clerk's order: shipping yes, cancelling and refunding no (no button; the call answers 403).
    await clerk.goto(`${base()}/admin/pedidos/${orderNumber}`);
    const shipping = clerk.getByRole('region', { name: 'Envío' });
    await shipping.getByRole('button', { name: 'Marcar como enviado' }).waitFor();
    expect(await clerk.getByRole('button', { name: 'Cancelar y reembolsar' }).count()).toBe(0);
    const cancel = await callFromPage(clerk, 'POST', `/api/admin/orders/${orderNumber}/cancel`, {});
    expect(cancel).toEqual({ status: 403, body: { error: OWNERS_ONLY } });

    // The clerk's product: stock yes, price no (read-only in the editor; the call answers 403).
    await clerk.goto(`${base()}/admin/productos/${detail.product_id}`);
    const priceInput = clerk.getByLabel(/^Precio /).first();
    await priceInput.waitFor();
    expect(await priceInput.getAttribute('readonly')).not.toBeNull();
    expect(
      await clerk
        .getByLabel(/^Existencias /)
        .first()
        .getAttribute('readonly'),
    ).toBeNull();
    // Its department and brand decide its promotions: shown locked, and the call answers 403.
    expect(await clerk.getByRole('combobox', { name: /^Departamento/ }).isDisabled()).toBe(true);
    expect(await clerk.getByLabel('Marca', { exact: true }).isDisabled()).toBe(true);
    await clerk.getByText('El departamento y la marca los cambia un dueño').waitFor();
    const moved = await editorBody(clerk, detail.product_id);
    const refusedMove = await callFromPage(clerk, 'PUT', `/api/admin/products/${detail.product_id}`, {
      ...moved,
      category_id: moved.category_id === 1 ? 2 : 1,
    });
    expect(refusedMove).toEqual({
      status: 403,
      body: {
        error:
          'Solo un dueño de la tienda puede cambiar el departamento o la marca de un producto: con ellos cambian sus promociones y su clave del SAT.',
      },
    });
    const repriced = await editorBody(clerk, detail.product_id);
    repriced.colors[0]!.variants[0]!.price = 1.5;
    const refusedPrice = await callFromPage(
      clerk,
      'PUT',
      `/api/admin/products/${detail.product_id}`,
      repriced,
    );
    expect(refusedPrice).toEqual({
      status: 403,
      body: { error: 'Solo un dueño de la tienda puede cambiar precios y descuentos.' },
    });

    // The owner changes that price in the editor, and cancels and refunds the order.
    await owner.goto(`${base()}/admin/productos/${detail.product_id}`);
    const ownerPrice = owner.getByLabel(/^Precio /).first();
    await ownerPrice.waitFor();
    expect(await ownerPrice.getAttribute('readonly')).toBeNull();
    await ownerPrice.fill('2999');
    await owner.getByRole('button', { name: 'Guardar producto' }).click();
    await owner.getByText('Producto guardado').first().waitFor();
    const stored = await callFromPage(owner, 'GET', `/api/admin/products/${detail.product_id}`);
    expect(
      (stored.body as { colors: { variants: { price: number }[] }[] }).colors[0]!.variants[0]!.price,
    ).toBe(2999);

    await owner.goto(`${base()}/admin/pedidos/${orderNumber}`);
    await owner.getByRole('button', { name: 'Cancelar y reembolsar' }).click();
    await owner.getByRole('button', { name: 'Sí, cancelar y reembolsar' }).click();
    await owner
      .getByRole('region', { name: 'Envío' })
      .getByText(/Cancelado/)
      .first()
      .waitFor();

    // The log says who did what.
    await owner.goto(`${base()}/admin/bitacora`);
    await owner.getByText(`Agregó a ${CLERK} al equipo como personal`).waitFor();
    for (const page of [owner, clerk, shopper]) await page.context().close();
    // The count is asked every 30 seconds: this journey waits for one round on top of a purchase.
  }, 180_000);
});
