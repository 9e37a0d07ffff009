import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { outboxMessages, variants } from '../../../db/schema';
import { writeCatalogFixture, type Fixture } from '../../../test/catalog-fixture';
import { readAuditLog } from '../../../test/audit-log';
import { createTestDatabase } from '../../../test/database';
import { payOnHostedPage, requestCheckout } from '../../../test/shop-calls';
import { createShopper, startShopServer, type Shopper, type ShopServer } from '../../../test/shop-server';
import { renderMessage, type MessagePayloads } from '../../mail';
import { devPayStripe } from '../../payments';
import { bills } from '../tables';

let database: DatabaseHandle;
let fixture: Fixture;
let shop: ShopServer;
let boot: number;
let shopperCount = 0;
const OWNER = 'duena@tienda.test';

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  boot = fixture.variant(1, 'Café', '27'); // $2,499
  await database.db.update(variants).set({ stock: 50 }).where(eq(variants.id, boot));
  shop = await startShopServer(database, { INSTALLMENT_PLANS: '3,6,12', OWNER_EMAILS: OWNER });
});
afterAll(async () => {
  await shop?.app.close();
  await database?.close();
});

async function openCheckout(
  quantity = 1,
  variantId = boot,
): Promise<{ shopper: Shopper; url: string; sessionId: string }> {
  shopperCount += 1;
  const shopper = await createShopper(database, `metodo${shopperCount}@correo.test`);
  const created = await requestCheckout(
    shop.url,
    shopper.cookie,
    [{ variant_id: variantId, quantity }],
    shopper.addressId,
  );
  expect(created.status).toBe(201);
  return { shopper, url: String(created.body.url), sessionId: String(created.body.sessionId) };
}

async function orderOf(shopper: Shopper) {
  await expect
    .poll(async () => (await database.db.select().from(bills).where(eq(bills.userId, shopper.userId))).length)
    .toBe(1);
  const [order] = await database.db.select().from(bills).where(eq(bills.userId, shopper.userId));
  return order!;
}

describe('meses sin intereses', () => {
  it('are listed for the storefront as the shop offers them', async () => {
    const response = await fetch(`${shop.url}/api/payments/installment-plans`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ installment_months: [3, 6, 12] });
  });

  it('are offered by the checkout the shop opens, through Stripe’s own parameter, its plans with it', async () => {
    const { sessionId } = await openCheckout();
    const session = await devPayStripe(shop.url).checkout.sessions.retrieve(sessionId);
    expect(session.payment_method_options?.card?.installments?.enabled).toBe(true);
    // Stripe takes no plans per session: the shop's go along, for the order to be checked against.
    expect(session.metadata).toMatchObject({ installment_plans: '3,6,12' });
  });

  it('are only the shop’s plans on the hosted page: a $2,499 boot in 3, 6 or 12, never 18 or 24', async () => {
    const { shopper, url } = await openCheckout();
    const page = await (await fetch(url)).text();
    expect(page).toContain('<select name="installments">');
    expect(page).toContain('Una sola exhibición de $2,499.00');
    expect(page).toContain('3 meses sin intereses de $833.00');
    expect(page).toContain('6 meses sin intereses de $416.50');
    expect(page).toContain('12 meses sin intereses de $208.25');
    for (const months of ['9', '18', '24']) {
      expect(page).not.toContain(`${months} meses`);
      const refused = await payOnHostedPage(url, '4242 4242 4242 4242', months);
      expect(refused.status, months).toBe(400);
      expect(await refused.text()).toContain('Elige un plazo de meses sin intereses de la lista.');
    }
    // Refused, nothing was charged: the checkout is still there to pay in a plan of the list.
    expect((await payOnHostedPage(url, '4242 4242 4242 4242', '12')).status).toBe(303);
    expect(await orderOf(shopper)).toMatchObject({ installmentMonths: 12, totalCents: 2_499_00 });
  });

  it('paid in a plan the shop does not offer (a Stripe account set wider) make an order flagged to the owner', async () => {
    // The same database behind a shop whose local checkout, like a Stripe account left at Stripe's
    // defaults, offers every plan: the shop's checkout, opened with 3, 6 and 12, is paid there in 24.
    const wide = await startShopServer(database, { INSTALLMENT_PLANS: '3,6,9,12,18,24' });
    try {
      const { shopper, sessionId } = await openCheckout();
      const paid = await payOnHostedPage(
        `${wide.url}/dev-pay/checkout/${sessionId}`,
        '4242 4242 4242 4242',
        '24',
      );
      expect(paid.status).toBe(303);
      const order = await orderOf(shopper);
      expect(order).toMatchObject({ installmentMonths: 24, totalCents: 2_499_00 });
      const owner = await createShopper(database, OWNER);
      const audit = await readAuditLog(shop.app, { sid: owner.cookie.slice('sid='.length) });
      expect(audit.find((entry) => entry.action === 'order.unoffered_installments')).toMatchObject({
        actor: 'Stripe',
        sentence: `Cobró el pedido #${order.id} a 24 meses sin intereses, un plazo que la tienda no ofrece (ofrece 3, 6 y 12). Revisa los plazos de meses sin intereses de tu cuenta de Stripe`,
      });
    } finally {
      await wide.app.close();
    }
  });

  it('keep the plan, the card and the SAT payment form with the order, and show them to the shopper', async () => {
    const { shopper, url } = await openCheckout(2); // $4,998
    expect((await payOnHostedPage(url, '5555 5555 5555 4444', '6')).status).toBe(303);
    const order = await orderOf(shopper);
    expect(order).toMatchObject({
      paymentMethod: 'card',
      cardBrand: 'mastercard',
      cardLast4: '4444',
      installmentMonths: 6,
      satPaymentForm: '04',
      totalCents: 4_998_00,
    });
    const [listed] = (await (
      await fetch(`${shop.url}/api/bills/list`, { headers: { cookie: shopper.cookie } })
    ).json()) as {
      payment: unknown;
    }[];
    expect(listed?.payment).toEqual({ method: 'card', card_brand: 'mastercard', installment_months: 6 });
    // The confirmation e-mail says it the same way.
    const [message] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `order:${order.id}:received`));
    const rendered = await renderMessage(
      'order-received',
      message?.payload as MessagePayloads['order-received'],
      { publicUrl: shop.url },
    );
    expect(rendered.text).toContain('Mastercard terminada en 4444, 6 meses sin intereses de $833.00');
  });

  it('are refused to a debit card, which is charged nothing, and a debit card in one payment is form 28', async () => {
    const { shopper, url } = await openCheckout();
    const refused = await payOnHostedPage(url, '4000 0566 5566 5556', '3');
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain('Tu tarjeta de débito no acepta meses sin intereses.');
    const made = await payOnHostedPage(url, '4000 0566 5566 5556');
    expect(made.status).toBe(303);
    expect(await orderOf(shopper)).toMatchObject({
      paymentMethod: 'card',
      cardBrand: 'visa',
      installmentMonths: null,
      satPaymentForm: '28',
    });
  });

  it('refuse a plan the total does not reach or that does not exist', async () => {
    // A $599 sweater and $199 shipping: 3 and 6 months only.
    const { url } = await openCheckout(1, fixture.variant(3, 'Gris', 'M'));
    const page = await (await fetch(url)).text();
    expect(page).toContain('6 meses sin intereses de $133.00');
    expect(page).not.toContain('9 meses');
    for (const plan of ['9', '36', 'x']) {
      const refused = await payOnHostedPage(url, '4242 4242 4242 4242', plan);
      expect(refused.status, plan).toBe(400);
      expect(await refused.text()).toContain('Elige un plazo de meses sin intereses de la lista.');
    }
  });
});

describe('a shop that offers no meses sin intereses (INSTALLMENT_PLANS=no)', () => {
  it('opens its checkouts without them', async () => {
    const plain = await startShopServer(database, { INSTALLMENT_PLANS: 'no' });
    try {
      shopperCount += 1;
      const shopper = await createShopper(database, `sinmeses${shopperCount}@correo.test`);
      const created = await requestCheckout(
        plain.url,
        shopper.cookie,
        [{ variant_id: boot, quantity: 1 }],
        shopper.addressId,
      );
      const session = await devPayStripe(plain.url).checkout.sessions.retrieve(
        String(created.body.sessionId),
      );
      expect(session.payment_method_options?.card?.installments).toBeUndefined();
      expect(await (await fetch(String(created.body.url))).text()).not.toContain('name="installments"');
    } finally {
      await plain.app.close();
    }
  });
});

describe('cash at OXXO', () => {
  it('is kept as method oxxo with the SAT form 01 (efectivo)', async () => {
    const { shopper, sessionId } = await openCheckout();
    const voucher = await fetch(`${shop.url}/dev-pay/checkout/${sessionId}/oxxo`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(voucher.status).toBe(303);
    await devPayStripe(shop.url).rawRequest(
      'POST',
      `/v1/test_helpers/checkout/sessions/${sessionId}/async_payment`,
      {
        outcome: 'succeeded',
      },
    );
    expect(await orderOf(shopper)).toMatchObject({
      paymentMethod: 'oxxo',
      cardBrand: null,
      cardLast4: null,
      installmentMonths: null,
      satPaymentForm: '01',
    });
  });
});
