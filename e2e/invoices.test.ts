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

const shop = useFreshStore();
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
});
