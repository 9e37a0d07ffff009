import { COUPON_REFUSALS } from '@store/contract';
import type { AdminCoupon, CouponInput } from '@store/contract/admin';
import type { MyDataResponse } from '@store/contract/my-data';
import { invoiceAmounts } from '@store/money';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billLines, bills, couponUses, promotions } from '../../db/schema';
import { payOnHostedPage } from '../../test/shop-calls';
import { useTestShop, type Account } from '../../test/shop-server';
import { postSignedEvent } from '../../test/stripe-signature';
import { orderInvoiceItems } from '../invoices/issuing/invoice-items';
import { orderForInvoice } from '../orders';

const shop = useTestShop({ owner: 'duena@cupones.test', shoppers: 'cupon', bootStock: 20 });
const DAY = 24 * 60 * 60_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const codeInput = (fields: Partial<CouponInput> & Pick<CouponInput, 'code'>): CouponInput => ({
  kind: 'percent',
  percent_off: 10,
  amount_off: null,
  minimum_purchase: null,
  starts_on: dayFromToday(-1),
  ends_on: null,
  max_uses: null,
  max_uses_per_customer: null,
  category_ids: [],
  product_ids: [],
  ...fields,
});

async function createCode(fields: Partial<CouponInput> & Pick<CouponInput, 'code'>): Promise<AdminCoupon> {
  const answer = await shop.call(shop.owner, 'POST', '/admin/coupons', codeInput(fields));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { coupon: AdminCoupon }).coupon;
}

const check = (who: Account | null, code: string) => shop.call(who, 'POST', '/coupons/check', { code });

const checkoutWith = (who: Account, products: { variant_id: number; quantity: number }[], code?: string) =>
  shop.call(who, 'POST', '/payments/create-checkout-session', {
    products,
    shipping_address: who.addressId,
    ...(code === undefined ? {} : { coupon_code: code }),
  });

async function listed(code: string): Promise<AdminCoupon | undefined> {
  const answer = await shop.call(shop.owner, 'GET', '/admin/coupons');
  return (answer.body as { coupons: AdminCoupon[] }).coupons.find((each) => each.code === code);
}

const usesOf = (code: string) =>
  shop.database.db.select().from(couponUses).where(eq(couponUses.code, code)).orderBy(asc(couponUses.id));

describe('a discount code typed by a shopper', () => {
  it('is refused under its field, saying which: it does not exist, not yet, expired, used up, used by you', async () => {
    const shopper = await shop.newShopper();
    await createCode({ code: 'FUTURO', starts_on: dayFromToday(2) });
    await createCode({ code: 'VENCIDO', starts_on: dayFromToday(-10), ends_on: dayFromToday(-2) });
    const archived = await createCode({ code: 'ARCHIVADO' });
    expect((await shop.call(shop.owner, 'POST', `/admin/coupons/${archived.id}/archive`)).status).toBe(200);

    const refusals = {
      'no-existe': COUPON_REFUSALS.unknown,
      futuro: COUPON_REFUSALS.not_started,
      VENCIDO: COUPON_REFUSALS.expired,
      archivado: COUPON_REFUSALS.expired,
    };
    for (const [typed, message] of Object.entries(refusals)) {
      const answer = await check(shopper, typed);
      expect(answer.status, typed).toBe(422);
      expect(answer.body.error, typed).toBe(message);
    }
    // Text that cannot be a code is refused at the edge (400) in the same words.
    expect(await check(shopper, ' x ')).toMatchObject({
      status: 400,
      body: { error: COUPON_REFUSALS.unknown },
    });

    // Any case and spaces around: the code the owner wrote.
    await createCode({ code: 'VAQUERO10', max_uses_per_customer: 1 });
    const valid = await check(shopper, '  vaquero10 ');
    expect(valid).toEqual({
      status: 200,
      body: {
        coupon: {
          code: 'VAQUERO10',
          kind: 'percent',
          percent_off: 10,
          amount_off: null,
          minimum_purchase: null,
          product_ids: null,
        },
      },
    });
    const held = await checkoutWith(shopper, [{ variant_id: shop.boot, quantity: 1 }], 'vaquero10');
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect((await check(shopper, 'VAQUERO10')).body.error).toBe(COUPON_REFUSALS.used_by_you);
    // Another shopper still may.
    expect((await check(await shop.newShopper(), 'VAQUERO10')).status).toBe(200);
    await shop.stripe.checkout.sessions.expire(String(held.body.sessionId));
  });

  it("is refused at 'Pagar' when the cart does not reach its minimum or holds none of its products", async () => {
    const shopper = await shop.newShopper();
    // Hats only (product 4); a minimum that the Ariat boot alone ($2,499) does not reach.
    await createCode({ code: 'SOMBREROS', product_ids: [4] });
    await createCode({ code: 'MINIMO3000', minimum_purchase: 3000 });
    const boot = [{ variant_id: shop.boot, quantity: 1 }];

    const notCovered = await checkoutWith(shopper, boot, 'SOMBREROS');
    expect(notCovered).toMatchObject({
      status: 422,
      body: { error: COUPON_REFUSALS.not_covered, field: 'coupon_code' },
    });
    const belowMinimum = await checkoutWith(shopper, boot, 'MINIMO3000');
    expect(belowMinimum).toMatchObject({
      status: 422,
      body: { error: 'Este cupón pide una compra mínima de $3,000.00', field: 'coupon_code' },
    });
    const unknown = await checkoutWith(shopper, boot, 'NADA');
    expect(unknown).toMatchObject({ status: 422, body: { error: COUPON_REFUSALS.unknown } });
    // No units were held for any of them.
    expect(
      await shop.database.db.select().from(couponUses).where(eq(couponUses.userId, shopper.userId)),
    ).toEqual([]);
  });

  it('applies after the running promotion, is charged, named at the checkout, and lands in the invoice Descuento', async () => {
    await shop.database.db.insert(promotions).values({
      name: 'Segundo par al 50 %',
      kind: 'second_half',
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      categoryIds: [3],
    });
    await createCode({ code: 'BOTAS10', category_ids: [3] });
    const shopper = await shop.newShopper();
    const created = await checkoutWith(shopper, [{ variant_id: shop.boot, quantity: 2 }], 'botas10');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // $2,499 and $1,249.50 after the promotion; 10 % of each: $249.90 and $124.95.
    const goodsCents = 2499_00 + 1249_50 - 249_90 - 124_95;
    const hosted = await shop.stripe.checkout.sessions.retrieve(String(created.body.sessionId));
    expect(hosted.amount_total).toBe(goodsCents);
    const html = await (await fetch(String(created.body.url))).text();
    expect(html).toContain('(Café, 27) · Segundo par al 50 % y Cupón BOTAS10');
    expect(html).toContain('$2,249.10');
    expect(html).toContain('$1,124.55');

    expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
    await expect
      .poll(
        async () =>
          (await shop.database.db.select().from(bills).where(eq(bills.userId, shopper.userId))).length,
      )
      .toBe(1);
    const [order] = await shop.database.db.select().from(bills).where(eq(bills.userId, shopper.userId));
    expect(order).toMatchObject({ totalCents: goodsCents, discountCents: 1249_50 + 249_90 + 124_95 });
    const [line] = await shop.database.db.select().from(billLines).where(eq(billLines.orderId, order!.id));
    expect(line).toMatchObject({
      promotionDiscountCents: 1249_50 + 249_90 + 124_95,
      promotionName: 'Segundo par al 50 % y Cupón BOTAS10',
    });

    // The invoice's concept carries the promotion and the code in its Descuento and adds up to what was paid.
    const invoiceable = await orderForInvoice(shop.database.db, shopper.userId, order!.id);
    const [concept] = orderInvoiceItems(invoiceable!, new Map());
    const discountCents = 1249_50 + 249_90 + 124_95;
    expect(concept?.discount).toBe(Math.floor((discountCents * 1_000_000 * 2 + 116) / (2 * 116)));
    const amounts = invoiceAmounts(
      invoiceable!.lines.map((each) => ({
        unitPriceCents: each.unitPriceCents,
        unitDiscountCents: each.unitDiscountCents,
        quantity: each.quantity,
        promotionDiscountCents: each.promotionDiscountCents,
      })),
    );
    expect(amounts.totalCents).toBe(goodsCents);

    // The back-office counts the use once, with what it took off, even when the provider says it again.
    await expect.poll(async () => (await listed('BOTAS10'))?.uses).toBe(1);
    const replay = await postSignedEvent(shop, {
      id: 'evt_cupon_repetido',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: created.body.sessionId, object: 'checkout.session' } },
    });
    expect(replay.status).toBe(200);
    expect(await listed('BOTAS10')).toMatchObject({ uses: 1, reserved: 0, discounted: 374.85 });

    // The shopper's data file ('Descargar mis datos') names the code they used and what it took off.
    const myData = await shop.call(shopper, 'GET', '/users/me/data');
    expect(myData.status).toBe(200);
    expect((myData.body as MyDataResponse).coupons_used).toEqual([
      { code: 'BOTAS10', discount: 374.85, used_at: expect.any(String) },
    ]);
    await shop.database.db.update(promotions).set({ archivedAt: new Date(), endsAt: new Date() });
  });

  it('gives free shipping: the shipping is not charged and its cost is what the code discounted', async () => {
    await createCode({ code: 'ENVIOGRATIS', kind: 'free_shipping', percent_off: null });
    const shopper = await shop.newShopper();
    // The sweater ($599) is below the shop's own free shipping.
    const sweater = shop.fixture.variant(3, 'Gris', 'M');
    const without = await checkoutWith(shopper, [{ variant_id: sweater, quantity: 1 }]);
    expect(without.status).toBe(201);
    const charged = await shop.stripe.checkout.sessions.retrieve(String(without.body.sessionId));
    const withCode = await checkoutWith(shopper, [{ variant_id: sweater, quantity: 1 }], 'ENVIOGRATIS');
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(201);
    const free = await shop.stripe.checkout.sessions.retrieve(String(withCode.body.sessionId));
    const shippingCents = shop.config.shipping.costCents;
    expect(shippingCents).toBeGreaterThan(0);
    expect(charged.amount_total).toBe(599_00 + shippingCents);
    expect(free.amount_total).toBe(599_00);
    const [use] = await usesOf('ENVIOGRATIS');
    expect(use).toMatchObject({ state: 'reserved', discountCents: shippingCents });
    await shop.stripe.checkout.sessions.expire(String(withCode.body.sessionId));
  });
});

describe('the last use of a one-use code', () => {
  it('goes to one of two shoppers racing for it; the other is told it is used up; it comes back if unpaid', async () => {
    await createCode({ code: 'UNICO', max_uses: 1 });
    const [ana, beto] = [await shop.newShopper(), await shop.newShopper()];
    const hat = shop.fixture.variant(4, 'Negro', '58');
    const answers = await Promise.all(
      [ana, beto].map((who) => checkoutWith(who, [{ variant_id: hat, quantity: 1 }], 'UNICO')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201)!;
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      error: COUPON_REFUSALS.exhausted,
      field: 'coupon_code',
    });
    expect(await listed('UNICO')).toMatchObject({ uses: 0, reserved: 1 });
    expect((await check(await shop.newShopper(), 'UNICO')).body.error).toBe(COUPON_REFUSALS.exhausted);

    // The winner leaves without paying: the checkout expires and the use is free for the next shopper.
    await shop.stripe.checkout.sessions.expire(String(winner.body.sessionId));
    await expect.poll(async () => (await listed('UNICO'))?.reserved).toBe(0);
    expect((await usesOf('UNICO')).map((row) => row.state)).toEqual(['released']);
    const later = await shop.newShopper();
    const again = await checkoutWith(later, [{ variant_id: hat, quantity: 1 }], 'UNICO');
    expect(again.status).toBe(201);
    expect((await payOnHostedPage(String(again.body.url))).status).toBe(303);
    await expect.poll(async () => (await listed('UNICO'))?.uses).toBe(1);
    expect(await listed('UNICO')).toMatchObject({ uses: 1, reserved: 0, discounted: 459.9 });
  });
});
