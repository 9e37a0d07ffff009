import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { createTestDatabase } from '../../../server/src/test/database';
import { isClabe } from '@store/contract';
import {
  choose,
  deliveredAbout,
  openSession,
  retrieve,
  startDevPayShop,
  stopDevPayShop,
  submit,
  typesOf,
  type DevPayShop,
} from './testing';

let database: DatabaseHandle;
let running: DevPayShop;
let stripe: Stripe;
let shopUrl: string;
let customers = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  running = await startDevPayShop(database);
  ({ stripe } = running);
  shopUrl = running.shop.url;
});

afterAll(async () => {
  await stopDevPayShop(running);
  await database?.close();
});

async function newCustomer(): Promise<Stripe.Customer> {
  customers += 1;
  return stripe.customers.create(
    {
      email: `cliente${customers}@correo.test`,
      name: `Cliente ${customers}`,
      metadata: { shopper: `s${customers}` },
    },
    { idempotencyKey: `customer-s${customers}` },
  );
}

/** A session paid by SPEI transfer on the hosted page; answers it with its payment intent. */
async function transferFor(customer: string, amount = 2499_00) {
  const opened = await openSession(running, { customer, amount });
  const chosen = await choose(shopUrl, opened.id, 'spei');
  expect(chosen.status).toBe(303);
  expect(chosen.headers.get('location')).toBe(`${shopUrl}/Success?session_id=${opened.id}`);
  return retrieve(stripe, opened.id);
}

const instructionsOf = (intent: Stripe.PaymentIntent) => {
  const instructions = intent.next_action?.display_bank_transfer_instructions;
  if (!instructions) throw new Error('sin instrucciones de transferencia');
  return instructions;
};
const clabeOf = (intent: Stripe.PaymentIntent) =>
  instructionsOf(intent).financial_addresses?.[0]?.spei?.clabe;

describe('customers on dev-pay', () => {
  it('are created and read back in Stripe’s shape, once per idempotency key', async () => {
    const created = await stripe.customers.create(
      { email: 'lupita@correo.test', name: 'Lupita Chávez', metadata: { shopper: 'abc' } },
      { idempotencyKey: 'customer-abc' },
    );
    expect(created).toMatchObject({
      id: expect.stringMatching(/^cus_/),
      object: 'customer',
      email: 'lupita@correo.test',
      name: 'Lupita Chávez',
      metadata: { shopper: 'abc' },
      balance: 0,
      livemode: false,
    });
    expect(
      await stripe.customers.create({ email: 'otra@correo.test' }, { idempotencyKey: 'customer-abc' }),
    ).toEqual(created);
    expect(await stripe.customers.retrieve(created.id)).toEqual(created);
    await expect(stripe.customers.retrieve('cus_inventado')).rejects.toMatchObject({
      code: 'resource_missing',
    });
    await expect(stripe.customers.create({ email: 'no-es-correo' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
  });

  it('are required for SPEI, and a session takes a customer or an e-mail, never both (as Stripe)', async () => {
    const customer = await newCustomer();
    const withCustomer = await openSession(running, { customer: customer.id });
    expect(withCustomer.payment_method_types).toEqual(['card', 'oxxo', 'customer_balance']);
    expect(withCustomer.payment_method_options?.customer_balance).toEqual({
      funding_type: 'bank_transfer',
      bank_transfer: { type: 'mx_bank_transfer' },
    });
    expect(withCustomer).toMatchObject({ customer: customer.id, customer_email: null });
    const page = await (await fetch(String(withCustomer.url))).text();
    expect(page).toContain('<h3 id="spei-titulo">Transferencia SPEI</h3>');
    expect(page).toContain(`Recibo a ${customer.email}`);

    const withEmail = await openSession(running, { email: 'ana@correo.test' });
    expect(withEmail.payment_method_types).toEqual(['card', 'oxxo']);
    expect((await choose(shopUrl, withEmail.id, 'spei')).status).toBe(400);

    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customer.id,
        customer_email: 'ana@correo.test',
        line_items: [
          { quantity: 1, price_data: { currency: 'mxn', unit_amount: 100_00, product_data: { name: 'x' } } },
        ],
        success_url: `${shopUrl}/Success`,
        cancel_url: `${shopUrl}/cancel`,
      }),
    ).rejects.toMatchObject({
      message: 'You may only specify one of these parameters: customer, customer_email.',
    });
    await expect(openSession(running, { customer: 'cus_inventado' })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'customer',
    });
  });
});

describe('a SPEI transfer on the local hosted checkout', () => {
  it('completes the session unpaid and gives the customer’s own CLABE, the same on every purchase', async () => {
    const customer = await newCustomer();
    const { session, intent } = await transferFor(customer.id);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'unpaid', customer: customer.id });
    expect(intent).toMatchObject({
      status: 'requires_action',
      amount: 2499_00,
      customer: customer.id,
      payment_method_types: ['customer_balance'],
      metadata: { reference: session.client_reference_id },
      next_action: {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          type: 'mx_bank_transfer',
          currency: 'mxn',
          amount_remaining: 2499_00,
          reference: expect.stringMatching(/^\d{7}$/),
          hosted_instructions_url: `${shopUrl}/dev-pay/transfers/${intent.id}`,
          financial_addresses: [
            {
              type: 'spei',
              supported_networks: ['spei'],
              spei: {
                bank_code: '002',
                bank_name: 'BANAMEX',
                clabe: expect.stringMatching(/^002\d{15}$/),
                account_holder_name: 'Norteño Western (prueba)',
                account_holder_address: expect.objectContaining({ country: 'MX' }),
                bank_address: expect.objectContaining({ country: 'MX' }),
              },
            },
          ],
        },
      },
    });
    expect(isClabe(String(clabeOf(intent)))).toBe(true);
    const second = await transferFor(customer.id);
    expect(clabeOf(second.intent)).toBe(clabeOf(intent));
    expect(clabeOf((await transferFor((await newCustomer()).id)).intent)).not.toBe(clabeOf(intent));
    expect(typesOf(deliveredAbout(running.webhooks, session.id))).toEqual(['checkout.session.completed']);

    const page = await (await fetch(String(instructionsOf(intent).hosted_instructions_url))).text();
    for (const text of [
      String(clabeOf(intent)),
      'BANAMEX',
      'Norteño Western (prueba)',
      String(instructionsOf(intent).reference),
      'Falta por pagar',
      '$2,499.00',
      'value="2499.00"',
      '>Simular transferencia</button>',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('takes a short transfer and then the rest, through Stripe’s fund_cash_balance test helper', async () => {
    const customer = await newCustomer();
    const { session, intent } = await transferFor(customer.id);
    const { reference } = instructionsOf(intent);

    const first = await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 1000_00,
      currency: 'mxn',
      reference: reference ?? undefined,
    });
    expect(first).toMatchObject({
      object: 'customer_cash_balance_transaction',
      type: 'funded',
      net_amount: 1000_00,
      customer: customer.id,
      funded: { bank_transfer: { type: 'mx_bank_transfer', reference } },
    });
    const partly = await retrieve(stripe, session.id);
    expect(partly.intent.status).toBe('requires_action');
    expect(instructionsOf(partly.intent).amount_remaining).toBe(1499_00);
    expect(partly.session.payment_status).toBe('unpaid');
    await expect
      .poll(() => deliveredAbout(running.webhooks, intent.id).map((event) => event.type))
      .toEqual(['payment_intent.partially_funded']);
    const [funded] = deliveredAbout(running.webhooks, intent.id);
    expect(funded?.data.object).toMatchObject({
      object: 'payment_intent',
      metadata: { reference: session.client_reference_id },
      next_action: { display_bank_transfer_instructions: { amount_remaining: 1499_00 } },
    });

    // The rest and $100 more: paid, and the $100 stays the customer's.
    await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 1599_00,
      currency: 'mxn',
      reference: reference ?? undefined,
    });
    const paid = await retrieve(stripe, session.id);
    expect(paid.session.payment_status).toBe('paid');
    expect(paid.intent).toMatchObject({ status: 'succeeded', amount_received: 2499_00, next_action: null });
    expect(paid.charge).toMatchObject({
      amount: 2499_00,
      payment_method_details: { type: 'customer_balance', customer_balance: {} },
    });
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, session.id)))
      .toEqual(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
    expect(typesOf(deliveredAbout(running.webhooks, intent.id))).toEqual([
      'payment_intent.partially_funded',
      'payment_intent.succeeded',
    ]);
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toEqual({ mxn: 100_00 });

    // The balance goes to the customer's next transfer payment first.
    const next = await transferFor(customer.id, 500_00);
    expect(instructionsOf(next.intent).amount_remaining).toBe(400_00);
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toBeNull();
    const page = await (await fetch(String(instructionsOf(intent).hosted_instructions_url))).text();
    expect(page).toContain('<h2>Pagado</h2>');
    expect(page).not.toContain('Simular');
  });

  it('takes the transfer page’s demo form in pesos, refusing what is not an amount', async () => {
    const customer = await newCustomer();
    const { session, intent } = await transferFor(customer.id);
    const url = String(instructionsOf(intent).hosted_instructions_url);
    const refused = await submit(`${url}/fund`, { amount: 'mil pesos' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Escribe un monto en pesos, por ejemplo 1499.50.');
    const short = await submit(`${url}/fund`, { amount: '$1,000.50' });
    expect(short.status).toBe(303);
    expect(short.headers.get('location')).toBe(`/dev-pay/transfers/${intent.id}`);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Recibimos $1,000.50 de tu transferencia; faltan $1,498.50.');
    expect(page).toContain('value="1498.50"');
    expect((await submit(`${url}/fund`, { amount: '1498.50' })).status).toBe(303);
    expect((await retrieve(stripe, session.id)).session.payment_status).toBe('paid');
  });

  it('is settled by the async_payment test helper for what was missing, or withdrawn', async () => {
    const customer = await newCustomer();
    const paid = await transferFor(customer.id);
    await stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${paid.session.id}/async_payment`, {
      outcome: 'succeeded',
    });
    expect((await retrieve(stripe, paid.session.id)).charge?.payment_method_details?.type).toBe(
      'customer_balance',
    );
    const failed = await transferFor(customer.id);
    await stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${failed.session.id}/async_payment`, {
      outcome: 'failed',
    });
    expect((await retrieve(stripe, failed.session.id)).intent.status).toBe('canceled');
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, failed.session.id)))
      .toEqual(['checkout.session.completed', 'checkout.session.async_payment_failed']);
  });

  it('is withdrawn by a cancel: what was sent goes back to the balance, and no async_payment_failed', async () => {
    const customer = await newCustomer();
    const { session, intent } = await transferFor(customer.id);
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 300_00, currency: 'mxn' });
    const canceled = await stripe.paymentIntents.cancel(intent.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      next_action: null,
      canceled_at: expect.any(Number),
    });
    expect((await retrieve(stripe, session.id)).session).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toEqual({ mxn: 300_00 });
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, intent.id)))
      .toEqual(['payment_intent.partially_funded', 'payment_intent.canceled']);
    expect(typesOf(deliveredAbout(running.webhooks, session.id))).toEqual(['checkout.session.completed']);
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    const page = await (await fetch(String(instructionsOf(intent).hosted_instructions_url))).text();
    expect(page).toContain('<h2>Cancelado</h2>');
  });

  it('cannot cancel a payment that succeeded, and refunds it: pending, then succeeded, as Stripe’s bank transfers', async () => {
    const customer = await newCustomer();
    const { intent } = await transferFor(customer.id, 150_00);
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 150_00, currency: 'mxn' });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund).toMatchObject({ status: 'pending', amount: 150_00, payment_intent: intent.id });
    // The local checkout's sweeper finishes it (and sends refund.updated), as Stripe does once it is paid out.
    await expect
      .poll(async () => (await stripe.refunds.retrieve(refund.id)).status, { timeout: 15_000 })
      .toBe('succeeded');
  });
});

describe('a customer who reconciles manually, and refunds of a cash balance', () => {
  async function manualCustomer(): Promise<Stripe.Customer> {
    customers += 1;
    return stripe.customers.create({
      email: `manual${customers}@correo.test`,
      cash_balance: { settings: { reconciliation_mode: 'manual' } },
    });
  }

  it('pays only the payment a transfer names, keeps the rest, and never gives it to the next payment', async () => {
    const customer = await manualCustomer();
    expect((await stripe.customers.retrieveCashBalance(customer.id)).settings).toEqual({
      reconciliation_mode: 'manual',
      using_merchant_default: false,
    });
    const { session, intent } = await transferFor(customer.id, 1298_00);
    const { reference } = instructionsOf(intent);
    await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 500_00,
      currency: 'mxn',
      reference: reference ?? undefined,
    });
    await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 1000_00,
      currency: 'mxn',
      reference: reference ?? undefined,
    });
    expect((await retrieve(stripe, session.id)).session.payment_status).toBe('paid');
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toEqual({ mxn: 202_00 });

    // The next payment asks for all of it; a transfer without a reference stays in the balance too.
    const next = await transferFor(customer.id, 400_00);
    expect(instructionsOf(next.intent).amount_remaining).toBe(400_00);
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 100_00, currency: 'mxn' });
    expect(instructionsOf((await retrieve(stripe, next.session.id)).intent).amount_remaining).toBe(400_00);
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toEqual({ mxn: 302_00 });

    // The merchant applies it by hand: up to the amount it says.
    const applied = await stripe.paymentIntents.applyCustomerBalance(next.intent.id, {
      amount: 100_00,
      currency: 'mxn',
    });
    expect(applied.next_action?.display_bank_transfer_instructions?.amount_remaining).toBe(300_00);
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toEqual({ mxn: 202_00 });
  });

  it('refunds a cash balance: never more than it holds, pending and out of the balance at once, then succeeded', async () => {
    const customer = await manualCustomer();
    const { intent } = await transferFor(customer.id, 100_00);
    await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 302_00,
      currency: 'mxn',
      reference: instructionsOf(intent).reference ?? undefined,
    });
    await expect(
      stripe.refunds.create({
        customer: customer.id,
        origin: 'customer_balance',
        amount: 202_01,
        currency: 'mxn',
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });

    const refund = await stripe.refunds.create(
      {
        customer: customer.id,
        origin: 'customer_balance',
        amount: 202_00,
        currency: 'mxn',
        instructions_email: 'otra@correo.test',
        metadata: { bill_id: '7' },
      },
      { idempotencyKey: 'saldo-7' },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 202_00,
      status: 'pending',
      payment_intent: null,
      charge: null,
      metadata: { bill_id: '7' },
    });
    // The same key answers the same refund; the balance went once.
    const again = await stripe.refunds.create(
      { customer: customer.id, origin: 'customer_balance', amount: 202_00, currency: 'mxn' },
      { idempotencyKey: 'saldo-7' },
    );
    expect(again.id).toBe(refund.id);
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toBeNull();
    await expect(
      stripe.refunds.create({
        customer: customer.id,
        origin: 'customer_balance',
        amount: 1,
        currency: 'mxn',
      }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });

    await expect
      .poll(async () => (await stripe.refunds.retrieve(refund.id)).status, { timeout: 15_000 })
      .toBe('succeeded');
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, refund.id)))
      .toEqual(['refund.created', 'refund.updated']);
  });
});
