import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import type { DatabaseHandle } from '../../../server/src/db/client';
import { createTestDatabase } from '../../../server/src/test/database';
import { queueMessage, smtpTransport } from '../../../server/src/modules/mail';
import { startLocalSmtpServer } from './smtp-server';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // No SMTP_URL outside production: the shop sends to its own local mailbox.
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' }), {
    database,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the local mailbox at /dev-mail', () => {
  it('says it is empty before anything was sent', async () => {
    const page = await app.inject('/dev-mail');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Todavía no hay mensajes.');
  });

  it('receives what the shop sends over SMTP and lists it newest first, escaped', async () => {
    await queueMessage(database.db, {
      kind: 'order-delivered',
      key: 'buzon:1',
      to: { email: 'primera@correo.test' },
      data: { orderNumber: 41 },
    });
    await queueMessage(database.db, {
      kind: 'order-shipped',
      key: 'buzon:2',
      to: { email: 'segunda@correo.test' },
      data: {
        orderNumber: 42,
        carrier: 'DHL',
        trackingNumber: '<script>alert(1)</script>',
        trackingUrl: 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=123',
      },
    });
    await expect
      .poll(async () => (await app.inject('/dev-mail')).body)
      .toContain('Tu pedido #42 va en camino');
    const list = (await app.inject('/dev-mail')).body;
    expect(list.indexOf('Tu pedido #42 va en camino')).toBeLessThan(
      list.indexOf('Tu pedido #41 fue entregado'),
    );
    // Addresses may wrap at their dots and @ on a phone; read as text they are whole.
    expect(list).toContain('segunda<wbr>@correo.<wbr>test');
    expect(list).toMatch(/<th scope="col">Para<\/th><th scope="col">Asunto<\/th><th scope="col">Fecha<\/th>/);

    const id = /href="\/dev-mail\/(\d+)">Tu pedido #42 va en camino</.exec(list)?.[1];
    const message = await app.inject(`/dev-mail/${id}`);
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('&quot;Norteño Western&quot; &lt;pedidos@localhost&gt;');
    expect(message.body).toContain(`<iframe src="/dev-mail/${id}/html"`);
    expect(message.body).toContain('sandbox=');
    // The tracking number written by staff is text in both parts, never markup.
    expect(message.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.body).not.toContain('<script>');

    const html = await app.inject(`/dev-mail/${id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox /);
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.body).toContain('Rastrear paquete');
    expect(html.body).not.toContain('<script>');
  });

  it('lists a message’s attached files and hands each one back as it was sent', async () => {
    // A second local SMTP server on the same mailbox, as the shop's own would receive the message.
    const smtp = await startLocalSmtpServer(database.db);
    const transport = smtpTransport(smtp.url);
    const pdf = Buffer.from('%PDF-1.7 contenido');
    await transport.sendMail({
      from: 'pedidos@localhost',
      to: 'tercera@correo.test',
      subject: 'Tu factura del pedido #43',
      text: 'Adjuntos el PDF y el XML.',
      attachments: [
        { filename: 'Factura-F-1.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'Factura-F-1.xml', content: '<cfdi:Comprobante/>', contentType: 'application/xml' },
      ],
    });
    transport.close();
    await smtp.close();
    const list = (await app.inject('/dev-mail')).body;
    const id = /href="\/dev-mail\/(\d+)">Tu factura del pedido #43</.exec(list)?.[1];
    const page = (await app.inject(`/dev-mail/${id}`)).body;
    expect(page).toContain('<h2>Archivos adjuntos</h2>');
    expect(page).toContain(
      `<a href="/dev-mail/${id}/attachments/0" download>Factura-F-1.pdf</a> (application/pdf, 1 KB)`,
    );
    const file = await app.inject(`/dev-mail/${id}/attachments/0`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Factura-F-1.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await app.inject(`/dev-mail/${id}/attachments/1`)).body).toBe('<cfdi:Comprobante/>');
    expect((await app.inject(`/dev-mail/${id}/attachments/2`)).statusCode).toBe(404);
  });

  it('shows a picture the message carries for its HTML in place, not among the files to download', async () => {
    const smtp = await startLocalSmtpServer(database.db);
    const transport = smtpTransport(smtp.url);
    await transport.sendMail({
      from: 'pedidos@localhost',
      to: 'cuarta@correo.test',
      subject: 'Tu pedido #44 está listo para recoger',
      html: '<p>Tu código:</p><img src="cid:codigo-44@norteno" alt="Código QR">',
      attachments: [
        {
          filename: 'codigo-recogida-44.png',
          content: Buffer.from('iVBORw0KGgo=', 'base64'),
          contentType: 'image/png',
          cid: 'codigo-44@norteno',
        },
      ],
    });
    transport.close();
    await smtp.close();
    const list = (await app.inject('/dev-mail')).body;
    const id = /href="\/dev-mail\/(\d+)">Tu pedido #44 está listo para recoger</.exec(list)?.[1];
    expect((await app.inject(`/dev-mail/${id}`)).body).not.toContain('Archivos adjuntos');
    expect((await app.inject(`/dev-mail/${id}/html`)).body).toContain('src="data:image/png;base64,');
    expect((await app.inject(`/dev-mail/${id}/attachments/0`)).statusCode).toBe(404);
  });

  it('answers 404 in Spanish for a message it does not have', async () => {
    for (const url of [
      '/dev-mail/999999',
      '/dev-mail/abc',
      '/dev-mail/999999/html',
      '/dev-mail/999999/attachments/0',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Ese mensaje no existe.');
    }
  });
});
