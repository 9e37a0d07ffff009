import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { createTestDatabase } from '../../../server/src/test/database';
import { payOnHostedPage } from '../../../server/src/test/shop-calls';
import { openSession, startDevPayShop, stopDevPayShop, type DevPayShop } from './testing';

let database: DatabaseHandle;
let devPay: DevPayShop;

beforeAll(async () => {
  database = await createTestDatabase();
  // The account offers 3 and 6 months, as its owner set them in Stripe's Dashboard.
  devPay = await startDevPayShop(database, { INSTALLMENT_PLANS: '3,6' });
});

afterAll(async () => {
  await stopDevPayShop(devPay);
  await database?.close();
});

describe('meses sin intereses on the local hosted checkout', () => {
  it('offers only the account’s plans, refuses any other in Spanish, and charges the one chosen', async () => {
    const session = await openSession(devPay, { amount: 2499_00 });
    const url = String(session.url);
    const page = await (await fetch(url)).text();
    expect(page).toContain('3 meses sin intereses de $833.00');
    expect(page).toContain('6 meses sin intereses de $416.50');
    for (const months of ['9', '12', '18', '24']) expect(page).not.toContain(`${months} meses`);

    for (const months of ['12', '24']) {
      const refused = await payOnHostedPage(url, '4242 4242 4242 4242', months);
      expect(refused.status, months).toBe(400);
      expect(await refused.text()).toContain('Elige un plazo de meses sin intereses de la lista.');
    }
    // Nothing was charged: the session is still open.
    expect((await devPay.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    expect((await payOnHostedPage(url, '4242 4242 4242 4242', '6')).status).toBe(303);
    const paid = await devPay.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const intent = paid.payment_intent as { latest_charge: { payment_method_details: unknown } };
    expect(intent.latest_charge.payment_method_details).toMatchObject({
      card: { installments: { plan: { count: 6, interval: 'month', type: 'fixed_count' } } },
    });
  });
});
