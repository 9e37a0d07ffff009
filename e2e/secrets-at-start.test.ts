import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedStart, startStore } from './support/store';

/** A value no message could hold by chance: each secret carries its own. */
const marker = () => randomBytes(12).toString('hex');

/** The markers that `output` holds, by the variable they were given in; none is the expected answer. */
function printed(output: string, markers: Record<string, string>): string[] {
  return Object.entries(markers)
    .filter(([, value]) => output.includes(value))
    .map(([name]) => name);
}

describe('the built shop never prints a secret', () => {
  it('refusing production, it names every wrong variable, one line each, and shows no secret', async () => {
    const markers = {
      SESSION_SECRET: marker(),
      GOOGLE_CLIENT_SECRET: marker(),
      STRIPE_SECRET_KEY: marker(),
      STRIPE_WEBHOOK_SECRET: marker(),
      SMTP_URL: marker(),
      DATABASE_URL: marker(),
      FACTURAPI_KEY: marker(),
      ENVIA_API_KEY: marker(),
      ENVIA_WEBHOOK_SECRET: marker(),
      METRICS_TOKEN: marker(),
      WHATSAPP_TOKEN: marker(),
      WHATSAPP_APP_SECRET: marker(),
    };
    const result = await failedStart({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://tienda.example.mx',
      // Too short, a publishable key, a key where the webhook's secret belongs, spaces, a password in a
      // URL of the wrong kind: each one refused.
      SESSION_SECRET: `s-${markers.SESSION_SECRET}`,
      GOOGLE_CLIENT_ID: 'cliente.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: markers.GOOGLE_CLIENT_SECRET,
      STRIPE_SECRET_KEY: `pk_live_${markers.STRIPE_SECRET_KEY}`,
      STRIPE_WEBHOOK_SECRET: `sk_live_${markers.STRIPE_WEBHOOK_SECRET}`,
      SMTP_URL: `https://pedidos:${markers.SMTP_URL}@smtp.tienda.example.mx`,
      DATABASE_URL: `mysql://tienda:${markers.DATABASE_URL}@db.interna/tienda`,
      FACTURAPI_KEY: `pk_test_${markers.FACTURAPI_KEY}`,
      ENVIA_API_KEY: `${markers.ENVIA_API_KEY} copiada con espacios`,
      ENVIA_WEBHOOK_SECRET: `${markers.ENVIA_WEBHOOK_SECRET} x`,
      METRICS_TOKEN: `${markers.METRICS_TOKEN} x`,
      // Half of WhatsApp's connection (decision 063), its app secret not of Meta's form: both refused.
      WHATSAPP_TOKEN: markers.WHATSAPP_TOKEN,
      WHATSAPP_APP_SECRET: markers.WHATSAPP_APP_SECRET,
    });
    const output = result.stdout + result.stderr;
    expect(printed(output, markers)).toEqual([]);
    expect(result.code).toBe(1);

    const lines = result.stderr.trim().split('\n');
    expect(lines.every((line) => line.startsWith('Configuración inválida: '))).toBe(true);
    const named = lines.map((line) => line.split(' ')[2]);
    expect(named).toEqual([
      'DATABASE_URL',
      'SESSION_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SMTP_URL',
      'FACTURAPI_KEY',
      'METRICS_TOKEN',
      'ENVIA_API_KEY',
      'ENVIA_WEBHOOK_SECRET',
      'WHATSAPP_APP_SECRET',
      'con',
      'PUBLIC_URL',
      'OWNER_EMAILS',
      // 'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, … van juntos': the connection's four, by their first.
      'WHATSAPP_TOKEN,',
    ]);
    expect(output).toContain('(recibido: "mysql://tienda:***@db.interna/tienda")');
    expect(output).toContain('STRIPE_SECRET_KEY debe ser una clave secreta de Stripe');
    expect(output).toContain('(recibido: "pk_l…", 32 caracteres)');
  });

  describe('running in production', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-secrets-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    // A first start in production on PGlite migrates and creates the departments: seconds on a busy machine.
    it('logs at trace, answers and stops without printing one', { timeout: 120_000 }, async () => {
      const markers = {
        SESSION_SECRET: marker() + marker(),
        GOOGLE_CLIENT_SECRET: marker(),
        STRIPE_SECRET_KEY: marker(),
        STRIPE_WEBHOOK_SECRET: marker(),
        SMTP_URL: marker(),
        FACTURAPI_KEY: marker(),
        ENVIA_API_KEY: marker(),
        ENVIA_WEBHOOK_SECRET: marker(),
        METRICS_TOKEN: marker(),
      };
      const store = await startStore({
        NODE_ENV: 'production',
        LOG_LEVEL: 'trace',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://tienda.example.mx',
        OWNER_EMAILS: 'dueno@tienda.example.mx',
        SESSION_SECRET: markers.SESSION_SECRET,
        GOOGLE_CLIENT_ID: 'cliente.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: markers.GOOGLE_CLIENT_SECRET,
        STRIPE_SECRET_KEY: `sk_test_${markers.STRIPE_SECRET_KEY}`,
        STRIPE_WEBHOOK_SECRET: `whsec_${markers.STRIPE_WEBHOOK_SECRET}`,
        // Nothing listens there: no message is sent in this test anyway.
        SMTP_URL: `smtp://pedidos:${markers.SMTP_URL}@127.0.0.1:9`,
        FACTURAPI_KEY: `sk_test_${markers.FACTURAPI_KEY}`,
        ENVIA_API_KEY: markers.ENVIA_API_KEY,
        ENVIA_WEBHOOK_SECRET: markers.ENVIA_WEBHOOK_SECRET,
        METRICS_TOKEN: markers.METRICS_TOKEN,
        INVOICE_ISSUER_RFC: 'EWE1709045U0',
        INVOICE_ISSUER_NAME: 'NORTEÑO WESTERN',
        INVOICE_ISSUER_REGIME: '601',
        INVOICE_ISSUER_POSTAL_CODE: '31000',
      });
      try {
        expect(store.output()).toContain('Tienda lista en https://tienda.example.mx');
        expect((await fetch(`${store.url}/api/categories`)).status).toBe(200);
        expect((await fetch(`${store.url}/robots.txt`)).status).toBe(200);
        const metrics = await fetch(`${store.url}/metrics`, {
          headers: { authorization: `Bearer ${markers.METRICS_TOKEN}` },
        });
        expect(metrics.status).toBe(200);
        // A wrong token is refused without being written back.
        const refused = await fetch(`${store.url}/metrics`, {
          headers: { authorization: `Bearer ${markers.METRICS_TOKEN}x`, 'x-forwarded-for': '203.0.113.9' },
        });
        expect(refused.status).toBeLessThan(500);
      } finally {
        expect(await store.stop()).toBe(0);
      }
      // Trace writes every request it answered: the log was not empty, and no secret is in it.
      expect(store.output()).toContain('"msg":"request completed"');
      expect(printed(store.output(), markers)).toEqual([]);
    });
  });
});
