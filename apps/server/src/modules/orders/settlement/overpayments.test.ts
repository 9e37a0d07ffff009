import { SHOP_WRITE_HEADER, SHOP_WRITE_HEADER_VALUE, type Bill } from '@store/contract';
import type { AdminOrderDetail, DashboardResponse } from '@store/contract/admin';
import { formatCentavos } from '@store/money';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { finishedCheckout } from '../../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { fixtureVariantWith } from '../../../test/rows/variant-stock';
import { messagesOfOrder } from '../../mail';
import { devPayStripe } from '../../payments';
import { paymentCustomers } from '../tables';

const OWNER = 'duena@tienda.test';
let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let stripe: Stripe;
let owner: Shopper;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, { OWNER_EMAILS: OWNER });
  stripe = devPayStripe(shop.url);
  owner = await createShopper(database, OWNER);
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

async function newShopper(): Promise<Shopper> {
  shopperCount += 1;
  return createShopper(database, `sobrante${shopperCount}@correo.test`);
}

async function ordersOf(shopper: Shopper): Promise<Bill[]> {
  const response = await fetch(`${shop.url}/api/bills/list`, { headers: { cookie: shopper.cookie } });
  return (await response.json()) as Bill[];
}

async function customerOf(shopper: Shopper): Promise<string> {
  const [row] = await database.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, shopper.userId));
  if (!row) throw new Error('sin cliente en la pasarela');
  return row.providerCustomerId;
}

const balanceOf = async (customer: string) =>
  (await stripe.customers.retrieveCashBalance(customer)).available?.mxn ?? 0;

const returnBalance = (orderId: number) =>
  fetch(`${shop.url}/api/admin/orders/${orderId}/return-balance`, {
    method: 'POST',
    headers: { cookie: owner.cookie, [SHOP_WRITE_HEADER]: SHOP_WRITE_HEADER_VALUE },
  });

describe('a SPEI order paid with more than its total', () => {
  it('is paid; the rest is the shopper’s balance, shown, not taken by the next order, and given back once', async () => {
    const boot = await fixtureVariantWith(database, fixture, 3, 1, 'Café', '27');
    const shopper = await newShopper();
    await finishedCheckout(shop.url, shopper, boot, 'spei');
    await expect.poll(async () => (await ordersOf(shopper))[0]?.shipping_status).toBe('Pendiente de pago');
    const [waiting] = await ordersOf(shopper);
    const orderId = waiting?.bill_id ?? 0;
    const totalCents = Math.round((waiting?.total_amount ?? 0) * 100);
    const instructions = waiting?.payment_instructions;
    const reference = instructions?.method === 'spei' ? instructions.reference : '';
    const customer = await customerOf(shopper);

    // $500 first, then a transfer that brings $202 more than was missing: both with the order's reference.
    await stripe.testHelpers.customers.fundCashBalance(customer, {
      amount: 500_00,
      currency: 'mxn',
      reference,
    });
    await expect
      .poll(async () => (await ordersOf(shopper))[0]?.payment_instructions)
      .toMatchObject({ amount_remaining: (totalCents - 500_00) / 100 });
    await stripe.testHelpers.customers.fundCashBalance(customer, {
      amount: totalCents - 500_00 + 202_00,
      currency: 'mxn',
      reference,
    });
    await expect
      .poll(async () => (await ordersOf(shopper))[0]?.money.overpayment, { timeout: 10_000 })
      .toEqual({
        received: (totalCents + 202_00) / 100,
        overpaid: 202,
        returned: 0,
        returning: 0,
        held: 202,
      });
    expect((await ordersOf(shopper))[0]).toMatchObject({
      shipping_status: 'En proceso',
      money: {
        financial_status: 'Pagado',
        charged: totalCents / 100,
        refunded: 0,
        net: totalCents / 100,
      },
    });
    expect(await balanceOf(customer)).toBe(202_00);

    // The next order by SPEI asks for its whole total: the $202 stays in the balance.
    await finishedCheckout(shop.url, shopper, boot, 'spei');
    await expect.poll(async () => (await ordersOf(shopper))[0]?.shipping_status).toBe('Pendiente de pago');
    const [next] = await ordersOf(shopper);
    expect(next?.bill_id).not.toBe(orderId);
    expect(next?.payment_instructions).toMatchObject({
      amount: next?.total_amount,
      amount_remaining: next?.total_amount,
    });
    expect(await balanceOf(customer)).toBe(202_00);
    // A $400 transfer for it is $400 received, not $602: the earlier $202 stays where it was.
    const nextInstructions = next?.payment_instructions;
    await stripe.testHelpers.customers.fundCashBalance(customer, {
      amount: 400_00,
      currency: 'mxn',
      reference: nextInstructions?.method === 'spei' ? nextInstructions.reference : '',
    });
    await expect
      .poll(async () => (await ordersOf(shopper))[0]?.payment_instructions)
      .toMatchObject({ amount_remaining: (next?.total_amount ?? 0) - 400 });
    expect(await balanceOf(customer)).toBe(202_00);

    // The owner's 'Devolver saldo', pressed twice at once: one refund of the $202, the other press refused.
    const responses = await Promise.all([returnBalance(orderId), returnBalance(orderId)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409);
    expect(await refused?.json()).toMatchObject({
      error: 'Este pedido no tiene saldo a favor que devolver.',
    });
    const detail = (await responses.find((response) => response.status === 200)?.json()) as AdminOrderDetail;
    expect(detail.money).toMatchObject({
      financial_status: 'Pagado',
      net: totalCents / 100,
      refunded: 0,
      refund_pending: 0,
      refunds: [],
      overpayment: { overpaid: 202, returning: 202, held: 0 },
    });
    expect(await balanceOf(customer)).toBe(0);
    const refunds = (await stripe.refunds.list({ limit: 100 })).data.filter(
      (refund) => refund.metadata?.bill_id === String(orderId),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 202_00, payment_intent: null, charge: null });

    // The provider finishes it: returned, with the refund e-mail; the order's money does not change.
    await expect
      .poll(async () => (await ordersOf(shopper)).find((o) => o.bill_id === orderId)?.money.overpayment, {
        timeout: 15_000,
      })
      .toMatchObject({ returned: 202, returning: 0, held: 0 });
    await expect
      .poll(async () => (await messagesOfOrder(database.db, orderId)).map((message) => message.subject))
      .toContain(`Te devolvimos ${formatCentavos(202_00)} del pedido #${orderId}`);
    expect((await ordersOf(shopper)).find((o) => o.bill_id === orderId)?.money).toMatchObject({
      financial_status: 'Pagado',
      net: totalCents / 100,
    });
    expect((await returnBalance(orderId)).status).toBe(409);
  });

  it('a transfer without the reference, while the order waits, pays only what it brought', async () => {
    const boot = await fixtureVariantWith(database, fixture, 2, 4, 'Negro', '58');
    const shopper = await newShopper();
    await finishedCheckout(shop.url, shopper, boot, 'spei');
    await expect.poll(async () => (await ordersOf(shopper))[0]?.shipping_status).toBe('Pendiente de pago');
    const total = (await ordersOf(shopper))[0]?.total_amount ?? 0;
    await stripe.testHelpers.customers.fundCashBalance(await customerOf(shopper), {
      amount: 400_00,
      currency: 'mxn',
    });
    await expect
      .poll(async () => (await ordersOf(shopper))[0]?.payment_instructions)
      .toMatchObject({ amount: total, amount_remaining: total - 400 });
  });
});

describe('a SPEI transfer the shop cannot place', () => {
  const unplaced = async () => {
    const response = await fetch(`${shop.url}/api/admin/dashboard`, { headers: { cookie: owner.cookie } });
    return ((await response.json()) as DashboardResponse).unplaced_transfers;
  };

  it('without a reference and with no order of theirs waiting: shown to the owner with the shopper, until the money leaves their balance', async () => {
    const boot = await fixtureVariantWith(database, fixture, 4, 1, 'Café', '27');
    const shopper = await createShopper(database, 'sin-referencia@correo.test');
    await finishedCheckout(shop.url, shopper, boot, 'spei');
    await expect.poll(async () => (await ordersOf(shopper))[0]?.shipping_status).toBe('Pendiente de pago');
    const [waiting] = await ordersOf(shopper);
    const instructions = waiting?.payment_instructions;
    const customer = await customerOf(shopper);
    await stripe.testHelpers.customers.fundCashBalance(customer, {
      amount: Math.round((waiting?.total_amount ?? 0) * 100),
      currency: 'mxn',
      reference: instructions?.method === 'spei' ? instructions.reference : '',
    });
    await expect.poll(async () => (await ordersOf(shopper))[0]?.shipping_status).toBe('En proceso');
    expect(await unplaced()).toEqual([]);

    // Paid; then $350 more without any reference, and no order of theirs waits for money.
    const before = Date.now();
    await stripe.testHelpers.customers.fundCashBalance(customer, { amount: 350_00, currency: 'mxn' });
    await expect.poll(unplaced).toEqual([
      {
        amount: 350,
        received_at: expect.any(String),
        customer: { name: 'Cliente sin-referencia', email: 'sin-referencia@correo.test' },
      },
    ]);
    const [transfer] = await unplaced();
    expect(Date.parse(transfer!.received_at)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    // No order took it: the paid order shows no overpayment, and the balance still holds it.
    expect((await ordersOf(shopper))[0]?.money.overpayment).toBeNull();
    expect(await balanceOf(customer)).toBe(350_00);

    // Given back from the provider's own dashboard: the money left the balance, and the list empties.
    await stripe.refunds.create({
      customer,
      origin: 'customer_balance',
      amount: 350_00,
      currency: 'mxn',
    } as Stripe.RefundCreateParams);
    await expect.poll(unplaced).toEqual([]);
  });
});
