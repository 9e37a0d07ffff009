import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@store/contract';
import { expectAccessible } from './support/axe';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock, type ProductDetail } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives } from './support/mailbox';
import { addToCart, openHostedCheckout, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');

/** Units of a variant on the shelf, as the product page reads them. */
async function stockOf(productId: number, variantId: number): Promise<number | undefined> {
  const detail = (await (
    await fetch(`${shop.store().url}/api/products/productItem/${productId}`)
  ).json()) as ProductDetail;
  return detail.colors.flatMap((color) => color.sizes).find((size) => size.variant_id === variantId)?.stock;
}

describe('the shopper cancels an order before it ships', () => {
  it('paid by card: Cancelar pedido, confirmed, the refund on the order page, the boot back, the e-mail', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Rosa Treviño', 'rosa.trevino@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    const before = await stockOf(detail.product_id, variantId);
    const orderNumber = await payCartWithCard(page, base());
    await expect.poll(() => stockOf(detail.product_id, variantId)).toBe((before ?? 0) - 1);

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    await page.getByRole('heading', { name: `Pedido #${orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Cancelar tu pedido #${orderNumber}?` });
    await dialog.getByText(/^Te reembolsaremos \$[\d,]+\.\d{2} a tu tarjeta terminada en 4242\./).waitFor();
    await expectAccessible(page, 'Diálogo para cancelar un pedido');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'cancel-order-dialog-phone.png') });
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();

    await page.getByText(/^Reembolso de \$[\d,]+\.\d{2} a tu tarjeta terminada en 4242 el /).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);
    await expectAccessible(page, 'Pedido cancelado por quien compra');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'order-cancelled-by-shopper-phone.png'),
      fullPage: true,
    });
    // Reloaded, the order still says so: it is the server's word, not the page's.
    await page.reload();
    await page.getByText(/^Reembolso de \$[\d,]+\.\d{2} a tu tarjeta terminada en 4242 el /).waitFor();

    // The boot is back on the product page.
    expect(await stockOf(detail.product_id, variantId)).toBe(before);
    await page.goto(`${base()}${productPagePath(detail.product_id, variantId)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await mailArrives(page, base(), `Tu pedido #${orderNumber} fue cancelado`);
    await page.getByRole('link', { name: `Tu pedido #${orderNumber} fue cancelado`, exact: true }).click();
    await page
      .getByText(/Cancelaste tu pedido antes de que lo enviáramos y te devolvimos tu dinero completo\./)
      .waitFor();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'mail-cancelled-by-shopper-phone.png'),
      fullPage: true,
    });
  });

  it('waiting for its OXXO payment: the voucher stops being valid and the boot goes back, nothing to refund', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Lupita Chávez', 'lupita.chavez@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    const before = await stockOf(detail.product_id, variantId);
    await openHostedCheckout(page, base());
    await page.getByRole('button', { name: 'Pagar en efectivo en OXXO' }).click();
    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    const heading = page.getByRole('heading', { name: /^¡Listo! Tu pedido #\d+ está apartado$/ });
    await heading.waitFor();
    const orderNumber = (await heading.textContent())?.match(/#(\d+)/)?.[1] ?? '';
    expect(await stockOf(detail.product_id, variantId)).toBe((before ?? 0) - 1);

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    await page.getByRole('heading', { name: `Pedido #${orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Cancelar tu pedido #${orderNumber}?` });
    await dialog.getByText(/^Tu ficha de OXXO dejará de ser válida y liberaremos los productos\./).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'cancel-unpaid-order-dialog-phone.png') });
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();

    await page
      .getByText(
        'Este pedido se canceló antes de pagarse: no se te cobró nada y tu ficha de OXXO ya no es válida.',
      )
      .waitFor();
    expect(await page.getByRole('region', { name: /^Paga en OXXO antes del / }).count()).toBe(0);
    await expectAccessible(page, 'Pedido sin pagar cancelado por quien compra');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'order-unpaid-cancelled-by-shopper-phone.png'),
      fullPage: true,
    });
    expect(await stockOf(detail.product_id, variantId)).toBe(before);
    await mailArrives(page, base(), `Tu pedido #${orderNumber} fue cancelado`);
  });
});
