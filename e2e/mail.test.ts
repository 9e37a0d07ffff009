import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE, type Viewport } from './support/browser';
import { useFreshStore } from './support/fresh-store';
import { bootInStock } from './support/catalog';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

const shop = useFreshStore();
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');

// A long address, as many are: it must wrap in the mailbox's table on a phone, not widen the page.
const SHOPPER = { name: 'Jesús Ramírez', email: 'jesus.ramirez.contreras1987@example.mx' };
const OWNER = 'dueno@norteno.local';
/** Where the pictures of the messages go, for a person to look at (git-ignored). */
const SCREENSHOTS = path.join(ROOT, 'screenshots');
/** The promise to a shopper who just paid: the e-mail is there within seconds. */
const MAIL_WITHIN_MS = 5_000;

/** The /dev-mail row with that subject (a link) sent to that address. */
const mailboxRow = (page: Page, subject: string, to: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: subject, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: to, exact: true }) });

/**
 * Reloads /dev-mail until the row shows up, as someone waiting for the e-mail would, and says how long
 * that took from `since` (performance.now()).
 */
async function waitForMail(page: Page, subject: string, to: string, since: number): Promise<number> {
  for (;;) {
    await page.goto(`${base()}/dev-mail`);
    if ((await mailboxRow(page, subject, to).count()) === 1) return performance.now() - since;
    if (performance.now() - since > 15_000) throw new Error(`"${subject}" para ${to} no llegó`);
    await page.waitForTimeout(200);
  }
}

/** Opens a message from the list; its id is in the address. */
async function openMessage(page: Page, subject: string, to: string): Promise<number> {
  await page.goto(`${base()}/dev-mail`);
  await mailboxRow(page, subject, to).getByRole('link', { name: subject, exact: true }).click();
  await page.waitForURL(/\/dev-mail\/\d+$/);
  await page.getByRole('heading', { name: subject, level: 2 }).waitFor();
  return Number(page.url().split('/').pop());
}

/** The message page's envelope: De, Para and Fecha, as a definition list. */
async function envelope(page: Page): Promise<Record<string, string>> {
  return page.locator('dl').evaluate((list) => {
    const facts: Record<string, string> = {};
    for (const term of list.querySelectorAll('dt')) {
      facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
    }
    return facts;
  });
}

const messages: { name: string; id: number }[] = [];

describe('order e-mails in the local mailbox (/dev-mail)', () => {
  it('is empty, and says so, before anything was bought', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const page = await newShopperPage(shop.browser(), DESKTOP);
    await page.goto(`${base()}/dev-mail`);
    await page.getByRole('heading', { name: 'Buzón local de Norteño Western', level: 1 }).waitFor();
    await page.getByText('Todavía no hay mensajes.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectAccessible(page, 'El buzón local vacío');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dev-mail-empty.png'), fullPage: true });
    await page.context().close();
  });

  it('a shopper pays and gets "Recibimos tu pedido" within 5 s; staff get "Nuevo pedido"; staff ship it and the shopper gets "va en camino" with the tracking link', async () => {
    const { detail, variantId } = await bootInStock(shop.store().url);
    const shopper = await newShopperPage(shop.browser(), PHONE);
    await shopper.goto(`${base()}/auth/login`);
    await signIn(shopper, SHOPPER.name, SHOPPER.email);
    await shopper.waitForURL(`${base()}/profile`);
    await addToCart(shopper, base(), detail.product_id, variantId);
    const billId = await payCartWithCard(shopper, base());
    const paidAt = performance.now();

    // The mailbox, opened in the browser, shows the shopper's e-mail within seconds of the payment.
    const mailbox = await newShopperPage(shop.browser(), PHONE);
    const received = `Recibimos tu pedido #${billId}`;
    const waited = await waitForMail(mailbox, received, SHOPPER.email, paidAt);
    console.info(`"${received}" visible en /dev-mail ${Math.round(waited)} ms después del pago`);
    expect(waited).toBeLessThanOrEqual(MAIL_WITHIN_MS);
    // A table with its three columns.
    const headers = await mailbox.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Para', 'Asunto', 'Fecha']);
    await expectAccessible(mailbox, 'El buzón local con mensajes');

    // What the shopper's order page says the order cost.
    await shopper.goto(`${base()}/profile#orders`);
    const order = shopper.getByRole('article', { name: `Pedido #${billId}` });
    await order.getByText('En proceso').waitFor();
    const total = (await order.locator('dt:has-text("Total") + dd').textContent())?.trim() ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);

    const receivedId = await openMessage(mailbox, received, SHOPPER.email);
    messages.push({ name: 'recibimos-tu-pedido', id: receivedId });
    const facts = await envelope(mailbox);
    expect(Object.keys(facts)).toEqual(['De', 'Para', 'Fecha']);
    expect(facts.Para).toBe(SHOPPER.email);
    expect(facts.De).toContain('Norteño Western');
    expect(facts.Fecha).not.toBe('');
    const framed = mailbox.frameLocator(`iframe[src="/dev-mail/${receivedId}/html"]`);
    await framed.getByRole('heading', { name: new RegExp(`Recibimos tu pedido #${billId}$`) }).waitFor();
    await framed.getByText(detail.product_name, { exact: true }).waitFor();
    // The totals are laid out in a presentation table: "Total" on the left, the amount on the right.
    const totalRow = framed.locator('tr').filter({ hasText: /^\s*Total\s*\$/ });
    expect(await totalRow.count()).toBe(1);
    expect((await totalRow.textContent())?.replace(/\s+/g, '')).toBe(`Total${total}`);
    await framed.getByText(/Av\. Independencia 1001/).waitFor();
    await framed.getByText('Visa terminada en 4242').waitFor();
    expect(await framed.getByRole('link', { name: 'Ver mi pedido' }).getAttribute('href')).toBe(
      `${base()}/BuyDetails/${billId}`,
    );
    await mailbox.getByRole('heading', { name: 'Texto sin formato' }).waitFor();
    const text = (await mailbox.locator('pre').textContent()) ?? '';
    expect(text).toContain(`Recibimos tu pedido #${billId}`);
    expect(text).toContain(detail.product_name);
    expect(text).toContain(total);
    await expectAccessible(mailbox, 'Un mensaje en el buzón local');

    // The staff were told too, with the customer and the order.
    const newOrder = `Nuevo pedido #${billId}`;
    await waitForMail(mailbox, newOrder, OWNER, performance.now());
    const newOrderId = await openMessage(mailbox, newOrder, OWNER);
    messages.push({ name: 'nuevo-pedido', id: newOrderId });
    const staffMail = mailbox.frameLocator(`iframe[src="/dev-mail/${newOrderId}/html"]`);
    await staffMail.getByText(`${SHOPPER.name} · ${SHOPPER.email}`).waitFor();
    await staffMail.getByText(detail.product_name, { exact: true }).waitFor();

    // The owner ships it in the back-office, with DHL and a tracking number.
    const staff = await newShopperPage(shop.browser(), DESKTOP);
    await staff.goto(`${base()}/auth/login`);
    await signIn(staff, 'Dueño de la tienda', OWNER);
    await staff.waitForURL(`${base()}/profile`);
    await staff.goto(`${base()}/admin`);
    await staff.getByText('Norteño Western · Administración').waitFor();
    await staff.getByRole('link', { name: 'Pedidos' }).click();
    await staff.getByRole('link', { name: `Pedido ${billId}` }).click();
    await staff.getByText(detail.product_name).first().waitFor();
    await staff.getByLabel('Paquetería').selectOption('DHL');
    await staff.getByLabel('Número de guía').fill('JD0146000012345');
    await staff.getByRole('button', { name: 'Marcar como enviado' }).click();
    await staff.getByRole('button', { name: 'Marcar como entregado' }).waitFor();
    await staff.context().close();

    // The shopper's order page now has 'Rastrear paquete'; the e-mail links to the same page.
    await shopper.reload();
    await order.getByText('Enviado').waitFor();
    const tracking = await order.getByRole('link', { name: /Rastrear paquete/ }).getAttribute('href');
    expect(tracking).toContain('dhl.com');
    expect(tracking).toContain('JD0146000012345');

    const shipped = `Tu pedido #${billId} va en camino`;
    await waitForMail(mailbox, shipped, SHOPPER.email, performance.now());
    // Newest first: the shipping notice is above the first two messages.
    const subjects = await mailbox.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(subjects.map((subject) => subject.trim())).toEqual([shipped, newOrder, received]);
    const shippedId = await openMessage(mailbox, shipped, SHOPPER.email);
    messages.push({ name: 'va-en-camino', id: shippedId });
    const shippedMail = mailbox.frameLocator(`iframe[src="/dev-mail/${shippedId}/html"]`);
    await shippedMail.getByText('DHL', { exact: true }).waitFor();
    await shippedMail.getByText('JD0146000012345', { exact: true }).waitFor();
    expect(
      await shippedMail.getByRole('link', { name: 'Rastrear paquete', exact: true }).getAttribute('href'),
    ).toBe(tracking);
    expect(await mailbox.locator('pre').textContent()).toContain(tracking);
    await shopper.context().close();
    await mailbox.context().close();
  });

  it('lays each message out for a phone (no sideways scroll at 390 px) and for a desktop', async () => {
    expect(messages.map((message) => message.name)).toEqual([
      'recibimos-tu-pedido',
      'nuevo-pedido',
      'va-en-camino',
    ]);
    const look = async (viewport: Viewport, label: string) => {
      const page = await newShopperPage(shop.browser(), viewport);
      const expectNoSidewaysScroll = async (what: string) => {
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(overflow.scrollWidth, `${what} (${label})`).toBeLessThanOrEqual(overflow.innerWidth);
      };
      for (const message of messages) {
        await page.goto(`${base()}/dev-mail/${message.id}/html`);
        await expectNoSidewaysScroll(message.name);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `mail-${message.name}-${label}.png`),
          fullPage: true,
        });
      }
      // And the mailbox's own pages, as whoever runs the demo sees them.
      await page.goto(`${base()}/dev-mail`);
      await expectNoSidewaysScroll('/dev-mail');
      await page.screenshot({ path: path.join(SCREENSHOTS, `dev-mail-list-${label}.png`), fullPage: true });
      await page.goto(`${base()}/dev-mail/${messages[0]?.id}`);
      await expectNoSidewaysScroll('/dev-mail/:id');
      await page.screenshot({
        path: path.join(SCREENSHOTS, `dev-mail-message-${label}.png`),
        fullPage: true,
      });
      await page.context().close();
    };
    await look(PHONE, 'phone');
    await look(DESKTOP, 'desktop');
  });
});
