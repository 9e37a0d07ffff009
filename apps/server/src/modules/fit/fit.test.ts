import type { BillReturns, ProductFit, ShopperMeasurements } from '@store/contract';
import type { AdminReturnsByProduct } from '@store/contract/admin';
import type { MyDataResponse } from '@store/contract/my-data';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../test/paid-order';
import { useTestShop, type Shopper } from '../../test/shop-server';
import { billLines } from '../../db/schema';
import { shopperMeasurements } from './tables';
import { fitVerdict, recordFitAnswer, withdrawFitAnswers } from '.';

const STAFF = 'encargada@tienda.test';
const shop = useTestShop({ owner: STAFF, shoppers: 'mide', bootStock: 40 });

/** The fixture's products: the men's boot (sizes 26, 26.5, 27) and the women's botín (24, 24.5). */
const BOOT = 1;
const BOTIN = 2;

const fitOf = async (productId: number) =>
  (await shop.call(null, 'GET', `/products/${productId}/fit`)).body as unknown as ProductFit;

const answer = (productId: number, sourceId: number, fit: 'chica' | 'justa' | 'grande', sizeName = '27') =>
  recordFitAnswer(shop.database.db, {
    productId,
    variantId: null,
    sizeName,
    answer: fit,
    source: 'review',
    sourceId,
  });

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  shop.call(shop.owner, method, `/admin${path}`, body);

/** A bought order of `quantity` boots, shipped and delivered by staff: its shopper and its one line. */
async function deliveredOrder(quantity: number) {
  const shopper = await shop.newShopper();
  const orderId = await paidOrder(shop.database.db, shop.url, shopper, shop.boot, quantity);
  const shipped = await admin('POST', `/orders/${orderId}/status`, {
    status: 'enviado',
    carrier: 'DHL',
    tracking_number: '1234567890',
  });
  expect(shipped.status).toBe(200);
  expect((await admin('POST', `/orders/${orderId}/status`, { status: 'entregado' })).status).toBe(200);
  const [line] = await shop.database.db.select().from(billLines).where(eq(billLines.orderId, orderId));
  return { shopper, orderId, line: line! };
}

const askReturn = (shopper: Shopper, orderId: number, body: Record<string, unknown>) =>
  shop.call(shopper, 'POST', `/bills/${orderId}/returns`, body);

describe('the fit verdict', () => {
  it('needs five answers and more than half of them', () => {
    expect(fitVerdict({ chica: 4, justa: 0, grande: 0 })).toBeNull();
    expect(fitVerdict({ chica: 5, justa: 0, grande: 0 })).toBe('chica');
    expect(fitVerdict({ chica: 3, justa: 2, grande: 0 })).toBe('chica');
    expect(fitVerdict({ chica: 2, justa: 2, grande: 2 })).toBeNull();
    expect(fitVerdict({ chica: 3, justa: 0, grande: 3 })).toBeNull();
    expect(fitVerdict({ chica: 0, justa: 1, grande: 4 })).toBe('grande');
  });
});

describe("a product's fit answers", () => {
  it('counts one answer per source and size, tells the verdict from the fifth, and forgets a withdrawn source', async () => {
    expect(await fitOf(BOTIN)).toEqual({ chica: 0, justa: 0, grande: 0, total: 0, verdict: null });
    for (const sourceId of [101, 102, 103, 104]) await answer(BOTIN, sourceId, 'chica', '24');
    expect(await fitOf(BOTIN)).toEqual({ chica: 4, justa: 0, grande: 0, total: 4, verdict: null });

    // An edited review is still one answer: its new word replaces the old.
    await answer(BOTIN, 104, 'justa', '24');
    expect(await fitOf(BOTIN)).toMatchObject({ chica: 3, justa: 1, total: 4 });
    await answer(BOTIN, 104, 'chica', '24');

    await answer(BOTIN, 105, 'chica', '24.5');
    expect(await fitOf(BOTIN)).toEqual({ chica: 5, justa: 0, grande: 0, total: 5, verdict: 'chica' });

    await withdrawFitAnswers(shop.database.db, { source: 'review', sourceId: 105 });
    expect(await fitOf(BOTIN)).toMatchObject({ chica: 4, total: 4, verdict: null });
  });

  it('refuses a product id that is not one, in Spanish', async () => {
    const bad = await shop.call(null, 'GET', '/products/abc/fit');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/product_id/);
  });
});

describe("a return for size ('No me quedó')", () => {
  it("counts as the product's fit answer for the size returned, with the request, and shows in the back-office's report", async () => {
    const before = await fitOf(BOOT);
    const { shopper, orderId, line } = await deliveredOrder(2);
    const lines = [{ order_line_id: line.id, quantity: 1 }];

    // 'No me quedó' asks how it fitted; 'Otro motivo' asks for the shopper's words.
    const noFit = await askReturn(shopper, orderId, { lines, reason_kind: 'talla' });
    expect(noFit.status).toBe(400);
    expect(noFit.body).toEqual({ error: 'Dinos si te quedó chica o grande.', field: 'fit' });
    const noWords = await askReturn(shopper, orderId, { lines, reason_kind: 'otro', reason: 'no' });
    expect(noWords.status).toBe(400);
    expect(noWords.body.field).toBe('reason');
    const fitElsewhere = await askReturn(shopper, orderId, { lines, reason_kind: 'defecto', fit: 'chica' });
    expect(fitElsewhere.status).toBe(400);
    const unknownFit = await askReturn(shopper, orderId, { lines, reason_kind: 'talla', fit: 'enorme' });
    expect(unknownFit.status).toBe(400);
    // A request refused for its units keeps no answer either.
    const tooMany = await askReturn(shopper, orderId, {
      lines: [{ order_line_id: line.id, quantity: 3 }],
      reason_kind: 'talla',
      fit: 'chica',
    });
    expect(tooMany.status).toBe(422);
    expect(await fitOf(BOOT)).toEqual(before);

    const asked = await askReturn(shopper, orderId, { lines, reason_kind: 'talla', fit: 'chica' });
    expect(asked.status).toBe(201);
    const request = (asked.body as unknown as BillReturns).requests[0]!;
    expect(request.reason).toBe('Me quedó chica');
    expect(await fitOf(BOOT)).toMatchObject({ chica: before.chica + 1, total: before.total + 1 });

    const report = (await admin('GET', '/returns/by-product')).body as unknown as AdminReturnsByProduct;
    expect(report.products.find((product) => product.product_id === BOOT)).toMatchObject({
      product_name: line.productName,
      units: 1,
      small: 1,
      large: 0,
      defect: 0,
      not_expected: 0,
      other: 0,
      fit: { chica: before.chica + 1 },
    });

    // A rejected request leaves the report (staff refused it); the shopper's word on the fit stays.
    const rejected = await admin('POST', `/returns/${request.return_id}/reject`, {
      reason: 'La bota ya se usó en la calle.',
    });
    expect(rejected.status).toBe(200);
    const after = (await admin('GET', '/returns/by-product')).body as unknown as AdminReturnsByProduct;
    expect(after.products.find((product) => product.product_id === BOOT)).toBeUndefined();
    expect((await fitOf(BOOT)).chica).toBe(before.chica + 1);
  });

  it('keeps the words of a page that sends only them, as before: no fit answer', async () => {
    const before = await fitOf(BOOT);
    const { shopper, orderId, line } = await deliveredOrder(1);
    const asked = await askReturn(shopper, orderId, {
      lines: [{ order_line_id: line.id, quantity: 1 }],
      reason: 'El color no es como en la foto',
    });
    expect(asked.status).toBe(201);
    expect((asked.body as unknown as BillReturns).requests[0]!.reason).toBe('El color no es como en la foto');
    expect(await fitOf(BOOT)).toEqual(before);
    const report = (await admin('GET', '/returns/by-product')).body as unknown as AdminReturnsByProduct;
    expect(report.products.find((product) => product.product_id === BOOT)).toMatchObject({
      units: 1,
      other: 1,
    });
  });

  it('is a report for staff only', async () => {
    const shopper = await shop.newShopper();
    expect((await shop.call(shopper, 'GET', '/admin/returns/by-product')).status).toBe(404);
  });
});

describe("the shopper's measurements", () => {
  it('are kept with the account, refused in Spanish when they are not a measurement, downloaded and erased with the account', async () => {
    expect((await shop.call(null, 'GET', '/users/me/measurements')).status).toBe(401);
    expect(
      (await shop.call(null, 'PUT', '/users/me/measurements', { foot_cm: 26, head_cm: null })).status,
    ).toBe(401);
    const shopper = await shop.newShopper();
    expect((await shop.call(shopper, 'GET', '/users/me/measurements')).body).toEqual({
      foot_cm: null,
      head_cm: null,
    });

    for (const [foot, message] of [
      [0, 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      [-3, 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      [80, 'El largo de un pie va de 10 a 35 cm: revisa tu medida.'],
      ['veintiséis', 'Escribe el largo de tu pie en centímetros, solo con números: por ejemplo, 26.5.'],
    ] as const) {
      const refused = await shop.call(shopper, 'PUT', '/users/me/measurements', {
        foot_cm: foot,
        head_cm: null,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: message, field: 'foot_cm' });
    }
    const badHead = await shop.call(shopper, 'PUT', '/users/me/measurements', { foot_cm: null, head_cm: 30 });
    expect(badHead.body).toEqual({
      error: 'El contorno de una cabeza va de 40 a 70 cm: revisa tu medida.',
      field: 'head_cm',
    });
    // Nothing refused was kept.
    expect((await shop.call(shopper, 'GET', '/users/me/measurements')).body).toEqual({
      foot_cm: null,
      head_cm: null,
    });

    const saved = await shop.call(shopper, 'PUT', '/users/me/measurements', { foot_cm: 26.34, head_cm: 57 });
    expect(saved.status).toBe(200);
    const kept: ShopperMeasurements = { foot_cm: 26.3, head_cm: 57 };
    expect(saved.body).toEqual(kept);
    expect((await shop.call(shopper, 'GET', '/users/me/measurements')).body).toEqual(kept);

    const data = (await shop.call(shopper, 'GET', '/users/me/data')).body as unknown as MyDataResponse;
    expect(data.measurements).toEqual(kept);

    const deleted = await shop.call(shopper, 'DELETE', '/users/me', { confirmation: 'ELIMINAR' });
    expect(deleted.status).toBe(200);
    const left = await shop.database.db
      .select()
      .from(shopperMeasurements)
      .where(eq(shopperMeasurements.userId, shopper.userId));
    expect(left).toEqual([]);
  });
});
