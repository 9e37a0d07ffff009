import type { AdminCustomerDetail, AdminCustomersResponse } from '@store/contract/admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, users } from '../../db/schema';
import { readAuditLog } from '../../test/audit-log';
import { paidOrder } from '../../test/paid-order';
import { useTestShop, type Account } from '../../test/shop-server';

const shop = useTestShop({ owner: 'duena@clientes.test', shoppers: 'clienta', bootStock: 20 });

const list = async (query = '') => {
  const answer = await shop.call(shop.owner, 'GET', `/admin/customers${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminCustomersResponse;
};
const rowOf = async (who: Account) =>
  (await list(`?search=${encodeURIComponent(who.email)}`)).customers.find(
    (customer) => customer.customer_id === who.userId,
  );
const sid = (who: Account) => ({ sid: who.cookie.replace(/^sid=/, '') });

async function named(name: string, phone: string | null): Promise<Account> {
  const shopper = await shop.newShopper();
  await shop.database.db.update(users).set({ name, phoneNumber: phone }).where(eq(users.id, shopper.userId));
  return shopper;
}

describe("'Clientes' in the back-office", () => {
  it('lists each customer with their orders and what they spent net of refunds, from the ledger', async () => {
    const buyer = await named('Rosaura Terrazas', '+526145550101');
    const orderId = await paidOrder(shop.database.db, shop.url, buyer, shop.boot);
    const [order] = await shop.database.db.select().from(bills).where(eq(bills.id, orderId));
    expect(await rowOf(buyer)).toMatchObject({
      name: 'Rosaura Terrazas',
      email: buyer.email,
      phone_number: '+526145550101',
      deleted: false,
      orders: 1,
      spent: order!.totalCents / 100,
      last_order_at: order!.createdAt.toISOString(),
    });

    const refunded = await shop.call(shop.owner, 'POST', `/admin/orders/${orderId}/refunds`, {
      amount: 500,
      refunds_seen: 0,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await expect.poll(async () => (await rowOf(buyer))?.spent).toBe(order!.totalCents / 100 - 500);
    expect((await rowOf(buyer))?.orders).toBe(1);
  });

  it('searches by name (accents ignored), e-mail or phone, and sorts by each column', async () => {
    const big = await named('Éufemia Big Spender', '+526145550202');
    const none = await named('Eufemia Sin Pedidos', '+526145550303');
    await paidOrder(shop.database.db, shop.url, big, shop.boot, 3);

    const byName = await list('?search=eufemia&sort=name&direction=asc');
    expect(byName.customers.map((customer) => customer.name)).toEqual([
      'Éufemia Big Spender',
      'Eufemia Sin Pedidos',
    ]);
    expect((await list('?search=5550303')).customers.map((customer) => customer.customer_id)).toEqual([
      none.userId,
    ]);
    expect((await list(`?search=${big.email}`)).customers).toHaveLength(1);

    const bySpent = (await list('?sort=spent&direction=desc')).customers;
    expect(bySpent[0]?.customer_id).toBe(big.userId);
    expect(bySpent.map((customer) => customer.spent)).toEqual(
      [...bySpent.map((customer) => customer.spent)].sort((a, b) => b - a),
    );
    const byOrdersAscending = (await list('?search=eufemia&sort=orders&direction=asc')).customers;
    expect(byOrdersAscending.map((customer) => customer.orders)).toEqual([0, 1]);
    // Customers who never ordered go last, whichever way the last order is sorted.
    for (const direction of ['asc', 'desc']) {
      const rows = (await list(`?search=eufemia&sort=last_order&direction=${direction}`)).customers;
      expect(rows.at(-1)?.customer_id).toBe(none.userId);
    }

    const bad = await shop.call(shop.owner, 'GET', '/admin/customers?sort=edad');
    expect(bad.status).toBe(400);
  });

  it("shows a deleted account as 'Cuenta eliminada', with no e-mail or phone", async () => {
    const leaving = await named('Rigoberta Adiós', '+526145550404');
    const deleted = await shop.call(leaving, 'DELETE', '/users/me', { confirmation: 'ELIMINAR' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const row = (await list('?sort=name&direction=asc')).customers.find(
      (customer) => customer.customer_id === leaving.userId,
    );
    expect(row).toMatchObject({ name: 'Cuenta eliminada', email: null, phone_number: null, deleted: true });
    expect((await list('?search=Rigoberta')).customers).toEqual([]);
  });

  it("downloads the list as CSV for the owner, in the list's order", async () => {
    const csvShopper = await named('Casimira, "La Güera"', '+526145550505');
    await paidOrder(shop.database.db, shop.url, csvShopper, shop.boot);
    const response = await shop.app.inject({
      url: '/api/admin/customers/export.csv?search=Casimira',
      cookies: sid(shop.owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, end] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'número de cliente,nombre,correo,teléfono,pedidos,gastado (neto de reembolsos),último pedido',
    );
    const { spent } = (await rowOf(csvShopper))!;
    // The phone's '+' would start a formula: the apostrophe keeps it text, as spreadsheets read it.
    expect(row).toMatch(
      new RegExp(
        `^${csvShopper.userId},"Casimira, ""La Güera""",${csvShopper.email},'\\+526145550505,1,${spent.toFixed(2)},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
      ),
    );
    expect(end).toBe('');
  });

  it("opens a customer's page with orders, addresses and the note, and records every view in the audit log", async () => {
    const shopper = await named('Herminia Chaparro', '+526145550606');
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot);
    const opened = await shop.call(shop.owner, 'GET', `/admin/customers/${shopper.userId}`);
    expect(opened.status).toBe(200);
    const page = opened.body as AdminCustomerDetail;
    expect(page.customer).toMatchObject({ name: 'Herminia Chaparro', orders: 1, deleted: false });
    expect(page.orders).toEqual([
      expect.objectContaining({ bill_id: orderId, financial_status: 'Pagado', net: page.customer.spent }),
    ]);
    expect(page.addresses).toHaveLength(1);
    expect(page).toMatchObject({ note: '', fiscal_profiles: [], stock_alerts: [], returns: [] });
    expect(Object.keys(page).sort()).toEqual(
      [
        'customer',
        'note',
        'note_updated_by',
        'note_updated_at',
        'orders',
        'addresses',
        'fiscal_profiles',
        'stock_alerts',
        'returns',
      ].sort(),
    );

    const entries = await readAuditLog(shop.app, sid(shop.owner));
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: shop.owner.email,
        sentence: `Vio la ficha del cliente #${shopper.userId}`,
      }),
    );

    const noted = await shop.call(shop.owner, 'PUT', `/admin/customers/${shopper.userId}/note`, {
      note: 'Prefiere que le llamen por la tarde.',
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const again = (await shop.call(shop.owner, 'GET', `/admin/customers/${shopper.userId}`))
      .body as AdminCustomerDetail;
    expect(again).toMatchObject({
      note: 'Prefiere que le llamen por la tarde.',
      note_updated_by: shop.owner.email,
    });
    const views = (await readAuditLog(shop.app, sid(shop.owner))).filter(
      (entry) => entry.sentence === `Vio la ficha del cliente #${shopper.userId}`,
    );
    expect(views).toHaveLength(2);

    const tooLong = await shop.call(shop.owner, 'PUT', `/admin/customers/${shopper.userId}/note`, {
      note: 'x'.repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(await shop.call(shop.owner, 'GET', '/admin/customers/999999')).toMatchObject({ status: 404 });
  });

  it('does not exist for a shopper', async () => {
    const shopper = await shop.newShopper();
    for (const path of [
      '/admin/customers',
      `/admin/customers/${shopper.userId}`,
      '/admin/customers/export.csv',
    ]) {
      expect((await shop.call(shopper, 'GET', path)).status).toBe(404);
    }
    expect((await shop.call(null, 'GET', '/admin/customers')).status).toBe(404);
  });
});
