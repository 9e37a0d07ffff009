import { UNSUBSCRIBED, type OffersConsent, type ReminderCart } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, variants } from '../../db/schema';
import { payOnHostedPage, requestCheckout } from '../../test/shop-calls';
import { useTestShop, type Account } from '../../test/shop-server';
import { renderMessage, type MessagePayloads } from '../mail';
import { cartReminderFigures } from './figures';
import { REMIND_AFTER_MS, sendCartReminders } from './send-reminders';

const shop = useTestShop({ owner: 'duena@recordatorios.test', shoppers: 'carrito', bootStock: 50 });

/** The round an hour and a minute from now: every checkout opened so far is an hour old. */
const anHourLater = () => new Date(Date.now() + REMIND_AFTER_MS + 60_000);
const remind = () =>
  sendCartReminders(shop.database.db, { secret: shop.config.sessionSecret }, anHourLater());

async function shopper(consent: boolean): Promise<Account> {
  const account = await shop.newShopper();
  if (consent) {
    const said = await shop.call(account, 'PUT', '/users/me/offers-consent', { consented: true });
    expect(said.status).toBe(200);
    expect(said.body).toMatchObject({ consented: true, consented_at: expect.any(String) });
  }
  return account;
}

async function openCheckout(account: Account, variantId = shop.boot, quantity = 1) {
  const opened = await requestCheckout(
    shop.url,
    account.cookie,
    [{ variant_id: variantId, quantity }],
    account.addressId,
  );
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return opened.body;
}

const remindersTo = (account: Account) =>
  shop.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'cart-reminder'), eq(outboxMessages.recipient, account.email)));

describe("'Tu carrito te espera'", () => {
  it('is off by default and kept with its date when the shopper says yes', async () => {
    const account = await shopper(false);
    const read = await shop.call(account, 'GET', '/users/me/offers-consent');
    expect(read.body as OffersConsent).toEqual({ consented: false, consented_at: null });
    expect((await shop.call(null, 'GET', '/users/me/offers-consent')).status).toBe(401);
  });

  it('goes once per cart an hour after an unpaid checkout, with the lines, today’s price and stock, and a link that rebuilds the cart', async () => {
    const account = await shopper(true);
    await openCheckout(account, shop.boot, 2);
    // Not before the hour.
    expect(await sendCartReminders(shop.database.db, { secret: shop.config.sessionSecret }, new Date())).toBe(
      0,
    );
    expect(await remindersTo(account)).toHaveLength(0);

    await remind();
    await remind();
    const messages = await remindersTo(account);
    expect(messages).toHaveLength(1);
    const data = messages[0]!.payload as MessagePayloads['cart-reminder'];
    expect(data.lines).toEqual([
      expect.objectContaining({ quantity: 2, size: '27', color: 'Café', stock: expect.any(Number) }),
    ]);
    expect(data.lines[0]!.finalPriceCents).toBeGreaterThan(0);

    const rendered = await renderMessage('cart-reminder', data, { publicUrl: 'https://tienda.test' });
    expect(rendered.subject).toBe('Tu carrito te espera');
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': `<https://tienda.test${data.oneClickPath}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(rendered.text).toContain('Darme de baja');
    expect(rendered.text).toContain(`https://tienda.test${data.cartPath}`);

    // The link rebuilds the cart on any device: no session needed.
    const token = new URL(data.cartPath, 'https://tienda.test').searchParams.get('recuperar');
    const cart = await shop.call(null, 'GET', `/cart-reminders/${token}`);
    expect(cart.status).toBe(200);
    expect(cart.body as ReminderCart).toEqual({ lines: [{ variant_id: shop.boot, quantity: 2 }] });
    expect((await shop.call(null, 'GET', `/cart-reminders/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('goes to no one who did not say yes', async () => {
    const account = await shopper(false);
    await openCheckout(account);
    await remind();
    expect(await remindersTo(account)).toHaveLength(0);
  });

  it('does not go when the shopper paid meanwhile', async () => {
    const account = await shopper(true);
    const opened = await openCheckout(account);
    expect((await payOnHostedPage(String(opened.url))).status).toBe(303);
    await expect.poll(async () => (await shop.call(account, 'GET', '/bills/list')).body).toHaveLength(1);
    await remind();
    expect(await remindersTo(account)).toHaveLength(0);
  });

  it('does not go when every line sold out', async () => {
    const hat = shop.fixture.variant(4, 'Negro', '58');
    await shop.database.db.update(variants).set({ stock: 5 }).where(eq(variants.id, hat));
    const account = await shopper(true);
    await openCheckout(account, hat);
    await shop.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, hat));
    await remind();
    expect(await remindersTo(account)).toHaveLength(0);
  });

  it('unsubscribes in one click without signing in, and then none goes', async () => {
    const account = await shopper(true);
    await openCheckout(account);
    await remind();
    const [message] = await remindersTo(account);
    const data = message!.payload as MessagePayloads['cart-reminder'];

    // RFC 8058: the mail client POSTs the header's address with this form body, from no page of ours.
    const tampered = data.oneClickPath.replace(
      /token=(\d+)/,
      (_all, id: string) => `token=${Number(id) + 1}`,
    );
    const refused = await fetch(`${shop.url}${tampered}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    const oneClick = await fetch(`${shop.url}${data.oneClickPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ message: UNSUBSCRIBED });
    const read = await shop.call(account, 'GET', '/users/me/offers-consent');
    expect(read.body).toEqual({ consented: false, consented_at: null });

    // A new checkout left unpaid gets nothing now.
    await openCheckout(account);
    await remind();
    expect(await remindersTo(account)).toHaveLength(1);
  });

  it('counts reminders sent and carts recovered with their money', async () => {
    const account = await shopper(true);
    const figuresBefore = await cartReminderFigures(shop.database.db, new Date(Date.now() - 60 * 60_000));
    await openCheckout(account);
    await remind();
    const again = await openCheckout(account);
    expect((await payOnHostedPage(String(again.url))).status).toBe(303);
    await expect.poll(async () => (await shop.call(account, 'GET', '/bills/list')).body).toHaveLength(1);
    const figures = await cartReminderFigures(shop.database.db, new Date(Date.now() - 60 * 60_000));
    expect(figures.sent).toBe(figuresBefore.sent + 1);
    expect(figures.recovered).toBe(figuresBefore.recovered + 1);
    expect(figures.recoveredCents).toBeGreaterThan(figuresBefore.recoveredCents);
  });
});
