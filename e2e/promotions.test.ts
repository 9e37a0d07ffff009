import { finalPriceCents, formatCentavos, shippingCents, toCentavos, unitDiscountCents } from '@store/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { useFreshStore } from './support/fresh-store';
import { addPhoneAndAddress, addToCart, fillCard, signIn } from './support/shopper';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

type Size = { variant_id: number; stock: number; price: number; discount: { percentage: number } };
type Detail = { product_id: number; product_name: string; colors: { sizes: Size[] }[] };
type Boot = { productId: number; variantId: number; name: string; cents: number };

/** Three pairs of boots (department 3) in stock, of different products, the dearest first. */
async function threeBoots(): Promise<Boot[]> {
  const url = shop.store().url;
  const list = (await (await fetch(`${url}/api/products/list?category_id=3&limit=50`)).json()) as {
    products: { product_id: number }[];
  };
  const boots: Boot[] = [];
  for (const { product_id } of list.products) {
    const detail = (await (await fetch(`${url}/api/products/productItem/${product_id}`)).json()) as Detail;
    const size = detail.colors[0]?.sizes.find((candidate) => candidate.stock >= 1);
    if (!size) continue;
    const cents = finalPriceCents(toCentavos(size.price), size.discount.percentage);
    // Mixed prices: each pair costs something else, so the order of the rule matters.
    if (boots.some((boot) => boot.cents === cents)) continue;
    boots.push({ productId: product_id, variantId: size.variant_id, name: detail.product_name, cents });
    if (boots.length === 3) break;
  }
  if (boots.length < 3) throw new Error('No hay tres botas de precios distintos con existencias');
  return boots.sort((a, b) => b.cents - a.cents);
}

async function ownerPage(): Promise<Page> {
  const page = await newShopperPage(shop.browser(), DESKTOP);
  await page.goto(`${base()}/auth/login`);
  await signIn(page, 'Dueño de la tienda', 'dueno@norteno.local');
  await page.waitForURL(`${base()}/profile`);
  await page.goto(`${base()}/admin/promociones`);
  await page.getByRole('heading', { name: 'Promociones', level: 1 }).waitFor();
  return page;
}

describe('a promotion the owner sets', () => {
  it("staff create 'Segundo par al 50 %' on boots; a shopper sees it before paying and pays exactly that", async () => {
    const staff = await ownerPage();
    await staff.getByText('Aún no hay promociones.').waitFor();
    await staff.getByRole('button', { name: 'Nueva promoción' }).click();
    await staff.getByLabel('Nombre (así lo ve el cliente)').fill('Segundo par al 50 %');
    await staff.getByLabel('Tipo').selectOption('second_half');
    await staff.getByRole('group', { name: 'Departamentos' }).getByLabel('Botas', { exact: true }).check();
    await expectAccessible(staff, 'La administración: nueva promoción');
    await staff.getByRole('button', { name: 'Guardar promoción' }).click();
    const active = staff.getByRole('region', { name: 'Activas' });
    await active.getByRole('strong').getByText('Segundo par al 50 %', { exact: true }).waitFor();
    await active.getByText(/1 departamento/).waitFor();
    await expectAccessible(staff, 'La administración: promociones');
    await staff.goto(`${base()}/admin/bitacora`);
    await staff.getByText(/Creó la promoción «Segundo par al 50 %»/).waitFor();
    await staff.context().close();

    const boots = await threeBoots();
    const [dearest, middle, cheapest] = boots as [Boot, Boot, Boot];
    // Dearest first, in pairs: the second pair of the first two is at half price; the third is alone.
    const savingCents = unitDiscountCents(middle.cents, 50);
    const goodsCents = dearest.cents + middle.cents + cheapest.cents - savingCents;
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
    // The listing and the product page carry the promotion's badge.
    await page.goto(`${base()}/products/1?category_id=3`);
    await page.getByText('Segundo par al 50 %').first().waitFor();
    for (const boot of boots) await addToCart(page, base(), boot.productId, boot.variantId);
    await page.getByText('Promoción: Segundo par al 50 %').waitFor();
    const panel = page.getByRole('dialog', { name: 'Productos en tu carrito' });
    await expect
      .poll(() => panel.textContent())
      .toContain(`Segundo par al 50 %−${formatCentavos(savingCents)}`);
    expect(await panel.textContent()).toContain(formatCentavos(totalCents));
    await expectAccessible(page, 'El carrito con una promoción', '[role="dialog"]');

    await panel.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/\/auth\/login$/);
    await signIn(page, 'Rosa Holguín', 'rosa@example.mx');
    await page.waitForURL(`${base()}/payment`);
    await addPhoneAndAddress(page);
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect
      .poll(() => summary.textContent())
      .toContain(`Segundo par al 50 %−${formatCentavos(savingCents)}`);
    expect(await summary.textContent()).toContain(formatCentavos(totalCents));
    await expectAccessible(page, 'El pago con una promoción');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/dev-pay\/checkout\/cs_test_/);
    await page.getByText(`${middle.name}`, { exact: false }).first().waitFor();
    expect(await page.locator('body').textContent()).toContain(formatCentavos(totalCents));
    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    const orderLink = page.getByRole('link', { name: /^Ver los detalles del pedido #\d+$/ });
    const orderNumber = (await orderLink.textContent())?.match(/#(\d+)/)?.[1];

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    await page.getByRole('heading', { name: `Pedido #${orderNumber}` }).waitFor();
    await page.getByText(`Segundo par al 50 %: −${formatCentavos(savingCents)}`).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(formatCentavos(totalCents));
    const orders = (await page.evaluate(async () => (await fetch('/api/bills/list')).json())) as {
      bill_id: number;
      total_amount: number;
    }[];
    expect(orders.find((order) => String(order.bill_id) === orderNumber)?.total_amount).toBe(
      totalCents / 100,
    );
    await expectAccessible(page, 'El pedido con una promoción');
    await page.context().close();
  });
});
