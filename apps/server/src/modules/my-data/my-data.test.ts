import type { Bill, Location } from '@store/contract';
import type { OrderInvoiceState } from '@store/contract/invoices';
import {
  ACCOUNT_DELETED,
  ORDERS_NOT_SHIPPED,
  ORDERS_ON_THEIR_WAY,
  type MyDataResponse,
} from '@store/contract/my-data';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATIENT_WAIT } from '../../test/observe/patient-wait';
import type { DatabaseHandle } from '../../db/client';
import {
  bills,
  fiscalProfiles,
  invoices,
  neighborhoods,
  outboxMessages,
  savedCartLines,
  savedFavorites,
  stockAlerts,
  users,
  variants,
} from '../../db/schema';
import { readAuditLog } from '../../test/audit-log';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { payOnHostedPage, requestCheckout } from '../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../test/shop-server';
import { upsertUserFromIdentity } from '../auth/users';
import { queueCopy } from '../mail';
import { ADDRESS_ERASED } from '../orders';
import { ACCOUNT_OWNER } from './delete-account';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

// One of the taxpayers SAT publishes test certificates for.
const COMPANY = {
  rfc: 'EKU9003173C9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '31000',
  cfdi_use: 'G03',
  email: 'facturas@kemper.test',
};

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, { ADMIN_EMAILS: 'dueno@tienda.test' });
  await database.db
    .update(variants)
    .set({ stock: 50 })
    .where(eq(variants.id, fixture.variant(1, 'Café', '27')));
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

const call = (shopper: Shopper | null, path: string, method = 'GET', body?: unknown) =>
  fetch(`${shop.url}${path}`, {
    method,
    headers: {
      ...FROM_THE_SHOP,
      ...(shopper ? { cookie: shopper.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: shop.url,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const deleteAccount = (shopper: Shopper | null) =>
  call(shopper, '/api/users/me', 'DELETE', { confirmation: 'ELIMINAR' });

/** A shopper of these personal data, with a saved address on `street`, signed in. */
async function shopperWith(person: { name: string; email: string; phone: string; street: string }) {
  const shopper = await createShopper(database, person.email);
  await database.db
    .update(users)
    .set({ name: person.name, phoneNumber: person.phone, picture: 'https://fotos.test/rosario.jpg' })
    .where(eq(users.id, shopper.userId));
  const [colonia] = await database.db
    .select()
    .from(neighborhoods)
    .where(eq(neighborhoods.postalCode, '31000'))
    .limit(1);
  const added = await call(shopper, '/api/locations', 'POST', {
    postal_code: '31000',
    neighborhood_id: colonia!.id,
    street: person.street,
    exterior_number: '4471',
    interior_number: 'B',
    reference: 'Casa azul con portón negro',
  });
  expect(added.status).toBe(201);
  const saved = (await (await call(shopper, '/api/locations')).json()) as Location[];
  const { shipping_address_id } = saved.find((location) => location.street === person.street)!;
  return { ...shopper, addressId: shipping_address_id };
}

/** The shopper's order of one boot, paid by card on the local hosted page. */
async function paidOrder(shopper: Shopper): Promise<Bill> {
  const created = await requestCheckout(
    shop.url,
    shopper.cookie,
    [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }],
    shopper.addressId,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
  return vi.waitFor(async () => {
    const [order] = (await (await call(shopper, '/api/bills/list')).json()) as Bill[];
    if (!order) throw new Error('el pedido no llegó');
    return order;
  }, PATIENT_WAIT);
}

/** Waits until the shop sent every message it queued (so none is on its way while the account goes). */
async function mailSettled(): Promise<void> {
  await vi.waitFor(async () => {
    const pending = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'pending'));
    if (pending.length > 0) throw new Error('quedaron correos sin enviar');
  }, PATIENT_WAIT);
}

const shipped = (orderId: number) =>
  database.db.update(bills).set({ shippingStatus: 'enviado' }).where(eq(bills.id, orderId));
const delivered = (orderId: number) =>
  database.db.update(bills).set({ shippingStatus: 'entregado' }).where(eq(bills.id, orderId));

describe('the shopper’s data file', { timeout: 30_000 }, () => {
  it('is only for a signed-in shopper', async () => {
    expect((await call(null, '/api/users/me/data')).status).toBe(401);
    expect((await deleteAccount(null)).status).toBe(401);
  });

  it('holds the profile, every saved address field, the fiscal profiles, the orders with their steps and invoices, and the sizes awaited', async () => {
    const shopper = await shopperWith({
      name: 'Marisela Ontiveros',
      email: 'marisela@correo.test',
      phone: '+526141112233',
      street: 'Calle Jacarandas',
    });
    const order = await paidOrder(shopper);
    const invoiced = await call(shopper, `/api/invoices/orders/${order.bill_id}`, 'POST', {
      ...COMPANY,
      save_profile: true,
    });
    expect(invoiced.status).toBe(201);
    const { invoice } = (await invoiced.json()) as OrderInvoiceState;
    const hat = fixture.variant(4, 'Negro', '58');
    expect((await call(shopper, '/api/users/me/favorites', 'PUT', { favorites: [4] })).status).toBe(200);
    const kept = await call(shopper, '/api/users/me/cart', 'PUT', {
      cart: [{ variant_id: hat, quantity: 2 }],
    });
    expect(kept.status).toBe(200);
    const soldOut = fixture.variant(1, 'Café', '26.5');
    expect((await call(shopper, '/api/users/me/stock-alerts', 'POST', { variant_id: soldOut })).status).toBe(
      201,
    );

    const response = await call(shopper, '/api/users/me/data');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as MyDataResponse;
    expect(data.profile).toMatchObject({
      name: 'Marisela Ontiveros',
      email: 'marisela@correo.test',
      phone_number: '+526141112233',
      picture: 'https://fotos.test/rosario.jpg',
    });
    expect(data.addresses).toContainEqual(
      expect.objectContaining({
        street: 'Calle Jacarandas',
        exterior_number: '4471',
        interior_number: 'B',
        reference: 'Casa azul con portón negro',
        postal_code: '31000',
        state_name: 'Chihuahua',
      }),
    );
    expect(data.fiscal_profiles).toEqual([expect.objectContaining({ rfc: COMPANY.rfc })]);
    expect(data.orders).toHaveLength(1);
    const [mine] = data.orders;
    expect(mine!.order).toMatchObject({ bill_id: order.bill_id, reference: order.reference });
    expect(mine!.order.shipping_address).toContain('Calle Jacarandas');
    expect(mine!.order.bill_details).toHaveLength(1);
    expect(mine!.order.payment.method).toBe('card');
    expect(mine!.status_history).toEqual(expect.any(Array));
    expect(mine!.invoice_uuids).toEqual([invoice!.uuid]);
    expect(data.favorites).toEqual([
      expect.objectContaining({ id: 4, product_name: 'Sombrero texano Stetson de fieltro' }),
    ]);
    expect(data.cart).toEqual([expect.objectContaining({ variant_id: hat, quantity: 2, size_name: '58' })]);
    expect(data.stock_alerts).toEqual([
      expect.objectContaining({ variant_id: soldOut, color_name: 'Café', size_name: '26.5' }),
    ]);
  });
});

describe('deleting the account', { timeout: 30_000 }, () => {
  it('needs the typed confirmation, and waits for the orders on their way', async () => {
    const shopper = await shopperWith({
      name: 'Leonel Carrasco',
      email: 'leonel@correo.test',
      phone: '+526144445566',
      street: 'Calle Mezquite',
    });
    expect((await call(shopper, '/api/users/me', 'DELETE', { confirmation: 'si' })).status).toBe(400);
    expect((await call(shopper, '/api/users/me', 'DELETE')).status).toBe(400);
    const order = await paidOrder(shopper);
    // Paid and not shipped yet ('En proceso'): the refusal says so, not that it is on its way.
    const refused = await deleteAccount(shopper);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: ORDERS_NOT_SHIPPED });
    await shipped(order.bill_id);
    const onItsWay = await deleteAccount(shopper);
    expect(onItsWay.status).toBe(409);
    expect(await onItsWay.json()).toEqual({ error: ORDERS_ON_THEIR_WAY });
    // Nothing changed: still signed in, with the address.
    const data = (await (await call(shopper, '/api/users/me/data')).json()) as MyDataResponse;
    expect(data.addresses).toHaveLength(2);
    expect(data.orders[0]!.order.shipping_address).toContain('Calle Mezquite');
    await delivered(order.bill_id);
    expect((await deleteAccount(shopper)).status).toBe(200);
  });

  it('signs out every browser, and the same identity signs in again as a new, empty user; invoices keep their fiscal data', async () => {
    const shopper = await shopperWith({
      name: 'Ofelia Granados',
      email: 'ofelia@correo.test',
      phone: '+526147778899',
      street: 'Calle Sotol',
    });
    const [user] = await database.db.select().from(users).where(eq(users.id, shopper.userId));
    const otherBrowser = { ...shopper, cookie: await createShopperSession(shopper.userId) };
    const order = await paidOrder(shopper);
    const invoiced = await call(shopper, `/api/invoices/orders/${order.bill_id}`, 'POST', COMPANY);
    expect(invoiced.status).toBe(201);
    await delivered(order.bill_id);
    await mailSettled();
    await call(shopper, '/api/users/me/favorites', 'PUT', { favorites: [1, 4] });
    await call(shopper, '/api/users/me/cart', 'PUT', {
      cart: [{ variant_id: fixture.variant(4, 'Negro', '58'), quantity: 1 }],
    });
    const keptLists = async () => ({
      favorites: await database.db
        .select()
        .from(savedFavorites)
        .where(eq(savedFavorites.userId, shopper.userId)),
      cart: await database.db.select().from(savedCartLines).where(eq(savedCartLines.userId, shopper.userId)),
    });
    expect(await keptLists()).toMatchObject({ favorites: { length: 2 }, cart: { length: 1 } });

    const response = await deleteAccount(shopper);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ACCOUNT_DELETED });
    expect(response.headers.get('set-cookie')).toMatch(/^sid=;/);
    // The favourites and the cart kept with the account go with it.
    expect(await keptLists()).toEqual({ favorites: [], cart: [] });
    for (const browser of [shopper, otherBrowser]) {
      expect((await call(browser, '/api/auth/me')).status).toBe(401);
      expect((await call(browser, '/api/users/me/data')).status).toBe(401);
      expect((await call(browser, '/api/bills/list')).status).toBe(401);
    }

    const [emptied] = await database.db.select().from(users).where(eq(users.id, shopper.userId));
    expect(emptied).toMatchObject({
      name: 'Cuenta eliminada',
      email: `eliminada-${shopper.userId}@cuenta-eliminada.invalid`,
      phoneNumber: null,
      picture: null,
      issuer: user!.issuer,
    });
    expect(emptied!.subject).toMatch(new RegExp(`^eliminada:${shopper.userId}:.{20,}$`));
    expect(emptied!.deletedAt).toBeInstanceOf(Date);
    const [sale] = await database.db.select().from(bills).where(eq(bills.id, order.bill_id));
    expect(sale).toMatchObject({ userId: shopper.userId, shippingAddress: ADDRESS_ERASED });
    // The shop's messages about the order keep their subject, not their facts, and cannot go out again.
    const messages = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, order.bill_id));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message.payload).toEqual({});
      expect(message.subject).toBeTruthy();
      expect([null, `eliminada-${shopper.userId}@cuenta-eliminada.invalid`]).toContain(message.recipient);
      expect(await queueCopy(database.db, message.id, { orderId: order.bill_id })).toBeUndefined();
    }
    // The law keeps the invoice as issued, pointing at the emptied row.
    const [kept] = await database.db.select().from(invoices).where(eq(invoices.userId, shopper.userId));
    expect(kept).toMatchObject({ rfc: COMPANY.rfc, status: 'vigente' });
    const staff = await createShopperSession((await createShopper(database, 'dueno@tienda.test')).userId);
    expect(await readAuditLog(shop.app, { sid: staff.slice('sid='.length) })).toContainEqual(
      expect.objectContaining({
        actor: ACCOUNT_OWNER,
        action: 'account.deleted',
        sentence: `El cliente #${shopper.userId} eliminó su cuenta: se borraron sus datos personales y se conservan sus pedidos y facturas sin ellos`,
      }),
    );

    const again = await upsertUserFromIdentity(database.db, {
      issuer: user!.issuer,
      subject: user!.subject,
      email: user!.email,
      name: user!.name,
      picture: null,
    });
    expect(again.id).not.toBe(shopper.userId);
    const fresh = { ...shopper, userId: again.id, cookie: await createShopperSession(again.id) };
    const data = (await (await call(fresh, '/api/users/me/data')).json()) as MyDataResponse;
    expect(data).toMatchObject({ addresses: [], fiscal_profiles: [], orders: [], favorites: [], cart: [] });
    expect(data.profile.email).toBe('ofelia@correo.test');
  });

  it('leaves the shopper’s name, e-mail, phone, street and RFC in no column of any table', async () => {
    const person = {
      name: 'Rosario Quiñones Batista',
      email: 'rosario.quinones@correo.test',
      phone: '+526149876543',
      street: 'Callejón del Ocotillo',
    };
    const rfc = 'QUBR800101AB1';
    const shopper = await shopperWith(person);
    await database.db.insert(fiscalProfiles).values({
      userId: shopper.userId,
      rfc,
      legalName: person.name,
      taxRegime: '612',
      postalCode: '31000',
      cfdiUse: 'G03',
      email: person.email,
    });
    // Their order's news went to their phone on WhatsApp too (decision 063).
    const whatsapp = await call(shopper, '/api/users/me/whatsapp', 'PUT', {
      phone: person.phone,
      where: 'pago',
    });
    expect(whatsapp.status).toBe(200);
    const order = await paidOrder(shopper);
    await delivered(order.bill_id);
    await mailSettled();
    const soldOut = fixture.variant(1, 'Café', '26.5');
    expect((await call(shopper, '/api/users/me/stock-alerts', 'POST', { variant_id: soldOut })).status).toBe(
      201,
    );
    // The phone also as the 10 digits WhatsApp's consent and messages keep.
    const needles = [person.name, person.email, person.phone, person.phone.slice(3), person.street, rfc];
    // Before: the scan does find them (so it looks where they are).
    expect(Object.keys(await columnsHolding(needles)).sort()).toEqual([...needles].sort());

    expect((await deleteAccount(shopper)).status).toBe(200);
    expect(await columnsHolding(needles)).toEqual({});
    // The sizes they waited for go too (their rows hold no name, only the user's id and a token).
    expect(
      await database.db.select().from(stockAlerts).where(eq(stockAlerts.userId, shopper.userId)),
    ).toEqual([]);
    expect(SCANNED.length).toBeGreaterThan(100);
    expect(SCANNED).toEqual(
      expect.arrayContaining(['users.email', 'outbox_messages.payload', 'invoices.pdf']),
    );
  });
});

async function createShopperSession(userId: number): Promise<string> {
  const { createSession } = await import('../auth/sessions');
  return `sid=${await createSession(database.db, userId)}`;
}

/**
 * The outside services' stand-ins keep what the shop sent them, as the real ones would on their side
 * (the card form's name at the payment provider, the mail in the recipients' inboxes): they are not the
 * shop's data and are left out of the scan.
 */
const OUTSIDE_SERVICES = new Set([
  'dev_pay_objects',
  'dev_pay_events',
  'dev_pay_idempotency_keys',
  'dev_invoices',
  'local_mailbox',
  'dev_whatsapp_messages',
]);

/** Every table.column the scan reads, filled in by `columnsHolding`. */
const SCANNED: string[] = [];

/**
 * For each needle, the table.column of every column of every table in the database (as PostgreSQL lists
 * them, so a table added later is scanned too) whose values contain it, in any case: text and JSON as
 * text, binary as its bytes.
 */
async function columnsHolding(needles: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  SCANNED.length = 0;
  const columns = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    if (OUTSIDE_SERVICES.has(table)) continue;
    SCANNED.push(`${table}.${column}`);
    for (const needle of needles) {
      const where =
        type === 'bytea'
          ? sql`position(convert_to(${needle}, 'UTF8') in ${sql.identifier(column)}) > 0`
          : sql`${sql.identifier(column)}::text ilike ${`%${needle}%`}`;
      const [row] = await rowsOf<{ hits: number }>(
        sql`select count(*)::int as hits from ${sql.identifier(table)} where ${where}`,
      );
      if (Number(row?.hits ?? 0) > 0) (found[needle] ??= []).push(`${table}.${column}`);
    }
  }
  return found;
}

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
