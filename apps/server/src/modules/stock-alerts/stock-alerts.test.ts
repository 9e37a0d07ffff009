import type { AdminProductDetail } from '@store/contract/admin';
import {
  MAX_STOCK_ALERTS,
  productPagePath,
  SIZE_IN_STOCK,
  SIZE_NOT_FOUND,
  STOCK_ALERT_NOT_FOUND,
  TOO_MANY_STOCK_ALERTS,
  type StockAlert,
  type StockAlertByToken,
} from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  colors,
  outboxMessages,
  paymentSessions,
  sizes,
  stockAlertLinks,
  stockAlerts,
  variants,
} from '../../db/schema';
import { hashToken } from '../../lib/secret-tokens';
import { HIDDEN_PRODUCT_ID } from '../../test/catalog-fixture';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { editorBodyOf } from '../../test/product-input';
import { paidOrder } from '../../test/paid-order';
import { requestCheckout } from '../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../test/shop-server';
import { variantStock } from '../../test/rows/variant-stock';
import { returnStock } from '../catalog';
import type { MessagePayloads } from '../mail';
import { releasePaymentSession } from '../orders/lifecycle/move-payment-session';
import { tellWaitingShoppers } from './tell-waiting-shoppers';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

/**
 * 'Avísame cuando llegue': a shopper waits for a sold-out size and hears once, by e-mail, when it is back,
 * whichever way it came back (a staff count in the editor or the CSV, units of an expired checkout, of a
 * cancelled order or of a received return).
 */

const STAFF = 'encargado-avisos@tienda.test';
let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let staff: Shopper;
let people = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, { ADMIN_EMAILS: STAFF });
  staff = await createShopper(database, STAFF);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

async function call(method: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${shop.url}/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const emails = new Map<number, string>();
const newShopper = async () => {
  people += 1;
  const email = `espera${people}@correo.test`;
  const shopper = await createShopper(database, email);
  emails.set(shopper.userId, email);
  return shopper;
};
const setStock = (variantId: number, stock: number) =>
  database.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
const subscribe = (shopper: Shopper, variantId: number) =>
  call('POST', '/users/me/stock-alerts', shopper.cookie, { variant_id: variantId });
const alertsOf = async (shopper: Shopper) =>
  (await call('GET', '/users/me/stock-alerts', shopper.cookie)).body as StockAlert[];
const productOf = async (variantId: number) => {
  const [row] = await database.db
    .select({ productId: colors.productId, sku: variants.sku })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(variants.id, variantId));
  return row!;
};
/** The 'Ya llegó tu talla' messages queued for the shopper, oldest first. */
const backInStockMessagesTo = async (shopper: Shopper) => {
  const rows = await database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, 'back-in-stock'),
        eq(outboxMessages.recipient, emails.get(shopper.userId)!),
      ),
    )
    .orderBy(outboxMessages.id);
  return rows.map((row) => row.payload as MessagePayloads['back-in-stock']);
};
const waitingShopper = newShopper;

/** The staff's editor saving the product with `stock` typed for the variant. */
async function countInEditor(variantId: number, stock: number) {
  const { productId } = await productOf(variantId);
  const loaded = (await call('GET', `/admin/products/${productId}`, staff.cookie)).body as AdminProductDetail;
  const body = editorBodyOf(loaded, { withLoadedStock: true });
  for (const color of body.colors) {
    for (const variant of color.variants) {
      const stored = loaded.colors
        .find((candidate) => candidate.color_id === color.color_id)
        ?.variants.find((candidate) => candidate.size_id === variant.size_id);
      if (stored?.variant_id === variantId) variant.stock = stock;
    }
  }
  const saved = await call('PUT', `/admin/products/${productId}`, staff.cookie, body);
  expect(saved.status).toBe(200);
}

describe('asking to be told', () => {
  it('takes a sold-out size once, lists it named as the product page names it, and removes it', async () => {
    const shopper = await waitingShopper();
    const boot = fixture.variant(1, 'Café', '26.5');
    await setStock(boot, 0);
    const first = await subscribe(shopper, boot);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ variant_id: boot, color_name: 'Café', size_name: '26.5' });
    // Asking again keeps the one alert.
    expect((await subscribe(shopper, boot)).status).toBe(200);
    const listed = await alertsOf(shopper);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ variant_id: boot, product_id: (await productOf(boot)).productId });

    const removed = await call(
      'DELETE',
      `/users/me/stock-alerts/${listed[0]!.stock_alert_id}`,
      shopper.cookie,
    );
    expect(removed.status).toBe(200);
    expect(await alertsOf(shopper)).toEqual([]);
  });

  it('refuses a size in stock (422), an unknown one (404), a guest (401) and more than the cap (422)', async () => {
    const shopper = await waitingShopper();
    const inStock = fixture.variant(1, 'Café', '26');
    await setStock(inStock, 3);
    expect(await subscribe(shopper, inStock)).toEqual({ status: 422, body: { error: SIZE_IN_STOCK } });
    expect(await subscribe(shopper, 2_000_000_000)).toEqual({ status: 404, body: { error: SIZE_NOT_FOUND } });
    expect((await call('POST', '/users/me/stock-alerts', '', { variant_id: inStock })).status).toBe(401);

    // At the cap, one more is refused. The fixture has fewer sizes, so the hidden product gets a colour
    // with as many as the cap, and the rows are written directly.
    const soldOut = fixture.variant(1, 'Negro', '26');
    const [color] = await database.db
      .insert(colors)
      .values({ productId: HIDDEN_PRODUCT_ID, name: 'Tope', hex: '#000000', position: 9 })
      .returning();
    const sizeIds = (await database.db.select({ id: sizes.id }).from(sizes).limit(MAX_STOCK_ALERTS)).map(
      (size) => size.id,
    );
    expect(sizeIds).toHaveLength(MAX_STOCK_ALERTS);
    const made = await database.db
      .insert(variants)
      .values(
        sizeIds.map((sizeId) => ({
          colorId: color!.id,
          sizeId,
          sku: `tope-${sizeId}`,
          priceCents: 100_00,
          discountPercentage: 0,
          stock: 0,
        })),
      )
      .returning({ id: variants.id });
    await database.db.insert(stockAlerts).values(
      made.map((variant) => ({
        userId: shopper.userId,
        variantId: variant.id,
      })),
    );
    const refused = await subscribe(shopper, soldOut);
    expect(refused).toEqual({ status: 422, body: { error: TOO_MANY_STOCK_ALERTS } });
    await database.db.delete(stockAlerts).where(eq(stockAlerts.userId, shopper.userId));
  });

  it('does not let another shopper see or remove an alert (404, as one that does not exist)', async () => {
    const owner = await waitingShopper();
    const stranger = await waitingShopper();
    const boot = fixture.variant(1, 'Negro', '27');
    await setStock(boot, 0);
    const alert = (await subscribe(owner, boot)).body as StockAlert;
    expect(await alertsOf(stranger)).toEqual([]);
    expect(await call('DELETE', `/users/me/stock-alerts/${alert.stock_alert_id}`, stranger.cookie)).toEqual({
      status: 404,
      body: { error: STOCK_ALERT_NOT_FOUND },
    });
    expect(await alertsOf(owner)).toHaveLength(1);
  });
});

describe('the size comes back', () => {
  it('from the editor: one e-mail with the page of that colour and size, and the alert ends', async () => {
    const shopper = await waitingShopper();
    const boot = fixture.variant(2, 'Miel', '24');
    await setStock(boot, 0);
    expect((await subscribe(shopper, boot)).status).toBe(201);
    await countInEditor(boot, 3);
    const messages = await backInStockMessagesTo(shopper);
    expect(messages).toEqual([
      expect.objectContaining({
        color: 'Miel',
        size: '24',
        path: productPagePath((await productOf(boot)).productId, boot),
      }),
    ]);
    expect(await alertsOf(shopper)).toEqual([]);

    // More units later: still one e-mail.
    await countInEditor(boot, 0);
    await countInEditor(boot, 5);
    expect(await backInStockMessagesTo(shopper)).toHaveLength(1);
  });

  it('from 2 to 5 units tells nobody and keeps the alert', async () => {
    const shopper = await waitingShopper();
    const boot = fixture.variant(2, 'Miel', '24.5');
    await setStock(boot, 2);
    // Written directly: the shop refuses an alert on a size in stock, but one can be left from before.
    await database.db.insert(stockAlerts).values({ userId: shopper.userId, variantId: boot });
    await countInEditor(boot, 5);
    expect(await backInStockMessagesTo(shopper)).toEqual([]);
    expect(await alertsOf(shopper)).toHaveLength(1);
  });

  it('from the CSV update', async () => {
    const shopper = await waitingShopper();
    const hat = fixture.variant(4, 'Negro', '57');
    await setStock(hat, 0);
    expect((await subscribe(shopper, hat)).status).toBe(201);
    const { sku } = await productOf(hat);
    const applied = await call('POST', '/admin/products/bulk-update/apply', staff.cookie, {
      csv: `sku,existencias\n${sku},4\n`,
      shown_stock: [{ sku, stock: 0 }],
    });
    expect(applied.status).toBe(200);
    expect(await backInStockMessagesTo(shopper)).toEqual([expect.objectContaining({ size: '57' })]);
    expect(await alertsOf(shopper)).toEqual([]);
  });

  it('from a checkout that expired with the last unit held', async () => {
    const buyer = await newShopper();
    const shopper = await waitingShopper();
    const sweater = fixture.variant(3, 'Gris', 'M');
    await setStock(sweater, 1);
    const created = await requestCheckout(
      shop.url,
      buyer.cookie,
      [{ variant_id: sweater, quantity: 1 }],
      buyer.addressId,
    );
    expect(created.status).toBe(201);
    expect(await variantStock(database, sweater)).toBe(0);
    expect((await subscribe(shopper, sweater)).status).toBe(201);
    const [session] = await database.db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, buyer.userId));
    expect(await releasePaymentSession(database.db, session!.id, 'expired', 'sweeper')).toBe(true);
    expect(await variantStock(database, sweater)).toBe(1);
    expect(await backInStockMessagesTo(shopper)).toEqual([expect.objectContaining({ size: 'M' })]);
  });

  it('from a cancelled order, and from a received return', async () => {
    const belt = fixture.variant(5, 'Café', '32');
    await setStock(belt, 2);
    const buyer = await newShopper();
    const cancelled = await paidOrder(database.db, shop.url, buyer, belt, 2);
    expect(await variantStock(database, belt)).toBe(0);
    const shopper = await waitingShopper();
    expect((await subscribe(shopper, belt)).status).toBe(201);
    expect((await call('POST', `/admin/orders/${cancelled}/cancel`, staff.cookie, {})).status).toBe(200);
    expect(await variantStock(database, belt)).toBe(2);
    expect(await backInStockMessagesTo(shopper)).toHaveLength(1);

    // A second buyer takes both again; the order is delivered and one unit comes back.
    const other = await newShopper();
    const order = await paidOrder(database.db, shop.url, other, belt, 2);
    const later = await waitingShopper();
    expect((await subscribe(later, belt)).status).toBe(201);
    const status = (body: unknown) => call('POST', `/admin/orders/${order}/status`, staff.cookie, body);
    expect((await status({ status: 'enviado', carrier: 'DHL', tracking_number: '1234567890' })).status).toBe(
      200,
    );
    expect((await status({ status: 'entregado' })).status).toBe(200);
    const [line] = (
      (await call('GET', `/bills/${order}/returns`, other.cookie)).body as {
        lines: { order_line_id: number }[];
      }
    ).lines;
    const asked = await call('POST', `/bills/${order}/returns`, other.cookie, {
      lines: [{ order_line_id: line!.order_line_id, quantity: 1 }],
      reason: 'No me quedó la talla',
    });
    expect(asked.status).toBe(201);
    const returnId = (asked.body as { requests: { return_id: number }[] }).requests[0]!.return_id;
    expect((await call('POST', `/admin/returns/${returnId}/approve`, staff.cookie)).status).toBe(200);
    expect(await backInStockMessagesTo(later)).toEqual([]);
    expect((await call('POST', `/admin/returns/${returnId}/receive`, staff.cookie)).status).toBe(200);
    expect(await variantStock(database, belt)).toBe(1);
    expect(await backInStockMessagesTo(later)).toHaveLength(1);
  });

  it('tells once when two raises of the same size run at once', async () => {
    const shopper = await waitingShopper();
    const boot = fixture.variant(5, 'Café', '34');
    await setStock(boot, 0);
    expect((await subscribe(shopper, boot)).status).toBe(201);
    const raise = () =>
      database.db.transaction((tx) =>
        returnStock(tx, [{ variantId: boot, quantity: 2 }], tellWaitingShoppers),
      );
    await Promise.all([raise(), raise()]);
    expect(await variantStock(database, boot)).toBe(4);
    expect(await backInStockMessagesTo(shopper)).toHaveLength(1);
  });

  it('lists the shopper’s other alerts in the e-mail, each cancelled by its token after asking', async () => {
    const shopper = await waitingShopper();
    const back = fixture.variant(4, 'Negro', '58');
    const stillOut = fixture.variant(1, 'Café', '27');
    await setStock(back, 0);
    await setStock(stillOut, 0);
    expect((await subscribe(shopper, stillOut)).status).toBe(201);
    expect((await subscribe(shopper, back)).status).toBe(201);
    await countInEditor(back, 1);
    const [message] = await backInStockMessagesTo(shopper);
    expect(message!.otherAlerts).toEqual([expect.objectContaining({ color: 'Café', size: '27' })]);
    const token = message!.otherAlerts[0]!.cancelPath.split('/').pop()!;
    // The shop keeps only the link's hash: a copy of its database cancels nobody's alerts.
    const stored = JSON.stringify(await database.db.select().from(stockAlertLinks));
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashToken(token));

    // Opening the link changes nothing; confirming removes it; a second time it is gone.
    const shown = await call('GET', `/stock-alerts/by-token/${token}`, '');
    expect(shown.status).toBe(200);
    expect(shown.body as StockAlertByToken).toMatchObject({ color_name: 'Café', size_name: '27' });
    expect(await alertsOf(shopper)).toHaveLength(1);
    expect((await call('DELETE', `/stock-alerts/by-token/${token}`, '')).status).toBe(200);
    expect(await alertsOf(shopper)).toEqual([]);
    expect(await call('DELETE', `/stock-alerts/by-token/${token}`, '')).toEqual({
      status: 404,
      body: { error: STOCK_ALERT_NOT_FOUND },
    });
    expect((await call('GET', `/stock-alerts/by-token/${'x'.repeat(43)}`, '')).status).toBe(404);
  });
});
