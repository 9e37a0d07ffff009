import type { PaymentMethod, ShippingStatus } from '@store/contract';
import type { BulkUpdatePreview } from '@store/contract/admin';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOrders, invoices, users } from '../../../db/schema';
import { signIn, startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { storedOrder } from '../../../test/rows/stored-order';
import { parseBulkCsv } from '../catalog/parse-bulk-csv';
import { ordersPlacedBetween } from '../../orders';

let t: AdminTestAppWithCatalogue;
let ana: number;
let orderCount = 0;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  ana = await customer('Ana López', 'ana@correo.test');
});
afterAll(() => t.close());

async function customer(name: string, email: string): Promise<number> {
  const [user] = await t.database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: email, email, name })
    .returning();
  return user!.id;
}

type OrderSpec = {
  userId?: number;
  createdAt: Date;
  status?: ShippingStatus;
  method?: PaymentMethod;
  cardBrand?: string | null;
  installmentMonths?: number | null;
  /** Each line's unit price and unit discount in centavos, IVA included. */
  lines?: { unitPriceCents: number; unitDiscountCents?: number; quantity?: number }[];
  shippingCents?: number;
  /** A cancelled order's refund, made at this moment. */
  refundedAt?: Date;
};

/** An order as the webhook writes it, with its lines and amounts; answers its id and reference. */
async function placeOrder(spec: OrderSpec): Promise<{ id: number; reference: string }> {
  orderCount += 1;
  const reference = `NW-EXP${String(orderCount).padStart(4, '0')}`;
  const lines = spec.lines ?? [{ unitPriceCents: 1000_00 }];
  const id = await storedOrder(t.database.db, {
    userId: spec.userId ?? ana,
    reference,
    paymentMethod: spec.method ?? 'card',
    cardBrand: spec.cardBrand === undefined ? 'visa' : spec.cardBrand,
    cardLast4: null,
    installmentMonths: spec.installmentMonths ?? null,
    shippingStatus: spec.status ?? 'En proceso',
    createdAt: spec.createdAt,
    shippingCents: spec.shippingCents ?? 0,
    ...(spec.refundedAt
      ? {
          refundedAt: spec.refundedAt,
          refundCents: lines.reduce(
            (sum, line) => sum + (line.quantity ?? 1) * (line.unitPriceCents - (line.unitDiscountCents ?? 0)),
            spec.shippingCents ?? 0,
          ),
        }
      : {}),
    lines: lines.map((line) => ({
      productId: 1,
      productName: 'Bota vaquera Ariat punta rodeo piel de res',
      colorName: 'Café',
      sizeName: '26',
      unitPriceCents: line.unitPriceCents,
      unitDiscountCents: line.unitDiscountCents ?? 0,
      quantity: line.quantity ?? 1,
    })),
  });
  return { id, reference };
}

async function invoiceFor(orderId: number, uuid: string, standing: boolean) {
  const [invoice] = await t.database.db
    .insert(invoices)
    .values({
      kind: 'order',
      status: standing ? 'vigente' : 'cancelada',
      idempotencyKey: `exp-${uuid}`,
      providerInvoiceId: `exp-${uuid}`,
      uuid,
      rfc: 'LOAA800101AB1',
      legalName: 'ANA LOPEZ',
      taxRegime: '612',
      postalCode: '31000',
      cfdiUse: 'G03',
      paymentForm: '04',
      totalCents: 0,
      issuedAt: new Date(),
    })
    .returning();
  await t.database.db.insert(invoiceOrders).values({ invoiceId: invoice!.id, orderId, active: standing });
}

const exportOrders = (query: string, sid = t.staff.sid) =>
  t.app.inject({ url: `/api/admin/orders/export.csv${query}`, cookies: { sid } });

/** The file's records as cells, read as RFC 4180 says (the BOM is checked on its own). */
function records(body: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      cells.push(cell);
      rows.push(cells);
      cells = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  expect(cell, 'the last record ends with CRLF').toBe('');
  return rows;
}

const HEADER = [
  'número',
  'referencia',
  'fecha',
  'cliente',
  'correo',
  'estado',
  'método de pago',
  'subtotal',
  'descuento',
  'envío',
  'total',
  'IVA',
  'UUID de la factura',
  'estado del pago',
  'cobrado',
  'reembolsado',
  'neto',
];

describe('the orders CSV', () => {
  // November 2026 in Mexico City is UTC-6 all month (no daylight saving time since 2022).
  let paid: { id: number; reference: string };
  let cancelled: { id: number; reference: string };
  let firstMinute: { reference: string };
  let lastMinute: { reference: string };

  beforeAll(async () => {
    await placeOrder({ createdAt: new Date('2026-11-01T05:59:00Z') }); // 23:59 on 31 October there
    firstMinute = await placeOrder({
      createdAt: new Date('2026-11-01T06:00:00Z'),
      method: 'oxxo',
      cardBrand: null,
    });
    paid = await placeOrder({
      createdAt: new Date('2026-11-10T20:05:00Z'),
      lines: [{ unitPriceCents: 1100_00, unitDiscountCents: 100_00 }],
      shippingCents: 99_00,
      installmentMonths: 6,
      cardBrand: 'mastercard',
    });
    cancelled = await placeOrder({
      createdAt: new Date('2026-11-12T18:00:00Z'),
      status: 'cancelado',
      method: 'spei',
      cardBrand: null,
      refundedAt: new Date('2026-11-12T19:00:00Z'),
    });
    lastMinute = await placeOrder({ createdAt: new Date('2026-11-27T05:59:00Z') }); // 23:59 on the 26th there
    await placeOrder({ createdAt: new Date('2026-11-27T06:00:00Z') }); // the 27th there
    await invoiceFor(paid.id, '11111111-2222-3333-4444-555555555555', true);
    await invoiceFor(cancelled.id, '99999999-8888-7777-6666-555555555555', false);
  });

  it('is a UTF-8 file with a BOM, named for its days, with the Spanish titles', async () => {
    const response = await exportOrders('?from=2026-11-01&to=2026-11-26');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pedidos-2026-11-01-a-2026-11-26.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      response.body.startsWith('\uFEFFnúmero,referencia,fecha,cliente,correo,estado,método de pago,'),
    ).toBe(true);
    expect(records(response.body)[0]).toEqual(HEADER);
  });

  it('lists every order of those days in Mexico City, oldest first, cancelled ones with their status', async () => {
    const rows = records((await exportOrders('?from=2026-11-01&to=2026-11-26')).body).slice(1);
    expect(rows.map((row) => [row[1], row[2], row[5], row[6]])).toEqual([
      [firstMinute.reference, '2026-11-01 00:00', 'En proceso', 'Pago en efectivo en OXXO'],
      [paid.reference, '2026-11-10 14:05', 'En proceso', 'Mastercard a 6 meses sin intereses'],
      [cancelled.reference, '2026-11-12 12:00', 'Cancelado', 'Transferencia SPEI'],
      [lastMinute.reference, '2026-11-26 23:59', 'En proceso', 'Visa'],
    ]);
    const oneDay = records((await exportOrders('?from=2026-11-26&to=2026-11-26')).body).slice(1);
    expect(oneDay.map((row) => row[1])).toEqual([lastMinute.reference]);
  });

  it('writes a paid order’s amounts as plain pesos, its included IVA as its invoice declares it, and the UUID of the invoice that stands', async () => {
    const rows = records((await exportOrders('?from=2026-11-10&to=2026-11-12')).body).slice(1);
    // 1,100.00 less 100.00, plus 99.00 of shipping: as its invoice's concepts, 948.275862 and 85.344828
    // before IVA, less 86.206897 of discount, and 137.931034 + 13.655172 of IVA: 151.59.
    expect(rows[0]).toEqual([
      String(paid.id),
      paid.reference,
      '2026-11-10 14:05',
      'Ana López',
      'ana@correo.test',
      'En proceso',
      'Mastercard a 6 meses sin intereses',
      '1100.00',
      '100.00',
      '99.00',
      '1099.00',
      '151.59',
      '11111111-2222-3333-4444-555555555555',
      'Pagado',
      '1099.00',
      '0.00',
      '1099.00',
    ]);
    // Its invoice was cancelled and none stands: the cell is empty. Its money went back: charged, refunded, nothing kept.
    expect(rows[1]?.slice(7)).toEqual([
      '1000.00',
      '0.00',
      '0.00',
      '1000.00',
      '137.93',
      '',
      'Reembolsado',
      '1000.00',
      '1000.00',
      '0.00',
    ]);
  });

  it('keeps a customer’s name or e-mail from running as a formula, and quotes what needs quotes', async () => {
    const mallory = await customer('=HYPERLINK("http://malo.test","Clic")', '@sum@correo.test');
    const dash = await customer('-2+3', 'guion@correo.test');
    const tab = await customer('\tTab, "Pérez"', 'tab@correo.test');
    for (const userId of [mallory, dash, tab]) {
      await placeOrder({ userId, createdAt: new Date('2026-10-15T18:00:00Z') });
    }
    const response = await exportOrders('?from=2026-10-15&to=2026-10-15');
    expect(response.body).toContain(`,"'=HYPERLINK(""http://malo.test"",""Clic"")",'@sum@correo.test,`);
    const rows = records(response.body).slice(1);
    expect(rows.map((row) => [row[3], row[4]])).toEqual([
      [`'=HYPERLINK("http://malo.test","Clic")`, "'@sum@correo.test"],
      ["'-2+3", 'guion@correo.test'],
      [`'\tTab, "Pérez"`, 'tab@correo.test'],
    ]);
    // Amounts stay numbers a spreadsheet sums.
    expect(rows.map((row) => row[10])).toEqual(['1000.00', '1000.00', '1000.00']);
  });

  it('opened where `;` separates cells (Excel in Spanish) or `,` does, starts no formula from what a customer wrote', async () => {
    const names = [
      'Beto;=1+1',
      'a,+cmd',
      '@SUM(1)',
      'Ana\tLópez; -3',
      'Zoe "x;=2"',
      "Eva\r\n=cmd|' /C calc'!A0",
    ];
    for (const [index, name] of names.entries()) {
      const userId = await customer(name, `cliente${index};=1@correo.test`);
      await placeOrder({ userId, createdAt: new Date('2026-10-20T18:00:00Z') });
    }
    const response = await exportOrders('?from=2026-10-20&to=2026-10-20');
    const text = response.body.replace(/^\uFEFF/, '');
    const formula = /^[ "]*[=+\-@\t\r]/;

    // As RFC 4180 reads it: each name and e-mail is one cell, kept whole but for the apostrophes.
    const byComma = parse(text, { delimiter: ',' }) as string[][];
    expect(byComma.slice(1).map((row) => row[3])).toEqual([
      "Beto;'=1+1",
      "a,'+cmd",
      "'@SUM(1)",
      "Ana\tLópez; '-3",
      `Zoe "x;'=2"`,
      "Eva\r\n'=cmd|' /C calc'!A0",
    ]);
    for (const row of byComma.slice(1)) {
      // The amounts (subtotal … IVA) are the shop's numbers; every other cell must not start a formula.
      for (const cell of [...row.slice(0, 7), ...row.slice(12)]) expect(cell).not.toMatch(formula);
    }

    // As a reader that splits at every `;` and every line break and takes quotes as text.
    const bySemicolon = parse(text, {
      delimiter: ';',
      quote: false,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
    const cells = bySemicolon.flat();
    expect(cells.some((cell) => cell.startsWith("'=1+1"))).toBe(true);
    for (const cell of cells) expect(cell).not.toMatch(formula);
  });

  it('refuses a range it cannot read, backwards or longer than a year, in Spanish (400)', async () => {
    const cases: [string, string][] = [
      ['', 'from debe ser una fecha AAAA-MM-DD'],
      ['?from=2026-11-01', 'to debe ser una fecha AAAA-MM-DD'],
      ['?from=01/11/2026&to=2026-11-26', 'from debe ser una fecha AAAA-MM-DD'],
      ['?from=2026-02-30&to=2026-03-01', 'from no es una fecha válida'],
      ['?from=2026-11-26&to=2026-11-01', 'El primer día debe ser anterior o igual al último día.'],
      ['?from=2025-01-01&to=2026-01-02', 'El rango puede cubrir a lo más 366 días; descárgalo en partes.'],
    ];
    for (const [query, message] of cases) {
      const response = await exportOrders(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toContain(message);
    }
    // A whole leap year is one range.
    expect((await exportOrders('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('is for staff only: anyone else gets the 404 of every back-office call', async () => {
    const shopper = await signIn(t.database, 'cliente@correo.test');
    expect((await exportOrders('?from=2026-11-01&to=2026-11-26', shopper)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/admin/products/export.csv', cookies: { sid: shopper } })).statusCode,
    ).toBe(404);
  });

  it('reads page after page without losing or repeating orders placed in the same microsecond', async () => {
    const sameMoment = new Date('2026-09-05T18:00:00Z');
    const placed = [];
    for (let index = 0; index < 5; index += 1) placed.push((await placeOrder({ createdAt: sameMoment })).id);
    const pages: number[][] = [];
    for await (const page of ordersPlacedBetween(t.database.db, '2026-09-05', '2026-09-05', 2)) {
      pages.push(page.map((order) => order.id));
    }
    expect(pages).toEqual([placed.slice(0, 2), placed.slice(2, 4), placed.slice(4)]);
  });

  it('exports 10,000 orders of a month whole', async () => {
    const { db } = t.database;
    await db.execute(sql`
      INSERT INTO payment_sessions (reference, user_id, shipping_address_text, status, subtotal_cents,
                                    discount_cents, shipping_cents, total_cents, expires_at)
      SELECT 'NW-MIL' || n, ${ana}, 'Calle 1', 'paid', 50000, 0, 0, 50000, now()
      FROM generate_series(1, 10000) AS n`);
    await db.execute(sql`
      INSERT INTO bills (user_id, payment_session_id, shipping_address, subtotal_cents, discount_cents,
                         shipping_cents, total_cents, created_at)
      SELECT user_id, id, 'Calle 1', 50000, 0, 0, 50000,
             timestamptz '2025-03-01 12:00:00-06' + (id % 28) * interval '1 day'
      FROM payment_sessions WHERE reference LIKE 'NW-MIL%'`);
    await db.execute(sql`
      INSERT INTO bill_lines (bill_id, product_id, product_name, color_name, size_name, quantity,
                              unit_price_cents, unit_discount_cents)
      SELECT b.id, 1, 'Bota', 'Café', '26', 1, 50000, 0
      FROM bills b JOIN payment_sessions ps ON ps.id = b.payment_session_id
      WHERE ps.reference LIKE 'NW-MIL%'`);

    const started = performance.now();
    const response = await exportOrders('?from=2025-03-01&to=2025-03-31');
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    const rows = records(response.body).slice(1);
    expect(rows).toHaveLength(10_000);
    expect(new Set(rows.map((row) => row[0])).size).toBe(10_000);
    expect(new Set(rows.map((row) => row[1])).size).toBe(10_000);
    expect(rows.every((row) => row[10] === '500.00' && row[11] === '68.97')).toBe(true);
    expect(rows.map((row) => row[2]).every((day, index, all) => index === 0 || day! >= all[index - 1]!)).toBe(
      true,
    );
    console.info(`10,000 pedidos en ${seconds.toFixed(2)} s, ${response.rawPayload.length} bytes`);
  }, 120_000);
});

describe('the products CSV', () => {
  const exportProducts = () =>
    t.app.inject({ url: '/api/admin/products/export.csv', cookies: { sid: t.staff.sid } });
  const preview = async (csv: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk-update/preview',
        cookies: { sid: t.staff.sid },
        payload: { csv },
      })
    ).json() as BulkUpdatePreview;

  it('has the bulk update’s columns, then what each SKU is, hidden products included', async () => {
    const response = await exportProducts();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = records(response.body);
    expect(rows[0]).toEqual([
      'sku',
      'precio',
      'descuento',
      'existencias',
      'visible',
      'producto',
      'color',
      'talla',
      'departamento',
    ]);
    const ariat = 'Bota vaquera Ariat punta rodeo piel de res';
    expect(rows.slice(1, 5)).toEqual([
      ['p6-c7-27', '100.00', '0', '9', 'no', 'Bota oculta de temporada pasada', 'Café', '27', 'Botas'],
      ['p1-c1-26', '2499.00', '0', '3', 'sí', ariat, 'Café', '26', 'Botas'],
      ['p1-c1-26.5', '2499.00', '0', '0', 'sí', ariat, 'Café', '26.5', 'Botas'],
      ['p1-c1-27', '2499.00', '0', '5', 'sí', ariat, 'Café', '27', 'Botas'],
    ]);
    expect(rows).toHaveLength(1 + 13);
    expect(rows).toContainEqual([
      'p2-c3-24',
      '3000.00',
      '20',
      '2',
      'sí',
      'Botín Justin Roper para dama',
      'Miel',
      '24',
      'Botas',
    ]);
  });

  it('goes back through the bulk update unchanged, and one edited price is the one change', async () => {
    const csv = (await exportProducts()).body;
    const parsed = parseBulkCsv(csv);
    expect(parsed.error).toBeNull();
    expect(parsed.rows).toHaveLength(13);
    expect(parsed.rows.every((row) => row.errors.length === 0)).toBe(true);

    const unchanged = await preview(csv);
    expect(unchanged).toMatchObject({
      error: null,
      errors: 0,
      changes: 0,
      new_products: 0,
      new_variants: 0,
      visibility_changes: 0,
    });
    expect(unchanged.rows).toHaveLength(13);

    const edited = csv.replace('\r\np1-c1-27,2499.00,', '\r\np1-c1-27,2650.50,');
    expect(edited).not.toBe(csv);
    const oneChange = await preview(edited);
    expect(oneChange).toMatchObject({ error: null, errors: 0, changes: 1 });
    const changed = oneChange.rows.filter((row) => JSON.stringify(row.before) !== JSON.stringify(row.after));
    expect(changed).toEqual([
      {
        row: 5,
        sku: 'p1-c1-27',
        variant: {
          product_name: 'Bota vaquera Ariat punta rodeo piel de res',
          color_name: 'Café',
          size_name: '27',
        },
        before: { price: 2499, discount_percentage: 0, stock: 5, visible: true },
        after: { price: 2650.5, discount_percentage: 0, stock: 5, visible: true },
        error: null,
      },
    ]);
  });
});
