import { isIP } from 'node:net';
import path from 'node:path';
import {
  INSTALLMENT_MONTHS,
  isInstallmentMonths,
  toCentavos,
  type InstallmentMonths,
  type ShippingRule,
} from '@store/money';
import { z } from 'zod';
import { shownValue } from './config-secrets';
import { DEV_ENVIA_WEBHOOK_PATH, DEV_WHATSAPP_WEBHOOK_PATH } from './dev-services';

const port = z.coerce
  .number({ error: 'debe ser un número entero entre 1 y 65535' })
  .int('debe ser un número entero entre 1 y 65535')
  .min(1, 'debe ser un número entero entre 1 y 65535')
  .max(65535, 'debe ser un número entero entre 1 y 65535');

// More server processes than a two-socket machine has cores only add memory and database connections.
const MAX_PROCESSES = 64;
const processCount = z.coerce
  .number({ error: `debe ser un número entero entre 1 y ${MAX_PROCESSES}` })
  .int(`debe ser un número entero entre 1 y ${MAX_PROCESSES}`)
  .min(1, `debe ser un número entero entre 1 y ${MAX_PROCESSES}`)
  .max(MAX_PROCESSES, `debe ser un número entero entre 1 y ${MAX_PROCESSES}`);

// The catalogue's remembered answers, in MiB of JSON (decision 057): below 4 it would forget its hot pages;
// above 1024 it would hold more than the process should.
const cacheMegabytes = z.coerce
  .number({ error: 'debe ser un número entero de MiB entre 4 y 1024' })
  .int('debe ser un número entero de MiB entre 4 y 1024')
  .min(4, 'debe ser un número entero de MiB entre 4 y 1024')
  .max(1024, 'debe ser un número entero de MiB entre 4 y 1024');

// PGlite's shared_buffers lives in the process's own memory (WebAssembly), unlike a server's: initdb's
// 128MB is a quarter of the store's memory (issue 38); the operating system's page cache still holds the
// data folder's pages beyond it.
const pgliteBufferMegabytes = z.coerce
  .number({ error: 'debe ser un número entero de MiB entre 8 y 512' })
  .int('debe ser un número entero de MiB entre 8 y 512')
  .min(8, 'debe ser un número entero de MiB entre 8 y 512')
  .max(512, 'debe ser un número entero de MiB entre 8 y 512');

// A shopper's invoices in one shop day: each one is paid for at the provider (decision 013).
const invoicesPerDay = z.coerce
  .number({ error: 'debe ser un número entero entre 1 y 100' })
  .int('debe ser un número entero entre 1 y 100')
  .min(1, 'debe ser un número entero entre 1 y 100')
  .max(100, 'debe ser un número entero entre 1 y 100');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: 'debe ser una URL postgres://usuario@servidor:puerto/base',
  });

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
    message: 'debe ser una URL http:// o https://',
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** An IP address, a network in CIDR form, or one of proxy-addr's names for the private ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: 'debe ser una URL smtp://usuario:contraseña@servidor:587 o smtps://…:465',
  });

// `pedidos@tienda.mx` or `"Norteño Western" <pedidos@tienda.mx>`, as a mail client writes a sender.
const mailFrom = z
  .string()
  .trim()
  .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.?[^\s<>@]*>|[^\s<>@]+@[^\s<>@]+)$/, {
    message: 'debe ser un correo, como pedidos@tienda.mx o "Norteño Western" <pedidos@tienda.mx>',
  });

// Amounts in pesos, as the owner thinks of them; kept in centavos inside.
const pesos = z.coerce
  .number({ error: 'debe ser una cantidad en pesos, como 199 o 149.50' })
  .nonnegative('debe ser una cantidad en pesos, como 199 o 149.50')
  .max(1_000_000, 'debe ser una cantidad en pesos, como 199 o 149.50')
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
    message: 'debe tener a lo más dos decimales',
  });

// A count of units the owner sets: a whole number from 1.
const units = z.coerce
  .number({ error: 'debe ser un número entero de 1 o más' })
  .int('debe ser un número entero de 1 o más')
  .min(1, 'debe ser un número entero de 1 o más')
  .max(999, 'debe ser un número entero de 1 a 999');

const sweepSeconds = z.coerce
  .number({ error: 'debe ser un número entero de segundos entre 1 y 3600' })
  .int('debe ser un número entero de segundos entre 1 y 3600')
  .min(1, 'debe ser un número entero de segundos entre 1 y 3600')
  .max(3600, 'debe ser un número entero de segundos entre 1 y 3600');

const reminderMinutes = z.coerce
  .number({ error: 'debe ser un número entero de minutos entre 0 y 1440' })
  .int('debe ser un número entero de minutos entre 0 y 1440')
  .min(0, 'debe ser un número entero de minutos entre 0 y 1440')
  .max(1440, 'debe ser un número entero de minutos entre 0 y 1440');

const emailList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((emails) => emails.every((email) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email)), {
    message: 'debe ser una lista de correos separada por comas',
  });

// The local carrier's delay per rate request: `300` for all, `300,dhl:silent,fedex:5000` for some apart
// (`silent`: never answers, as a carrier that hangs).
const MAX_CARRIER_LATENCY_MS = 60_000;
const LATENCY_MESSAGE = `debe ser milisegundos (0 a ${MAX_CARRIER_LATENCY_MS}) para todas las paqueterías, seguidos si quieres de paquetería:ms o paquetería:silent, como 300,dhl:silent`;
const latencyMs = (text: string) => /^\d{1,5}$/.test(text) && Number(text) <= MAX_CARRIER_LATENCY_MS;
const carrierLatency = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .refine(
    ([all = '', ...carriers]) =>
      latencyMs(all) &&
      carriers.every((part) => {
        const [carrier = '', ms = ''] = part.split(':');
        return /^[a-z]+$/.test(carrier) && (ms === 'silent' || latencyMs(ms));
      }),
    { message: LATENCY_MESSAGE },
  )
  .transform(([all = '', ...carriers]): CarrierLatency => ({
    defaultMs: Number(all),
    carriers: Object.fromEntries(
      carriers.map((part) => {
        const [carrier = '', ms = ''] = part.split(':');
        return [carrier, ms === 'silent' ? 'silent' : Number(ms)];
      }),
    ),
  }));

const shipFromText = (max: number) =>
  z.string().trim().min(1, 'no puede estar vacío').max(max, `debe tener a lo más ${max} caracteres`);

const environment = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { error: 'debe ser development, test o production' })
    .default('development'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'no puede estar vacío').optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().trim().min(1, 'no puede estar vacío').default('./data'),
  WEB_CONCURRENCY: processCount.default(1),
  CATALOG_CACHE_MB: cacheMegabytes.default(64),
  PGLITE_SHARED_BUFFERS_MB: pgliteBufferMegabytes.default(32),
  PUBLIC_URL: httpUrl.optional(),
  SESSION_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1, 'no puede estar vacío').optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1, 'no puede estar vacío').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'debe ser una clave secreta de Stripe (sk_test_… o sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'debe ser el secreto de firma de webhooks de Stripe (whsec_…)')
    .optional(),
  DEV_PAY_WEBHOOK_URL: httpUrl.optional(),
  DEV_PAY_URL: httpUrl.optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .refine((parts) => parts.every(isProxyAddress), {
      message:
        'debe ser una lista de direcciones o redes (10.0.0.0/8) separada por comas, o loopback, linklocal, uniquelocal',
    })
    .optional(),
  OWNER_EMAILS: emailList.optional(),
  /** What OWNER_EMAILS was called before the team had staff: installs that set it keep their owners. */
  ADMIN_EMAILS: emailList.optional(),
  INSTALLMENT_PLANS: z
    .string()
    .trim()
    .transform((value) =>
      value === 'no'
        ? []
        : value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map(Number),
    )
    .refine((months) => months.every(isInstallmentMonths), {
      message: `debe ser una lista de plazos separados por comas (${INSTALLMENT_MONTHS.join(', ')}) o no`,
    })
    .transform((months) => [...new Set(months as InstallmentMonths[])].sort((a, b) => a - b))
    .optional(),
  SMTP_URL: smtpUrl.optional(),
  FACTURAPI_KEY: z
    .string()
    .trim()
    .regex(/^sk_(test|live|user)_[\w-]+$/, 'debe ser una clave secreta de Facturapi (sk_test_… o sk_live_…)')
    .optional(),
  DEV_INVOICING_URL: httpUrl.optional(),
  INVOICE_ISSUER_RFC: z
    .string()
    .trim()
    .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/, 'debe ser el RFC de la tienda, de 12 o 13 caracteres')
    .optional(),
  INVOICE_ISSUER_NAME: z
    .string()
    .trim()
    .min(1, 'no puede estar vacío')
    .max(254, 'es demasiado largo')
    .optional(),
  INVOICE_ISSUER_REGIME: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'debe ser la clave de régimen fiscal del SAT, como 601 o 626')
    .optional(),
  INVOICE_ISSUER_POSTAL_CODE: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'debe ser el código postal del lugar de expedición (5 dígitos)')
    .optional(),
  INVOICE_SERIES: z
    .string()
    .trim()
    .regex(/^[A-Z]{1,10}$/, 'debe ser de 1 a 10 letras mayúsculas, como F')
    .default('F'),
  INVOICE_REQUESTS_PER_DAY: invoicesPerDay.default(5),
  MAIL_FROM: mailFrom.optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^\S{24,}$/, 'debe tener al menos 24 caracteres, sin espacios')
    .optional(),
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'debe ser on u off' }).default('on'),
  ENVIA_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w.-]{20,}$/, 'debe ser la clave de API de Envia.com (Desarrolladores → API Keys)')
    .optional(),
  ENVIA_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^\S{16,}$/, 'debe ser el auth_token del webhook de Envia.com (al menos 16 caracteres)')
    .optional(),
  ENVIA_BASE_URL: httpUrl.default('https://api.envia.com'),
  WHATSAPP_TOKEN: z
    .string()
    .trim()
    .regex(
      /^\S{20,}$/,
      'debe ser el token de acceso de la API de WhatsApp Cloud (de un usuario del sistema de Meta)',
    )
    .optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(
      /^\d{6,20}$/,
      'debe ser el identificador del número de WhatsApp (solo dígitos, en WhatsApp Manager → API)',
    )
    .optional(),
  WHATSAPP_APP_SECRET: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/i, 'debe ser la clave secreta de la app de Meta (32 caracteres hexadecimales)')
    .optional(),
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .trim()
    .regex(
      /^\S{16,}$/,
      'debe ser el token de verificación del webhook que escribiste en Meta (al menos 16 caracteres)',
    )
    .optional(),
  WHATSAPP_GRAPH_URL: httpUrl.default('https://graph.facebook.com/v23.0'),
  DEV_WHATSAPP_URL: httpUrl.optional(),
  DEV_WHATSAPP_WEBHOOK_URL: httpUrl.optional(),
  DEV_ENVIA_URL: httpUrl.optional(),
  DEV_ENVIA_WEBHOOK_URL: httpUrl.optional(),
  DEV_ENVIA_LATENCY: carrierLatency.optional(),
  SHIP_FROM_POSTAL_CODE: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'debe ser el código postal de 5 dígitos desde el que se envía')
    .default('31000'),
  SHIP_FROM_NAME: shipFromText(80).default('Norteño Western'),
  SHIP_FROM_STREET: shipFromText(120).default('Av. Independencia'),
  SHIP_FROM_NUMBER: shipFromText(20).default('1001'),
  SHIP_FROM_DISTRICT: shipFromText(120).default('Zona Centro'),
  SHIP_FROM_CITY: shipFromText(120).default('Chihuahua'),
  SHIP_FROM_STATE: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'debe ser la clave de 2 letras del estado que usa Envia.com, como CH o NL')
    .default('CH'),
  SHIP_FROM_PHONE: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'debe ser un teléfono de 10 dígitos, sin espacios')
    .default('6141234567'),
  SHIPPING_COST: pesos.default(199),
  FREE_SHIPPING_FROM: pesos.optional(),
  MAX_UNITS_PER_SIZE: units.default(10),
  MAX_UNITS_PER_ORDER: units.default(30),
  SPEI_SHORT_WAIT_ABOVE: pesos.default(10_000),
  SPEI_SHORT_WAIT_DAYS: z.coerce
    .number({ error: 'debe ser 1, 2 o 3 (días para transferir)' })
    .int('debe ser 1, 2 o 3 (días para transferir)')
    .min(1, 'debe ser 1, 2 o 3 (días para transferir)')
    .max(3, 'debe ser 1, 2 o 3 (días para transferir)')
    .default(1),
  SWEEP_EVERY_SECONDS: sweepSeconds.default(60),
  CART_REMINDER_AFTER_MINUTES: reminderMinutes.default(60),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'debe ser fatal, error, warn, info, debug, trace o silent',
    })
    .default('info'),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Absent: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** How many server processes share the port (node:cluster); more than one only on PostgreSQL. */
  processes: number;
  /** At most this many bytes (of JSON) of remembered catalogue answers per process (decision 057). */
  catalogCacheBytes: number;
  /** PGlite's shared_buffers, in MiB; PostgreSQL's is the server's own setting. */
  pgliteSharedBuffersMb: number;
  /**
   * Where shoppers reach the shop, without a trailing slash: in links, the sitemap, cookies and the sender's
   * host. Production names its own, on https; the demo is `http://localhost:PORT`.
   */
  publicUrl: string;
  sessionSecret: string;
  logLevel: string;
  /** Absent outside production: the local OpenID provider at /dev-idp stands in for Google. */
  google: { clientId: string; clientSecret: string } | undefined;
  /** Absent outside production: the local hosted checkout at /dev-pay stands in for Stripe. */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** The webhook secret the local hosted checkout signs with (Stripe's own when Stripe is configured). */
  webhookSecret: string;
  /** Where the local hosted checkout delivers its events; by default this server's own webhook. */
  devPayWebhookUrl: string;
  /**
   * The shop server whose local hosted checkout stands in for Stripe; by default this one. Several app
   * servers on one database must share one, as they would share Stripe.
   */
  devPayUrl: string;
  /** The owner's flat rate: what the checkout charges today, and what quoting falls back on. */
  shipping: ShippingRule;
  /** Envia.com, the carrier aggregator live rates, labels and tracking come from. */
  envia: {
    /** Absent outside production: the local carrier at /dev-envia answers Envia's API instead. */
    apiKey: string | undefined;
    /** Envia's Shipping API: `https://api.envia.com`, or its sandbox `https://api-test.envia.com`. */
    baseUrl: string;
    /** What tracking webhooks are signed with: the webhook's auth_token at Envia, a fixed one locally. */
    webhookSecret: string;
    /** The shop server whose local carrier answers; by default this one. */
    devUrl: string;
    /** Where the local carrier sends its tracking webhooks; by default this server's own. */
    devWebhookUrl: string;
    /** How long the local carrier takes to quote, per carrier. */
    devLatency: CarrierLatency;
    /** Where parcels leave from: the store, unless the variables say otherwise. */
    origin: ShipFrom;
  };
  /** WhatsApp Business Cloud API, for order news to shoppers who said yes (decision 063). */
  whatsapp: {
    /** Absent when not connected: outside production the local stand-in at /dev-whatsapp answers. */
    cloud: { token: string; phoneNumberId: string } | undefined;
    /** Graph API's base with its version, `https://graph.facebook.com/v23.0`. */
    graphUrl: string;
    /** What webhooks are signed with (X-Hub-Signature-256): the app's secret, a fixed one locally. */
    appSecret: string;
    /** What Meta sends back at the webhook's handshake (`hub.verify_token`). */
    verifyToken: string;
    /** The shop server whose stand-in answers; by default this one. */
    devUrl: string;
    /** Where the stand-in sends its webhooks; by default this server's own. */
    devWebhookUrl: string;
  };
  /**
   * The most units one order may hold, of one size (variant) and in all: past them a checkout is refused
   * and the shopper is asked to write to the shop, so that no one checkout keeps a shelf's stock waiting.
   */
  orderLimits: { unitsPerSize: number; unitsPerOrder: number };
  /**
   * A SPEI transfer for more than `aboveCents` gets `days` to arrive instead of the usual three, so a
   * large unpaid order holds its units for less time.
   */
  speiShortWait: { aboveCents: number; days: number };
  /**
   * The addresses of the proxies in front of the shop, whose X-Forwarded-For hops are believed. The
   * client's address is the first one from the right that is not a trusted proxy; whatever a client
   * writes to its left is not believed. In production, the private networks a load balancer lives in.
   */
  trustedProxies: string[];
  /**
   * The e-mails of the owner and staff: signed in with one of them, `/admin` opens. Outside production the
   * demo's owner (`dueno@norteno.local`, through the local sign-in) unless the variable says otherwise.
   */
  /** The owners: OWNER_EMAILS and ADMIN_EMAILS together, lower case. Staff are in the team's table. */
  ownerEmails: ReadonlySet<string>;
  /** Off only for load benchmarks, which send a crowd's requests from one address. */
  rateLimits: boolean;
  /**
   * How often the leading process looks again at what may have been missed: checkouts past their expiry
   * (their `expired` event lost), invoices stalled while issuing, and invoices of refunded orders to withdraw.
   */
  sweepEveryMs: number;
  /** How long a checkout stays unpaid before 'Tu carrito te espera' goes. */
  cartReminderAfterMs: number;
  /** Lets a scraper off this machine read /metrics (`Authorization: Bearer …`); loopback needs none. */
  metricsToken: string | undefined;
  /**
   * The plans of meses sin intereses offered on cards (each from $100 a month); empty: none. The shop pays
   * the bank's fee for each, so it chooses which.
   */
  installmentMonths: InstallmentMonths[];
  mail: {
    /** Absent outside production: messages go to the local mailbox at /dev-mail and nowhere else. */
    smtpUrl: string | undefined;
    /** The sender of every message the shop writes. */
    from: string;
  };
  invoicing: {
    /** Absent outside production: the local stand-in at /dev-facturapi issues the invoices. */
    facturapiKey: string | undefined;
    /** The shop server whose stand-in answers Facturapi's API; by default this one. */
    devUrl: string;
    /**
     * The shop as the invoices' issuer (emisor and lugar de expedición). With Facturapi, the organization
     * configured there must be this same taxpayer; its stand-in writes these.
     */
    issuer: { rfc: string; name: string; regime: string; postalCode: string };
    /** The series the shop's invoices are numbered in. */
    series: string;
    /** How many invoices one account may ask for in a shop day (midnight to midnight, Mexico City). */
    requestsPerDay: number;
  };
};

/** How long the local carrier waits before it quotes: all carriers alike, some apart, `silent` never. */
export type CarrierLatency = { defaultMs: number; carriers: Record<string, number | 'silent'> };

/** The sender's address on every label, as Envia.com takes it (its state as a two-letter code). */
export type ShipFrom = {
  name: string;
  phone: string;
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
  postalCode: string;
};

/** A flat delivery price, free from a subtotal (after discounts) when the shop offers it. */

export class ConfigError extends Error {}

// Outside production a fixed secret keeps demo sessions valid across restarts; production must bring its own.
const DEVELOPMENT_SESSION_SECRET = 'solo-para-desarrollo-no-usar-en-produccion-0000';
export const DEMO_OWNER_EMAIL = 'dueno@norteno.local';
const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_solo_para_desarrollo_local';
const DEVELOPMENT_ENVIA_WEBHOOK_SECRET = 'envia_webhook_solo_para_desarrollo_local';
const DEVELOPMENT_WHATSAPP_APP_SECRET = '00000000000000000000000000000dev';
const DEVELOPMENT_WHATSAPP_VERIFY_TOKEN = 'whatsapp_verificacion_local';
/**
 * WhatsApp is optional, even in production (a shop may run without it), but it is one connection: with
 * some of these and not the others it could send and not hear back, or the reverse.
 */
const WHATSAPP_VARIABLES = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
/** One of the taxpayers SAT publishes test certificates for, invoicing from Chihuahua's centre. */
const DEMO_ISSUER = { rfc: 'EWE1709045U0', name: 'NORTEÑO WESTERN', regime: '601', postalCode: '31000' };

type Environment = z.infer<typeof environment>;

/** What production cannot run without: the real sign-in, payments, mail, invoices and carrier. */
const REQUIRED_IN_PRODUCTION = [
  'SESSION_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'FACTURAPI_KEY',
  'INVOICE_ISSUER_RFC',
  'INVOICE_ISSUER_NAME',
  'INVOICE_ISSUER_REGIME',
  'INVOICE_ISSUER_POSTAL_CODE',
  'ENVIA_API_KEY',
  'ENVIA_WEBHOOK_SECRET',
] as const;

/** Credentials that are one thing at their provider: with one and not the other nothing could work. */
const TOGETHER = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ['ENVIA_API_KEY', 'ENVIA_WEBHOOK_SECRET'],
] as const;

/**
 * The owners. Outside production, with neither variable set, the demo's owner, so that `npm start` opens
 * the back-office; production refuses to start without one (`rulesAcross`).
 */
function ownerEmailsOf(values: Partial<Environment>): Set<string> {
  const named = [...(values.OWNER_EMAILS ?? []), ...(values.ADMIN_EMAILS ?? [])];
  if (named.length > 0 || values.OWNER_EMAILS || values.ADMIN_EMAILS) return new Set(named);
  return new Set(values.NODE_ENV === 'production' ? [] : [DEMO_OWNER_EMAIL]);
}

const received = (name: string, value: string | undefined): string =>
  value === undefined ? '' : ` (recibido: ${shownValue(name, value)})`;

/**
 * What no single variable says: what production needs, what goes together, what needs what. `wrong` holds
 * the variables already refused on their own, which these rules leave to their own line.
 */
function rulesAcross(values: Partial<Environment>, wrong: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const production = values.NODE_ENV === 'production';
  if (production) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !values[name] && !wrong.has(name));
    if (missing.length > 0) problems.push(`con NODE_ENV=production faltan ${missing.join(', ')}`);
    // Without it the sitemap, robots.txt, the e-mails' links and the sender would name localhost, and the
    // session cookie would go without Secure.
    if (!wrong.has('PUBLIC_URL') && !values.PUBLIC_URL) {
      problems.push(
        'PUBLIC_URL es obligatoria con NODE_ENV=production: la dirección https:// de la tienda (como https://tienda.mx) va en el sitemap, robots.txt, los enlaces de los correos y las cookies',
      );
    } else if (values.PUBLIC_URL && !values.PUBLIC_URL.startsWith('https://')) {
      problems.push(
        `PUBLIC_URL debe empezar con https:// con NODE_ENV=production (http:// solo fuera de producción, como http://localhost)${received('PUBLIC_URL', values.PUBLIC_URL)}`,
      );
    }
    if (!wrong.has('OWNER_EMAILS') && !wrong.has('ADMIN_EMAILS') && ownerEmailsOf(values).size === 0) {
      problems.push(
        'OWNER_EMAILS es obligatoria con NODE_ENV=production: sin ella nadie podría abrir /admin; pon el correo de cada dueño, separados por comas',
      );
    }
  } else {
    // In production a missing half is already named among what is missing.
    for (const [first, second] of TOGETHER) {
      if (!wrong.has(first) && !wrong.has(second) && Boolean(values[first]) !== Boolean(values[second])) {
        problems.push(`${first} y ${second} van juntos`);
      }
    }
  }
  const whatsappSet = WHATSAPP_VARIABLES.filter((name) => values[name] || wrong.has(name));
  if (whatsappSet.length > 0 && whatsappSet.length < WHATSAPP_VARIABLES.length) {
    const missing = WHATSAPP_VARIABLES.filter((name) => !whatsappSet.includes(name));
    problems.push(
      `${WHATSAPP_VARIABLES.join(', ')} van juntos (la conexión con WhatsApp): faltan ${missing.join(', ')}`,
    );
  }
  // PGlite is one process holding its folder (decision 001); a second one could not open it.
  if ((values.WEB_CONCURRENCY ?? 1) > 1 && !values.DATABASE_URL && !wrong.has('DATABASE_URL')) {
    problems.push(
      `WEB_CONCURRENCY=${values.WEB_CONCURRENCY} necesita DATABASE_URL (la base embebida PGlite admite un solo proceso)`,
    );
  }
  return problems;
}

/**
 * Reads the environment once, at start. Every variable is read even after one is refused, so that the
 * refusal lists everything that is wrong at once, one line each: a launch is not one restart per mistake.
 * A secret's value is never in the message (config-secrets.ts).
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const read: Record<string, unknown> = {};
  const problems: string[] = [];
  const wrong = new Set<string>();
  for (const [name, schema] of Object.entries(environment.shape)) {
    const result = schema.safeParse(present[name]);
    if (result.success) {
      read[name] = result.data;
    } else {
      wrong.add(name);
      problems.push(
        `${name} ${result.error.issues[0]?.message ?? 'no es válido'}${received(name, present[name])}`,
      );
    }
  }
  problems.push(...rulesAcross(read as Partial<Environment>, wrong));
  if (problems.length > 0) {
    throw new ConfigError(problems.map((problem) => `Configuración inválida: ${problem}`).join('\n'));
  }
  // Every variable went through its own schema, as the object's parse would have taken it.
  const values = read as Environment;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    // The demo signs anyone in as its owner and shows all its mail at /dev-mail: outside production it
    // listens on this machine only, unless HOST opens it.
    host: values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    processes: values.WEB_CONCURRENCY,
    catalogCacheBytes: values.CATALOG_CACHE_MB * 1024 * 1024,
    pgliteSharedBuffersMb: values.PGLITE_SHARED_BUFFERS_MB,
    publicUrl,
    sessionSecret: values.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    logLevel: values.LOG_LEVEL,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : undefined,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET }
        : undefined,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET,
    devPayWebhookUrl: values.DEV_PAY_WEBHOOK_URL ?? `http://127.0.0.1:${values.PORT}/api/payments/webhook`,
    devPayUrl: values.DEV_PAY_URL ?? `http://127.0.0.1:${values.PORT}`,
    shipping: {
      costCents: toCentavos(values.SHIPPING_COST),
      freeFromCents:
        values.FREE_SHIPPING_FROM === undefined ? 1_499_00 : toCentavos(values.FREE_SHIPPING_FROM),
    },
    envia: {
      apiKey: values.ENVIA_API_KEY,
      baseUrl: values.ENVIA_BASE_URL,
      webhookSecret: values.ENVIA_WEBHOOK_SECRET ?? DEVELOPMENT_ENVIA_WEBHOOK_SECRET,
      devUrl: values.DEV_ENVIA_URL ?? `http://127.0.0.1:${values.PORT}`,
      devWebhookUrl:
        values.DEV_ENVIA_WEBHOOK_URL ?? `http://127.0.0.1:${values.PORT}${DEV_ENVIA_WEBHOOK_PATH}`,
      devLatency: values.DEV_ENVIA_LATENCY ?? { defaultMs: 300, carriers: {} },
      origin: {
        name: values.SHIP_FROM_NAME,
        phone: values.SHIP_FROM_PHONE,
        street: values.SHIP_FROM_STREET,
        number: values.SHIP_FROM_NUMBER,
        district: values.SHIP_FROM_DISTRICT,
        city: values.SHIP_FROM_CITY,
        state: values.SHIP_FROM_STATE,
        postalCode: values.SHIP_FROM_POSTAL_CODE,
      },
    },
    whatsapp: {
      cloud:
        values.WHATSAPP_TOKEN && values.WHATSAPP_PHONE_NUMBER_ID
          ? { token: values.WHATSAPP_TOKEN, phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID }
          : undefined,
      graphUrl: values.WHATSAPP_GRAPH_URL.replace(/\/+$/, ''),
      appSecret: values.WHATSAPP_APP_SECRET ?? DEVELOPMENT_WHATSAPP_APP_SECRET,
      verifyToken: values.WHATSAPP_VERIFY_TOKEN ?? DEVELOPMENT_WHATSAPP_VERIFY_TOKEN,
      devUrl: values.DEV_WHATSAPP_URL ?? `http://127.0.0.1:${values.PORT}`,
      devWebhookUrl:
        values.DEV_WHATSAPP_WEBHOOK_URL ?? `http://127.0.0.1:${values.PORT}${DEV_WHATSAPP_WEBHOOK_PATH}`,
    },
    orderLimits: { unitsPerSize: values.MAX_UNITS_PER_SIZE, unitsPerOrder: values.MAX_UNITS_PER_ORDER },
    speiShortWait: {
      aboveCents: toCentavos(values.SPEI_SHORT_WAIT_ABOVE),
      days: values.SPEI_SHORT_WAIT_DAYS,
    },
    rateLimits: values.RATE_LIMITS === 'on',
    sweepEveryMs: values.SWEEP_EVERY_SECONDS * 1000,
    cartReminderAfterMs: values.CART_REMINDER_AFTER_MINUTES * 60_000,
    metricsToken: values.METRICS_TOKEN,
    installmentMonths: values.INSTALLMENT_PLANS ?? [3, 6, 9, 12],
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `"Norteño Western" <pedidos@${new URL(publicUrl).hostname}>`,
    },
    invoicing: {
      facturapiKey: values.FACTURAPI_KEY,
      devUrl: values.DEV_INVOICING_URL ?? `http://127.0.0.1:${values.PORT}`,
      // Outside production the shop invoices as a SAT test taxpayer: the stand-in's invoices have no
      // fiscal validity anyway, and Facturapi's test organizations use SAT's test certificates.
      issuer: {
        rfc: values.INVOICE_ISSUER_RFC ?? DEMO_ISSUER.rfc,
        name: values.INVOICE_ISSUER_NAME ?? DEMO_ISSUER.name,
        regime: values.INVOICE_ISSUER_REGIME ?? DEMO_ISSUER.regime,
        postalCode: values.INVOICE_ISSUER_POSTAL_CODE ?? DEMO_ISSUER.postalCode,
      },
      series: values.INVOICE_SERIES,
      requestsPerDay: values.INVOICE_REQUESTS_PER_DAY,
    },
    ownerEmails: ownerEmailsOf(values),
    trustedProxies:
      values.TRUST_PROXY ??
      (values.NODE_ENV === 'production' ? ['loopback', 'linklocal', 'uniquelocal'] : []),
  };
}
