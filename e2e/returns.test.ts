import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../apps/server/src/db/client';
import { lastClosedDeliveryDay } from '../apps/server/src/test/return-window';
import { expectAccessible } from './support/axe';
import { ownerPage, shipAndDeliver } from './support/back-office';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives } from './support/mailbox';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');

/** A new shopper on a phone buys a boot by card; answers the page and the order's number. */
async function shopperWithOrder(name: string, email: string) {
  const { detail, variantId } = await bootInStock(shop.store().url);
  const page = await newShopperPage(shop.browser(), PHONE);
  await page.goto(`${base()}/auth/login`);
  await signIn(page, name, email);
  await page.waitForURL(`${base()}/profile`);
  await addToCart(page, base(), detail.product_id, variantId);
  const billId = await payCartWithCard(page, base());
  return { page, billId };
}

describe('a return within five business days of delivery', () => {
  it('is asked by the shopper, approved, received and refunded by the owner on a phone, each step on the order page', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    // The owner works from a phone: ships, delivers, approves, receives and refunds at 390 px.
    const staff = await ownerPage(shop.browser(), base(), PHONE);
    const { page: shopper, billId } = await shopperWithOrder('Lucía Chávez', 'lucia@example.mx');
    await shipAndDeliver(staff, base(), billId);

    await shopper.goto(`${base()}/BuyDetails/${billId}`);
    const section = shopper.getByRole('region', { name: 'Devolución' });
    await section.getByText(/^Puedes solicitarla hasta el \d+ de \p{L}+ de \d{4}\.$/u).waitFor();
    await section.getByRole('button', { name: 'Solicitar devolución' }).click();
    await section.getByRole('combobox').first().selectOption('1');
    await section.getByRole('radio', { name: 'No me quedó' }).check();
    await section.getByRole('radio', { name: 'Me quedó grande' }).check();
    await shopper.screenshot({ path: path.join(SCREENSHOTS, 'return-form-phone.png'), fullPage: true });
    await expectAccessible(shopper, 'El formulario de devolución');
    await section.getByRole('button', { name: 'Revisar solicitud' }).click();
    await section.getByRole('button', { name: 'Confirmar devolución' }).click();
    await section.getByText('Solicitaste la devolución').waitFor();
    expect(await section.getByRole('button', { name: 'Solicitar devolución' }).count()).toBe(0);
    await mailArrives(shopper, base(), `Recibimos tu solicitud de devolución del pedido #${billId}`);

    await staff.getByRole('link', { name: 'Devoluciones' }).click();
    await staff.getByRole('heading', { name: 'Devoluciones' }).waitFor();
    await staff
      .getByRole('link', { name: /^Devolución \d+$/ })
      .first()
      .click();
    await staff.getByRole('button', { name: 'Aprobar' }).click();
    await staff.getByRole('button', { name: 'Recibido' }).click();
    const refund = staff.getByRole('button', { name: /^Reembolsar \$/ });
    await refund.waitFor();
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'admin-return-phone.png'), fullPage: true });
    await expectAccessible(staff, 'La administración: una devolución por reembolsar');
    const amount = (await refund.textContent())?.replace('Reembolsar ', '') ?? '';
    await refund.click();
    // It asks before the money goes back.
    const confirm = staff.getByRole('dialog', { name: `¿Reembolsar ${amount}?` });
    await confirm.getByText(`Se devolverán ${amount} de la devolución`, { exact: false }).waitFor();
    await expectAccessible(staff, 'La confirmación del reembolso de una devolución');
    await confirm.getByRole('button', { name: `Reembolsar ${amount}` }).click();
    await staff.getByText('Reembolsada').first().waitFor();
    await staff.getByRole('link', { name: 'Bitácora' }).click();
    // On a phone each row is a card, and each cell's name begins with its column's label ('Qué cambió').
    await staff.getByRole('cell', { name: new RegExp(`Reembolsó .* del pedido #${billId}$`) }).waitFor();

    await shopper.goto(`${base()}/BuyDetails/${billId}`);
    for (const step of [
      'Solicitaste la devolución',
      'Aprobamos tu devolución: envíanos los artículos',
      'Recibimos los artículos',
    ]) {
      await section.getByText(step).waitFor();
    }
    await section.getByText(`Te reembolsamos ${amount}`).waitFor();
    // The ledger: the order says where the money went, and the refund's e-mail arrives.
    const money = shopper.getByRole('region', { name: 'Pago y reembolsos' });
    await money
      .getByText(new RegExp(`^${amount.replace(/[$.]/g, '\\$&')} a tu Visa •••• 4242: hecho el `))
      .waitFor();
    await shopper.screenshot({ path: path.join(SCREENSHOTS, 'return-steps-phone.png'), fullPage: true });
    await shopper.setViewportSize(DESKTOP);
    await shopper.screenshot({ path: path.join(SCREENSHOTS, 'return-steps-desktop.png'), fullPage: true });
    await staff.goto(`${base()}/admin/devoluciones`);
    await staff
      .getByRole('link', { name: /^Devolución \d+$/ })
      .first()
      .waitFor();
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'admin-returns-phone.png'), fullPage: true });
    // The refund's own e-mail, once.
    await mailArrives(shopper, base(), `Te devolvimos ${amount} del pedido #${billId}`);
    await shopper.context().close();
    await staff.context().close();
  });

  it('is refused on the sixth business day, and the page says until when it was possible', async () => {
    const staff = await ownerPage(shop.browser(), base());
    const { page: shopper, billId } = await shopperWithOrder('Mario Loya', 'mario@example.mx');
    await shipAndDeliver(staff, base(), billId);
    await staff.context().close();

    // The latest delivery day whose fifth business day is already over: today is at least the sixth.
    const { closed: delivered } = lastClosedDeliveryDay();
    await shop.restart(async () => {
      const database = await openPglite(shop.dataDir());
      await database.client.query(
        `UPDATE bill_status_changes SET changed_at = $1 WHERE bill_id = $2 AND status = 'entregado'`,
        [new Date(`${delivered}T12:00:00-06:00`), Number(billId)],
      );
      await database.close();
    });

    await shopper.goto(`${base()}/BuyDetails/${billId}`);
    const section = shopper.getByRole('region', { name: 'Devolución' });
    await section.getByText(/^El plazo para solicitar una devolución terminó el /).waitFor();
    expect(await section.getByRole('button', { name: 'Solicitar devolución' }).count()).toBe(0);
    // Asked anyway (an old tab), the shop refuses it naming the day the window ended.
    const state = (await (await shopper.request.get(`${base()}/api/bills/${billId}/returns`)).json()) as {
      lines: { order_line_id: number }[];
    };
    const answer = await shopper.request.post(`${base()}/api/bills/${billId}/returns`, {
      data: {
        lines: [{ order_line_id: state.lines[0]?.order_line_id, quantity: 1 }],
        reason: 'Cambié de opinión',
      },
      headers: { origin: base() },
    });
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { error: string }).error).toMatch(
      /^El plazo para devolver este pedido terminó el \d+ de \p{L}+ de \d{4}\.$/u,
    );
    await shopper.context().close();
  });
});
