import type { AdminInvoicesResponse } from '@store/contract/admin';
import type { InvoiceEmailConfirmation, OrderInvoiceState } from '@store/contract/invoices';
import { localMailbox } from '@store/stand-ins/testing';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { variants } from '../../db/schema';
import { shopMonth } from '../../lib/shop-day';
import { writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { paidOrder } from '../../test/paid-order';
import { storedOrder } from '../../test/rows/stored-order';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../test/shop-server';
import { messagesOfOrder } from '../mail';
import { invoiceProvider } from './choose-invoice-provider';
import { tooManyInvoices } from './requests/daily-limit';
import { CONFIRMED_BEFORE, CONFIRMED_SENT } from './requests/email-confirmations';
import { withdrawRefundedInvoices } from './cancelling/invoice-refunds';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

const OWNER = 'duena@tienda.test';
// One of the taxpayers SAT publishes test certificates for: a company, régimen 601.
const COMPANY = {
  rfc: 'EKU9003173C9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '31000',
  cfdi_use: 'G03',
};
const LIMIT = 3;

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let owner: Shopper;
let shopperCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shop = await startShopServer(database, {
    OWNER_EMAILS: OWNER,
    INVOICE_REQUESTS_PER_DAY: String(LIMIT),
  });
  owner = await createShopper(database, OWNER);
  await database.db
    .update(variants)
    .set({ stock: 50 })
    .where(eq(variants.id, fixture.variant(1, 'Café', '27')));
});

afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

type Account = Shopper & { email: string };

async function newShopper(): Promise<Account> {
  shopperCount += 1;
  const email = `cuenta${shopperCount}@correo.test`;
  return { ...(await createShopper(database, email)), email };
}

const call = (shopper: Shopper | null, path: string, method = 'GET', body?: unknown, site = 'same-origin') =>
  fetch(`${shop.url}${path}`, {
    method,
    headers: {
      ...(shopper ? { cookie: shopper.cookie } : {}),
      ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }),
      'sec-fetch-site': site,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const requestInvoice = (shopper: Shopper, orderId: number, email: string) =>
  call(shopper, `/api/invoices/orders/${orderId}`, 'POST', { ...COMPANY, email });

/** A paid order written as the webhook leaves it, paid now: cheap enough to buy several in a test. */
const storedPaidOrder = (shopper: Shopper) =>
  storedOrder(database.db, {
    userId: shopper.userId,
    reference: `NW-FACT${shopper.userId}-${Math.random().toString(36).slice(2, 8)}`,
    shippingStatus: 'En proceso',
    paidAt: new Date(),
    lines: [
      {
        variantId: fixture.variant(1, 'Café', '27'),
        productId: 1,
        productName: 'Bota vaquera',
        colorName: 'Café',
        sizeName: '27',
        quantity: 1,
        unitPriceCents: 2499_00,
      },
    ],
  });

/** Who the order's queued messages go to, by subject: what the shop will send, before it is sent. */
const outgoing = async (orderId: number) =>
  (await messagesOfOrder(database.db, orderId)).map((message) => [message.subject, message.recipient]);

/** The confirmation link mailed to `email`, as its reader finds it in the message. */
async function linkMailedTo(email: string, orderId: number): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const [mail] = await database.db
        .select()
        .from(localMailbox)
        .where(
          and(
            like(localMailbox.toAddresses, `%${email}%`),
            eq(localMailbox.subject, `¿Quieres recibir la factura del pedido #${orderId}?`),
          ),
        );
      text = mail?.text ?? '';
      return text;
    })
    .toContain('/facturas/confirmar-correo/');
  const link = /https?:\/\/\S+\/facturas\/confirmar-correo\/([\w-]{43})/.exec(text);
  expect(link).not.toBeNull();
  return link![1]!;
}

describe('an invoice asked to go to an address that is not the account’s', { timeout: 30_000 }, () => {
  it('goes to the account only; the other address gets a link, and the invoice once the link is confirmed', async () => {
    const shopper = await newShopper();
    const orderId = await storedPaidOrder(shopper);
    const response = await requestInvoice(shopper, orderId, 'Victim-Inbox@Example.org');
    expect(response.status).toBe(201);
    const state = (await response.json()) as OrderInvoiceState;
    expect(state.invoice).toMatchObject({
      status: 'vigente',
      email: shopper.email,
      other_email: { email: 'victim-inbox@example.org', confirmed: false },
    });
    // The invoice, with its files, goes to the account; the other address gets only the question.
    expect(await outgoing(orderId)).toEqual([
      [`¿Quieres recibir la factura del pedido #${orderId}?`, 'victim-inbox@example.org'],
      [`Tu factura del pedido #${orderId}`, shopper.email],
    ]);

    const token = await linkMailedTo('victim-inbox@example.org', orderId);
    const page = `/api/invoices/email-confirmations/${token}`;
    // Opening the link (a person, or a mail scanner) shows what it would confirm and changes nothing.
    expect((await (await call(null, page)).json()) as InvoiceEmailConfirmation).toEqual({
      order_number: orderId,
      email: 'victim-inbox@example.org',
      status: 'pendiente',
    });
    // Another site cannot press the button for the reader.
    expect((await call(null, page, 'POST', undefined, 'cross-site')).status).toBe(403);
    expect(await outgoing(orderId)).toHaveLength(2);

    const confirmed = await call(null, page, 'POST');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: CONFIRMED_SENT });
    expect(await outgoing(orderId)).toContainEqual([
      `Factura del pedido #${orderId}`,
      'victim-inbox@example.org',
    ]);
    // Single use: pressing again sends nothing more.
    expect(await (await call(null, page, 'POST')).json()).toEqual({ message: CONFIRMED_BEFORE });
    expect(await outgoing(orderId)).toHaveLength(3);
    expect((await (await call(null, page)).json()) as InvoiceEmailConfirmation).toMatchObject({
      status: 'confirmada',
    });

    // The shopper confirmed that address once: their next invoice goes to it at once, without asking again.
    const next = await storedPaidOrder(shopper);
    const again = (await (
      await requestInvoice(shopper, next, 'victim-inbox@example.org')
    ).json()) as OrderInvoiceState;
    expect(again.invoice?.other_email).toEqual({ email: 'victim-inbox@example.org', confirmed: true });
    expect(await outgoing(next)).toEqual([
      [`Tu factura del pedido #${next}`, shopper.email],
      [`Factura del pedido #${next}`, 'victim-inbox@example.org'],
    ]);
    // Another shopper's confirmation is not this one's: theirs asks again.
    const stranger = await newShopper();
    const theirs = await storedPaidOrder(stranger);
    await requestInvoice(stranger, theirs, 'victim-inbox@example.org');
    expect(await outgoing(theirs)).toEqual([
      [`¿Quieres recibir la factura del pedido #${theirs}?`, 'victim-inbox@example.org'],
      [`Tu factura del pedido #${theirs}`, stranger.email],
    ]);
  });

  it('refuses a link that is not one of ours', async () => {
    const response = await call(null, `/api/invoices/email-confirmations/${'a'.repeat(43)}`, 'POST');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Este enlace no es válido/);
  });
});

describe('invoices per account and day', { timeout: 30_000 }, () => {
  it(`answers 429 in Spanish past the day's ${LIMIT} invoices, and issues nothing`, async () => {
    const shopper = await newShopper();
    const orders = [];
    for (let index = 0; index <= LIMIT; index += 1) orders.push(await storedPaidOrder(shopper));
    for (const orderId of orders.slice(0, LIMIT)) {
      expect((await requestInvoice(shopper, orderId, shopper.email)).status).toBe(201);
    }
    const refused = await requestInvoice(shopper, orders[LIMIT]!, shopper.email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: tooManyInvoices(LIMIT) });
    expect(tooManyInvoices(LIMIT)).toBe(
      'Ya pediste 3 facturas hoy, el máximo por día. Podrás pedir otra mañana; si la necesitas hoy, escríbenos.',
    );
    const state = (await (
      await call(shopper, `/api/invoices/orders/${orders[LIMIT]!}`)
    ).json()) as OrderInvoiceState;
    expect(state.invoice).toBeNull();
    expect(await outgoing(orders[LIMIT]!)).toEqual([]);
    // Someone else's day is their own.
    const other = await newShopper();
    expect((await requestInvoice(other, await storedPaidOrder(other), other.email)).status).toBe(201);
  });
});

describe('an invoiced order cancelled and refunded', { timeout: 60_000 }, () => {
  const deps = () => ({
    db: database.db,
    provider: invoiceProvider(shop.config),
    config: shop.config,
    log: shop.app.log,
  });
  const monthInvoices = async () =>
    (await (
      await call(owner, `/api/admin/invoices?month=${shopMonth(new Date())}`)
    ).json()) as AdminInvoicesResponse;

  it('by its shopper: the owner is told at once, and the shop cancels the invoice at SAT with motive 03', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(database.db, shop.url, shopper, fixture.variant(1, 'Café', '27'));
    const { invoice } = (await (
      await requestInvoice(shopper, orderId, shopper.email)
    ).json()) as OrderInvoiceState;
    expect(invoice?.status).toBe('vigente');

    const cancel = await call(shopper, `/api/bills/${orderId}/cancel`, 'POST', {});
    expect(cancel.status).toBe(200);
    const listed = (await monthInvoices()).invoices.find((row) => row.invoice_id === invoice!.invoice_id);
    expect(listed?.refund_notice).toBe(
      `Factura por cancelar o con nota de crédito pendiente: el pedido #${orderId} se canceló y se reembolsó. La tienda la cancela ante el SAT con el motivo 03 en unos minutos.`,
    );
    const detail = (await (await call(owner, `/api/admin/orders/${orderId}`)).json()) as {
      invoice_notice?: string;
    };
    expect(detail.invoice_notice).toBe(listed?.refund_notice);

    await withdrawRefundedInvoices(deps());
    const after = (await (
      await call(shopper, `/api/invoices/orders/${orderId}`)
    ).json()) as OrderInvoiceState;
    expect(after.invoice).toMatchObject({ invoice_id: invoice!.invoice_id, status: 'cancelada' });
    const cancelled = (await monthInvoices()).invoices.find((row) => row.invoice_id === invoice!.invoice_id);
    expect(cancelled).toMatchObject({
      status: 'cancelada',
      refund_notice: null,
      cancellation: { motive: '03', cancelled_by: 'sistema' },
    });
    // The shopper cannot ask for a new one: the order was cancelled and refunded.
    const refused = await requestInvoice(shopper, orderId, shopper.email);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: 'Este pedido se canceló y se te reembolsó, así que no lleva factura.',
    });
  });

  it('through a refunded return: flagged, credited by a credit note, and never cancelled by the shop on its own', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(database.db, shop.url, shopper, fixture.variant(1, 'Café', '27'));
    const { invoice } = (await (
      await requestInvoice(shopper, orderId, shopper.email)
    ).json()) as OrderInvoiceState;
    const step = async (path: string, body: unknown = {}) => {
      const response = await call(owner, `/api/admin${path}`, 'POST', body);
      expect(response.status, path).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    await step(`/orders/${orderId}/status`, {
      status: 'enviado',
      carrier: 'DHL',
      tracking_number: '1234567890',
    });
    await step(`/orders/${orderId}/status`, { status: 'entregado' });
    const [line] = (
      (await (await call(shopper, `/api/bills/${orderId}/returns`)).json()) as {
        lines: { order_line_id: number; paid_amount?: number }[];
      }
    ).lines;
    const asked = await call(shopper, `/api/bills/${orderId}/returns`, 'POST', {
      lines: [{ order_line_id: line!.order_line_id, quantity: 1 }],
      reason: 'No me quedó la talla',
    });
    expect(asked.status).toBe(201);
    const returnId = (
      (await (await call(shopper, `/api/bills/${orderId}/returns`)).json()) as {
        requests: { return_id: number }[];
      }
    ).requests[0]!.return_id;
    await step(`/returns/${returnId}/approve`);
    await step(`/returns/${returnId}/receive`);
    expect(
      (await monthInvoices()).invoices.find((row) => row.invoice_id === invoice!.invoice_id)?.refund_notice,
    ).toBeNull();
    await step(`/returns/${returnId}/refund`, {
      lines: [{ order_line_id: line!.order_line_id, amount: 1000 }],
      shop_at_fault: false,
    });

    const flagged = `Factura por cancelar o con nota de crédito pendiente: se reembolsó una devolución del pedido #${orderId}. La tienda emite la nota de crédito (CFDI de egreso) por lo reembolsado: aparece debajo de la factura.`;
    const listed = () =>
      monthInvoices().then((month) => month.invoices.find((row) => row.invoice_id === invoice!.invoice_id));
    expect(await listed()).toMatchObject({ status: 'vigente', refund_notice: flagged });
    // Part of the sale stands: the invoice is corrected by a credit note, not withdrawn by the sweep.
    await withdrawRefundedInvoices(deps());
    expect(await listed()).toMatchObject({ status: 'vigente', refund_notice: flagged });
  });

  it('by the owner: the same, and no invoice of it is left standing', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(database.db, shop.url, shopper, fixture.variant(1, 'Café', '27'));
    const { invoice } = (await (
      await requestInvoice(shopper, orderId, shopper.email)
    ).json()) as OrderInvoiceState;
    const cancel = await call(owner, `/api/admin/orders/${orderId}/cancel`, 'POST', {
      reason: 'Sin existencias',
    });
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as { invoice_notice?: string }).invoice_notice).toMatch(
      /^Factura por cancelar o con nota de crédito pendiente: el pedido #\d+ se canceló y se reembolsó\./,
    );
    await withdrawRefundedInvoices(deps());
    const standing = (await monthInvoices()).invoices.filter(
      (row) => row.order_ids.includes(orderId) && row.status !== 'cancelada',
    );
    expect(standing).toEqual([]);
    expect(
      (await monthInvoices()).invoices.find((row) => row.invoice_id === invoice!.invoice_id),
    ).toMatchObject({ status: 'cancelada', cancellation: { motive: '03' } });
  });
});
