import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { writeCatalogFixture, type Fixture } from '../../../server/src/test/catalog-fixture';
import { createTestDatabase } from '../../../server/src/test/database';
import { payOnHostedPage, requestCheckout } from '../../../server/src/test/shop-calls';
import { createShopper, startShopServer, type ShopServer } from '../../../server/src/test/shop-server';
import { devPayStripe } from '../../../server/src/modules/payments';

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;
let shoppers = 0;

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

/** A card payment of one $2,499 boot on the local hosted checkout; answers its payment intent. */
async function paidIntent(): Promise<Stripe.PaymentIntent & { sessionId: string }> {
  shoppers += 1;
  const shopper = await createShopper(database, `reembolso${shoppers}@correo.test`);
  const created = await requestCheckout(
    shop.url,
    shopper.cookie,
    [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }],
    shopper.addressId,
  );
  expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
  const session = await stripe.checkout.sessions.retrieve(String(created.body.sessionId), {
    expand: ['payment_intent'],
  });
  return { ...(session.payment_intent as Stripe.PaymentIntent), sessionId: session.id };
}

describe('refunds on the local hosted checkout, as Stripe makes them', () => {
  it('refunds a payment in full once, refusing a second full refund', async () => {
    const intent = await paidIntent();
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      reason: 'requested_by_customer',
    });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_/),
      object: 'refund',
      status: 'succeeded',
      amount: 2499_00,
      currency: 'mxn',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: 'requested_by_customer',
    });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    expect(await stripe.refunds.retrieve(refund.id)).toEqual(refund);
    const session = await stripe.checkout.sessions.retrieve(intent.sessionId, {
      expand: ['payment_intent.latest_charge'],
    });
    const charge = (session.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 2499_00 });
  });

  it('gives the same refund for the same idempotency key, and takes part refunds up to what was paid', async () => {
    const intent = await paidIntent();
    const key = { idempotencyKey: `reembolso-${intent.id}` };
    const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000_00 }, key);
    expect(await stripe.refunds.create({ payment_intent: intent.id, amount: 1000_00 }, key)).toEqual(first);
    await expect(
      stripe.refunds.create({ charge: String(intent.latest_charge), amount: 2000_00 }),
    ).rejects.toMatchObject({ code: 'amount_too_large', param: 'amount' });
    const rest = await stripe.refunds.create({ charge: String(intent.latest_charge) });
    expect(rest.amount).toBe(1499_00);
    expect(
      (await stripe.refunds.list({ payment_intent: intent.id })).data.map((refund) => refund.id),
    ).toEqual([rest.id, first.id]);
    const events = (await stripe.events.list()).data.filter(
      (event) => event.type === 'charge.refunded' || event.type === 'refund.created',
    );
    expect(
      events.some(
        (event) => event.type === 'refund.created' && (event.data.object as Stripe.Refund).id === rest.id,
      ),
    ).toBe(true);
    const refundedCharge = events.find(
      (event) =>
        event.type === 'charge.refunded' && (event.data.object as Stripe.Charge).amount_refunded === 2499_00,
    );
    expect(refundedCharge?.data.object).toMatchObject({ refunded: true, payment_intent: intent.id });
  });

  it('refuses what Stripe refuses: nothing to refund, an unknown payment', async () => {
    await expect(stripe.refunds.create({})).rejects.toMatchObject({ code: 'parameter_missing' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_inventado' })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'payment_intent',
    });
    await expect(stripe.refunds.retrieve('re_inventado')).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
