import { finalPriceCents, formatCentavos, shippingCents, toCentavos, unitDiscountCents } from '@store/money';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { ownerPage } from './support/back-office';
import { newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addPhoneAndAddress, addToCart, fillCard, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
/** Where to save the cart's and the payment page's screenshots; none are taken without it. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

describe('a discount code the owner gives away', () => {
  it('the owner creates VAQUERO10; a shopper on a phone is told a wrong code, applies it, pays it by card, and the owner sees it used', async () => {
    const owner = await ownerPage(shop.browser(), base());
    await owner.goto(`${base()}/admin/cupones`);
    await owner.getByRole('heading', { name: 'Cupones', level: 1 }).waitFor();
    await owner.getByText('Aún no hay cupones.', { exact: false }).waitFor();
    await owner.getByRole('button', { name: 'Nuevo cupón' }).click();
    await owner.getByLabel(/^Código/).fill('vaquero10');
    await owner.getByLabel('Qué da').selectOption('percent');
    await owner.getByLabel(/^Porcentaje de descuento/).fill('10');
    await owner.getByRole('button', { name: 'Guardar cupón' }).click();
    const running = owner.getByRole('region', { name: 'Vigentes' });
    await running.getByText('VAQUERO10', { exact: true }).waitFor();
    await running.getByText('0 usos · $0.00 descontados').waitFor();
    await screenshot(owner, 'cupones-1280');
    await expectAccessible(owner, 'La administración: cupones');

    const { detail, variantId } = await bootInStock(shop.store().url);
    const priced = (await (
      await fetch(`${shop.store().url}/api/products/productItem/${detail.product_id}`)
    ).json()) as {
      colors: { sizes: { variant_id: number; price: number; discount: { percentage: number } }[] }[];
    };
    const size = priced.colors.flatMap((color) => color.sizes).find((each) => each.variant_id === variantId);
    if (!size) throw new Error('la talla no está en su producto');
    const unitCents = finalPriceCents(toCentavos(size.price), size.discount.percentage);
    const savingCents = unitDiscountCents(unitCents, 10);
    const goodsCents = unitCents - savingCents;
    const rate = (await (await fetch(`${shop.store().url}/api/payments/shipping-rate`)).json()) as {
      cost: number;
      free_from: number | null;
    };
    const totalCents =
      goodsCents +
      shippingCents(
        {
          costCents: toCentavos(rate.cost),
          freeFromCents: rate.free_from === null ? null : toCentavos(rate.free_from),
        },
        goodsCents,
      );

    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Rosa Holguín', 'rosa.cupon@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    const panel = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    const field = panel.getByLabel('¿Tienes un cupón?');
    await field.fill('BOTAGRATIS');
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await panel.getByText('Este cupón no existe').waitFor();
    await screenshot(page, 'carrito-cupon-rechazado-390');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const described = await field.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe('Este cupón no existe');

    await field.fill('vaquero10');
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => panel.textContent()).toContain(`Cupón VAQUERO10−${formatCentavos(savingCents)}`);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(await panel.textContent()).toContain(formatCentavos(totalCents));
    await screenshot(page, 'carrito-cupon-390');
    await expectAccessible(page, 'El carrito con un cupón', '[role="dialog"]');

    await panel.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(`${base()}/payment`);
    await addPhoneAndAddress(page);
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect
      .poll(() => summary.textContent())
      .toContain(`Cupón VAQUERO10−${formatCentavos(savingCents)}`);
    expect(await summary.textContent()).toContain(formatCentavos(totalCents));
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'pago-cupon-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'pago-cupon-1280');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'El pago con un cupón');

    // The local checkout charges what the server computed and names the code on the line.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/dev-pay\/checkout\/cs_test_/);
    await page.getByText('· Cupón VAQUERO10', { exact: false }).first().waitFor();
    expect(await page.locator('body').textContent()).toContain(formatCentavos(totalCents));
    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    await page.getByRole('link', { name: /^Ver los detalles del pedido #\d+$/ }).waitFor();
    // The code went with the purchase: the next cart starts without it.
    expect(await page.evaluate(() => window.localStorage.getItem('coupon'))).toBe('{"coupon":null}');
    await page.context().close();

    await owner.reload();
    await running
      .getByText(`1 uso · ${formatCentavos(savingCents)} descontados`)
      .waitFor({ timeout: 10_000 });
    await owner.goto(`${base()}/admin/bitacora`);
    await owner.getByText('Creó el cupón VAQUERO10 (10 % de descuento)').waitFor();
    await owner.context().close();
  });
});
