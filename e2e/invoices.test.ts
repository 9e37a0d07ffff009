import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, newShopperPage, PHONE } from './support/browser';
import { bootInStock } from './support/catalog';
import { useFreshStore } from './support/fresh-store';
import { mailArrives } from './support/mailbox';
import { addToCart, payCartWithCard, signIn } from './support/shopper';
import { ROOT } from './support/store';

// The invoice of a refunded order is withdrawn by the leading process's sweep: every 2 s here, where a
// shop sweeps once a minute, so that the journey waits seconds for it and not a minute.
const shop = useFreshStore({ SWEEP_EVERY_SECONDS: '2' });
// The store prints localhost; the local sign-in sends the browser back to that same address.
const base = () => shop.store().url.replace('127.0.0.1', 'localhost');
const SCREENSHOTS = path.join(ROOT, 'screenshots');
const SHOPPER = { name: 'Rosa Kemper', email: 'rosa.kemper@example.mx' };

/** A download's bytes, once the browser has it. */
async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** Clicks a download link and answers what the browser saved. */
async function downloadFrom(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

describe('a shopper’s factura', () => {
  it('pay → Solicitar factura with SAT’s test RFC → PDF and XML downloaded → the e-mail in /dev-mail; the owner lists it', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, SHOPPER.name, SHOPPER.email);
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    const orderNumber = await payCartWithCard(page, base());

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const invoice = page.getByRole('region', { name: 'Factura' });
    await invoice.getByText(/^Puedes solicitarla hasta el \d+ de [a-z]+ de \d{4}\.$/).waitFor();
    await invoice.getByRole('button', { name: 'Solicitar factura' }).click();

    // A mistyped check digit: the server's reason, under the RFC.
    await invoice.getByLabel('RFC').fill('eku9003173c8');
    await invoice.getByLabel('Nombre o razón social').fill('Escuela Kemper Urgate');
    await invoice.getByLabel('Régimen fiscal').selectOption('601');
    await invoice.getByLabel('Código postal fiscal').fill('31000');
    await invoice.getByLabel('Uso del CFDI').selectOption('G03');
    expect(await invoice.getByLabel('Correo para recibir la factura').inputValue()).toBe(SHOPPER.email);
    await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
    const rfc = invoice.getByLabel('RFC');
    await expect.poll(() => rfc.getAttribute('aria-invalid')).toBe('true');
    await invoice.getByText(/dígito verificador/).waitFor();
    await expectAccessible(page, 'La solicitud de factura con un error');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'invoice-form-error-phone.png'), fullPage: true });

    await rfc.fill('EKU9003173C9');
    await invoice.getByLabel('Guardar estos datos para mis próximas facturas').check();
    await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
    await invoice.getByText('Factura emitida').waitFor();
    await page.getByText('Tu factura está lista. También te la enviamos por correo.').waitFor();
    await expectAccessible(page, 'El pedido con su factura');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'invoice-issued-phone.png'), fullPage: true });

    const pdf = await downloadFrom(page, 'Descargar PDF');
    expect(pdf.name).toMatch(/^Factura-F-\d+\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await downloadFrom(page, 'Descargar XML');
    expect(xml.name).toMatch(/^Factura-F-\d+\.xml$/);
    const cfdi = xml.bytes.toString('utf8');
    // Beside the screenshots, for a person to open.
    await writeFile(path.join(SCREENSHOTS, 'invoice.pdf'), pdf.bytes);
    await writeFile(path.join(SCREENSHOTS, 'invoice.xml'), xml.bytes);
    expect(cfdi).toContain('xmlns:cfdi="http://www.sat.gob.mx/cfd/4"');
    expect(cfdi).toMatch(/<cfdi:Receptor [^>]*Rfc="EKU9003173C9"/);
    expect(cfdi).toMatch(/<cfdi:Receptor [^>]*UsoCFDI="G03"/);
    expect(cfdi).toMatch(/<cfdi:Receptor [^>]*RegimenFiscalReceptor="601"/);

    // The e-mail, with both files attached.
    const subject = `Tu factura del pedido #${orderNumber}`;
    await mailArrives(page, base(), subject);
    await page.getByRole('link', { name: subject, exact: true }).click();
    await page.getByRole('heading', { name: 'Archivos adjuntos' }).waitFor();
    await page.getByRole('link', { name: pdf.name }).waitFor();
    await page.getByRole('link', { name: xml.name }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'mail-invoice-phone.png'), fullPage: true });

    // Saved for next time, in the profile.
    await page.goto(`${base()}/profile`);
    await page.getByText('ESCUELA KEMPER URGATE').waitFor();
    await page.context().close();

    // The owner finds it in this month's invoices.
    const owner = await newShopperPage(shop.browser(), DESKTOP);
    await owner.goto(`${base()}/auth/login`);
    await signIn(owner, 'Dueño de la tienda', 'dueno@norteno.local');
    await owner.waitForURL(`${base()}/profile`);
    await owner.goto(`${base()}/admin/facturas`);
    const list = owner.getByRole('region', { name: 'Lista de facturas' });
    await list.getByText('EKU9003173C9').waitFor();
    await list.getByText('Vigente').first().waitFor();
    await expectAccessible(owner, 'La administración: Facturas');
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'admin-invoices-desktop.png'), fullPage: true });
    await owner.context().close();
  });

  it('another address: the invoice goes to the account, that address confirms by its link and gets it; cancelling the order flags the invoice to the owner', async () => {
    const buyer = { name: 'Ana Kemper', email: 'ana.kemper@example.mx' };
    const accountant = 'contabilidad@kemper.example.mx';
    const { detail, variantId } = await bootInStock(shop.store().url);
    const page = await newShopperPage(shop.browser(), PHONE);
    await page.goto(`${base()}/auth/login`);
    await signIn(page, buyer.name, buyer.email);
    await page.waitForURL(`${base()}/profile`);
    await addToCart(page, base(), detail.product_id, variantId);
    const orderNumber = await payCartWithCard(page, base());

    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    const invoice = page.getByRole('region', { name: 'Factura' });
    await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
    await invoice.getByLabel('RFC').fill('EKU9003173C9');
    await invoice.getByLabel('Nombre o razón social').fill('Escuela Kemper Urgate');
    await invoice.getByLabel('Régimen fiscal').selectOption('601');
    await invoice.getByLabel('Código postal fiscal').fill('31000');
    await invoice.getByLabel('Uso del CFDI').selectOption('G03');
    await invoice.getByLabel('Correo para recibir la factura').fill(accountant);
    await invoice.getByRole('button', { name: 'Solicitar factura' }).click();
    await invoice
      .getByText(
        `Te la enviamos a tu correo, ${buyer.email}. Para enviarla también a ${accountant}, abre el enlace que le mandamos a ese correo.`,
      )
      .waitFor();
    await expectAccessible(page, 'La factura enviada a la cuenta, con otro correo por confirmar');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'invoice-other-address-phone.png'),
      fullPage: true,
    });

    // The other address gets only the question, with its link; the invoice went to the account.
    await mailArrives(page, base(), `Tu factura del pedido #${orderNumber}`);
    const question = `¿Quieres recibir la factura del pedido #${orderNumber}?`;
    await mailArrives(page, base(), question);
    await page.getByRole('link', { name: question, exact: true }).click();
    const text = (await page.locator('pre').textContent()) ?? '';
    expect(text).not.toContain('KEMPER');
    const token = /\/facturas\/confirmar-correo\/([\w-]{43})/.exec(text)?.[1];
    expect(token).toBeTruthy();

    // Whoever reads that mailbox opens the link (in a browser of their own) and confirms.
    const reader = await newShopperPage(shop.browser(), PHONE);
    await reader.goto(`${base()}/facturas/confirmar-correo/${token}`);
    await reader.getByText(accountant).waitFor();
    await expectAccessible(reader, 'La página que confirma otro correo para una factura');
    await reader.screenshot({
      path: path.join(SCREENSHOTS, 'invoice-confirm-email-phone.png'),
      fullPage: true,
    });
    await reader.getByRole('button', { name: 'Sí, enviarme la factura' }).click();
    await reader
      .getByText('Listo: confirmaste tu correo y te enviamos la factura con su PDF y su XML.')
      .waitFor();
    await reader.screenshot({ path: path.join(SCREENSHOTS, 'invoice-confirmed-phone.png'), fullPage: true });
    await reader.context().close();
    await mailArrives(page, base(), `Factura del pedido #${orderNumber}`);

    // The shopper cancels the order: its invoice does not stay valid unnoticed.
    await page.goto(`${base()}/BuyDetails/${orderNumber}`);
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Cancelar tu pedido #${orderNumber}?` });
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await page.getByText(/^Reembolso de \$[\d,]+\.\d{2} a tu tarjeta terminada en 4242 el /).waitFor();
    await page.context().close();

    // The owner sees it flagged until the shop's sweep cancels it at SAT (motive 03), then cancelled.
    const owner = await newShopperPage(shop.browser(), DESKTOP);
    await owner.goto(`${base()}/auth/login`);
    await signIn(owner, 'Dueño de la tienda', 'dueno@norteno.local');
    await owner.waitForURL(`${base()}/profile`);
    await owner.goto(`${base()}/admin/pedidos/${orderNumber}`);
    await owner.getByRole('heading', { name: `Pedido ${orderNumber}` }).waitFor();
    await owner.screenshot({
      path: path.join(SCREENSHOTS, 'admin-order-invoice-notice-desktop.png'),
      fullPage: true,
    });
    await expect
      .poll(
        async () => {
          await owner.goto(`${base()}/admin/facturas`);
          const list = owner.getByRole('region', { name: 'Lista de facturas' });
          await list.getByText('EKU9003173C9').first().waitFor();
          return list.getByText(/Motivo 03/).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await expectAccessible(owner, 'La administración: Facturas, con la de un pedido cancelado');
    await owner.screenshot({
      path: path.join(SCREENSHOTS, 'admin-invoices-cancelled-desktop.png'),
      fullPage: true,
    });
    await owner.context().close();
  });
});
