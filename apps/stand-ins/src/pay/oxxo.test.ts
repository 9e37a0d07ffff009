import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { createTestDatabase } from '../../../server/src/test/database';
import { devPayOn, type DevPay } from './context';
import { openStore } from './store/open-store';
import type { DevPayStore } from './store/store';
import { sweepDue } from './sweeper';
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
let store: DevPayStore;
/** dev-pay over the shop's own store, for sweeping at a moment of the test's choosing. */
let devPay: DevPay;

beforeAll(async () => {
  database = await createTestDatabase();
  running = await startDevPayShop(database);
  ({ stripe } = running);
  shopUrl = running.shop.url;
  store = await openStore(database.db, running.shop.app.log);
  devPay = devPayOn(store, {
    publicUrl: shopUrl,
    apiVersion: () => 'test',
    send: () => undefined,
    wakeAt: () => undefined,
  });
});

afterAll(async () => {
  await store?.close();
  await stopDevPayShop(running);
  await database?.close();
});

/** A session paid with an OXXO voucher on the hosted page; answers it with its payment intent. */
async function voucherFor(options: { email?: string; customer?: string; oxxoDays?: number } = {}) {
  const opened = await openSession(running, options);
  const chosen = await choose(shopUrl, opened.id, 'oxxo');
  expect(chosen.status).toBe(303);
  expect(chosen.headers.get('location')).toBe(`${shopUrl}/Success?session_id=${opened.id}`);
  return retrieve(stripe, opened.id);
}

const voucherOf = (intent: Stripe.PaymentIntent) => {
  const details = intent.next_action?.oxxo_display_details;
  if (!details) throw new Error('sin ficha OXXO');
  return details;
};

/** A moment as Mexico City's clock reads it: `2026-11-28 23:59:59`. */
const mexicoCity = (unixSeconds: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(unixSeconds * 1000));

/** The calendar day `days` after today in Mexico City, as `2026-11-28`. */
function mexicoCityDayAfter(days: number): string {
  const [year, month, day] = mexicoCity(Math.floor(Date.now() / 1000))
    .slice(0, 10)
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

describe('cash at OXXO on the local hosted checkout', () => {
  it('offers OXXO beside the card, and a voucher completes the session unpaid with Stripe’s voucher details', async () => {
    const opened = await openSession(running, { email: 'rosa@correo.test' });
    expect(opened.payment_method_types).toEqual(['card', 'oxxo']);
    expect(opened.payment_method_options).toEqual({
      card: { installments: { enabled: true } },
      oxxo: { expires_after_days: 3 },
    });
    const page = await (await fetch(String(opened.url))).text();
    expect(page).toContain('<h3 id="tarjeta-titulo">Tarjeta</h3>');
    expect(page).toContain('<h3 id="oxxo-titulo">OXXO</h3>');
    expect(page).toContain('<a href="#oxxo">OXXO</a>');
    expect(page).not.toContain('Transferencia SPEI');
    expect(page).toContain('Pagar en efectivo en OXXO');

    expect((await choose(shopUrl, opened.id, 'oxxo')).status).toBe(303);
    const { session, intent, charge } = await retrieve(stripe, opened.id);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'unpaid', url: null });
    expect(charge).toBeNull();
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 2499_00,
      currency: 'mxn',
      status: 'requires_action',
      payment_method_types: ['oxxo'],
      payment_method_options: { oxxo: { expires_after_days: 3 } },
      metadata: { reference: session.client_reference_id },
      next_action: {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number: expect.stringMatching(/^\d{16}$/),
          expires_after: expect.any(Number),
          hosted_voucher_url: `${shopUrl}/dev-pay/vouchers/${intent.id}`,
        },
      },
    });
    // Payable until 23:59:59 Mexico City time, three calendar days from today there.
    expect(mexicoCity(voucherOf(intent).expires_after ?? 0)).toBe(`${mexicoCityDayAfter(3)} 23:59:59`);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      id: intent.id,
      status: 'requires_action',
    });
    expect(typesOf(deliveredAbout(running.webhooks, session.id))).toEqual(['checkout.session.completed']);
    // Back on the hosted page: the session is done, so the shopper goes on to the shop.
    const again = await fetch(String(opened.url), { redirect: 'manual' });
    expect(again.status).toBe(303);
  });

  it('shows a printable voucher in Spanish: amount, reference, barcode, deadline and how to pay', async () => {
    const { intent } = await voucherFor({ oxxoDays: 2 });
    const { number, expires_after: expiresAfter } = voucherOf(intent);
    expect(mexicoCity(expiresAfter ?? 0)).toBe(`${mexicoCityDayAfter(2)} 23:59:59`);
    const response = await fetch(String(voucherOf(intent).hosted_voucher_url));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="es-MX">');
    expect(page).toContain('Norteño Western');
    expect(page).toContain('Bota vaquera (Café, 27)');
    expect(page).toContain('$2,499.00');
    expect(page).toContain(number?.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(page).toContain(`<p class="digits">${number}</p>`);
    expect(page).toMatch(/Vence el \d{1,2} de [a-z]+ de \d{4} a las 23:59/);
    expect(page).toContain('<svg class="barcode" role="img"');
    expect(page).toContain('Dile al cajero que quieres hacer un pago de OXXOPay y muestra el código');
    expect(page).toMatch(/@media print \{[\s\S]*\.demo, \.back \{ display: none; \}/);
    expect(page).toContain('>Simular pago en OXXO</button>');
    expect(page).toContain('>Simular vencimiento</button>');
    // Everything on the page is drawn there: no script, no picture fetched from elsewhere.
    expect(page).not.toMatch(/<script|<img|https?:\/\/(?!127\.0\.0\.1|www\.w3\.org)/);
  });

  it('paid at the store: the intent succeeds with an OXXO charge, the session is paid, and the shop hears it', async () => {
    const { session, intent } = await voucherFor();
    const { number, hosted_voucher_url: voucherUrl } = voucherOf(intent);
    const paid = await submit(`${voucherUrl}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/dev-pay/vouchers/${intent.id}`);

    const after = await retrieve(stripe, session.id);
    expect(after.session).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(after.intent).toMatchObject({ status: 'succeeded', amount_received: 2499_00, next_action: null });
    expect(after.charge).toMatchObject({
      object: 'charge',
      amount: 2499_00,
      paid: true,
      payment_intent: intent.id,
      payment_method_details: { type: 'oxxo', oxxo: { number } },
    });
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, session.id)))
      .toEqual(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, intent.id)))
      .toEqual(['payment_intent.succeeded']);

    const page = await (await fetch(String(voucherUrl))).text();
    expect(page).toContain('<h2>Pagado</h2>');
    expect(page).not.toContain('Simular');
    // Paid once: pressing again changes nothing.
    expect((await submit(`${voucherUrl}/expire`)).status).toBe(303);
    expect((await retrieve(stripe, session.id)).intent.status).toBe('succeeded');
  });

  it('lapsed: the intent goes back to requires_payment_method, the session stays complete and unpaid', async () => {
    const { session, intent } = await voucherFor();
    const voucherUrl = String(voucherOf(intent).hosted_voucher_url);
    expect((await submit(`${voucherUrl}/expire`)).status).toBe(303);
    const after = await retrieve(stripe, session.id);
    expect(after.session).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(after.intent).toMatchObject({
      status: 'requires_payment_method',
      next_action: null,
      latest_charge: null,
      last_payment_error: { code: 'payment_intent_payment_attempt_expired' },
    });
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, session.id)))
      .toEqual(['checkout.session.completed', 'checkout.session.async_payment_failed']);
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, intent.id)))
      .toEqual(['payment_intent.payment_failed']);
    const page = await (await fetch(voucherUrl)).text();
    expect(page).toContain('<h2>Vencido</h2>');
    expect(page).not.toContain('Simular');
    expect((await submit(`${voucherUrl}/pay`)).status).toBe(303);
    expect((await retrieve(stripe, session.id)).session.payment_status).toBe('unpaid');
  });

  it('is lapsed by the sweeper once its deadline passes, and by nobody before', async () => {
    const { session, intent } = await voucherFor({ oxxoDays: 1 });
    const deadline = (voucherOf(intent).expires_after ?? 0) * 1000;
    await sweepDue(devPay, new Date(deadline - 1_000));
    expect((await retrieve(stripe, session.id)).intent.status).toBe('requires_action');
    await sweepDue(devPay, new Date(deadline + 1_000));
    expect((await retrieve(stripe, session.id)).intent.status).toBe('requires_payment_method');
    const failed = (await stripe.events.list({ type: 'checkout.session.async_payment_failed' })).data;
    expect(failed.filter((event) => (event.data.object as { id: string }).id === session.id)).toHaveLength(1);
  });

  it('is paid once when the button is pressed ten times at once', async () => {
    const { session, intent } = await voucherFor();
    const voucherUrl = String(voucherOf(intent).hosted_voucher_url);
    const presses = await Promise.all(Array.from({ length: 10 }, () => submit(`${voucherUrl}/pay`)));
    expect(presses.map((press) => press.status)).toEqual(Array(10).fill(303));
    const succeeded = (await stripe.events.list({ type: 'checkout.session.async_payment_succeeded' })).data;
    expect(succeeded.filter((event) => (event.data.object as { id: string }).id === session.id)).toHaveLength(
      1,
    );
    const charges = (await stripe.events.list({ type: 'payment_intent.succeeded' })).data.filter(
      (event) => (event.data.object as { id: string }).id === intent.id,
    );
    expect(charges).toHaveLength(1);
  });

  it('cannot be refunded, as Stripe refuses for OXXO', async () => {
    const { intent } = await voucherFor();
    await submit(`${voucherOf(intent).hosted_voucher_url}/pay`);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'charge_not_refundable',
      message: 'OXXO payments cannot be refunded.',
    });
  });

  it('is settled by the async_payment test helper, as before', async () => {
    const { session } = await voucherFor();
    await stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${session.id}/async_payment`, {
      outcome: 'succeeded',
    });
    expect((await retrieve(stripe, session.id)).charge?.payment_method_details?.type).toBe('oxxo');
    const lapsed = await voucherFor();
    await stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${lapsed.session.id}/async_payment`, {
      outcome: 'failed',
    });
    expect((await retrieve(stripe, lapsed.session.id)).intent.status).toBe('requires_payment_method');
  });

  it('is not offered outside $10 to $10,000, where Stripe does not take it either', async () => {
    for (const amount of [9_99, 10_000_01]) {
      const opened = await openSession(running, { amount });
      expect(opened.payment_method_types, String(amount)).toEqual(['card']);
      expect(await (await fetch(String(opened.url))).text()).not.toContain('Pagar en efectivo en OXXO');
      const refused = await choose(shopUrl, opened.id, 'oxxo');
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('OXXO acepta pagos de $10.00 a $10,000.00');
      expect((await stripe.checkout.sessions.retrieve(opened.id)).status).toBe('open');
    }
  });
});

describe('what the shop allows', () => {
  it('a card-only session offers neither OXXO nor SPEI, refuses them posted anyway, and shows the shop’s sentence', async () => {
    const customer = await stripe.customers.create({ email: 'solo-tarjeta@correo.test', name: 'Ana' });
    const notice =
      'Ya tienes un pedido esperando tu pago (#7). Tu pedido pendiente: http://tienda.test/BuyDetails/7';
    const opened = await openSession(running, { customer: customer.id, allowed: ['card'], notice });
    expect(opened.payment_method_types).toEqual(['card']);
    const page = await (await fetch(String(opened.url))).text();
    expect(page).toContain('Ya tienes un pedido esperando tu pago (#7)');
    expect(page).toContain('<a href="http://tienda.test/BuyDetails/7">');
    expect(page).not.toContain('Pagar en efectivo en OXXO');
    expect(page).not.toContain('Pagar con transferencia SPEI');
    for (const method of ['oxxo', 'spei'] as const) {
      const refused = await choose(shopUrl, opened.id, method);
      expect(refused.status, method).toBe(400);
      expect(await refused.text()).toContain('no está disponible para este');
    }
    expect((await stripe.checkout.sessions.retrieve(opened.id)).status).toBe('open');
  });
});

describe('Stripe’s OXXO test e-mails', () => {
  it('…succeed_immediately@ pays within seconds', async () => {
    const { session } = await voucherFor({ email: 'rosa+succeed_immediately@correo.test' });
    await expect
      .poll(async () => (await retrieve(stripe, session.id)).session.payment_status, { timeout: 10_000 })
      .toBe('paid');
    expect((await retrieve(stripe, session.id)).charge?.payment_method_details?.type).toBe('oxxo');
  }, 15_000);

  it('…expire_immediately@ expires now and fails within seconds', async () => {
    const { session, intent } = await voucherFor({ email: 'rosa+expire_immediately@correo.test' });
    expect(voucherOf(intent).expires_after).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    await expect
      .poll(async () => (await retrieve(stripe, session.id)).intent.status, { timeout: 10_000 })
      .toBe('requires_payment_method');
    await expect
      .poll(() => typesOf(deliveredAbout(running.webhooks, session.id)))
      .toContain('checkout.session.async_payment_failed');
  }, 15_000);

  it('…expire_with_delay@ fails after three minutes, …fill_never@ only when its voucher lapses', async () => {
    const delayed = await voucherFor({ email: 'rosa+expire_with_delay@correo.test' });
    const never = await voucherFor({ email: 'rosa+fill_never@correo.test' });
    const inTwoMinutes = new Date(Date.now() + 2 * 60_000);
    await sweepDue(devPay, inTwoMinutes);
    expect((await retrieve(stripe, delayed.session.id)).intent.status).toBe('requires_action');
    await sweepDue(devPay, new Date(Date.now() + 3 * 60_000 + 5_000));
    expect((await retrieve(stripe, delayed.session.id)).intent.status).toBe('requires_payment_method');
    expect((await retrieve(stripe, never.session.id)).intent.status).toBe('requires_action');
    await sweepDue(devPay, new Date((voucherOf(never.intent).expires_after ?? 0) * 1000 + 1_000));
    expect((await retrieve(stripe, never.session.id)).intent.status).toBe('requires_payment_method');
  });

  it('any other address waits for the demo’s button', async () => {
    const { session } = await voucherFor({ email: 'rosa@correo.test' });
    await sweepDue(devPay, new Date(Date.now() + 10 * 60_000));
    expect((await retrieve(stripe, session.id)).intent.status).toBe('requires_action');
  });

  it('are read from the customer’s e-mail when the session has a customer', async () => {
    const customer = await stripe.customers.create({ email: 'leo+succeed_immediately@correo.test' });
    const { session } = await voucherFor({ customer: customer.id });
    expect(session.customer).toBe(customer.id);
    expect(session.customer_email).toBeNull();
    await expect
      .poll(async () => (await retrieve(stripe, session.id)).session.payment_status, { timeout: 10_000 })
      .toBe('paid');
  }, 15_000);
});
