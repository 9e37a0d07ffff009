import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { bootInStock, type ProductDetail } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives, outboxEmptied } from './support/mailbox';
import { addToCart, openHostedCheckout, signIn } from './support/shopper';
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

/** A new shopper on a phone, signed in, with a boot in the cart: the hosted checkout's page open. */
async function atHostedCheckout(name: string, email: string) {
  const { detail, variantId } = await bootInStock(shop.store().url);
  const page = await newShopperPage(shop.browser(), PHONE);
  await page.goto(`${base()}/auth/login`);
  await signIn(page, name, email);
  await page.waitForURL(`${base()}/profile`);
  await addToCart(page, base(), detail.product_id, variantId);
  // Read before the checkout holds its unit.
  const before = await stockOf(detail.product_id, variantId);
  await openHostedCheckout(page, base());
  return { page, productId: detail.product_id, variantId, before };
}

/** The order the success page says is set aside for its payment; its number. */
async function setAside(page: Page): Promise<string> {
  await page.waitForURL(/\/Success\?session_id=cs_test_/);
  const heading = page.getByRole('heading', { name: /^¡Listo! Tu pedido #\d+ está apartado$/ });
  await heading.waitFor();
  const orderNumber = (await heading.textContent())?.match(/#(\d+)/)?.[1];
  if (!orderNumber) throw new Error('la página de éxito no dice el número del pedido');
  return orderNumber;
}

/** The order in Compras, as the shopper finds it. */
async function inCompras(page: Page, orderNumber: string) {
  await page.goto(`${base()}/profile#orders`);
  const order = page.getByRole('article', { name: `Pedido #${orderNumber}` });
  await order.waitFor();
  return order;
}

/** Reloads the order page until it shows `text`, as a shopper checking on their order would. */
async function reloadUntil(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        // The page's data comes after its load: read it once the order is on screen.
        await page.getByRole('heading', { name: /^Pedido #\d+$/ }).waitFor();
        return page.getByText(text).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

describe('cash at OXXO', () => {
  it('sets the order aside as Pendiente de pago with the voucher; paid at the store, it is En proceso and the e-mail comes', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { page, productId, variantId, before } = await atHostedCheckout(
      'Lupita Chávez',
      'lupita.chavez@example.mx',
    );
    await page.getByRole('button', { name: 'Pagar en efectivo en OXXO' }).click();
    const orderNumber = await setAside(page);
    await page.getByRole('heading', { name: /^Págalo en OXXO antes del / }).waitFor();
    await expectAccessible(page, 'Pedido apartado para pagar en OXXO');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'success-oxxo-phone.png'), fullPage: true });

    // Compras: the status, and how much to pay at OXXO until when.
    const order = await inCompras(page, orderNumber);
    await order.getByText('Pendiente de pago').waitFor();
    await order.getByText(/^Paga \$[\d,]+\.\d{2} en OXXO antes del .*2026.*23:59/).waitFor();
    await expectAccessible(page, 'Compras con un pedido pendiente de pago');
    expect(await stockOf(productId, variantId)).toBe((before ?? 0) - 1);

    // The order page: reference and deadline, and the printable voucher in a new tab.
    await order.getByRole('link', { name: /^Ver cómo pagar/ }).click();
    await page.waitForURL(`${base()}/BuyDetails/${orderNumber}`);
    const voucherBox = page.getByRole('region', { name: /^Paga en OXXO antes del / });
    await voucherBox.getByText('Referencia', { exact: true }).waitFor();
    const reference = (await voucherBox.locator('.grouped-code').first().textContent())?.replace(/\D/g, '');
    expect(reference).toMatch(/^\d{14,}$/);
    await expectAccessible(page, 'Pedido pendiente de pago en OXXO');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'order-oxxo-pending-phone.png'), fullPage: true });
    const [voucher] = await Promise.all([
      page.context().waitForEvent('page'),
      voucherBox.getByRole('link', { name: /^Ver e imprimir ficha/ }).click(),
    ]);
    await voucher.waitForLoadState();
    await voucher.getByRole('heading', { name: /^Ficha de pago en OXXO/ }).waitFor();
    await voucher
      .getByText(reference ?? '—')
      .first()
      .waitFor();
    expect(await voucher.locator('svg').count()).toBeGreaterThan(0);
    await voucher.screenshot({
      path: path.join(SCREENSHOTS, 'dev-pay-oxxo-voucher-phone.png'),
      fullPage: true,
    });

    // The cashier takes the cash: the order is paid, and the confirmation e-mail goes out.
    await voucher.getByRole('button', { name: 'Simular pago en OXXO' }).click();
    await voucher.getByRole('status').getByText(/pagad/i).waitFor();
    await voucher.close();
    await reloadUntil(page, 'En proceso');
    expect(await page.getByRole('region', { name: /^Paga en OXXO/ }).count()).toBe(0);
    await page.locator('#contenido').getByText('Pago en efectivo en OXXO', { exact: true }).waitFor();
    expect(await stockOf(productId, variantId)).toBe((before ?? 0) - 1);
    await mailArrives(page, base(), `Tu ficha para pagar el pedido #${orderNumber}`);
    await page
      .getByRole('link', { name: `Tu ficha para pagar el pedido #${orderNumber}`, exact: true })
      .click();
    await page.waitForURL(/\/dev-mail\/\d+$/);
    // The message's text part carries the reference the cashier asks for.
    await page
      .getByText(new RegExp(reference ?? '—'))
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'mail-oxxo-voucher-phone.png'), fullPage: true });
    await mailArrives(page, base(), `Recibimos tu pedido #${orderNumber}`);
    await page.context().close();
  });

  it('lapsed unpaid, the order says Pago no recibido and its unit goes back to the shelf once', async () => {
    const { page, productId, variantId, before } = await atHostedCheckout(
      'Chuy Loera',
      'chuy.loera@example.mx',
    );
    await page.getByRole('button', { name: 'Pagar en efectivo en OXXO' }).click();
    const orderNumber = await setAside(page);
    expect(await stockOf(productId, variantId)).toBe((before ?? 0) - 1);

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const [voucher] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /^Ver e imprimir ficha/ }).click(),
    ]);
    await voucher.getByRole('button', { name: 'Simular vencimiento' }).click();
    await voucher.getByRole('status').waitFor();
    expect(await voucher.getByRole('button', { name: 'Simular pago en OXXO' }).count()).toBe(0);
    await voucher.close();

    await reloadUntil(page, 'Pago no recibido');
    await page.getByText('Tu ficha venció sin pago; liberamos los productos.').waitFor();
    expect(await stockOf(productId, variantId)).toBe(before);
    await expectAccessible(page, 'Pedido sin pago recibido');
    // Seen again once the expiry's e-mail has gone, the unit is not given back a second time.
    await outboxEmptied(base());
    await reloadUntil(page, 'Pago no recibido');
    expect(await stockOf(productId, variantId)).toBe(before);
    await page.context().close();
  });
});

describe('a SPEI transfer', () => {
  it('shows the CLABE; a short transfer leaves the rest to pay, the rest pays the order', async () => {
    const { page } = await atHostedCheckout('Ramona Villa', 'ramona.villa@example.mx');
    await page.getByRole('button', { name: 'Pagar con transferencia SPEI' }).click();
    const orderNumber = await setAside(page);
    await page.getByRole('heading', { name: /^Págalo con tu transferencia antes del / }).waitFor();

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const transferBox = page.getByRole('region', { name: /^Transfiere antes del / });
    await transferBox.getByText('CLABE').first().waitFor();
    await transferBox.getByRole('button', { name: 'Copiar CLABE' }).waitFor();
    await expectAccessible(page, 'Pedido pendiente de transferencia SPEI');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'order-spei-pending-phone.png'), fullPage: true });

    const [transfer] = await Promise.all([
      page.context().waitForEvent('page'),
      transferBox.getByRole('link', { name: /^Ver instrucciones de la transferencia/ }).click(),
    ]);
    await transfer.getByRole('heading', { name: /^Paga con transferencia SPEI/ }).waitFor();
    await transfer.getByLabel('Monto de la transferencia (pesos)').fill('1000');
    await transfer.getByRole('button', { name: 'Simular transferencia' }).click();
    await transfer.getByRole('status').waitFor();
    await transfer.screenshot({
      path: path.join(SCREENSHOTS, 'dev-pay-spei-partial-phone.png'),
      fullPage: true,
    });

    await reloadUntil(page, /^Ya recibimos \$1,000\.00; faltan \$[\d,]+\.\d{2}\.$/);
    expect(await page.getByText('Pendiente de pago').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'order-spei-partial-phone.png'), fullPage: true });

    // The transfer page offers what is still missing; sending it pays the order.
    await transfer.reload();
    await transfer.getByRole('button', { name: 'Simular transferencia' }).click();
    await transfer.getByRole('status').waitFor();
    await transfer.close();
    await reloadUntil(page, 'En proceso');
    await page.locator('#contenido').getByText('Transferencia SPEI', { exact: true }).waitFor();
    await mailArrives(page, base(), `Datos para tu transferencia del pedido #${orderNumber}`);
    await page
      .getByRole('link', { name: `Datos para tu transferencia del pedido #${orderNumber}`, exact: true })
      .click();
    await page.waitForURL(/\/dev-mail\/\d+$/);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'mail-spei-transfer-phone.png'), fullPage: true });
    await mailArrives(page, base(), `Recibimos tu pedido #${orderNumber}`);
    await page.context().close();
  });

  it('the pending order reads well on a desktop too', async () => {
    const { page } = await atHostedCheckout('Toño Baeza', 'tono.baeza@example.mx');
    await page.getByRole('button', { name: 'Pagar con transferencia SPEI' }).click();
    const orderNumber = await setAside(page);
    const desktop = await newShopperPage(shop.browser(), DESKTOP);
    await desktop.context().addCookies(await page.context().cookies());
    await desktop.goto(`${base()}/BuyDetails/${orderNumber}`);
    await desktop.getByRole('region', { name: /^Transfiere antes del / }).waitFor();
    await desktop.screenshot({
      path: path.join(SCREENSHOTS, 'order-spei-pending-desktop.png'),
      fullPage: true,
    });
    await desktop.context().close();
    await page.context().close();
  });
});

describe('the owner', () => {
  it('finds a waiting order by its status, and cancels a paid OXXO order by recording the transfer made', async () => {
    const { page: shopper } = await atHostedCheckout('Nati Olivas', 'nati.olivas@example.mx');
    await shopper.getByRole('button', { name: 'Pagar en efectivo en OXXO' }).click();
    const orderNumber = await setAside(shopper);

    const owner = await newShopperPage(shop.browser(), DESKTOP);
    await owner.goto(`${base()}/auth/login`);
    await signIn(owner, 'Dueño de la tienda', 'dueno@norteno.local');
    await owner.waitForURL(`${base()}/profile`);
    await owner.goto(`${base()}/admin/pedidos`);
    await owner.getByLabel('Estado').selectOption({ label: 'Pendiente de pago' });
    const list = owner.getByRole('region', { name: 'Lista de pedidos' });
    await list.getByRole('link', { name: `Pedido ${orderNumber}` }).waitFor();
    await expect.poll(() => list.getByRole('cell', { name: 'En proceso' }).count()).toBe(0);
    await list.getByRole('link', { name: `Pedido ${orderNumber}` }).click();
    await owner.getByRole('region', { name: 'Pago pendiente en OXXO' }).waitFor();
    await expectAccessible(owner, 'La administración: un pedido pendiente de pago en OXXO');
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-order-oxxo-pending.png'), fullPage: true });

    // The cashier takes the cash; the owner then cancels it, refunding by a transfer of their own.
    await shopper.goto(`${base()}/BuyDetails/${orderNumber}`);
    const voucherUrl = await shopper
      .getByRole('link', { name: /^Ver e imprimir ficha/ })
      .getAttribute('href');
    await fetch(`${voucherUrl ?? ''}/pay`.replace('localhost', '127.0.0.1'), {
      method: 'POST',
      redirect: 'manual',
    });
    await expect
      .poll(async () => {
        await owner.reload();
        await owner
          .getByRole('heading', { name: new RegExp(`${orderNumber}`) })
          .first()
          .waitFor();
        return owner.getByRole('button', { name: 'Cancelar y reembolsar' }).count();
      })
      .toBe(1);
    await owner.getByRole('button', { name: 'Cancelar y reembolsar' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('CLABE del cliente').fill('002180000118359711');
    await dialog.getByLabel('Clave de rastreo o referencia').fill('MBAN01002611250002');
    await dialog.getByRole('button', { name: 'Sí, cancelar y registrar la transferencia' }).click();
    await dialog
      .getByText('Esa CLABE no es válida: revisa que los 18 dígitos estén bien copiados.')
      .waitFor();
    await expectAccessible(owner, 'Cancelar un pedido pagado en OXXO: la CLABE no es válida');
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-cancel-oxxo-dialog.png'), fullPage: true });
    await dialog.getByLabel('CLABE del cliente').fill('002180000118359710');
    await dialog.getByRole('button', { name: 'Sí, cancelar y registrar la transferencia' }).click();
    await owner.getByText('Pedido cancelado y transferencia registrada.').waitFor();

    await reloadUntil(
      shopper,
      /por transferencia a tu CLABE terminada en 9710 \(referencia MBAN01002611250002\)/,
    );
    await shopper.context().close();
    await owner.context().close();
  });
});
