import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { isSecretVariable, shownValue } from './config-secrets';
import { PRODUCTION_TEST_ENVIRONMENT } from './test/production-environment';

describe('loadConfig', () => {
  it('runs the demo with nothing set: port 3000 on this machine only, PGlite in ./data, local public URL', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      processes: 1,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('opens the demo to the network only when HOST says so; production listens on every interface by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION_TEST_ENVIRONMENT).host).toBe('0.0.0.0');
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://tienda:secreta@db.interna:5432/tienda',
      DATA_DIR: '/var/lib/tienda',
      WEB_CONCURRENCY: '4',
      CATALOG_CACHE_MB: '32',
      PGLITE_SHARED_BUFFERS_MB: '48',
      PUBLIC_URL: 'https://tienda.example.mx/',
      SESSION_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'cliente.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secreto',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      SHIPPING_COST: '149.50',
      FREE_SHIPPING_FROM: '2000',
      MAX_UNITS_PER_SIZE: '6',
      MAX_UNITS_PER_ORDER: '20',
      SPEI_SHORT_WAIT_ABOVE: '8000',
      SPEI_SHORT_WAIT_DAYS: '2',
      LOG_LEVEL: 'warn',
      DEV_PAY_URL: 'http://127.0.0.1:9000/',
      RATE_LIMITS: 'off',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      OWNER_EMAILS: 'Dueno@Tienda.mx',
      ADMIN_EMAILS: 'ventas@tienda.mx',
      SMTP_URL: 'smtps://pedidos%40tienda.mx:clave@smtp.tienda.mx:465',
      INSTALLMENT_PLANS: '12, 3,6,24',
      FACTURAPI_KEY: 'sk_live_factura123',
      DEV_INVOICING_URL: 'http://127.0.0.1:9001/',
      INVOICE_ISSUER_RFC: 'NWE2001013H4',
      INVOICE_ISSUER_NAME: 'NORTEÑO WESTERN',
      INVOICE_ISSUER_REGIME: '626',
      INVOICE_ISSUER_POSTAL_CODE: '31203',
      INVOICE_SERIES: 'NW',
      INVOICE_REQUESTS_PER_DAY: '12',
      METRICS_TOKEN: 'm'.repeat(32),
      SWEEP_EVERY_SECONDS: '30',
      CART_REMINDER_AFTER_MINUTES: '90',
      ENVIA_API_KEY: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      ENVIA_WEBHOOK_SECRET: 'auth-token-del-webhook-0001',
      ENVIA_BASE_URL: 'https://api-test.envia.com/',
      DEV_ENVIA_URL: 'http://127.0.0.1:9002',
      DEV_ENVIA_WEBHOOK_URL: 'http://127.0.0.1:9003/webhook',
      DEV_ENVIA_LATENCY: '250, dhl:silent, fedex:4000',
      ...WHATSAPP,
      WHATSAPP_GRAPH_URL: 'https://graph.facebook.com/v24.0/',
      DEV_WHATSAPP_URL: 'http://127.0.0.1:9004',
      DEV_WHATSAPP_WEBHOOK_URL: 'http://127.0.0.1:9005/webhook',
      SHIP_FROM_POSTAL_CODE: '31203',
      SHIP_FROM_NAME: 'Norteño Western Bodega',
      SHIP_FROM_STREET: 'Calle Tercera',
      SHIP_FROM_NUMBER: '502-B',
      SHIP_FROM_DISTRICT: 'San Felipe',
      SHIP_FROM_CITY: 'Chihuahua',
      SHIP_FROM_STATE: 'CH',
      SHIP_FROM_PHONE: '6144100000',
    });
    expect(config).toEqual({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://tienda:secreta@db.interna:5432/tienda',
      dataDir: '/var/lib/tienda',
      processes: 4,
      catalogCacheBytes: 32 * 1024 * 1024,
      pgliteSharedBuffersMb: 48,
      publicUrl: 'https://tienda.example.mx',
      sessionSecret: 'x'.repeat(40),
      logLevel: 'warn',
      google: { clientId: 'cliente.apps.googleusercontent.com', clientSecret: 'secreto' },
      stripe: { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123' },
      webhookSecret: 'whsec_abc123',
      devPayWebhookUrl: 'http://127.0.0.1:8080/api/payments/webhook',
      devPayUrl: 'http://127.0.0.1:9000',
      shipping: { costCents: 14950, freeFromCents: 200000 },
      envia: {
        apiKey: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        baseUrl: 'https://api-test.envia.com',
        webhookSecret: 'auth-token-del-webhook-0001',
        devUrl: 'http://127.0.0.1:9002',
        devWebhookUrl: 'http://127.0.0.1:9003/webhook',
        devLatency: { defaultMs: 250, carriers: { dhl: 'silent', fedex: 4000 } },
        origin: {
          name: 'Norteño Western Bodega',
          phone: '6144100000',
          street: 'Calle Tercera',
          number: '502-B',
          district: 'San Felipe',
          city: 'Chihuahua',
          state: 'CH',
          postalCode: '31203',
        },
      },
      whatsapp: {
        cloud: { token: WHATSAPP.WHATSAPP_TOKEN, phoneNumberId: WHATSAPP.WHATSAPP_PHONE_NUMBER_ID },
        graphUrl: 'https://graph.facebook.com/v24.0',
        appSecret: WHATSAPP.WHATSAPP_APP_SECRET,
        verifyToken: WHATSAPP.WHATSAPP_VERIFY_TOKEN,
        devUrl: 'http://127.0.0.1:9004',
        devWebhookUrl: 'http://127.0.0.1:9005/webhook',
      },
      orderLimits: { unitsPerSize: 6, unitsPerOrder: 20 },
      speiShortWait: { aboveCents: 800000, days: 2 },
      rateLimits: false,
      sweepEveryMs: 30_000,
      cartReminderAfterMs: 90 * 60_000,
      metricsToken: 'm'.repeat(32),
      trustedProxies: ['10.0.0.0/8', '192.168.1.7'],
      ownerEmails: new Set(['dueno@tienda.mx', 'ventas@tienda.mx']),
      installmentMonths: [3, 6, 12, 24],
      mail: {
        smtpUrl: 'smtps://pedidos%40tienda.mx:clave@smtp.tienda.mx:465',
        from: '"Norteño Western" <pedidos@tienda.example.mx>',
      },
      invoicing: {
        facturapiKey: 'sk_live_factura123',
        devUrl: 'http://127.0.0.1:9001',
        issuer: { rfc: 'NWE2001013H4', name: 'NORTEÑO WESTERN', regime: '626', postalCode: '31203' },
        series: 'NW',
        requestsPerDay: 12,
      },
    });
  });

  it('without FACTURAPI_KEY invoices go to the local stand-in, issued as one of SAT’s test taxpayers', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.invoicing).toEqual({
      facturapiKey: undefined,
      devUrl: 'http://127.0.0.1:4000',
      issuer: { rfc: 'EWE1709045U0', name: 'NORTEÑO WESTERN', regime: '601', postalCode: '31000' },
      series: 'F',
      requestsPerDay: 5,
    });
  });

  it('without Stripe keys the local hosted checkout signs webhooks; shipping is $199, free from $1,499', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeUndefined();
    expect(config.webhookSecret).toMatch(/^whsec_/);
    expect(config.shipping).toEqual({ costCents: 19900, freeFromCents: 149900 });
  });

  it('without ENVIA_API_KEY quotes and labels go to the local carrier, shipped from the store at 31000', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.envia).toEqual({
      apiKey: undefined,
      baseUrl: 'https://api.envia.com',
      webhookSecret: expect.any(String),
      devUrl: 'http://127.0.0.1:4000',
      devWebhookUrl: 'http://127.0.0.1:4000/api/shipping/webhook',
      devLatency: { defaultMs: 300, carriers: {} },
      origin: {
        name: 'Norteño Western',
        phone: '6141234567',
        street: 'Av. Independencia',
        number: '1001',
        district: 'Zona Centro',
        city: 'Chihuahua',
        state: 'CH',
        postalCode: '31000',
      },
    });
    expect(config.envia.webhookSecret.length).toBeGreaterThanOrEqual(16);
  });

  it('takes the Envia key and its webhook secret together only', () => {
    expect(() => loadConfig({ ENVIA_API_KEY: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' })).toThrow(
      'Configuración inválida: ENVIA_API_KEY y ENVIA_WEBHOOK_SECRET van juntos',
    );
  });

  it('without WhatsApp credentials talks to the local WhatsApp outside production, and none is needed in production', () => {
    expect(loadConfig({}).whatsapp.cloud).toBeUndefined();
    expect(loadConfig(PRODUCTION_TEST_ENVIRONMENT).whatsapp.cloud).toBeUndefined();
    const connected = loadConfig({ ...PRODUCTION_TEST_ENVIRONMENT, ...WHATSAPP });
    expect(connected.whatsapp).toMatchObject({
      cloud: { token: WHATSAPP.WHATSAPP_TOKEN, phoneNumberId: '109876543210987' },
      graphUrl: 'https://graph.facebook.com/v23.0',
      appSecret: WHATSAPP.WHATSAPP_APP_SECRET,
      verifyToken: WHATSAPP.WHATSAPP_VERIFY_TOKEN,
    });
  });

  it.each([{}, PRODUCTION_TEST_ENVIRONMENT])(
    'refuses WhatsApp half set, and names what is missing',
    (base) => {
      const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID } = WHATSAPP;
      expect(refusal({ ...base, WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID })).toContain(
        'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN van juntos (la conexión con WhatsApp): faltan WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN',
      );
      const message = refusal({ ...base, ...WHATSAPP, WHATSAPP_APP_SECRET: 'no-es-hexadecimal' });
      expect(message).toContain('WHATSAPP_APP_SECRET debe ser la clave secreta de la app de Meta');
      expect(message).not.toContain('no-es-hexadecimal');
    },
  );

  it('lets one order hold 10 units of a size and 30 in all, and gives a transfer above $10,000 one day', () => {
    const config = loadConfig({});
    expect(config.orderLimits).toEqual({ unitsPerSize: 10, unitsPerOrder: 30 });
    expect(config.speiShortWait).toEqual({ aboveCents: 10_000_00, days: 1 });
  });

  it('looks again at what may have been missed once a minute unless SWEEP_EVERY_SECONDS says otherwise', () => {
    expect(loadConfig({}).sweepEveryMs).toBe(60_000);
    expect(loadConfig({ SWEEP_EVERY_SECONDS: '2' }).sweepEveryMs).toBe(2_000);
    expect(loadConfig({}).cartReminderAfterMs).toBe(60 * 60_000);
  });

  it('sends from the shop’s own host unless MAIL_FROM says otherwise, and to the local mailbox without SMTP_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://botas.mx' }).mail).toEqual({
      smtpUrl: undefined,
      from: '"Norteño Western" <pedidos@botas.mx>',
    });
    expect(loadConfig({ MAIL_FROM: 'Ventas Norteño <ventas@botas.mx>' }).mail.from).toBe(
      'Ventas Norteño <ventas@botas.mx>',
    );
  });

  it('offers 3, 6, 9 and 12 meses sin intereses unless INSTALLMENT_PLANS says otherwise, or no', () => {
    expect(loadConfig({}).installmentMonths).toEqual([3, 6, 9, 12]);
    expect(loadConfig({ INSTALLMENT_PLANS: 'no' }).installmentMonths).toEqual([]);
    expect(loadConfig({ INSTALLMENT_PLANS: '18' }).installmentMonths).toEqual([18]);
  });

  it('takes the owners from OWNER_EMAILS and ADMIN_EMAILS together; the demo’s owner only when neither is set', () => {
    expect(loadConfig({}).ownerEmails).toEqual(new Set(['dueno@norteno.local']));
    expect(loadConfig({ OWNER_EMAILS: 'Ana@Tienda.mx' }).ownerEmails).toEqual(new Set(['ana@tienda.mx']));
    // An install from before the team: its ADMIN_EMAILS are its owners.
    expect(loadConfig({ ADMIN_EMAILS: 'dueno@tienda.mx' }).ownerEmails).toEqual(new Set(['dueno@tienda.mx']));
    expect(
      loadConfig({ OWNER_EMAILS: 'ana@tienda.mx', ADMIN_EMAILS: 'dueno@tienda.mx,ana@tienda.mx' })
        .ownerEmails,
    ).toEqual(new Set(['ana@tienda.mx', 'dueno@tienda.mx']));
    // Production has no demo owner: it names its own (see the refusals below).
    expect(loadConfig({ ...PRODUCTION_TEST_ENVIRONMENT, OWNER_EMAILS: 'Ana@Tienda.mx' }).ownerEmails).toEqual(
      new Set(['ana@tienda.mx']),
    );
  });

  it('bounds the catalogue’s remembered answers: 64 MiB of JSON unless CATALOG_CACHE_MB says otherwise', () => {
    expect(loadConfig({}).catalogCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ CATALOG_CACHE_MB: '16' }).catalogCacheBytes).toBe(16 * 1024 * 1024);
  });

  it('gives PGlite 32 MiB of shared buffers unless PGLITE_SHARED_BUFFERS_MB says otherwise', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(32);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).pgliteSharedBuffersMb).toBe(128);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '30.5' }, 'PORT'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'dos' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '1.5' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '65' }, 'WEB_CONCURRENCY'],
    [{ CATALOG_CACHE_MB: '2' }, 'CATALOG_CACHE_MB'],
    [{ CATALOG_CACHE_MB: 'mucho' }, 'CATALOG_CACHE_MB'],
    [{ CATALOG_CACHE_MB: '2048' }, 'CATALOG_CACHE_MB'],
    [{ PGLITE_SHARED_BUFFERS_MB: '4' }, 'PGLITE_SHARED_BUFFERS_MB'],
    [{ PGLITE_SHARED_BUFFERS_MB: '64MB' }, 'PGLITE_SHARED_BUFFERS_MB'],
    [{ PGLITE_SHARED_BUFFERS_MB: '1024' }, 'PGLITE_SHARED_BUFFERS_MB'],
    [{ DATABASE_URL: 'mysql://root@localhost/tienda' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'tienda.mx' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SESSION_SECRET: 'corto' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ STRIPE_SECRET_KEY: 'pk_test_publica' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secreto' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ SHIPPING_COST: '-5' }, 'SHIPPING_COST'],
    [{ SHIPPING_COST: '10.123' }, 'SHIPPING_COST'],
    [{ RATE_LIMITS: 'no' }, 'RATE_LIMITS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ ADMIN_EMAILS: 'dueno' }, 'ADMIN_EMAILS'],
    [{ OWNER_EMAILS: 'dueno@tienda.mx, nadie' }, 'OWNER_EMAILS'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ DEV_PAY_URL: 'localhost:3000' }, 'DEV_PAY_URL'],
    [{ FREE_SHIPPING_FROM: 'gratis' }, 'FREE_SHIPPING_FROM'],
    [{ MAX_UNITS_PER_SIZE: '0' }, 'MAX_UNITS_PER_SIZE'],
    [{ MAX_UNITS_PER_ORDER: '2.5' }, 'MAX_UNITS_PER_ORDER'],
    [{ SPEI_SHORT_WAIT_ABOVE: 'mucho' }, 'SPEI_SHORT_WAIT_ABOVE'],
    [{ SPEI_SHORT_WAIT_DAYS: '5' }, 'SPEI_SHORT_WAIT_DAYS'],
    [{ SWEEP_EVERY_SECONDS: '0' }, 'SWEEP_EVERY_SECONDS'],
    [{ SWEEP_EVERY_SECONDS: 'cada rato' }, 'SWEEP_EVERY_SECONDS'],
    [{ CART_REMINDER_AFTER_MINUTES: '-1' }, 'CART_REMINDER_AFTER_MINUTES'],
    [{ SMTP_URL: 'mail.tienda.mx:587' }, 'SMTP_URL'],
    [{ INSTALLMENT_PLANS: '3,5' }, 'INSTALLMENT_PLANS'],
    [{ INSTALLMENT_PLANS: 'todos' }, 'INSTALLMENT_PLANS'],
    [{ SMTP_URL: 'https://smtp.tienda.mx' }, 'SMTP_URL'],
    [{ FACTURAPI_KEY: 'pk_test_publica' }, 'FACTURAPI_KEY'],
    [{ ENVIA_API_KEY: 'corta' }, 'ENVIA_API_KEY'],
    [{ ENVIA_WEBHOOK_SECRET: 'con espacios y corto' }, 'ENVIA_WEBHOOK_SECRET'],
    [{ ENVIA_BASE_URL: 'api-test.envia.com' }, 'ENVIA_BASE_URL'],
    [{ DEV_ENVIA_LATENCY: 'lento' }, 'DEV_ENVIA_LATENCY'],
    [{ DEV_ENVIA_LATENCY: '300,dhl:nunca' }, 'DEV_ENVIA_LATENCY'],
    [{ DEV_ENVIA_LATENCY: '90000' }, 'DEV_ENVIA_LATENCY'],
    [{ SHIP_FROM_POSTAL_CODE: '3100' }, 'SHIP_FROM_POSTAL_CODE'],
    [{ SHIP_FROM_STATE: 'Chihuahua' }, 'SHIP_FROM_STATE'],
    [{ SHIP_FROM_PHONE: '614 123 4567' }, 'SHIP_FROM_PHONE'],
    [{ SHIP_FROM_STREET: 'x'.repeat(121) }, 'SHIP_FROM_STREET'],
    [{ INVOICE_ISSUER_RFC: 'ABC' }, 'INVOICE_ISSUER_RFC'],
    [{ INVOICE_ISSUER_REGIME: '60' }, 'INVOICE_ISSUER_REGIME'],
    [{ INVOICE_ISSUER_POSTAL_CODE: '3100' }, 'INVOICE_ISSUER_POSTAL_CODE'],
    [{ INVOICE_SERIES: 'f-1' }, 'INVOICE_SERIES'],
    [{ INVOICE_REQUESTS_PER_DAY: '0' }, 'INVOICE_REQUESTS_PER_DAY'],
    [{ MAIL_FROM: 'Norteño Western' }, 'MAIL_FROM'],
    [{ METRICS_TOKEN: 'corto' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'con espacios en medio de la clave larga' }, 'METRICS_TOKEN'],
    [{ MAIL_FROM: 'pedidos@tienda.mx, otra@tienda.mx' }, 'MAIL_FROM'],
  ])('refuses %o with one line naming %s', (environment, variable) => {
    let message = '';
    try {
      loadConfig(environment);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(`Configuración inválida: ${variable} `);
    expect(message).not.toContain('\n');
  });

  it('demands a session secret and Google credentials in production, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Configuración inválida: con NODE_ENV=production faltan SESSION_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, SMTP_URL, FACTURAPI_KEY, INVOICE_ISSUER_RFC, INVOICE_ISSUER_NAME, INVOICE_ISSUER_REGIME, INVOICE_ISSUER_POSTAL_CODE, ENVIA_API_KEY, ENVIA_WEBHOOK_SECRET',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), GOOGLE_CLIENT_ID: 'a' }),
    ).toThrow(
      'faltan GOOGLE_CLIENT_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, SMTP_URL, FACTURAPI_KEY, INVOICE_ISSUER_RFC, INVOICE_ISSUER_NAME, INVOICE_ISSUER_REGIME, INVOICE_ISSUER_POSTAL_CODE, ENVIA_API_KEY, ENVIA_WEBHOOK_SECRET',
    );
  });

  it('runs several processes only on PostgreSQL: PGlite is one process', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'Configuración inválida: WEB_CONCURRENCY=2 necesita DATABASE_URL (la base embebida PGlite admite un solo proceso)',
    );
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).processes).toBe(1);
    expect(
      loadConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tienda' })
        .processes,
    ).toBe(3);
  });

  it('wants both Stripe keys or neither', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_SECRET_KEY y STRIPE_WEBHOOK_SECRET van juntos',
    );
  });

  it('wants both Google credentials or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'a' })).toThrow(
      'GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos',
    );
    expect(loadConfig({}).google).toBeUndefined();
  });
});

/** A WhatsApp Business number connected, as WhatsApp Manager and the Meta app give it. */
const WHATSAPP = {
  WHATSAPP_TOKEN: 'EAAGm0PX4ZCpsBO0prueba0000000000',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
  WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'verificacion-de-la-tienda',
} as const;

/** The refusal's message, or '' when the environment is taken. */
function refusal(environment: NodeJS.ProcessEnv): string {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return '';
}

describe('a launch that cannot forget', () => {
  const production = (changes: Record<string, string | undefined>) => {
    const environment: NodeJS.ProcessEnv = { ...PRODUCTION_TEST_ENVIRONMENT, ...changes };
    for (const [name, value] of Object.entries(changes)) if (value === undefined) delete environment[name];
    return environment;
  };

  it('refuses production without PUBLIC_URL, saying where the address goes', () => {
    expect(refusal(production({ PUBLIC_URL: undefined }))).toBe(
      'Configuración inválida: PUBLIC_URL es obligatoria con NODE_ENV=production: la dirección https:// de la tienda (como https://tienda.mx) va en el sitemap, robots.txt, los enlaces de los correos y las cookies',
    );
    expect(refusal(production({ PUBLIC_URL: '' }))).toContain('PUBLIC_URL es obligatoria');
  });

  it.each(['http://tienda.mx', 'http://localhost:3000', 'http://127.0.0.1:8080'])(
    'refuses production on %s: only https',
    (publicUrl) => {
      const message = refusal(production({ PUBLIC_URL: publicUrl }));
      expect(message).toMatch(
        /^Configuración inválida: PUBLIC_URL debe empezar con https:\/\/ con NODE_ENV=production \(http:\/\/ solo fuera de producción, como http:\/\/localhost\) \(recibido: "[^"]+"\)$/,
      );
    },
  );

  it('takes production on https, and http or nothing outside production', () => {
    expect(loadConfig(production({ PUBLIC_URL: 'https://botas.mx/' })).publicUrl).toBe('https://botas.mx');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://tienda.local' }).publicUrl).toBe(
      'http://tienda.local',
    );
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('sends production mail from its own host, never from localhost', () => {
    expect(loadConfig(production({ PUBLIC_URL: 'https://botas.mx' })).mail.from).toBe(
      '"Norteño Western" <pedidos@botas.mx>',
    );
  });

  it('refuses production without an owner: nobody could open /admin', () => {
    const line =
      'Configuración inválida: OWNER_EMAILS es obligatoria con NODE_ENV=production: sin ella nadie podría abrir /admin; pon el correo de cada dueño, separados por comas';
    expect(refusal(production({ OWNER_EMAILS: undefined }))).toBe(line);
    // A list with no address in it names no one either.
    expect(refusal(production({ OWNER_EMAILS: ' , ' }))).toBe(line);
    // The older name still names owners.
    expect(
      loadConfig(production({ OWNER_EMAILS: undefined, ADMIN_EMAILS: 'dueno@botas.mx' })).ownerEmails,
    ).toEqual(new Set(['dueno@botas.mx']));
  });

  it('names everything that is wrong at once, one line each', () => {
    const message = refusal({
      NODE_ENV: 'production',
      PORT: 'abc',
      LOG_LEVEL: 'verbose',
      PUBLIC_URL: 'http://tienda.mx',
      SESSION_SECRET: 'corto',
      STRIPE_SECRET_KEY: 'pk_live_0123456789abcdef',
      WEB_CONCURRENCY: '2',
    });
    expect(message.split('\n')).toEqual([
      'Configuración inválida: PORT debe ser un número entero entre 1 y 65535 (recibido: "abc")',
      'Configuración inválida: SESSION_SECRET debe tener al menos 32 caracteres (recibido: 5 caracteres)',
      'Configuración inválida: STRIPE_SECRET_KEY debe ser una clave secreta de Stripe (sk_test_… o sk_live_…) (recibido: "pk_l…", 24 caracteres)',
      'Configuración inválida: LOG_LEVEL debe ser fatal, error, warn, info, debug, trace o silent (recibido: "verbose")',
      'Configuración inválida: con NODE_ENV=production faltan GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, STRIPE_WEBHOOK_SECRET, SMTP_URL, FACTURAPI_KEY, INVOICE_ISSUER_RFC, INVOICE_ISSUER_NAME, INVOICE_ISSUER_REGIME, INVOICE_ISSUER_POSTAL_CODE, ENVIA_API_KEY, ENVIA_WEBHOOK_SECRET',
      'Configuración inválida: PUBLIC_URL debe empezar con https:// con NODE_ENV=production (http:// solo fuera de producción, como http://localhost) (recibido: "http://tienda.mx")',
      'Configuración inválida: OWNER_EMAILS es obligatoria con NODE_ENV=production: sin ella nadie podría abrir /admin; pon el correo de cada dueño, separados por comas',
      'Configuración inválida: WEB_CONCURRENCY=2 necesita DATABASE_URL (la base embebida PGlite admite un solo proceso)',
    ]);
  });

  it('lists a half-given pair once, outside production, beside the other mistakes', () => {
    expect(refusal({ GOOGLE_CLIENT_ID: 'a', PORT: '0' }).split('\n')).toEqual([
      'Configuración inválida: PORT debe ser un número entero entre 1 y 65535 (recibido: "0")',
      'Configuración inválida: GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos',
    ]);
  });
});

describe('a refused secret', () => {
  // Each one is wrong for its variable, and each carries a marker that must never be printed.
  const SECRET = 'Zq9Secreto7Xw';
  it.each([
    ['SESSION_SECRET', `${SECRET}-corto`, '19 caracteres'],
    ['STRIPE_SECRET_KEY', `pk_live_${SECRET}`, '"pk_l…", 21 caracteres'],
    ['STRIPE_WEBHOOK_SECRET', `sk_live_${SECRET}`, '21 caracteres'],
    ['FACTURAPI_KEY', `pk_test_${SECRET}`, '"pk_t…", 21 caracteres'],
    ['ENVIA_API_KEY', `${SECRET} con espacios`, '"Zq9S…", 26 caracteres'],
    ['ENVIA_API_KEY', 'corta', '5 caracteres'],
    ['ENVIA_WEBHOOK_SECRET', `${SECRET} x`, '15 caracteres'],
    ['METRICS_TOKEN', SECRET, '13 caracteres'],
  ])('%s shows only what it is like: %s → %s', (name, value, shown) => {
    const message = refusal({ [name]: value });
    expect(message).toMatch(new RegExp(`^Configuración inválida: ${name} `));
    expect(message.endsWith(`(recibido: ${shown})`)).toBe(true);
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(SECRET.slice(4));
  });

  it.each([
    ['DATABASE_URL', `mysql://root:${SECRET}@db.interna/tienda`, '"mysql://root:***@db.interna/tienda"'],
    ['SMTP_URL', `https://pedidos:${SECRET}@smtp.tienda.mx`, '"https://pedidos:***@smtp.tienda.mx/"'],
    // Not even a URL: still nothing between `user:` and the last `@`.
    ['DATABASE_URL', `postgres://yo:${SECRET} @x@db interna/tienda`, '"postgres://yo:***@db interna/tienda"'],
    ['PUBLIC_URL', `ftp://yo:${SECRET}@tienda.mx`, '"ftp://yo:***@tienda.mx/"'],
  ])('%s is shown without its password', (name, value, shown) => {
    const message = refusal({ [name]: value });
    expect(message).toMatch(new RegExp(`^Configuración inválida: ${name} [^\n]+$`));
    expect(message.endsWith(`(recibido: ${shown})`)).toBe(true);
    expect(message).not.toContain(SECRET);
  });

  it('is never printed in production either, whatever else is wrong', () => {
    const message = refusal({
      ...PRODUCTION_TEST_ENVIRONMENT,
      PUBLIC_URL: `http://dueno:${SECRET}@tienda.mx`,
      GOOGLE_CLIENT_SECRET: '   ',
      SESSION_SECRET: SECRET,
      SMTP_URL: `smtp://pedidos:${SECRET}@smtp.tienda.mx:587/${SECRET}?x`,
      METRICS_TOKEN: `${SECRET} ${SECRET}`,
    });
    expect(message.split('\n')).toHaveLength(4);
    expect(message).toContain('PUBLIC_URL debe empezar con https:// ');
    expect(message).toContain('(recibido: "http://dueno:***@tienda.mx/")');
    expect(message).toContain('GOOGLE_CLIENT_SECRET no puede estar vacío (recibido: 3 caracteres)');
    expect(message).not.toContain(SECRET);
  });
});

describe('what is secret', () => {
  it.each([
    'SESSION_SECRET',
    'GOOGLE_CLIENT_SECRET',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'FACTURAPI_KEY',
    'ENVIA_API_KEY',
    'ENVIA_WEBHOOK_SECRET',
    'METRICS_TOKEN',
    'WHATSAPP_TOKEN',
    'WHATSAPP_APP_SECRET',
    'SMTP_PASSWORD',
  ])('%s is, by its name', (name) => {
    expect(isSecretVariable(name)).toBe(true);
    expect(shownValue(name, `sk_live_${'s'.repeat(30)}`)).not.toContain('s'.repeat(4));
  });

  it.each(['GOOGLE_CLIENT_ID', 'PUBLIC_URL', 'OWNER_EMAILS', 'KEYBOARD_LAYOUT', 'MONKEY', 'TOKENS_PER_DAY'])(
    '%s is not',
    (name) => {
      expect(isSecretVariable(name)).toBe(false);
    },
  );
});
