import { invoiceAmounts } from '@store/money';
import { asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { billLines, bills, promotions } from '../../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { payOnHostedPage, requestCheckout } from '../../../test/shop-calls';
import { createShopper, startShopServer, type ShopServer } from '../../../test/shop-server';
import { orderInvoiceItems } from '../../invoices/issuing/invoice-items';
import { devPayStripe } from '../../payments';
import { orderForInvoice } from '..';

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;

const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database);
  stripe = devPayStripe(shop.url);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

describe('a checkout during a promotion', () => {
  it('charges the promotion exactly, per line, and the order, its page and its invoice say the same', async () => {
    // 'Segundo par al 50 %' on boots (department 3), running now; another, already ended, gives nothing.
    await database.db.insert(promotions).values([
      {
        name: 'Segundo par al 50 %',
        kind: 'second_half',
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + DAY),
        categoryIds: [3],
      },
      {
        name: 'Terminada',
        kind: 'two_for_one',
        startsAt: new Date(Date.now() - 3 * DAY),
        endsAt: new Date(Date.now() - 2 * DAY),
      },
    ]);
    const ariat = fixture.variant(1, 'Café', '27'); // $2,499
    const botin = fixture.variant(2, 'Miel', '24'); // $3,000 with 20 % off: $2,400
    const shopper = await createShopper(database, 'promo@correo.test');

    const created = await requestCheckout(
      shop.url,
      shopper.cookie,
      [
        { variant_id: botin, quantity: 1 },
        { variant_id: ariat, quantity: 2 },
      ],
      shopper.addressId,
    );
    expect(created.status).toBe(201);
    // Dearest first: $2,499, $2,499, $2,400. The first pair's second boot is halved; the botín is alone.
    const expectedCents = 2 * 2499_00 + 2400_00 - 1249_50;
    const hosted = await stripe.checkout.sessions.retrieve(String(created.body.sessionId));
    expect(hosted.amount_total).toBe(expectedCents);
    // The hosted page lists the halved boot apart, at what it costs, with the promotion's name.
    const html = await (await fetch(String(created.body.url))).text();
    expect(html).toContain('Bota vaquera Ariat punta rodeo piel de res (Café, 27) · Segundo par al 50 %');
    expect(html).toContain('$1,249.50');
    expect(html).toContain('$2,400.00');

    const paid = await payOnHostedPage(String(created.body.url), '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    await expect
      .poll(
        async () => (await database.db.select().from(bills).where(eq(bills.userId, shopper.userId))).length,
      )
      .toBe(1);
    const [order] = await database.db.select().from(bills).where(eq(bills.userId, shopper.userId));
    expect(order).toMatchObject({
      subtotalCents: 2 * 2499_00 + 3000_00,
      discountCents: 600_00 + 1249_50,
      shippingCents: 0,
      totalCents: expectedCents,
    });
    const lines = await database.db
      .select()
      .from(billLines)
      .where(eq(billLines.orderId, order!.id))
      .orderBy(asc(billLines.id));
    expect(
      lines.map((line) => [line.variantId, line.quantity, line.promotionDiscountCents, line.promotionName]),
    ).toEqual(
      expect.arrayContaining([
        [ariat, 2, 1249_50, 'Segundo par al 50 %'],
        [botin, 1, 0, null],
      ]),
    );

    const page = await fetch(`${shop.url}/api/bills/list`, { headers: { cookie: shopper.cookie } });
    const [bill] = (await page.json()) as {
      total_amount: number;
      bill_details: { variant_id: number; promotion_discount: number; promotion_name: string | null }[];
    }[];
    expect(bill?.total_amount).toBe(expectedCents / 100);
    expect(bill?.bill_details.find((line) => line.variant_id === ariat)).toMatchObject({
      promotion_discount: 1249.5,
      promotion_name: 'Segundo par al 50 %',
    });

    // The invoice's concepts carry the promotion in their Descuento and still add up to what was paid.
    const invoiceable = await orderForInvoice(database.db, shopper.userId, order!.id);
    const concepts = orderInvoiceItems(invoiceable!, new Map());
    expect(concepts).toHaveLength(2);
    const amounts = invoiceAmounts(
      invoiceable!.lines.map((line) => ({
        unitPriceCents: line.unitPriceCents,
        unitDiscountCents: line.unitDiscountCents,
        quantity: line.quantity,
        promotionDiscountCents: line.promotionDiscountCents,
      })),
    );
    expect(amounts.totalCents).toBe(expectedCents);
    const ariatConcept = concepts.find((concept) => concept.sku === `V${ariat}`);
    // Descuento of the Ariat concept: $1,249.50 without IVA, six decimals.
    expect(ariatConcept?.discount).toBe(Math.floor((1249_50 * 1_000_000 * 2 + 116) / (2 * 116)));
  });

  it('gives nothing once the promotion is archived', async () => {
    await database.db.update(promotions).set({ archivedAt: new Date() });
    const shopper = await createShopper(database, 'sinpromo@correo.test');
    const created = await requestCheckout(
      shop.url,
      shopper.cookie,
      [{ variant_id: fixture.variant(1, 'Café', '26'), quantity: 2 }],
      shopper.addressId,
    );
    expect(created.status).toBe(201);
    const hosted = await stripe.checkout.sessions.retrieve(String(created.body.sessionId));
    expect(hosted.amount_total).toBe(2 * 2499_00);
  });
});
