import type { AdminInvoice, AdminInvoicesResponse } from '@store/contract/admin';
import type { OrderInvoiceState } from '@store/contract/invoices';
import { clabeCheckDigit } from '@store/contract';
import { centavosText, formatCentavos, invoiceAmounts } from '@store/money';
import { localMailbox } from '@store/stand-ins/testing';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { bills, moneyMovements } from '../../../db/schema';
import { DEV_FACTURAPI_KEY } from '../../../dev-services';
import { shopMonth } from '../../../lib/shop-day';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';
import { paidOrder } from '../../../test/paid-order';
import { finishedCheckout } from '../../../test/shop-calls';
import { useTestShop, type Account, type Shopper } from '../../../test/shop-server';
import { postSignedEvent, refundEvent } from '../../../test/stripe-signature';
import { messagesOfOrder } from '../../mail';
import { refundOrder } from '../../orders';
import { paymentProvider, type PaymentProvider } from '../../payments';
import { invoiceProvider } from '../choose-invoice-provider';
import { onOrderRefunded, withdrawRefundedInvoices } from '../cancelling/invoice-refunds';
import { facturapiProvider } from '../facturapi-provider';
import { InvoiceProviderError } from '../invoice-provider';
import { issueQueuedCreditNotes } from './issue-credit-notes';
import { withdrawUndoneCreditNotes } from './withdraw-credit-notes';
import { issueCreditNoteForRefund } from './queue-credit-note';

const OWNER = 'duena@tienda.test';
// One of the taxpayers SAT publishes test certificates for: a company, régimen 601.
const COMPANY = {
  rfc: 'EKU9003173C9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '31000',
  cfdi_use: 'G03',
};

const shop = useTestShop({ owner: OWNER, shoppers: 'nota', bootStock: 50 });
const { newShopper } = shop;

/** A call as the browser makes it, for the answer itself: its status, its JSON, or a file. */
const call = (shopper: Shopper | null, path: string, method = 'GET', body?: unknown) =>
  fetch(`${shop.url}${path}`, {
    method,
    headers: {
      ...(shopper ? { cookie: shopper.cookie } : {}),
      ...(body === undefined ? FROM_THE_SHOP : { 'content-type': 'application/json' }),
      'sec-fetch-site': 'same-origin',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answered = await response;
  expect(answered.status, answered.url).toBe(status);
  return (await answered.json()) as T;
}

const deps = (provider = invoiceProvider(shop.config)) => ({
  db: shop.database.db,
  provider,
  config: shop.config,
  log: shop.app.log,
});

/** A boot bought by card (the test card `card`) with the shopper's own invoice; the order and its invoice. */
async function invoicedOrder(shopper: Account, card?: string) {
  const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, 1, { card });
  return { orderId, invoice: await askedInvoice(shopper, orderId) };
}

async function askedInvoice(shopper: Account, orderId: number) {
  const state = await ok<OrderInvoiceState>(
    call(shopper, `/api/invoices/orders/${orderId}`, 'POST', { ...COMPANY, email: shopper.email }),
    201,
  );
  return state.invoice!;
}

/** The order shipped, delivered, one boot returned and received, and refunded by `amount` pesos. */
async function refundedReturn(shopper: Shopper, orderId: number, amount: number): Promise<number> {
  const admin = (path: string, body: unknown = {}) => ok(call(shop.owner, `/api/admin${path}`, 'POST', body));
  await admin(`/orders/${orderId}/status`, {
    status: 'enviado',
    carrier: 'DHL',
    tracking_number: '123456789',
  });
  await admin(`/orders/${orderId}/status`, { status: 'entregado' });
  const form = await ok<{ lines: { order_line_id: number }[] }>(
    call(shopper, `/api/bills/${orderId}/returns`),
  );
  const line = form.lines[0]!.order_line_id;
  await ok(
    call(shopper, `/api/bills/${orderId}/returns`, 'POST', {
      lines: [{ order_line_id: line, quantity: 1 }],
      reason: 'No me quedó la talla',
    }),
    201,
  );
  const { requests } = await ok<{ requests: { return_id: number }[] }>(
    call(shopper, `/api/bills/${orderId}/returns`),
  );
  const returnId = requests[0]!.return_id;
  await admin(`/returns/${returnId}/approve`);
  await admin(`/returns/${returnId}/receive`);
  await admin(`/returns/${returnId}/refund`, {
    lines: [{ order_line_id: line, amount }],
    shop_at_fault: false,
  });
  return returnId;
}

const monthOf = (month: string) =>
  ok<AdminInvoicesResponse>(call(shop.owner, `/api/admin/invoices?month=${month}`));
const listed = async (invoiceId: number, month = shopMonth(new Date())): Promise<AdminInvoice> =>
  (await monthOf(month)).invoices.find((row) => row.invoice_id === invoiceId)!;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['cfdi:Concepto', 'cfdi:Traslado', 'cfdi:CfdiRelacionados'].includes(name),
});
type Attributes = Record<string, string>;
type Cfdi = Attributes & {
  'cfdi:InformacionGlobal'?: Attributes;
  'cfdi:CfdiRelacionados': (Attributes & { 'cfdi:CfdiRelacionado': Attributes })[];
  'cfdi:Receptor': Attributes;
  'cfdi:Conceptos': { 'cfdi:Concepto': Attributes[] };
  'cfdi:Impuestos': Attributes;
};

async function cfdiAt(who: Shopper, url: string): Promise<Cfdi> {
  const response = await call(who, url);
  expect(response.status, url).toBe(200);
  return (parser.parse(await response.text()) as { 'cfdi:Comprobante': Cfdi })['cfdi:Comprobante'];
}

/** The credit note's amounts as the shop's own `invoiceAmounts` separates IVA from a refund. */
const expectedAmounts = (refundCents: number) => {
  const amounts = invoiceAmounts([{ unitPriceCents: refundCents, unitDiscountCents: 0, quantity: 1 }]);
  return { total: centavosText(amounts.totalCents), iva: centavosText(amounts.ivaCents) };
};

describe('a refunded return of an invoiced order', { timeout: 60_000 }, () => {
  it('gets a credit note: type E related (01) to the invoice, uso G02, the refund to the centavo, shown, mailed and listed under its invoice', async () => {
    const shopper = await newShopper();
    const { orderId, invoice } = await invoicedOrder(shopper);
    await refundedReturn(shopper, orderId, 1234.56);

    // Queued with the refund; nothing to download until it is stamped.
    expect((await listed(invoice.invoice_id)).credit_notes).toEqual([
      expect.objectContaining({ status: 'emitiendo', total: 1234.56, uuid: null }),
    ]);
    const waiting = await ok<OrderInvoiceState>(call(shopper, `/api/invoices/orders/${orderId}`));
    expect(waiting.credit_notes).toEqual([]);

    await issueQueuedCreditNotes(deps());
    const state = await ok<OrderInvoiceState>(call(shopper, `/api/invoices/orders/${orderId}`));
    expect(state.invoice).toMatchObject({ invoice_id: invoice.invoice_id, status: 'vigente' });
    expect(state.credit_notes).toEqual([
      expect.objectContaining({ status: 'vigente', order_id: orderId, total: 1234.56 }),
    ]);
    const [note] = state.credit_notes;
    expect(note!.uuid).toMatch(/^[0-9A-F-]{36}$/);

    const cfdi = await cfdiAt(shopper, note!.xml_url);
    const original = await cfdiAt(shopper, invoice.xml_url);
    const expected = expectedAmounts(1234_56);
    expect(cfdi).toMatchObject({
      Version: '4.0',
      TipoDeComprobante: 'E',
      Serie: 'NC',
      FormaPago: original.FormaPago,
      MetodoPago: 'PUE',
      Moneda: 'MXN',
      Total: expected.total,
    });
    expect(cfdi['cfdi:CfdiRelacionados']).toEqual([
      { TipoRelacion: '01', 'cfdi:CfdiRelacionado': { UUID: invoice.uuid } },
    ]);
    expect(cfdi['cfdi:Receptor']).toMatchObject({
      Rfc: 'EKU9003173C9',
      Nombre: 'ESCUELA KEMPER URGATE',
      RegimenFiscalReceptor: '601',
      UsoCFDI: 'G02',
    });
    expect(cfdi['cfdi:Conceptos']['cfdi:Concepto']).toEqual([
      expect.objectContaining({
        ClaveProdServ: '84111506',
        Descripcion: 'Devolución de mercancías',
        ClaveUnidad: 'ACT',
        Cantidad: '1',
        ObjetoImp: '02',
      }),
    ]);
    expect(cfdi['cfdi:Impuestos']).toMatchObject({ TotalImpuestosTrasladados: expected.iva });

    const pdf = await call(shopper, note!.pdf_url);
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="NotaDeCredito-NC-\d+\.pdf"$/,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Another shopper's is not found; the owner reaches it from 'Facturas'.
    expect((await call(await newShopper(), note!.xml_url)).status).toBe(404);
    const [adminNote] = (await listed(invoice.invoice_id)).credit_notes;
    expect(adminNote).toMatchObject({ status: 'vigente', uuid: note!.uuid, total: 1234.56 });
    expect((await call(shop.owner, adminNote!.pdf_url)).status).toBe(200);

    let mail: Awaited<ReturnType<typeof simpleParser>> | undefined;
    const subject = `Tu nota de crédito del pedido #${orderId}`;
    await expect
      .poll(async () => {
        const [row] = await shop.database.db
          .select()
          .from(localMailbox)
          .where(eq(localMailbox.subject, subject));
        mail = row ? await simpleParser(row.raw) : undefined;
        return row?.toAddresses ?? '';
      })
      .toContain(shopper.email);
    expect(mail!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [expect.stringMatching(/^NotaDeCredito-NC-\d+\.pdf$/), 'application/pdf'],
      [expect.stringMatching(/^NotaDeCredito-NC-\d+\.xml$/), 'application/xml'],
    ]);
    expect(mail!.text).toContain(note!.uuid);
  });

  it('is one credit note per refund, however often the refund is told or the sweep runs', async () => {
    const shopper = await newShopper();
    const { orderId, invoice } = await invoicedOrder(shopper);
    const returnId = await refundedReturn(shopper, orderId, 500);
    const told = { orderId, refundKey: `return-${returnId}`, amountCents: 500_00 };
    const [first, second] = await Promise.all([
      issueCreditNoteForRefund({ db: shop.database.db }, told),
      issueCreditNoteForRefund({ db: shop.database.db }, told),
    ]);
    expect(second?.id).toBe(first?.id);
    await Promise.all([issueQueuedCreditNotes(deps()), issueQueuedCreditNotes(deps())]);
    await issueQueuedCreditNotes(deps());
    expect(await issueCreditNoteForRefund({ db: shop.database.db }, told)).toMatchObject({
      id: first?.id,
      status: 'vigente',
    });
    expect((await listed(invoice.invoice_id)).credit_notes).toEqual([
      expect.objectContaining({ status: 'vigente', total: 500 }),
    ]);
    const subjects = (await messagesOfOrder(shop.database.db, orderId)).map((message) => message.subject);
    expect(subjects.filter((text) => text === `Tu nota de crédito del pedido #${orderId}`)).toHaveLength(1);
  });

  it('waits out a provider that is down and is stamped once when it answers', async () => {
    const shopper = await newShopper();
    const { orderId, invoice } = await invoicedOrder(shopper);
    await refundedReturn(shopper, orderId, 300);
    // Nothing listens on port 9: the provider is down.
    await issueQueuedCreditNotes(deps(facturapiProvider(DEV_FACTURAPI_KEY, 'http://127.0.0.1:9/v2')));
    expect((await listed(invoice.invoice_id)).credit_notes).toEqual([
      expect.objectContaining({ status: 'emitiendo', uuid: null }),
    ]);
    await issueQueuedCreditNotes(deps());
    expect((await listed(invoice.invoice_id)).credit_notes).toEqual([
      expect.objectContaining({ status: 'vigente', total: 300 }),
    ]);
  });
});

describe('a cancelled order with its own invoice', { timeout: 60_000 }, () => {
  it('has its invoice cancelled with motive 03, and only if SAT refuses, a credit note for the whole refund', async () => {
    const shopper = await newShopper();
    const { orderId, invoice } = await invoicedOrder(shopper);
    await ok(call(shop.owner, `/api/admin/orders/${orderId}/cancel`, 'POST', { reason: 'Sin existencias' }));
    // The sale did not take place: no credit note is queued for it.
    expect((await listed(invoice.invoice_id)).credit_notes).toEqual([]);
    // Past SAT's deadline the cancellation is refused: the sweep credits the refund instead.
    const real = invoiceProvider(shop.config);
    const refusing = {
      ...real,
      cancel: () =>
        Promise.reject(
          new InvoiceProviderError(
            'El plazo para cancelar esta factura ya venció.',
            true,
            undefined,
            undefined,
          ),
        ),
    };
    await withdrawRefundedInvoices(deps(refusing));
    await issueQueuedCreditNotes(deps());
    const row = await listed(invoice.invoice_id);
    expect(row.status).toBe('vigente');
    expect(row.credit_notes).toEqual([
      expect.objectContaining({ status: 'vigente', order_id: orderId, total: invoice.total }),
    ]);
  });
});

describe('a refund of an order without its own invoice', { timeout: 60_000 }, () => {
  it('covered by the month’s global invoice: credited against it, to PUBLICO EN GENERAL', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot);
    // Paid in February (the shop's time), apart from every other order of these tests.
    await shop.database.db
      .update(bills)
      .set({ paidAt: new Date('2026-02-14T18:00:00Z') })
      .where(eq(bills.id, orderId));
    const global = await ok<AdminInvoice>(
      call(shop.owner, '/api/admin/invoices/global', 'POST', { month: '2026-02' }),
      201,
    );
    expect(global.order_ids).toEqual([orderId]);
    await ok(call(shop.owner, `/api/admin/orders/${orderId}/cancel`, 'POST', { reason: 'Sin existencias' }));

    await issueQueuedCreditNotes(deps());
    const [note] = (await listed(global.invoice_id, '2026-02')).credit_notes;
    expect(note).toMatchObject({ status: 'vigente', order_id: orderId, total: global.total });
    const cfdi = await cfdiAt(shop.owner, note!.xml_url);
    expect(cfdi).toMatchObject({ TipoDeComprobante: 'E', Total: expectedAmounts(global.total * 100).total });
    expect(cfdi['cfdi:CfdiRelacionados']).toEqual([
      { TipoRelacion: '01', 'cfdi:CfdiRelacionado': { UUID: global.uuid } },
    ]);
    // SAT lets the generic RFC take only uso S01, and asks the period of any CFDI made out to it.
    expect(cfdi['cfdi:Receptor']).toMatchObject({
      Rfc: 'XAXX010101000',
      Nombre: 'PUBLICO EN GENERAL',
      RegimenFiscalReceptor: '616',
      UsoCFDI: 'S01',
    });
    expect(cfdi['cfdi:InformacionGlobal']).toEqual({ Periodicidad: '04', Meses: '02', Año: '2026' });
    // The shopper received no invoice of their own, so no credit note either.
    expect(
      (await ok<OrderInvoiceState>(call(shopper, `/api/invoices/orders/${orderId}`))).credit_notes,
    ).toEqual([]);
  });

  it('never invoiced: gets no credit note', async () => {
    const shopper = await newShopper();
    const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot);
    await ok(call(shop.owner, `/api/admin/orders/${orderId}/cancel`, 'POST', { reason: 'Sin existencias' }));
    expect(
      await issueCreditNoteForRefund(
        { db: shop.database.db },
        { orderId, refundKey: `prueba-${orderId}`, amountCents: 100_00 },
      ),
    ).toBeUndefined();
  });
});

/** The ledger's refund of an order (its only one). */
const refundRow = async (orderId: number) => {
  const [row] = await shop.database.db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, orderId), eq(moneyMovements.kind, 'refund')));
  return row!;
};

/** The provider's word on one of its refunds, signed as the provider signs its webhooks. */
async function providerSays(type: 'refund.updated' | 'refund.failed', refundId: string) {
  const answer = await postSignedEvent(
    shop,
    refundEvent(type, refundId, type === 'refund.failed' ? 'failed' : 'succeeded'),
  );
  expect(answer.status).toBe(200);
}

const shopperNotes = async (shopper: Shopper, orderId: number) =>
  (await ok<OrderInvoiceState>(call(shopper, `/api/invoices/orders/${orderId}`))).credit_notes;

describe('a credit note follows the money of its refund', { timeout: 60_000 }, () => {
  it('none while the refund waits at the provider; one once it succeeds; none if it fails', async () => {
    const real = paymentProvider(shop.config);
    // The provider takes the refunds and answers that they finish later, as a SPEI refund does.
    const later: PaymentProvider = {
      ...real,
      refund: async (asked) => ({ ...(await real.refund(asked)), status: 'pending' }),
    };
    const succeeding = await invoicedOrder(await newShopper());
    const failing = await invoicedOrder(await newShopper());
    for (const { orderId } of [succeeding, failing]) {
      await refundOrder(
        { db: shop.database.db, provider: later, log: shop.app.log, onRefund: onOrderRefunded },
        orderId,
        OWNER,
        {
          amount: 500,
          include_shipping: false,
          refunds_seen: 0,
        },
      );
    }
    await issueQueuedCreditNotes(deps());
    expect((await listed(succeeding.invoice.invoice_id)).credit_notes).toEqual([]);
    expect((await listed(failing.invoice.invoice_id)).credit_notes).toEqual([]);

    await providerSays('refund.updated', (await refundRow(succeeding.orderId)).providerId!);
    await providerSays('refund.failed', (await refundRow(failing.orderId)).providerId!);
    await issueQueuedCreditNotes(deps());
    expect((await listed(succeeding.invoice.invoice_id)).credit_notes).toEqual([
      expect.objectContaining({ status: 'vigente', total: 500 }),
    ]);
    expect((await listed(failing.invoice.invoice_id)).credit_notes).toEqual([]);
  });

  it('a card refund made at once that fails later (test card 4000 0000 0000 5126) is not credited', async () => {
    const shopper = await newShopper();
    const { orderId, invoice } = await invoicedOrder(shopper, '4000 0000 0000 5126');
    await ok(
      call(shop.owner, `/api/admin/orders/${orderId}/refunds`, 'POST', { amount: 700, refunds_seen: 0 }),
    );
    // The local checkout fails it a moment later, as Stripe does, and says so by refund.failed.
    await expect.poll(async () => (await refundRow(orderId)).state, { timeout: 15_000 }).toBe('failed');
    await issueQueuedCreditNotes(deps());
    const notes = (await listed(invoice.invoice_id)).credit_notes;
    expect(notes.filter((note) => note.status === 'vigente' || note.status === 'emitiendo')).toEqual([]);
    expect(await shopperNotes(shopper, orderId)).toEqual([]);
  });

  it('stamped before its refund failed: cancelled at SAT, so the invoice is whole again', async () => {
    const shopper = await newShopper();
    const { orderId, invoice } = await invoicedOrder(shopper);
    await ok(
      call(shop.owner, `/api/admin/orders/${orderId}/refunds`, 'POST', { amount: 800, refunds_seen: 0 }),
    );
    await issueQueuedCreditNotes(deps());
    expect(await shopperNotes(shopper, orderId)).toEqual([
      expect.objectContaining({ status: 'vigente', total: 800 }),
    ]);

    await providerSays('refund.failed', (await refundRow(orderId)).providerId!);
    await withdrawUndoneCreditNotes(deps());
    expect((await listed(invoice.invoice_id)).credit_notes).toEqual([
      expect.objectContaining({ status: 'cancelada', total: 800 }),
    ]);
    expect(await shopperNotes(shopper, orderId)).toEqual([]);
    // Cancelled once: another round asks SAT nothing more.
    await withdrawUndoneCreditNotes(deps());
    expect((await listed(invoice.invoice_id)).credit_notes).toEqual([
      expect.objectContaining({ status: 'cancelada' }),
    ]);
  });
});

describe('a cancelled order whose cash refund is still owed', { timeout: 60_000 }, () => {
  it('keeps its invoice, saying why, until staff record the transfer; then it is cancelled', async () => {
    const shopper = await newShopper();
    const sessionId = await finishedCheckout(shop.url, shopper, shop.boot, 'oxxo');
    await shop.stripe.rawRequest('POST', `/v1/test_helpers/checkout/sessions/${sessionId}/async_payment`, {
      outcome: 'succeeded',
    });
    const orderOf = async () =>
      (await shop.database.db.select().from(bills).where(eq(bills.userId, shopper.userId)))[0];
    await expect.poll(async () => (await orderOf())?.shippingStatus).toBe('En proceso');
    const orderId = (await orderOf())!.id;
    const invoice = await askedInvoice(shopper, orderId);
    await ok(call(shopper, `/api/bills/${orderId}/cancel`, 'POST', {}));

    // The money is still the shop's: the invoice stands and nothing credits it.
    await withdrawRefundedInvoices(deps());
    await issueQueuedCreditNotes(deps());
    const meanwhile = await listed(invoice.invoice_id);
    expect(meanwhile).toMatchObject({ status: 'vigente', credit_notes: [] });
    expect(meanwhile.refund_notice).toBe(
      `Reembolso pendiente del pedido #${orderId}: falta anotar la transferencia de ${formatCentavos(Math.round(invoice.total * 100))} al cliente. La factura sigue vigente mientras el dinero no se devuelva; cuando anotes la transferencia en el pedido, la tienda la cancela ante el SAT.`,
    );
    // The order's page in the back office says the same.
    const detail = await ok<{ invoice_notice?: string }>(call(shop.owner, `/api/admin/orders/${orderId}`));
    expect(detail.invoice_notice).toBe(meanwhile.refund_notice);

    const digits = `0121800000${String(orderId).padStart(7, '0')}`;
    await ok(
      call(shop.owner, `/api/admin/orders/${orderId}/refund-transfer`, 'POST', {
        clabe: digits + String(clabeCheckDigit(digits)),
        reference: `RASTREO${orderId}`,
      }),
    );
    await withdrawRefundedInvoices(deps());
    expect(await listed(invoice.invoice_id)).toMatchObject({ status: 'cancelada', credit_notes: [] });
  });
});
