import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { bootInStock, type ProductDetail } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { addPhoneAndAddress, addToCart, fillCard, openHostedCheckout, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

describe('checkout in the browser', () => {
  it('goes from an empty cart to a paid order seen in Compras and in its detail page (phone)', async () => {
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await addToCart(page, base(), detail.product_id, variantId);
    const panel = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await panel.getByRole('button', { name: 'Pagar' }).click();

    // A guest signs in first, and comes back to the payment screen.
    await page.waitForURL(/\/auth\/login$/);
    await signIn(page, 'Jesús Ramírez', 'jesus@example.mx');
    await page.waitForURL(`${base()}/payment`);
    await page.getByRole('heading', { name: 'Pago', exact: true }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByText('No hay direcciones guardadas').waitFor();
    await expectAccessible(page, 'Pago con productos, sin teléfono ni dirección');

    await addPhoneAndAddress(page, { audit: true });
    // The saved address (the store's own is on the same avenue, offered as 'Recoger en tienda').
    const address = page.getByRole('radio', { name: /^Ubicación #1 Av\. Independencia 1001/ });
    await address.waitFor();
    expect(await address.isChecked()).toBe(true);
    const map = page.locator('iframe[src*="maps.google.com"]');
    expect(await map.getAttribute('src')).toContain('z=14');
    await page.getByText('después de la compra no podrás cambiarlos').waitFor();
    // The carriers' options for the address, quoted by the local carrier: the fastest is chosen, and the
    // summary's shipping line follows it.
    const choice = page.getByRole('region', { name: 'Entrega' });
    const fastest = choice.locator('label.shipping-option', { hasText: 'Más rápido' });
    await fastest.waitFor();
    expect(await choice.getByText('Más económico').count()).toBe(1);
    const carrier = ((await fastest.locator('strong').textContent()) ?? '').trim();
    await fastest.click();
    expect(await fastest.getByRole('radio').isChecked()).toBe(true);
    await page
      .getByRole('region', { name: 'Resumen del pedido' })
      .getByText(`Envío (${carrier.split(' ')[0] ?? ''})`)
      .waitFor();
    expect(await continueButton.isDisabled()).toBe(false);
    await expectAccessible(page, 'Pago listo para continuar');

    await continueButton.click();
    await page.waitForURL(/\/dev-pay\/checkout\/cs_test_/);
    await page.getByText(detail.product_name).first().waitFor();
    await page.getByText(`${carrier} (llega `, { exact: false }).first().waitFor();
    await expectAccessible(page, 'El pago local con tarjeta');
    await fillCard(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    const orderLink = page.getByRole('link', { name: /^Ver los detalles del pedido #\d+$/ });
    await orderLink.waitFor();
    const billId = (await orderLink.textContent())?.match(/#(\d+)/)?.[1];
    await page.getByRole('button', { name: /^Carrito: 0 productos$/ }).waitFor();
    await expectAccessible(page, 'La página de gracias con el pedido');

    await page.getByRole('link', { name: 'MIS COMPRAS' }).click();
    await page.waitForURL(/\/profile#orders$/);
    const order = page.getByRole('article', { name: `Pedido #${billId}` });
    await order.getByText('En proceso').waitFor();
    await order.getByText(/Av\. Independencia 1001/).waitFor();
    expect(await order.getByRole('link', { name: /Rastrear paquete/ }).count()).toBe(0);
    await expectAccessible(page, 'Compras con un pedido');
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await page.getByRole('list', { name: 'Estadísticas' }).getByText('1 Compras').waitFor();
    await expectAccessible(page, 'Perfil con un pedido');
    await page.getByRole('tab', { name: 'Compras' }).click();

    await page.getByRole('link', { name: `Detalles de compra del pedido #${billId}` }).click();
    await page.waitForURL(`${base()}/BuyDetails/${billId}`);
    await page.getByRole('heading', { name: `Pedido #${billId}` }).waitFor();
    await page.getByText('Visa •••• 4242').waitFor();
    await page.getByText('Paquetería').waitFor();
    await page.getByText(carrier, { exact: true }).waitFor();
    await page.getByText('Pendiente').waitFor();
    await page.getByText(detail.product_name).first().waitFor();
    const storeLink = page.getByRole('link', { name: /Ver en tienda/ });
    expect(await storeLink.getAttribute('href')).toBe(`/product/${detail.product_id}/${variantId}`);
    const inquiry = await page.getByRole('link', { name: /Solicitar Informes/ }).getAttribute('href');
    expect(decodeURIComponent(inquiry ?? '')).toMatch(
      new RegExp(`Jesús Ramírez.*#${billId}|#${billId}.*Jesús Ramírez`, 's'),
    );
    await expectAccessible(page, 'El detalle de un pedido pagado');

    // The cart was emptied by the purchase: the payment screen says so.
    await page.goto(`${base()}/payment`);
    await page.getByText('Tu carrito está vacío.').waitFor();
    await expectAccessible(page, 'Pago con el carrito vacío');
    await page.context().close();
  });

  it('shows a declined card on the hosted page, and a cancelled payment lands on /cancel with the cart kept (desktop)', async () => {
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), DESKTOP);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, 'Lupita Chávez', 'lupita@example.mx');
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    await openHostedCheckout(page, base());

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Tu tarjeta fue rechazada. Intenta con otra tarjeta.').waitFor();
    expect(page.url()).toMatch(/\/dev-pay\/checkout\/cs_test_\w+\/pay$/);
    await expectAccessible(page, 'El pago local con la tarjeta rechazada');

    await page.getByRole('link', { name: 'Cancelar y volver a la tienda' }).click();
    await page.waitForURL(`${base()}/cancel`);
    await page.getByText('Payment Cancelled').waitFor();
    await page.getByText('Payment was not successful, please try again').waitFor();
    await page.getByRole('button', { name: /^Carrito: 1 producto$/ }).waitFor();
    await expectAccessible(page, 'El pago cancelado');
    // The units held for the abandoned payment are back on sale.
    await expect
      .poll(async () => {
        const fresh = (await (
          await fetch(`${shop.store().url}/api/products/productItem/${variantId}`)
        ).json()) as ProductDetail;
        return fresh.colors.flatMap((color) => color.sizes).find((size) => size.variant_id === variantId)
          ?.stock;
      })
      .toBe(detail.colors[0]?.sizes.find((size) => size.variant_id === variantId)?.stock);

    await page.goto(`${base()}/profile#orders`);
    await page.getByText('No hay pedidos registrados').waitFor();
    await page.context().close();
  });
});
