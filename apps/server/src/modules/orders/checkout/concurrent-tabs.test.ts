import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { writeCatalogFixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { payOnHostedPage, requestCheckout } from '../../../test/shop-calls';
import { createShopper, startShopServer, type ShopServer } from '../../../test/shop-server';
import { fixtureVariantWith, variantStock } from '../../../test/rows/variant-stock';
import { devPayStripe } from '../../payments';
import { bills, paymentSessions } from '../tables';
import { CHECKOUT_IN_PROGRESS } from './create-checkout';

let database: DatabaseHandle;
let shop: ShopServer;
let stripe: Stripe;
let boot: number;

const ROUNDS = 10;
const STOCK = 50;

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = await writeCatalogFixture(database.db);
  boot = await fixtureVariantWith(database, fixture, STOCK, 1, 'Café', '27'); // $2,499
  shop = await startShopServer(database);
  stripe = devPayStripe(shop.url);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

const openSessionsOf = (userId: number) =>
  database.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'open')));

const billCount = async (userId: number) =>
  (await database.db.select().from(bills).where(eq(bills.userId, userId))).length;

describe("two tabs pressing 'Continuar' on the same cart at the same moment", () => {
  it('give one checkout that can be paid, one set of units held, and one order', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const shopper = await createShopper(database, `pestanas${round}@correo.test`);
      const cart = [{ variant_id: boot, quantity: 1 }];
      const tabs = await Promise.all([
        requestCheckout(shop.url, shopper.cookie, cart, shopper.addressId),
        requestCheckout(shop.url, shopper.cookie, cart, shopper.addressId),
      ]);

      // Each tab either got a checkout or was told, in Spanish, that the other one is paying.
      for (const tab of tabs) {
        if (tab.status !== 201) expect(tab).toEqual({ status: 409, body: { error: CHECKOUT_IN_PROGRESS } });
      }
      const created = tabs.filter((tab) => tab.status === 201).map((tab) => String(tab.body.sessionId));
      expect(created.length).toBeGreaterThanOrEqual(1);

      // Exactly one of them can be paid at the provider, and the shop holds one unit for it.
      const states = await Promise.all(created.map((id) => stripe.checkout.sessions.retrieve(id)));
      const payable = states.filter((state) => state.status === 'open');
      expect(payable).toHaveLength(1);
      const open = await openSessionsOf(shopper.userId);
      expect(open.map((session) => session.providerSessionId)).toEqual([payable[0]?.id]);
      expect(await variantStock(database, boot)).toBe(STOCK - round);

      // Paying every tab's page makes one order: a second one, if any, was expired before it could be paid.
      const paid = await Promise.all(
        tabs
          .filter((tab) => tab.status === 201)
          .map(async (tab) => (await payOnHostedPage(String(tab.body.url))).status),
      );
      expect(paid.filter((status) => status === 303)).toHaveLength(1);
      await expect.poll(() => billCount(shopper.userId)).toBe(1);
      expect(await openSessionsOf(shopper.userId)).toEqual([]);
      expect(await variantStock(database, boot)).toBe(STOCK - round);
    }
  });
});
