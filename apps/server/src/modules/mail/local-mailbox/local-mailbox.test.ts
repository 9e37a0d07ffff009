import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';
import { queueMessage } from '../index';

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

  it('answers 404 in Spanish for a message it does not have', async () => {
    for (const url of ['/dev-mail/999999', '/dev-mail/abc', '/dev-mail/999999/html']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Ese mensaje no existe.');
    }
  });
});
