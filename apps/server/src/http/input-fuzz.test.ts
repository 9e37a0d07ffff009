import { registeredRoutes } from '../test/registered-routes';
import {
  COUPON_CODE_PATTERN,
  COUPON_REFUSALS,
  MAX_SEARCH_LENGTH,
  normalizeCouponCode,
  SHIPPING_OPTION_PATTERN,
} from '@store/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import {
  bills,
  creditNotes,
  fiscalProfiles,
  invoiceOrders,
  invoices,
  paymentSessions,
  shippingAddresses,
  stockAlerts,
  users,
  variants,
} from '../db/schema';
import { signInCookieName } from '../modules/auth/session-cookie';
import { CREDIT_NOTE_NOT_FOUND } from '../modules/invoices/credit-notes/credit-note-files';
import { FISCAL_PROFILE_NOT_FOUND } from '../modules/invoices/fiscal-data/fiscal-profiles';
import { CONFIRMATION_NOT_FOUND } from '../modules/invoices/requests/email-confirmations';
import { INVOICE_NOT_FOUND } from '../modules/invoices/global-invoice/month-invoices';
import { BAD_SIGNATURE, ORDER_NOT_FOUND } from '../modules/orders';
import { BAD_TRACKING_WEBHOOK } from '../modules/shipping';
import { WHATSAPP_BAD_SIGNATURE } from '../modules/whatsapp';
import { devPayStripe } from '../modules/payments';
import { newStockAlertLink } from '../modules/stock-alerts';
import { writeCatalogFixture, type Fixture } from '../test/catalog-fixture';
import { createTestDatabase } from '../test/database';
import {
  attacksOf,
  BROKEN_JSON,
  CODE_ATTACKS,
  createFuzzer,
  decodes,
  DEEP_BODIES,
  encodeQuery,
  EXTRA_KEYS,
  label,
  Literal,
  NUMBER_ATTACKS,
  OTHER_CONTENT_TYPES,
  PARAMETER_ATTACKS,
  ROUTER_LENGTH_LIMIT,
  routerRefuses,
  SCRIPT,
  SQL,
  storedContents,
  TEXT_ATTACKS,
  toJson,
  withValue,
  type ApiRequest,
  type Attack,
  type Json,
  type Method,
  type Query,
} from '../test/fuzz';
import { createShopper, startShopServer, type Shopper } from '../test/shop-server';
import { MESSAGES } from './errors';
import {
  MAX_REVIEW_PHOTO_BYTES,
  PHOTO_NOT_A_PICTURE,
  PHOTO_TOO_BIG,
  PURCHASE_NOT_FOUND,
  REVIEW_NOT_FOUND,
  SIZE_IN_STOCK,
  STOCK_ALERT_NOT_FOUND,
} from '@store/contract';
import { FROM_THE_SHOP } from '../test/from-the-shop';

/**
 * Every `/api` call fed what a careless or hostile client sends: wrong types, huge numbers and strings,
 * negative and fractional quantities, parameters and keys sent twice, fields the shop never reads, SQL
 * and markup, deep nesting, oversized and broken bodies, other content types and undecodable text. A
 * refused input gets a 4xx JSON `{ error }` in Spanish that repeats nothing it was sent, and changes
 * nothing stored; an input the call accepts (a search for `' OR 1=1 --`) is answered as any other.
 * A call that reads no query or body ignores what is added to it (there is nothing to assign it to), and
 * the sign-in callback, where the browser lands, answers bad input with the sign-in page's address.
 */

let database: DatabaseHandle;
let config: Config;
let app: FastifyInstance;
let fixture: Fixture;
let shopper: Shopper;
let stranger: Shopper;
let colonia: number;
/** The other shopper's invoicing: a paid order that can still be invoiced, an invoice, saved data. */
let foreign: { order: number; invoice: number; creditNote: number; fiscalProfile: number };
/** The other shopper's 'Avísame cuando llegue' on a sold-out size, and its e-mail link's token. */
let foreignAlert: { id: number; token: string };
/** A token shaped like an e-mail link's that belongs to no alert. */
const UNKNOWN_TOKEN = 'A'.repeat(43);
let baseline: Record<string, string>;
let shopperRows: unknown;
const { count, send, refused, answered, control, reportEveryAttack } = createFuzzer(() => app);

async function rowsOf(person: Shopper) {
  const [user] = await database.db.select().from(users).where(eq(users.id, person.userId));
  const addresses = await database.db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, person.userId));
  return { user, addresses };
}

/** An order of `person`'s paid today, as the webhook leaves it: an invoice can still be asked for. */
async function paidOrder(person: Shopper, reference: string): Promise<number> {
  const amounts = { subtotalCents: 2499_00, discountCents: 0, shippingCents: 0, totalCents: 2499_00 };
  const [session] = await database.db
    .insert(paymentSessions)
    .values({
      reference,
      userId: person.userId,
      shippingAddressText: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua',
      status: 'paid',
      ...amounts,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  const [order] = await database.db
    .insert(bills)
    .values({
      userId: person.userId,
      paymentSessionId: session!.id,
      shippingAddress: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua',
      cardLast4: '4242',
      ...amounts,
      paidAt: new Date(),
    })
    .returning();
  return order!.id;
}

/** What `person` has of invoicing: a paid order without invoice, another with its invoice, saved data. */
async function invoicingOf(person: Shopper): Promise<typeof foreign> {
  const order = await paidOrder(person, 'NW-FUZZ-AJENO-1');
  const invoiced = await paidOrder(person, 'NW-FUZZ-AJENO-2');
  const taxpayer = {
    rfc: 'EKU9003173C9',
    legalName: 'ESCUELA KEMPER URGATE',
    taxRegime: '601',
    postalCode: '31000',
    cfdiUse: 'G03',
  };
  const [invoice] = await database.db
    .insert(invoices)
    .values({
      kind: 'order',
      status: 'vigente',
      userId: person.userId,
      idempotencyKey: `pedido-${invoiced}-fuzz`,
      providerInvoiceId: 'fuzz-ajena',
      uuid: '6F1C5C2E-8B4A-4C55-9F0E-2D9B8C7A6E51',
      series: 'F',
      folioNumber: 1,
      ...taxpayer,
      email: 'otra@correo.test',
      paymentForm: '04',
      totalCents: 2499_00,
      issuedAt: new Date(),
      xml: '<cfdi:Comprobante/>',
      pdf: Buffer.from('%PDF-1.7\n%%EOF'),
    })
    .returning();
  await database.db.insert(invoiceOrders).values({ invoiceId: invoice!.id, orderId: invoiced });
  const [creditNote] = await database.db
    .insert(creditNotes)
    .values({
      invoiceId: invoice!.id,
      orderId: invoiced,
      refundKey: `return-fuzz-${invoiced}`,
      idempotencyKey: `nota-credito-fuzz-${invoiced}`,
      status: 'vigente',
      uuid: '0B7D4E21-3C5A-4F6B-8D9E-1A2B3C4D5E6F',
      series: 'NC',
      folioNumber: 1,
      paymentForm: '04',
      totalCents: 500_00,
      issuedAt: new Date(),
      xml: '<cfdi:Comprobante/>',
      pdf: Buffer.from('%PDF-1.7\n%%EOF'),
    })
    .returning();
  const [profile] = await database.db
    .insert(fiscalProfiles)
    .values({ userId: person.userId, ...taxpayer, email: 'otra@correo.test' })
    .returning();
  return { order, invoice: invoice!.id, creditNote: creditNote!.id, fiscalProfile: profile!.id };
}

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await writeCatalogFixture(database.db);
  shopper = await createShopper(database, 'fuzz@correo.test');
  stranger = await createShopper(database, 'otra@correo.test');
  const [address] = await database.db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.id, shopper.addressId));
  colonia = address?.neighborhoodId ?? 0;
  foreign = await invoicingOf(stranger);
  const [alert] = await database.db
    .insert(stockAlerts)
    .values({ userId: stranger.userId, variantId: fixture.variant(1, 'Café', '26.5') })
    .returning();
  foreignAlert = { id: alert!.id, token: await newStockAlertLink(database.db, alert!.id) };
  // Fuzzing sends far more requests than any shopper; the rate limits would answer 429 long before the end.
  config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://tienda.test', RATE_LIMITS: 'off' });
  app = await buildApp(config, { database });
  baseline = await storedContents(database.db);
  shopperRows = await rowsOf(shopper);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

// ---------------------------------------------------------------------------------------------------
// Query strings

type Param = {
  /** `text` takes any text up to the search length; the others a strict format. */
  kind: 'strict' | 'text';
  /** A good value, for sending the parameter twice. */
  sample: string;
  /** Values among the attacks that are good for this parameter (`sort=` is relevance). */
  accepts?: readonly string[];
  /** A parameter meant to repeat (`category_id=1&category_id=3`). */
  repeats?: boolean;
  /** Values aimed at this parameter alone (open redirects for `returnTo`). */
  also?: readonly string[];
};

type QueryCall = {
  path: string;
  signedIn?: boolean;
  /** A good query and what it answers, sent first as a control. */
  base: Record<string, string>;
  baseStatus?: number;
  params: Record<string, Param>;
};

async function fuzzQuery(call: QueryCall): Promise<void> {
  const cookie: Record<string, string> = call.signedIn ? { cookie: shopper.cookie } : {};
  const get = (query: string): ApiRequest => ({
    url: `${call.path}${query ? `?${query}` : ''}`,
    headers: cookie,
  });
  const base = Object.entries(call.base);
  if (call.baseStatus !== undefined) await control(get(encodeQuery(base)), call.baseStatus);
  const others = (name: string) => base.filter(([key]) => key !== name);

  for (const [name, param] of Object.entries(call.params)) {
    const attacks = attacksOf(PARAMETER_ATTACKS);
    if (param.also) attacks.push(['script', param.also]);
    for (const [attack, values] of attacks) {
      for (const value of values) {
        const query = [encodeQuery(others(name)), encodeQuery([[name, value]], attack === 'encoding')].filter(
          Boolean,
        );
        const request = get(query.join('&'));
        const takes =
          param.accepts?.includes(value) || (param.kind === 'text' && value.length <= MAX_SEARCH_LENGTH);
        if (takes) await answered(attack, request);
        else await refused(attack, request);
      }
    }
    // Sent twice: one value is a list, which only a repeating parameter takes.
    const twice = encodeQuery([...others(name), [name, param.sample], [name, param.sample]]);
    if (param.repeats) await answered('duplicated', get(twice));
    else await refused('duplicated', get(twice));
    await refused('duplicated', get(encodeQuery([...others(name), [name, param.sample], [name, 'x']])));
    await refused('duplicated', get(encodeQuery([...others(name), [name, 'x'], [name, param.sample]])));
    // Bracket notations some parsers turn into arrays and objects: here they are only unknown names.
    for (const key of [`${name}[]`, `${name}[0]`, `${name}[a]`]) {
      await refused(
        'wrong types',
        get(encodeQuery([...base, [key, param.sample]])),
        400,
        MESSAGES.unknownField,
      );
    }
  }
  await fuzzUnknownParameters(call.path, base, cookie, (attack, request) =>
    refused(attack, request, 400, MESSAGES.unknownField),
  );
}

/** Parameter names the call does not have, each sent once with a good query. */
async function fuzzUnknownParameters(
  path: string,
  base: Query,
  headers: Record<string, string>,
  expectation: (attack: Attack, request: ApiRequest) => Promise<unknown>,
): Promise<void> {
  const unknown: [Attack, string, string][] = [
    ...EXTRA_KEYS.map((key): [Attack, string, string] => ['extra fields', encodeURIComponent(key), '1']),
    ...SQL.map((key): [Attack, string, string] => ['SQL', encodeURIComponent(key), '1']),
    ...SCRIPT.map((key): [Attack, string, string] => ['script', encodeURIComponent(key), '1']),
    ['encoding', '%ZZ', '1'],
    ['encoding', '%00', '1'],
    ['encoding', 'search', '%ZZ'],
    ['deep nesting', `a${'[a]'.repeat(2_000)}`, '1'],
    ['huge', 'x'.repeat(5_000), '1'],
  ];
  for (const [attack, key, value] of unknown) {
    const query = [encodeQuery(base), `${key}=${value}`].filter(Boolean).join('&');
    await expectation(attack, { url: `${path}?${query}`, headers });
  }
}

/** A call that reads nothing from its query: whatever is added is ignored and the answer is the same. */
async function fuzzWithoutInput(path: string, options: { signedIn?: boolean; sameAnswer?: boolean } = {}) {
  const headers: Record<string, string> = options.signedIn ? { cookie: shopper.cookie } : {};
  const plain = await control({ url: path, headers }, 200);
  const expectSame = async (attack: Attack, request: ApiRequest) => {
    const response = await answered(attack, request);
    if (options.sameAnswer !== false) expect(response.body, label(request)).toBe(plain.body);
  };
  await fuzzUnknownParameters(path, [], headers, expectSame);
  await expectSame('duplicated', { url: `${path}?a=1&a=2&a=%3Cscript%3E`, headers });
  await expectSame('wrong types', { url: `${path}?a[]=1&a[b]=2&c={}`, headers });
  if (options.signedIn) await fuzzSessionCookie({ url: path });
}

// ---------------------------------------------------------------------------------------------------
// Path parameters

type PathCall = {
  template: (value: string) => string;
  method?: 'GET' | 'POST' | 'DELETE';
  signedIn?: boolean;
  /** A good body sent along, so that the path is all that is wrong. */
  body?: () => Json;
};
const PATH_CALLS: PathCall[] = [
  { template: (value) => `/api/products/productItem/${value}` },
  { template: (value) => `/api/product/image/${value}` },
  { template: (value) => `/api/locations/${value}`, method: 'DELETE', signedIn: true },
  { template: (value) => `/api/invoices/orders/${value}`, signedIn: true },
  {
    template: (value) => `/api/invoices/orders/${value}`,
    method: 'POST',
    signedIn: true,
    body: () => invoiceRequest(),
  },
  { template: (value) => `/api/invoices/${value}/pdf`, signedIn: true },
  { template: (value) => `/api/invoices/${foreign.invoice}/${value}`, signedIn: true },
  { template: (value) => `/api/invoices/fiscal-profiles/${value}`, method: 'DELETE', signedIn: true },
  { template: (value) => `/api/bills/${value}/cancel`, method: 'POST', signedIn: true, body: () => ({}) },
  { template: (value) => `/api/users/me/stock-alerts/${value}`, method: 'DELETE', signedIn: true },
  { template: (value) => `/api/stock-alerts/by-token/${value}` },
  { template: (value) => `/api/cart-reminders/${value}` },
  { template: (value) => `/api/stock-alerts/by-token/${value}`, method: 'DELETE' },
  { template: (value) => `/api/invoices/email-confirmations/${value}` },
  { template: (value) => `/api/invoices/email-confirmations/${value}`, method: 'POST' },
  { template: (value) => `/api/credit-notes/${value}/pdf`, signedIn: true },
  { template: (value) => `/api/products/${value}/reviews` },
  { template: (value) => `/api/reviews/${value}/helpful`, method: 'POST', signedIn: true },
  { template: (value) => `/api/credit-notes/${foreign.creditNote}/${value}`, signedIn: true },
];
const pathCallOf = (template: string, method?: PathCall['method']) =>
  PATH_CALLS.find((call) => call.template('X') === template && (call.method ?? 'GET') === (method ?? 'GET'))!;

const pathRequest = (
  { template, method = 'GET', signedIn, body }: PathCall,
  segment: string,
): ApiRequest => ({
  method,
  url: template(segment),
  headers: {
    ...(signedIn ? { cookie: shopper.cookie } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  },
  ...(body ? { payload: toJson(body()) } : {}),
});

async function fuzzPath(call: PathCall): Promise<void> {
  for (const [attack, values] of attacksOf(PARAMETER_ATTACKS)) {
    for (const value of values) {
      const segment = attack === 'encoding' ? value : encodeURIComponent(value);
      if (routerRefuses(segment)) continue;
      // 404 when the value leaves the segment empty, or names a picture that does not exist.
      await refused(attack, pathRequest(call, segment), [400, 404]);
    }
  }
  for (const value of ['..', '.', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F', 'a%2Fb', '%5C']) {
    await refused('encoding', pathRequest(call, value), [400, 404]);
  }
}

// ---------------------------------------------------------------------------------------------------
// Bodies

/**
 * A saved list's own bounds: not a list, entries of the wrong kind, one entry too many (200 favourites, 99
 * cart lines), a body too big to read, the same entry twice.
 */
async function fuzzSavedLists(
  method: 'PUT' | 'POST',
  url: string,
  body: (list: unknown) => Json,
  list: 'favorites' | 'cart',
): Promise<void> {
  const send = (value: unknown) => jsonRequest(method, url, toJson(body(value)));
  const entry = (index: number) =>
    list === 'favorites' ? index + 1 : { variant_id: soldOut() + index, quantity: 1 };
  for (const value of ['x', 1, null, true, {}, [null], ['x'], [[]], list === 'cart' ? [1] : [{ id: 1 }]]) {
    await refused('wrong types', send(value));
  }
  const most = list === 'favorites' ? 200 : 99;
  await refused('huge', send(Array.from({ length: most + 1 }, (_, index) => entry(index))));
  await refused(
    'oversized',
    send(Array.from({ length: 30_000 }, (_, index) => entry(index))),
    413,
    MESSAGES.tooLarge,
  );
  await refused('duplicated', send([entry(0), entry(0)]));
}

/** Text a shopper may type as a discount code: any case, spaces around. */
const wellWrittenCode = (value: unknown) =>
  typeof value === 'string' && value.length <= 60 && COUPON_CODE_PATTERN.test(normalizeCouponCode(value));

type Field = {
  path: readonly (string | number)[];
  kind: 'number' | 'code' | 'text';
  optional?: boolean;
  /** Attack values that are good for the field (`true` for a flag): the call answers them with this status. */
  takes?: (value: unknown) => number | undefined;
  /** Attack values not sent to this field: they are good and would be stored. */
  skip?: (value: unknown) => boolean;
};
type BodyCall = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** A good body; every attack below makes it bad, so nothing it would store is ever stored. */
  base: () => Json;
  fields: readonly Field[];
  /**
   * What a body whose text is good is answered when the call names something not the shopper's (free
   * text such as a return's reason takes SQL-looking words): refused as not found, it stores nothing.
   */
  passes?: number;
};

const jsonRequest = (method: Method, url: string, payload: string, cookie = shopper.cookie): ApiRequest => ({
  method,
  url,
  headers: { cookie, 'content-type': 'application/json' },
  payload,
});

async function fuzzBody(call: BodyCall): Promise<void> {
  const post = (body: Json | string) =>
    jsonRequest(call.method, call.url, typeof body === 'string' ? body : toJson(body));
  /** The good body with more members written at its end, as JSON text (keys may repeat). */
  const adding = (members: string) => post(`${toJson(call.base()).slice(0, -1)},${members}}`);
  const catalogues = { number: NUMBER_ATTACKS, code: CODE_ATTACKS, text: TEXT_ATTACKS };
  for (const field of call.fields) {
    for (const [attack, values] of attacksOf<unknown>(catalogues[field.kind])) {
      for (const value of values.filter((item) => !field.skip?.(item))) {
        await refused(attack, post(withValue(call.base(), field.path, value)), field.takes?.(value) ?? 400);
      }
    }
    if (!field.optional) await refused('wrong types', post(withValue(call.base(), field.path, undefined)));
    await refused(
      'deep nesting',
      post(withValue(call.base(), field.path, new Literal(DEEP_BODIES[0] ?? ''))),
    );
    // JSON.parse keeps the last of two equal keys: a good value then a bad one is refused.
    if (field.path.length === 1) {
      for (const bad of ['[]', '{"a":1}']) await refused('duplicated', adding(`"${field.path[0]}":${bad}`));
    }
  }

  // SQL and markup are text: in every string field at once, together with the strict ones they break.
  const strings = call.fields.filter((field) => field.kind === 'text' || field.kind === 'code');
  for (const [attack, payloads] of [
    ['SQL', SQL],
    ['script', SCRIPT],
  ] as const) {
    for (const payload of strings.length > 0 ? payloads : []) {
      const body = strings.reduce((json, field) => withValue(json, field.path, payload), call.base());
      await refused(attack, post(body), call.passes ? [400, call.passes] : 400);
    }
    // ...and as the names of fields.
    for (const key of payloads)
      await refused(attack, adding(`${JSON.stringify(key)}:1`), 400, MESSAGES.unknownField);
  }

  for (const key of EXTRA_KEYS) await refused('extra fields', adding(`"${key}":1`));
  await refused('extra fields', adding(`"user_id":${stranger.userId}`), 400, MESSAGES.unknownField);
  await refused('extra fields', adding('"role":"admin","is_admin":true'), 400, MESSAGES.unknownField);
  await refused('extra fields', adding('"__proto__":{"role":"admin"}'), 400, MESSAGES.invalidJson);
  await refused(
    'extra fields',
    adding('"constructor":{"prototype":{"role":"admin"}}'),
    400,
    MESSAGES.invalidJson,
  );

  for (const whole of [null, 1, 'hola', true, [], [call.base()]]) {
    await refused('wrong types', post(toJson(whole)));
  }
  await fuzzRawBody(call.method, call.url, { reads: true });
}

/**
 * What any call that takes a body gets from the body parser: broken JSON, deep nesting, oversized and
 * other content types. A call that `reads` no body ignores good JSON, whatever it holds, and answers
 * `ignored` to it.
 */
async function fuzzRawBody(
  method: Method,
  url: string,
  options: { reads: true } | { reads: false; ignored: number; cookie?: string },
): Promise<void> {
  const cookie = options.reads ? shopper.cookie : options.cookie;
  const withBody = (payload: string | Buffer, type?: string): ApiRequest => ({
    method,
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
  });
  const json = (payload: string | Buffer) => withBody(payload, 'application/json');
  const ignoredOrRefused = (attack: Attack, request: ApiRequest) =>
    options.reads ? refused(attack, request) : answered(attack, request, options.ignored);

  for (const body of BROKEN_JSON) await refused('broken JSON', json(body), 400, MESSAGES.invalidJson);
  for (const body of DEEP_BODIES) {
    if (body.includes('__proto__')) await refused('deep nesting', json(body), 400, MESSAGES.invalidJson);
    else await ignoredOrRefused('deep nesting', json(body));
  }
  for (const size of [64 * 1024 + 1, 1024 * 1024]) {
    const body = JSON.stringify({ name: 'x'.repeat(size) });
    await refused('oversized', json(body), 413, MESSAGES.tooLarge);
  }
  for (const [type, body] of OTHER_CONTENT_TYPES) {
    await refused('content type', withBody(body, type), 415, MESSAGES.unsupportedMediaType);
  }
  await refused('content type', withBody(Buffer.from('{"name":"Ana"}')), 415, MESSAGES.unsupportedMediaType);
  // Bytes that are not UTF-8 are read as U+FFFD: still JSON, but not a good body.
  const notUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]);
  await ignoredOrRefused('encoding', json(notUtf8));
  if (!options.reads) {
    for (const key of EXTRA_KEYS.filter((name) => !['__proto__', 'constructor'].includes(name))) {
      const body = JSON.stringify({ [key]: key === 'user_id' ? stranger.userId : 1 });
      await answered('extra fields', json(body), options.ignored);
    }
  }
}

/** A session cookie that is none: the signed-in call is refused with 401 and does nothing. */
async function fuzzSessionCookie(request: ApiRequest): Promise<void> {
  const values: [Attack, string][] = [
    ...SQL.map((value): [Attack, string] => ['SQL', encodeURIComponent(value)]),
    ...SCRIPT.map((value): [Attack, string] => ['script', encodeURIComponent(value)]),
    ['huge', 'x'.repeat(10_000)],
    ['encoding', '%ZZ'],
    ['encoding', '%00'],
    ['wrong types', ''],
    ['wrong types', 'null'],
  ];
  for (const [attack, value] of values) {
    const headers = { ...request.headers, cookie: `sid=${value}` };
    await refused(attack, { ...request, headers }, 401, 'Inicia sesión para continuar.');
  }
}

// ---------------------------------------------------------------------------------------------------
// Every /api call of the app, and how it is fuzzed

const address = (overrides: Json = {}): Json => ({
  postal_code: '31000',
  neighborhood_id: colonia,
  street: 'Av. Independencia',
  exterior_number: '1001',
  interior_number: 'B',
  reference: 'Portón café',
  ...overrides,
});
const ADDRESS_FIELDS: Field[] = [
  { path: ['postal_code'], kind: 'code' },
  { path: ['neighborhood_id'], kind: 'number' },
  { path: ['street'], kind: 'text' },
  { path: ['exterior_number'], kind: 'text' },
  { path: ['interior_number'], kind: 'text', optional: true },
  { path: ['reference'], kind: 'text' },
  // Ignored (the postal code decides them), but still checked.
  { path: ['state_name'], kind: 'text', optional: true },
  { path: ['municipality_name'], kind: 'text', optional: true },
  { path: ['neighborhood_name'], kind: 'text', optional: true },
];
// Sold out: a checkout that got past validation would stop at the stock (409), before the payment provider.
const soldOut = () => fixture.variant(1, 'Café', '26.5');
const checkoutBody = (): Json => ({
  products: [{ variant_id: soldOut(), quantity: 1 }],
  shipping_address: shopper.addressId,
});
const CHECKOUT = '/api/payments/create-checkout-session';
/** The largest id a path takes (nine digits): it names nothing here. */
const NO_ID = 999_999_999;
// SAT's test taxpayer, with a régimen, uso and postal code that fit: a good request in every part.
const invoiceRequest = (): Json => ({
  rfc: 'EKU9003173C9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  postal_code: '31000',
  cfdi_use: 'G03',
  email: 'facturas@correo.test',
  save_profile: true,
});
const INVOICE_REQUEST_FIELDS: Field[] = [
  { path: ['rfc'], kind: 'code' },
  { path: ['legal_name'], kind: 'text' },
  { path: ['tax_regime'], kind: 'code' },
  { path: ['postal_code'], kind: 'code' },
  { path: ['cfdi_use'], kind: 'code' },
  { path: ['email'], kind: 'code' },
  // A flag: `true` is good, and stops where the good body does.
  {
    path: ['save_profile'],
    kind: 'code',
    optional: true,
    takes: (value) => (typeof value === 'boolean' ? 404 : undefined),
  },
];

const FUZZ: Record<string, () => Promise<void>> = {
  'GET /api/health': () => fuzzWithoutInput('/api/health'),
  'GET /api/ready': () => fuzzWithoutInput('/api/ready'),
  'GET /api/banners': () => fuzzWithoutInput('/api/banners'),
  'GET /api/strip': () => fuzzWithoutInput('/api/strip'),
  'GET /api/categories': () => fuzzWithoutInput('/api/categories'),
  'GET /api/selection/bestSelling': () => fuzzWithoutInput('/api/selection/bestSelling'),
  'GET /api/selection/accesories': () => fuzzWithoutInput('/api/selection/accesories'),
  'GET /api/selection/getRecommended': () => fuzzWithoutInput('/api/selection/getRecommended'),
  'GET /api/payments/shipping-rate': () => fuzzWithoutInput('/api/payments/shipping-rate'),
  'GET /api/promotions/active': () => fuzzWithoutInput('/api/promotions/active'),
  'POST /api/coupons/check': async () => {
    // No code exists in this shop: a code well written is one that does not exist (422), nothing is held.
    const url = '/api/coupons/check';
    await refused(
      'extra fields',
      jsonRequest('POST', url, toJson({ code: 'NOEXISTE' })),
      422,
      COUPON_REFUSALS.unknown,
    );
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ code: 'NOEXISTE' }),
      fields: [
        { path: ['code'], kind: 'code', takes: (value) => (wellWrittenCode(value) ? 422 : undefined) },
      ],
    });
  },
  'GET /api/payments/installment-plans': () => fuzzWithoutInput('/api/payments/installment-plans'),
  // The ready time moves with the clock: two answers a minute apart may differ.
  'GET /api/payments/pickup-store': () =>
    fuzzWithoutInput('/api/payments/pickup-store', { sameAnswer: false }),
  'GET /api/auth/me': () => fuzzWithoutInput('/api/auth/me', { signedIn: true }),
  'GET /api/auth/token': () => fuzzWithoutInput('/api/auth/token', { signedIn: true, sameAnswer: false }),
  'GET /api/locations': () => fuzzWithoutInput('/api/locations', { signedIn: true }),
  'GET /api/products/:product_id/fit': () => fuzzPath({ template: (value) => `/api/products/${value}/fit` }),
  'GET /api/users/me/measurements': () => fuzzWithoutInput('/api/users/me/measurements', { signedIn: true }),
  'PUT /api/users/me/measurements': async () => {
    const url = '/api/users/me/measurements';
    const none = { foot_cm: null, head_cm: null };
    const put = (body: Json) => jsonRequest('PUT', url, toJson(body));
    for (const field of ['foot_cm', 'head_cm']) {
      for (const [attack, values] of attacksOf<unknown>(NUMBER_ATTACKS)) {
        // null is a measurement not given: the good value, which the shop keeps.
        for (const value of values)
          if (value !== null) await refused(attack, put(withValue(none, [field], value)));
      }
      await refused('wrong types', put(withValue(none, [field], undefined)));
    }
    for (const key of EXTRA_KEYS) {
      await refused('extra fields', jsonRequest('PUT', url, `${toJson(none).slice(0, -1)},"${key}":1}`));
    }
    await fuzzRawBody('PUT', url, { reads: true });
    await fuzzSessionCookie(put({ foot_cm: 26, head_cm: null }));
  },
  'GET /api/users/me/stock-alerts': async () => {
    await fuzzWithoutInput('/api/users/me/stock-alerts', { signedIn: true });
    // The other shopper's alert is theirs alone, whoever the query names.
    const mine = await answered('extra fields', {
      url: `/api/users/me/stock-alerts?user_id=${stranger.userId}`,
      headers: { cookie: shopper.cookie },
    });
    expect(mine.json<unknown[]>()).toEqual([]);
  },
  'POST /api/users/me/stock-alerts': async () => {
    // A size in stock: the good body is refused (422), so no alert is ever stored.
    const url = '/api/users/me/stock-alerts';
    const base = () => ({ variant_id: fixture.variant(1, 'Café', '27') });
    await refused('extra fields', jsonRequest('POST', url, toJson(base())), 422, SIZE_IN_STOCK);
    await fuzzBody({
      method: 'POST',
      url,
      base,
      fields: [
        {
          path: ['variant_id'],
          kind: 'number',
          // A whole id in range names no variant of the fixture's.
          takes: (value) =>
            typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647
              ? 404
              : undefined,
        },
      ],
    });
    await fuzzSessionCookie(jsonRequest('POST', url, toJson(base())));
  },
  'DELETE /api/users/me/stock-alerts/:id': async () => {
    await fuzzPath(pathCallOf('/api/users/me/stock-alerts/X', 'DELETE'));
    // Another shopper's alert stays theirs, whatever the request adds.
    const theirs = `/api/users/me/stock-alerts/${foreignAlert.id}`;
    await refused(
      'extra fields',
      { method: 'DELETE', url: `${theirs}?user_id=${stranger.userId}`, headers: { cookie: shopper.cookie } },
      404,
      STOCK_ALERT_NOT_FOUND,
    );
    await fuzzRawBody('DELETE', theirs, { reads: false, ignored: 404, cookie: shopper.cookie });
    await fuzzSessionCookie({ method: 'DELETE', url: theirs });
  },
  'GET /api/stock-alerts/by-token/:token': async () => {
    await control({ url: `/api/stock-alerts/by-token/${foreignAlert.token}` }, 200);
    await refused(
      'extra fields',
      { url: `/api/stock-alerts/by-token/${UNKNOWN_TOKEN}?user_id=1` },
      [400, 404],
    );
    await fuzzPath(pathCallOf('/api/stock-alerts/by-token/X'));
  },
  'DELETE /api/stock-alerts/by-token/:token': async () => {
    // Only a token that belongs to no alert is sent whole: the other shopper's stays.
    await refused(
      'extra fields',
      { method: 'DELETE', url: `/api/stock-alerts/by-token/${UNKNOWN_TOKEN}` },
      404,
      STOCK_ALERT_NOT_FOUND,
    );
    await fuzzPath(pathCallOf('/api/stock-alerts/by-token/X', 'DELETE'));
    await fuzzRawBody('DELETE', `/api/stock-alerts/by-token/${UNKNOWN_TOKEN}`, {
      reads: false,
      ignored: 404,
    });
  },
  'GET /api/products/:product_id/reviews': async () => {
    await fuzzPath(pathCallOf('/api/products/X/reviews'));
    await fuzzQuery({
      path: '/api/products/1/reviews',
      base: {},
      baseStatus: 200,
      params: {
        sort: { kind: 'strict', sample: 'util' },
        con_fotos: { kind: 'strict', sample: '1', accepts: ['0'] },
        page: { kind: 'strict', sample: '1' },
      },
    });
  },
  'GET /api/reviews/ratings': () =>
    fuzzQuery({
      path: '/api/reviews/ratings',
      base: { product_id: '1' },
      baseStatus: 200,
      params: { product_id: { kind: 'strict', sample: '2', repeats: true } },
    }),
  'GET /api/reviews/mine': async () => {
    // The shopper bought nothing delivered: any good pair is a purchase that is not theirs (404).
    await fuzzQuery({
      path: '/api/reviews/mine',
      signedIn: true,
      base: { order_id: '999999', product_id: '1' },
      params: {
        order_id: { kind: 'strict', sample: '999999' },
        product_id: { kind: 'strict', sample: '1' },
      },
    });
    await refused(
      'extra fields',
      { url: '/api/reviews/mine?order_id=999999&product_id=1', headers: { cookie: shopper.cookie } },
      404,
      PURCHASE_NOT_FOUND,
    );
    await fuzzSessionCookie({ url: '/api/reviews/mine?order_id=999999&product_id=1' });
  },
  'POST /api/reviews': async () => {
    // A good review of a purchase that is not the shopper's: refused as not found, nothing is stored.
    const url = '/api/reviews';
    const base = () => ({ order_id: 999_999, product_id: 1, stars: 5, body: 'Muy buenas botas, cómodas.' });
    await refused('extra fields', jsonRequest('POST', url, toJson(base())), 404, PURCHASE_NOT_FOUND);
    const wholeId = (value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647
        ? 404
        : undefined;
    await fuzzBody({
      method: 'POST',
      url,
      base,
      passes: 404,
      fields: [
        { path: ['order_id'], kind: 'number', takes: wholeId },
        { path: ['product_id'], kind: 'number', takes: wholeId },
        { path: ['stars'], kind: 'number' },
        {
          path: ['title'],
          kind: 'text',
          optional: true,
          takes: (value) => (value === null ? 404 : undefined),
        },
        { path: ['body'], kind: 'text' },
        { path: ['fit'], kind: 'code', optional: true, takes: (value) => (value === null ? 404 : undefined) },
        { path: ['photos'], kind: 'text', optional: true },
      ],
    });
    await fuzzSessionCookie(jsonRequest('POST', url, toJson(base())));
  },
  'POST /api/reviews/photos': async () => {
    // Nothing sent is a picture, so nothing is stored; each refusal is the photo field's sentence.
    const url = '/api/reviews/photos';
    const upload = (payload: string | Buffer, type: string): ApiRequest => ({
      method: 'POST',
      url,
      payload,
      headers: { cookie: shopper.cookie, 'content-type': type },
    });
    const notPictures: [string, string | Buffer][] = [
      ['image/jpeg', 'no soy una foto'],
      ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      ['image/webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
      ['image/heic', Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])],
      ['application/octet-stream', '<script>alert(1)</script>'],
      ['image/jpeg', "' OR 1=1 --"],
    ];
    for (const [type, body] of notPictures)
      await refused('content type', upload(body, type), 422, PHOTO_NOT_A_PICTURE);
    // Bytes said to be a file (octet-stream) are read, and are no picture either.
    for (const [type, body] of OTHER_CONTENT_TYPES)
      await refused('content type', upload(body, type), [415, 422], PHOTO_NOT_A_PICTURE);
    await refused('content type', upload('{"photo":"x.webp"}', 'application/json'), 415, PHOTO_NOT_A_PICTURE);
    await refused(
      'oversized',
      upload(Buffer.alloc(MAX_REVIEW_PHOTO_BYTES + 1), 'image/jpeg'),
      413,
      PHOTO_TOO_BIG,
    );
    await fuzzSessionCookie(upload('x', 'image/jpeg'));
  },
  'POST /api/reviews/:id/helpful': async () => {
    await fuzzPath(pathCallOf('/api/reviews/X/helpful', 'POST'));
    await refused(
      'extra fields',
      { method: 'POST', url: '/api/reviews/999999/helpful?user_id=1', headers: { cookie: shopper.cookie } },
      [400, 404],
    );
    await refused(
      'extra fields',
      { method: 'POST', url: '/api/reviews/999999/helpful', headers: { cookie: shopper.cookie } },
      404,
      REVIEW_NOT_FOUND,
    );
    await fuzzRawBody('POST', '/api/reviews/999999/helpful', {
      reads: false,
      ignored: 404,
      cookie: shopper.cookie,
    });
    await fuzzSessionCookie({ method: 'POST', url: '/api/reviews/999999/helpful' });
  },
  'GET /api/invoices/email-confirmations/:token': async () => {
    await refused(
      'extra fields',
      { url: `/api/invoices/email-confirmations/${UNKNOWN_TOKEN}?invoice_id=1` },
      [400, 404],
    );
    await fuzzPath(pathCallOf('/api/invoices/email-confirmations/X'));
  },
  'POST /api/invoices/email-confirmations/:token': async () => {
    // Only a token that belongs to no confirmation is sent whole: nothing is ever confirmed.
    await refused(
      'extra fields',
      { method: 'POST', url: `/api/invoices/email-confirmations/${UNKNOWN_TOKEN}` },
      404,
      CONFIRMATION_NOT_FOUND,
    );
    await fuzzPath(pathCallOf('/api/invoices/email-confirmations/X', 'POST'));
    await fuzzRawBody('POST', `/api/invoices/email-confirmations/${UNKNOWN_TOKEN}`, {
      reads: false,
      ignored: 404,
    });
  },
  'GET /api/bills/list': () => fuzzWithoutInput('/api/bills/list', { signedIn: true }),
  // Its answer carries the moment it was made: the same data, never the same text twice.
  'GET /api/users/me/data': () =>
    fuzzWithoutInput('/api/users/me/data', { signedIn: true, sameAnswer: false }),
  'GET /api/users/me/lists': () => fuzzWithoutInput('/api/users/me/lists', { signedIn: true }),
  'GET /api/invoices/fiscal-profiles': async () => {
    await fuzzWithoutInput('/api/invoices/fiscal-profiles', { signedIn: true });
    // The other shopper's saved data is theirs alone, whoever the query names.
    const theirs = await control(
      { url: '/api/invoices/fiscal-profiles', headers: { cookie: stranger.cookie } },
      200,
    );
    expect(theirs.json<unknown[]>()).toHaveLength(1);
    const mine = await answered('extra fields', {
      url: `/api/invoices/fiscal-profiles?user_id=${stranger.userId}&fiscal_profile_id=${foreign.fiscalProfile}`,
      headers: { cookie: shopper.cookie },
    });
    expect(mine.json<unknown[]>()).toEqual([]);
  },

  'GET /api/products/list': () =>
    fuzzQuery({
      path: '/api/products/list',
      base: {},
      baseStatus: 200,
      params: {
        category_id: { kind: 'strict', sample: '3', repeats: true },
        sort: { kind: 'strict', sample: 'asc', accepts: [''] },
        name: { kind: 'text', sample: 'bota' },
        maxPrice: { kind: 'strict', sample: '1000', accepts: ['0', '1.5'] },
        discount: { kind: 'strict', sample: 'true', accepts: ['true', 'false'] },
        target_audience: { kind: 'strict', sample: 'hombre' },
        limit: { kind: 'strict', sample: '10' },
        page: { kind: 'strict', sample: '1' },
      },
    }),
  'GET /api/products/cart': () =>
    fuzzQuery({
      path: '/api/products/cart',
      base: { variantIds: String(fixture.variant(1, 'Café', '27')) },
      baseStatus: 200,
      params: { variantIds: { kind: 'strict', sample: '1000001' } },
    }),
  'GET /api/products/suggestions': () =>
    fuzzQuery({
      path: '/api/products/suggestions',
      base: { name: 'bota' },
      baseStatus: 200,
      params: { name: { kind: 'text', sample: 'bota' } },
    }),
  'GET /api/payments/delivery-estimate': () =>
    fuzzQuery({
      path: '/api/payments/delivery-estimate',
      base: { state: 'Sonora' },
      baseStatus: 200,
      params: { state: { kind: 'text', sample: 'Sonora' } },
    }),
  'GET /api/locations/neighborhoods': () =>
    fuzzQuery({
      path: '/api/locations/neighborhoods',
      base: { postal_code: '31000' },
      baseStatus: 200,
      params: { postal_code: { kind: 'strict', sample: '31000' } },
    }),
  'GET /api/bills': async () => {
    await fuzzQuery({
      path: '/api/bills',
      signedIn: true,
      base: { bill_id: '1' },
      baseStatus: 404,
      params: { bill_id: { kind: 'strict', sample: '1' } },
    });
    await fuzzSessionCookie({ url: '/api/bills?bill_id=1' });
  },
  'GET /api/bills/:bill_id/returns': async () => {
    const headers = { cookie: shopper.cookie };
    await control({ url: `/api/bills/${foreign.order}/returns`, headers }, 404);
    await refused('huge', { url: `/api/bills/${NO_ID}/returns`, headers }, 404, ORDER_NOT_FOUND);
    await refused(
      'extra fields',
      { url: `/api/bills/${foreign.order}/returns?user_id=1`, headers },
      [400, 404],
    );
    await fuzzPath({ template: (value) => `/api/bills/${value}/returns`, signedIn: true });
    await fuzzSessionCookie({ url: `/api/bills/${foreign.order}/returns` });
  },
  'POST /api/bills/:bill_id/returns': async () => {
    // The other shopper's order: the good body is refused as not found, so nothing is ever stored.
    const url = `/api/bills/${foreign.order}/returns`;
    const base = () => ({ lines: [{ order_line_id: 1, quantity: 1 }], reason: 'No me quedó la talla' });
    await refused('extra fields', jsonRequest('POST', url, toJson(base())), 404, ORDER_NOT_FOUND);
    await fuzzBody({
      method: 'POST',
      url,
      base,
      fields: [
        { path: ['lines'], kind: 'number' },
        { path: ['lines', 0, 'order_line_id'], kind: 'number' },
        { path: ['lines', 0, 'quantity'], kind: 'number' },
        { path: ['reason'], kind: 'text' },
      ],
      passes: 404,
    });
    await refused('wrong types', jsonRequest('POST', url, toJson({ ...base(), lines: [] })));
    await fuzzPath({
      template: (value) => `/api/bills/${value}/returns`,
      method: 'POST',
      signedIn: true,
      body: base,
    });
  },
  'GET /api/payments/checkout-session': async () => {
    await fuzzQuery({
      path: '/api/payments/checkout-session',
      signedIn: true,
      base: { session_id: 'cs_test_ninguna' },
      baseStatus: 404,
      params: { session_id: { kind: 'strict', sample: 'cs_test_ninguna' } },
    });
    await fuzzSessionCookie({ url: '/api/payments/checkout-session?session_id=cs_test_ninguna' });
  },
  // No control: a good `returnTo` starts a sign-in, which stores its state.
  'GET /api/auth/google': () =>
    fuzzQuery({
      path: '/api/auth/google',
      base: {},
      params: {
        returnTo: {
          kind: 'strict',
          sample: '/',
          also: ['//sitio-malo.example', '/\\sitio-malo.example', 'https://sitio-malo.example', '/a b'],
        },
      },
    }),
  'GET /api/auth/google/callback': async () => {
    // The browser comes back here from the identity provider: whatever it brings, a failed sign-in sends
    // it to the sign-in page with an error, never a server error, and repeats nothing.
    const values = attacksOf(PARAMETER_ATTACKS);
    for (const name of ['code', 'state', 'iss', 'error']) {
      for (const [attack, list] of values) {
        for (const value of list) {
          const query = `${name}=${attack === 'encoding' ? value : encodeURIComponent(value)}&state=abc`;
          for (const cookie of ['', `${signInCookieName(config)}=${encodeURIComponent(SQL[0] ?? '')}`]) {
            const response = await send(attack, {
              url: `/api/auth/google/callback?${query}`,
              headers: cookie ? { cookie } : {},
            });
            expect(response.statusCode, query).toBe(302);
            expect(response.headers.location, query).toBe('/auth/login?error=1');
          }
        }
      }
    }
    const twice = await send('duplicated', {
      url: '/api/auth/google/callback?code=a&code=b&state=a&state=b',
    });
    expect(twice.headers.location).toBe('/auth/login?error=1');
  },
  'GET /api/user_ecommerce/me': async () => {
    const tokens: [Attack, string][] = [
      ...SQL.map((value): [Attack, string] => ['SQL', `Bearer ${value}`]),
      ...SCRIPT.map((value): [Attack, string] => ['script', `Bearer ${value}`]),
      ['huge', `Bearer ${'x'.repeat(10_000)}`],
      ['wrong types', 'Bearer'],
      ['wrong types', 'Basic YWRtaW46YWRtaW4='],
      ['wrong types', 'Bearer a.b.c'],
      // An unsigned token naming the first user: refused, whoever it names.
      [
        'extra fields',
        `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","aud":"user_ecommerce"}').toString('base64url')}.`,
      ],
    ];
    for (const [attack, authorization] of tokens) {
      await refused(
        attack,
        { url: '/api/user_ecommerce/me', headers: { authorization } },
        401,
        'Token inválido o vencido.',
      );
    }
  },

  'GET /api/products/productItem/:id': async () => {
    await control({ url: '/api/products/productItem/1' }, 200);
    await fuzzPath(PATH_CALLS[0]!);
    // Paths shaped like a product address that are none of the API's.
    for (const value of ['-1', '1.5', '1e3', '99999999999999999999', '%3Cscript%3E']) {
      await refused('encoding', { url: `/api/products/${value}` }, [400, 404]);
    }
    // What is after the id is not read.
    const ignored = await answered('extra fields', { url: '/api/products/productItem/1?price=1&stock=999' });
    expect(ignored.json<{ final_price: number }>().final_price).toBe(2499);
  },
  'GET /api/product/image/:image': async () => {
    await control({ url: '/api/product/image/p1-c1-1.webp?w=320' }, 200);
    await fuzzPath(PATH_CALLS[1]!);
    await fuzzQuery({
      path: '/api/product/image/p1-c1-1.webp',
      base: {},
      params: { w: { kind: 'strict', sample: '320' } },
    });
  },
  'DELETE /api/locations/:id': async () => {
    await fuzzPath(PATH_CALLS[2]!);
    // Another shopper's address stays theirs, whatever the request adds.
    const foreign = `/api/locations/${stranger.addressId}`;
    await refused(
      'extra fields',
      { method: 'DELETE', url: `${foreign}?user_id=${stranger.userId}`, headers: { cookie: shopper.cookie } },
      404,
    );
    await fuzzRawBody('DELETE', foreign, { reads: false, ignored: 404, cookie: shopper.cookie });
    await fuzzSessionCookie({ method: 'DELETE', url: `/api/locations/${shopper.addressId}` });
  },

  'GET /api/invoices/orders/:order_id': async () => {
    const headers = { cookie: shopper.cookie };
    const theirs = `/api/invoices/orders/${foreign.order}`;
    // Its shopper sees where the order's invoice stands (one can be asked for); to anyone else it does
    // not exist.
    const state = await control({ url: theirs, headers: { cookie: stranger.cookie } }, 200);
    expect(state.json()).toMatchObject({ invoice: null, can_request: true });
    await refused('extra fields', { url: theirs, headers }, 404, ORDER_NOT_FOUND);
    await refused(
      'extra fields',
      { url: `${theirs}?user_id=${stranger.userId}&order_id=${foreign.order}`, headers },
      404,
      ORDER_NOT_FOUND,
    );
    await refused('huge', { url: `/api/invoices/orders/${NO_ID}`, headers }, 404, ORDER_NOT_FOUND);
    await fuzzPath(PATH_CALLS[3]!);
    await fuzzSessionCookie({ url: theirs });
  },
  'POST /api/bills/:bill_id/cancel': async () => {
    // The other shopper's paid order: the good body is refused as not found, so nothing is refunded,
    // cancelled or put back in stock. Each attack differs from it in one thing.
    const url = `/api/bills/${foreign.order}/cancel`;
    const good = () => ({ reason: 'Ya no lo necesito', refund_clabe: '002010077777777771' });
    await refused('extra fields', jsonRequest('POST', url, toJson(good())), 404, ORDER_NOT_FOUND);
    await refused(
      'huge',
      jsonRequest('POST', `/api/bills/${NO_ID}/cancel`, toJson(good())),
      404,
      ORDER_NOT_FOUND,
    );
    await fuzzBody({
      method: 'POST',
      url,
      base: good,
      fields: [
        { path: ['reason'], kind: 'text', optional: true },
        { path: ['refund_clabe'], kind: 'code', optional: true },
      ],
    });
    // A CLABE of the right length whose check digit does not hold.
    await refused('wrong types', jsonRequest('POST', url, toJson({ refund_clabe: '002010077777777770' })));
    await fuzzSessionCookie(jsonRequest('POST', url, toJson(good())));
  },
  'POST /api/invoices/orders/:order_id': async () => {
    // The other shopper's paid order, still within its month: the good body is refused as not found, so
    // no invoice is asked of the provider and no data is kept. Each attack differs from it in one thing.
    const url = `/api/invoices/orders/${foreign.order}`;
    const request = (body: Json) => jsonRequest('POST', url, toJson(body));
    await refused('extra fields', request(invoiceRequest()), 404, ORDER_NOT_FOUND);
    await refused(
      'huge',
      jsonRequest('POST', `/api/invoices/orders/${NO_ID}`, toJson(invoiceRequest())),
      404,
      ORDER_NOT_FOUND,
    );
    await fuzzBody({ method: 'POST', url, base: invoiceRequest, fields: INVOICE_REQUEST_FIELDS });
    // Values that look like the field's and are not; the e-mail also with free text's attacks inside.
    const near: [Attack, string, unknown][] = [
      ['wrong types', 'rfc', 'EKU9003173C'],
      ['huge', 'rfc', 'EKU9003173C9EKU90'],
      ['encoding', 'rfc', 'EKU9003173C9\u0000'],
      ['wrong types', 'legal_name', ''],
      ['wrong types', 'legal_name', '   '],
      ['huge', 'legal_name', 'x'.repeat(255)],
      ['wrong types', 'tax_regime', '60'],
      ['huge', 'tax_regime', '6011'],
      ['negative or fractional', 'tax_regime', '-601'],
      ['wrong types', 'postal_code', '3100'],
      ['huge', 'postal_code', '310000'],
      ['wrong types', 'cfdi_use', 'g03'],
      ['huge', 'cfdi_use', 'CP01'],
      ['wrong types', 'email', 'facturas@correo'],
      ['wrong types', 'email', '@correo.test'],
      ['wrong types', 'email', 'facturas correo@correo.test'],
      ['huge', 'email', `${'a'.repeat(250)}@correo.test`],
      ...(TEXT_ATTACKS.encoding ?? []).map((text): [Attack, string, unknown] => [
        'encoding',
        'email',
        `${String(text)}@correo.test`,
      ]),
      ['encoding', 'email', 'facturas@correo.test\u0000'],
      ['wrong types', 'save_profile', 'true'],
      ['wrong types', 'save_profile', 1],
      ['wrong types', 'save_profile', null],
    ];
    for (const [attack, field, value] of near) {
      await refused(attack, request({ ...invoiceRequest(), [field]: value }));
    }
    await refused('wrong types', request({}));
    await fuzzPath(PATH_CALLS[4]!);
    await fuzzSessionCookie(request(invoiceRequest()));
  },
  'GET /api/invoices/:invoice_id/:file': async () => {
    const headers = { cookie: shopper.cookie };
    for (const file of ['pdf', 'xml']) {
      // Its shopper downloads it; to anyone else it does not exist.
      const theirs = `/api/invoices/${foreign.invoice}/${file}`;
      await control({ url: theirs, headers: { cookie: stranger.cookie } }, 200);
      await refused('extra fields', { url: theirs, headers }, 404, INVOICE_NOT_FOUND);
      await refused(
        'extra fields',
        { url: `${theirs}?user_id=${stranger.userId}`, headers },
        404,
        INVOICE_NOT_FOUND,
      );
      await refused('huge', { url: `/api/invoices/${NO_ID}/${file}`, headers }, 404, INVOICE_NOT_FOUND);
    }
    for (const file of ['PDF', 'Pdf', 'pdf ', 'html', 'json', 'zip', 'xml.pdf', '__proto__', 'toString']) {
      await refused('wrong types', {
        url: `/api/invoices/${foreign.invoice}/${encodeURIComponent(file)}`,
        headers,
      });
    }
    await fuzzPath(PATH_CALLS[5]!);
    await fuzzPath(PATH_CALLS[6]!);
    await fuzzSessionCookie({ url: `/api/invoices/${foreign.invoice}/pdf` });
  },
  'GET /api/credit-notes/:credit_note_id/:file': async () => {
    const headers = { cookie: shopper.cookie };
    for (const file of ['pdf', 'xml']) {
      // The shopper whose invoice it credits downloads it; to anyone else it does not exist.
      const theirs = `/api/credit-notes/${foreign.creditNote}/${file}`;
      await control({ url: theirs, headers: { cookie: stranger.cookie } }, 200);
      await refused('extra fields', { url: theirs, headers }, 404, CREDIT_NOTE_NOT_FOUND);
      await refused(
        'extra fields',
        { url: `${theirs}?user_id=${stranger.userId}`, headers },
        404,
        CREDIT_NOTE_NOT_FOUND,
      );
      await refused(
        'huge',
        { url: `/api/credit-notes/${NO_ID}/${file}`, headers },
        404,
        CREDIT_NOTE_NOT_FOUND,
      );
    }
    for (const file of ['PDF', 'html', 'xml.pdf', '__proto__', 'toString']) {
      await refused('wrong types', {
        url: `/api/credit-notes/${foreign.creditNote}/${encodeURIComponent(file)}`,
        headers,
      });
    }
    await fuzzPath(pathCallOf('/api/credit-notes/X/pdf'));
    await fuzzPath(pathCallOf(`/api/credit-notes/${foreign.creditNote}/X`));
    await fuzzSessionCookie({ url: `/api/credit-notes/${foreign.creditNote}/pdf` });
  },
  'DELETE /api/invoices/fiscal-profiles/:fiscal_profile_id': async () => {
    // The other shopper's saved data stays theirs, whatever the request adds.
    const theirs = `/api/invoices/fiscal-profiles/${foreign.fiscalProfile}`;
    const headers = { cookie: shopper.cookie };
    await refused('extra fields', { method: 'DELETE', url: theirs, headers }, 404, FISCAL_PROFILE_NOT_FOUND);
    await refused(
      'extra fields',
      { method: 'DELETE', url: `${theirs}?user_id=${stranger.userId}`, headers },
      404,
      FISCAL_PROFILE_NOT_FOUND,
    );
    await refused(
      'huge',
      { method: 'DELETE', url: `/api/invoices/fiscal-profiles/${NO_ID}`, headers },
      404,
      FISCAL_PROFILE_NOT_FOUND,
    );
    await fuzzPath(PATH_CALLS[7]!);
    await fuzzRawBody('DELETE', theirs, { reads: false, ignored: 404, cookie: shopper.cookie });
    await fuzzSessionCookie({ method: 'DELETE', url: theirs });
  },

  'GET /api/users/me/offers-consent': () =>
    fuzzWithoutInput('/api/users/me/offers-consent', { signedIn: true }),
  'PUT /api/users/me/offers-consent': async () => {
    // Only true or false: anything else is refused and the shopper's no stays.
    const put = (payload: string) => jsonRequest('PUT', '/api/users/me/offers-consent', payload);
    for (const payload of [
      '{}',
      '{"consented":"true"}',
      '{"consented":1}',
      '{"consented":null}',
      '{"consented":[]}',
    ]) {
      await refused('wrong types', put(payload), 400);
    }
    await refused('extra fields', put(`{"consented":true,"user_id":${stranger.userId}}`), 400);
    await refused('extra fields', put('{"consented":true,"role":"admin"}'), 400);
    await refused('deep nesting', put(`{"consented":${DEEP_BODIES[0] ?? '[]'}}`), 400);
    await fuzzRawBody('PUT', '/api/users/me/offers-consent', { reads: true });
    await fuzzSessionCookie(put('{"consented":false}'));
  },
  'GET /api/users/me/whatsapp': () => fuzzWithoutInput('/api/users/me/whatsapp', { signedIn: true }),
  // A good body is answered 422 here (no WhatsApp number is connected in this shop): every attack is 400.
  'PUT /api/users/me/whatsapp': async () => {
    await fuzzBody({
      method: 'PUT',
      url: '/api/users/me/whatsapp',
      base: () => ({ phone: '614 123 4567', where: 'perfil' }),
      fields: [
        { path: ['phone'], kind: 'text' },
        { path: ['where'], kind: 'code' },
      ],
    });
    await fuzzSessionCookie(
      jsonRequest('PUT', '/api/users/me/whatsapp', '{"phone":"6141234567","where":"perfil"}'),
    );
  },
  // Turning the news off takes no body: whatever is sent is ignored, and a shopper without them keeps none.
  'DELETE /api/users/me/whatsapp': async () => {
    await fuzzRawBody('DELETE', '/api/users/me/whatsapp', {
      reads: false,
      ignored: 200,
      cookie: shopper.cookie,
    });
    await fuzzSessionCookie({ method: 'DELETE', url: '/api/users/me/whatsapp' });
  },
  // The one-click unsubscribe needs no session: a token that is not the shop's signature is refused.
  'POST /api/offers/unsubscribe': async () => {
    const post = (query: string): ApiRequest => ({ method: 'POST', url: `/api/offers/unsubscribe?${query}` });
    for (const [attack, values] of attacksOf(PARAMETER_ATTACKS)) {
      for (const value of values) {
        await refused(attack, post(encodeQuery([['token', value]], attack === 'encoding')), 400);
      }
    }
    await refused('extra fields', post(`token=${stranger.userId}.${UNKNOWN_TOKEN}`), 400);
    await refused('extra fields', post(`token=1.${UNKNOWN_TOKEN}&user_id=${stranger.userId}`), 400);
    await refused('duplicated', post(`token=1.${UNKNOWN_TOKEN}&token=2.${UNKNOWN_TOKEN}`), 400);
  },
  'GET /api/cart-reminders/:token': async () => {
    await refused('extra fields', { url: `/api/cart-reminders/${UNKNOWN_TOKEN}?user_id=1` }, [400, 404]);
    await fuzzPath(pathCallOf('/api/cart-reminders/X'));
  },
  'PATCH /api/users': async () => {
    await fuzzBody({
      method: 'PATCH',
      url: '/api/users',
      base: () => ({ name: 'Otro nombre', phone_number: '6147654321' }),
      fields: [
        { path: ['name'], kind: 'text' },
        { path: ['phone_number'], kind: 'code' },
      ],
    });
    await fuzzSessionCookie(
      jsonRequest('PATCH', '/api/users', '{"name":"Otro","phone_number":"6147654321"}'),
    );
  },
  // Only bad bodies and bad cookies: the good body with the shopper's cookie would delete the account
  // (and the check after each call would catch it).
  'DELETE /api/users/me': async () => {
    await fuzzBody({
      method: 'DELETE',
      url: '/api/users/me',
      base: () => ({ confirmation: 'ELIMINAR' }),
      fields: [{ path: ['confirmation'], kind: 'code' }],
    });
    for (const confirmation of ['eliminar', 'ELIMINAR ', 'SI', '']) {
      await refused('wrong types', jsonRequest('DELETE', '/api/users/me', toJson({ confirmation })));
    }
    await refused('wrong types', {
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: shopper.cookie },
    });
    await fuzzSessionCookie(jsonRequest('DELETE', '/api/users/me', '{"confirmation":"ELIMINAR"}'));
  },
  // The favourites and cart kept with the account: whole lists of ids, bounded; every attack is refused, so
  // nothing is written (the check after each call would see a saved line).
  'PUT /api/users/me/favorites': async () => {
    await fuzzBody({
      method: 'PUT',
      url: '/api/users/me/favorites',
      base: () => ({ favorites: [1] }),
      fields: [{ path: ['favorites', 0], kind: 'number' }],
    });
    await fuzzSavedLists('PUT', '/api/users/me/favorites', (favorites) => ({ favorites }), 'favorites');
    await fuzzSessionCookie(jsonRequest('PUT', '/api/users/me/favorites', '{"favorites":[1]}'));
  },
  'PUT /api/users/me/cart': async () => {
    await fuzzBody({
      method: 'PUT',
      url: '/api/users/me/cart',
      base: () => ({ cart: [{ variant_id: soldOut(), quantity: 1 }] }),
      fields: [
        { path: ['cart', 0, 'variant_id'], kind: 'number' },
        { path: ['cart', 0, 'quantity'], kind: 'number' },
      ],
    });
    await fuzzSavedLists('PUT', '/api/users/me/cart', (cart) => ({ cart }), 'cart');
    await fuzzSessionCookie(jsonRequest('PUT', '/api/users/me/cart', '{"cart":[]}'));
  },
  'POST /api/users/me/lists/merge': async () => {
    const merge = (lists: { favorites?: unknown; cart?: unknown }) => ({ favorites: [], cart: [], ...lists });
    await fuzzBody({
      method: 'POST',
      url: '/api/users/me/lists/merge',
      base: () => ({ favorites: [1], cart: [{ variant_id: soldOut(), quantity: 1 }] }),
      fields: [
        { path: ['favorites', 0], kind: 'number' },
        { path: ['cart', 0, 'variant_id'], kind: 'number' },
        { path: ['cart', 0, 'quantity'], kind: 'number' },
      ],
    });
    await fuzzSavedLists(
      'POST',
      '/api/users/me/lists/merge',
      (favorites) => merge({ favorites }),
      'favorites',
    );
    await fuzzSavedLists('POST', '/api/users/me/lists/merge', (cart) => merge({ cart }), 'cart');
    await fuzzSessionCookie(jsonRequest('POST', '/api/users/me/lists/merge', '{"favorites":[],"cart":[]}'));
  },
  'POST /api/locations': async () => {
    await fuzzBody({ method: 'POST', url: '/api/locations', base: () => address(), fields: ADDRESS_FIELDS });
    await refused(
      'extra fields',
      jsonRequest('POST', '/api/locations', toJson(address({ shipping_address_id: stranger.addressId }))),
    );
    await fuzzSessionCookie(jsonRequest('POST', '/api/locations', toJson(address())));
  },
  'PUT /api/locations': async () => {
    await fuzzBody({
      method: 'PUT',
      url: '/api/locations',
      base: () => address({ shipping_address_id: shopper.addressId, street: 'Calle cambiada' }),
      fields: [...ADDRESS_FIELDS, { path: ['shipping_address_id'], kind: 'number' }],
    });
    // Someone else's address is not found, whatever the body claims.
    const foreign = address({ shipping_address_id: stranger.addressId, street: 'Calle robada' });
    await refused(
      'extra fields',
      jsonRequest('PUT', '/api/locations', toJson(foreign)),
      404,
      'Dirección no encontrada',
    );
    await fuzzSessionCookie(
      jsonRequest('PUT', '/api/locations', toJson(address({ shipping_address_id: shopper.addressId }))),
    );
  },
  'POST /api/shipping/options': async () => {
    await fuzzBody({
      method: 'POST',
      url: '/api/shipping/options',
      base: () => ({
        postal_code: '31000',
        lines: [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }],
      }),
      fields: [
        { path: ['postal_code'], kind: 'code' },
        { path: ['lines', 0, 'variant_id'], kind: 'number' },
        { path: ['lines', 0, 'quantity'], kind: 'number' },
      ],
    });
  },
  'POST /api/payments/create-checkout-session': async () => {
    await control(jsonRequest('POST', CHECKOUT, toJson(checkoutBody())), 409);
    await fuzzBody({
      method: 'POST',
      url: CHECKOUT,
      base: checkoutBody,
      fields: [
        { path: ['products', 0, 'variant_id'], kind: 'number' },
        { path: ['products', 0, 'quantity'], kind: 'number' },
        // A pick-up at the store goes to no address.
        { path: ['shipping_address'], kind: 'number', optional: true },
        {
          path: ['shipping_option'],
          kind: 'code',
          optional: true,
          // Written like an option, it is the sold-out line that stops it.
          takes: (value) =>
            typeof value === 'string' && SHIPPING_OPTION_PATTERN.test(value) ? 409 : undefined,
        },
        // Written like a code, it is the sold-out line that stops it, before the code is looked up.
        {
          path: ['coupon_code'],
          kind: 'code',
          optional: true,
          takes: (value) => (wellWrittenCode(value) ? 409 : undefined),
        },
      ],
    });
    const withLines = (products: unknown) =>
      jsonRequest('POST', CHECKOUT, toJson({ ...checkoutBody(), products }));
    for (const products of ['x', 1, null, true, {}, { variant_id: 1 }, [null], ['x'], [1], [[]], []]) {
      await refused('wrong types', withLines(products));
    }
    const line = { variant_id: soldOut(), quantity: 1 };
    await refused('huge', withLines(Array.from({ length: 101 }, () => line)));
    await refused('oversized', withLines(Array.from({ length: 3_000 }, () => line)), 413, MESSAGES.tooLarge);
    // The same variant on several lines counts as one line with all of their units.
    await refused(
      'duplicated',
      withLines([
        { ...line, quantity: 60 },
        { ...line, quantity: 60 },
      ]),
      400,
      'La cantidad no puede ser mayor que 99.',
    );
    await refused('duplicated', withLines(Array.from({ length: 100 }, () => ({ ...line, quantity: 99 }))));
    // What the storefront sends about a line besides its variant and quantity is not read: these pass
    // validation and stop at the stock, like the same line without them.
    for (const key of EXTRA_KEYS.filter((name) => !['__proto__', 'constructor'].includes(name))) {
      await refused(
        'extra fields',
        withLines([{ ...line, [key]: key === 'user_id' ? stranger.userId : 0 }]),
        409,
      );
    }
    // Someone else's address is not the shopper's to ship to (the boot is in stock: this reaches the check).
    const inStock = [{ variant_id: fixture.variant(1, 'Café', '27'), quantity: 1 }];
    const foreign = { products: inStock, shipping_address: stranger.addressId };
    await refused('extra fields', jsonRequest('POST', CHECKOUT, toJson(foreign)), 422);
    await fuzzSessionCookie(jsonRequest('POST', CHECKOUT, toJson(checkoutBody())));
  },
  'POST /api/payments/cancel': async () => {
    await fuzzRawBody('POST', '/api/payments/cancel', { reads: false, ignored: 200, cookie: shopper.cookie });
    await fuzzSessionCookie({ method: 'POST', url: '/api/payments/cancel' });
  },
  // Without a session cookie: signing out the fuzzing shopper would change what is stored.
  'POST /api/auth/logout': () => fuzzRawBody('POST', '/api/auth/logout', { reads: false, ignored: 200 }),
  'POST /api/payments/webhook': async () => {
    // Raw bytes checked against their signature, so only that is fuzzed: anything unsigned is refused.
    const webhook = (payload: string, headers: Record<string, string | string[]>): ApiRequest => ({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
    const event = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
    });
    const bodies: [Attack, string, string][] = [
      ...BROKEN_JSON.map((body): [Attack, string, string] => ['broken JSON', 'application/json', body]),
      ['SQL', 'application/json', JSON.stringify({ id: SQL[0] })],
      ['script', 'application/json', JSON.stringify({ id: SCRIPT[0] })],
      ['deep nesting', 'application/json', DEEP_BODIES[0] ?? ''],
      ...OTHER_CONTENT_TYPES.map(([type, body]): [Attack, string, string] => ['content type', type, body]),
      ['extra fields', 'application/json', event],
    ];
    const forged = [undefined, 't=1,v1=00', `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}`];
    for (const [attack, type, payload] of bodies) {
      for (const signature of forged) {
        const headers = { 'content-type': type, ...(signature ? { 'stripe-signature': signature } : {}) };
        await refused(attack, webhook(payload, headers), 400, BAD_SIGNATURE);
      }
    }
    const twice = { 'stripe-signature': ['t=1,v1=00', 't=2,v1=00'] };
    await refused('duplicated', webhook(event, twice), 400, BAD_SIGNATURE);
    const oversized = 'x'.repeat(1024 * 1024 + 1);
    await refused(
      'oversized',
      webhook(oversized, { 'stripe-signature': 't=1,v1=00' }),
      413,
      MESSAGES.tooLarge,
    );
  },
  'POST /api/shipping/webhook': async () => {
    // Envia's tracking webhook: raw bytes checked against their signature; anything unsigned is 401.
    const webhook = (payload: string, headers: Record<string, string | string[]>): ApiRequest => ({
      method: 'POST',
      url: '/api/shipping/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
    const event = JSON.stringify({
      carrierName: 'estafeta',
      trackingNumber: '8055241528464720099',
      status: 'Delivered',
      eventDate: '2026-12-02T18:00:00Z',
    });
    const bodies: [Attack, string, string][] = [
      ...BROKEN_JSON.map((body): [Attack, string, string] => ['broken JSON', 'application/json', body]),
      ['SQL', 'application/json', JSON.stringify({ trackingNumber: SQL[0] })],
      ['script', 'application/json', JSON.stringify({ trackingNumber: SCRIPT[0] })],
      ['deep nesting', 'application/json', DEEP_BODIES[0] ?? ''],
      ...OTHER_CONTENT_TYPES.map(([type, body]): [Attack, string, string] => ['content type', type, body]),
      ['extra fields', 'application/json', event],
    ];
    const now = String(Math.floor(Date.now() / 1000));
    const forged: Record<string, string>[] = [
      {},
      { 'x-webhook-id': 'e1', 'x-webhook-timestamp': now, 'x-webhook-signature': 'sha256=00' },
      { 'x-webhook-id': 'e1', 'x-webhook-timestamp': '1', 'x-webhook-signature': `sha256=${'a'.repeat(64)}` },
      { 'x-webhook-id': 'e1', 'x-webhook-timestamp': now, 'x-webhook-signature': `sha256=${'a'.repeat(64)}` },
    ];
    for (const [attack, type, payload] of bodies) {
      for (const signature of forged) {
        await refused(
          attack,
          webhook(payload, { 'content-type': type, ...signature }),
          401,
          BAD_TRACKING_WEBHOOK,
        );
      }
    }
    const twice = {
      'x-webhook-id': 'e1',
      'x-webhook-timestamp': now,
      'x-webhook-signature': ['sha256=00', 'sha256=01'],
    };
    await refused('duplicated', webhook(event, twice), 401, BAD_TRACKING_WEBHOOK);
    await refused(
      'oversized',
      webhook('x'.repeat(64 * 1024 + 1), { 'x-webhook-signature': 'sha256=00' }),
      413,
      MESSAGES.tooLarge,
    );
  },
  // Meta's handshake: without the shop's verify token it answers 403, whatever the query holds.
  'GET /api/whatsapp/webhook': async () => {
    const handshake = (query: string): ApiRequest => ({ url: `/api/whatsapp/webhook?${query}` });
    for (const [attack, values] of attacksOf(PARAMETER_ATTACKS)) {
      for (const value of values) {
        for (const name of ['hub.mode', 'hub.verify_token', 'hub.challenge']) {
          const query = encodeQuery(
            [
              ['hub.mode', 'subscribe'],
              ['hub.verify_token', 'no-es-el-token'],
              ['hub.challenge', '1158201444'],
            ].map(([key, good]): [string, string] => [key ?? '', key === name ? value : (good ?? '')]),
            attack === 'encoding',
          );
          await refused(attack, handshake(query), [400, 403]);
        }
      }
    }
    await refused('extra fields', handshake('hub.mode=subscribe&hub.challenge=1&user_id=1'), 403);
    await refused(
      'duplicated',
      handshake('hub.verify_token=a&hub.verify_token=b&hub.challenge=1'),
      [400, 403],
    );
  },
  // Meta's notifications: raw bytes checked against X-Hub-Signature-256; anything unsigned is 401.
  'POST /api/whatsapp/webhook': async () => {
    const webhook = (payload: string, headers: Record<string, string | string[]>): ApiRequest => ({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
    const baja = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { field: 'messages', value: { messages: [{ from: '5216141234567', text: { body: 'BAJA' } }] } },
          ],
        },
      ],
    });
    const bodies: [Attack, string, string][] = [
      ...BROKEN_JSON.map((body): [Attack, string, string] => ['broken JSON', 'application/json', body]),
      ['SQL', 'application/json', JSON.stringify({ entry: SQL[0] })],
      ['script', 'application/json', JSON.stringify({ entry: SCRIPT[0] })],
      ['deep nesting', 'application/json', DEEP_BODIES[0] ?? ''],
      ...OTHER_CONTENT_TYPES.map(([type, body]): [Attack, string, string] => ['content type', type, body]),
      ['extra fields', 'application/json', baja],
    ];
    const forged: Record<string, string>[] = [
      {},
      { 'x-hub-signature-256': 'sha256=00' },
      { 'x-hub-signature-256': `sha256=${'a'.repeat(64)}` },
      { 'x-hub-signature-256': 'a'.repeat(71) },
    ];
    for (const [attack, type, payload] of bodies) {
      for (const signature of forged) {
        await refused(
          attack,
          webhook(payload, { 'content-type': type, ...signature }),
          401,
          WHATSAPP_BAD_SIGNATURE,
        );
      }
    }
    const twice = { 'x-hub-signature-256': ['sha256=00', 'sha256=01'] };
    await refused('duplicated', webhook(baja, twice), 401, WHATSAPP_BAD_SIGNATURE);
    await refused(
      'oversized',
      webhook('x'.repeat(256 * 1024 + 1), { 'x-hub-signature-256': 'sha256=00' }),
      413,
      MESSAGES.tooLarge,
    );
  },
};

/** `GET /api/...` and the other methods of every /api route the app registers, as Fastify prints them. */
describe('every /api call fed bad input', () => {
  afterEach(async () => {
    expect(await storedContents(database.db)).toEqual(baseline);
    expect(await rowsOf(shopper)).toEqual(shopperRows);
  });

  it('is fuzzed here, so that a new call cannot go without', () => {
    // The back-office's calls are staff-only (404 to anyone else) and have their own tests of bad input.
    expect(Object.keys(FUZZ).sort()).toEqual(
      registeredRoutes(app).filter((route) => route.includes(' /api/') && !route.includes(' /api/admin/')),
    );
  });

  for (const [route, fuzz] of Object.entries(FUZZ)) {
    it(`${route} answers a Spanish 4xx, repeats nothing and changes nothing`, { timeout: 60_000 }, fuzz);
  }

  it('an undecodable or overlong path is refused in Spanish too, by the router itself', async () => {
    const headers = { cookie: shopper.cookie };
    for (const call of PATH_CALLS) {
      for (const [attack, values] of attacksOf(PARAMETER_ATTACKS)) {
        for (const value of values) {
          const segment = attack === 'encoding' ? value : encodeURIComponent(value);
          if (!routerRefuses(segment)) continue;
          const [status, message] = decodes(segment)
            ? [414, 'La dirección de la petición es demasiado larga.']
            : [400, 'La dirección de la petición no es válida.'];
          await refused(attack, pathRequest(call, segment), status, message);
        }
      }
      await refused('huge', pathRequest(call, '1'.repeat(ROUTER_LENGTH_LIMIT + 1)), 414);
      // Fastify's own answer repeats the path as sent, markup included.
      await refused('script', pathRequest(call, `%E0${SCRIPT[0]}`), 400);
    }
    for (const url of ['/api/products/%E0%A4%A', '/api/%', '/api/locations/%C0/x']) {
      await refused('encoding', { url, headers }, 400, 'La dirección de la petición no es válida.');
    }
    // No hook runs for these answers; they carry the shop's headers all the same.
    const answer = await app.inject('/api/%');
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      'x-frame-options': 'DENY',
      'x-request-id': expect.any(String),
    });
  });
});

describe('good input carrying hostile values', () => {
  it('a price, a total or another user sent with a checkout does not change what is charged', async () => {
    // The checkout reaches the local hosted checkout over HTTP, so this one runs on a real port.
    const shop = await startShopServer(database, { RATE_LIMITS: 'off' });
    try {
      const buyer = await createShopper(database, 'compradora@correo.test');
      const boot = fixture.variant(1, 'Café', '27');
      const [before] = await database.db.select().from(variants).where(eq(variants.id, boot));
      const response = await fetch(`${shop.url}${CHECKOUT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: buyer.cookie },
        body: JSON.stringify({
          products: [
            { variant_id: boot, quantity: 1, price: 1, final_price: 1, total: 1, user_id: stranger.userId },
          ],
          shipping_address: buyer.addressId,
        }),
      });
      count('extra fields');
      expect(response.status).toBe(201);
      const { sessionId } = (await response.json()) as { sessionId: string };
      const hosted = await devPayStripe(shop.url).checkout.sessions.retrieve(sessionId);
      expect(hosted.amount_total).toBe(2499_00);
      const cancelled = await fetch(`${shop.url}/api/payments/cancel`, {
        method: 'POST',
        headers: { ...FROM_THE_SHOP, cookie: buyer.cookie },
      });
      expect(cancelled.status).toBe(200);
      const [after] = await database.db.select().from(variants).where(eq(variants.id, boot));
      expect(after?.stock).toBe(before?.stock);
    } finally {
      await shop.app.close();
    }
  });

  it('SQL and markup typed as a name or a street are kept as text and sent back only as JSON', async () => {
    const writer = await createShopper(database, 'texto@correo.test');
    const name = "Robert'); DROP TABLE users; --";
    const renamed = await send(
      'SQL',
      jsonRequest('PATCH', '/api/users', JSON.stringify({ name, phone_number: '6141234567' }), writer.cookie),
    );
    expect(renamed.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: writer.cookie } });
    expect(me.json<{ name: string }>().name).toBe(name);

    const street = '<script>alert(1)</script>';
    const saved = await send(
      'script',
      jsonRequest('POST', '/api/locations', toJson(address({ street })), writer.cookie),
    );
    expect(saved.statusCode).toBe(201);
    const list = await app.inject({ url: '/api/locations', headers: { cookie: writer.cookie } });
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.headers['x-content-type-options']).toBe('nosniff');
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.json<{ street: string }[]>().map((row) => row.street)).toContain(street);
    // Nobody else's data was touched, and the users table is still there.
    expect(await rowsOf(shopper)).toEqual(shopperRows);
  });

  it('of two equal keys the last is read, and only what the shopper may change is changed', async () => {
    const writer = await createShopper(database, 'dos-claves@correo.test');
    const response = await send(
      'duplicated',
      jsonRequest(
        'PATCH',
        '/api/users',
        '{"name":"<script>alert(1)</script>","phone_number":"6141234567","name":"Ana"}',
        writer.cookie,
      ),
    );
    expect(response.statusCode).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.id, writer.userId));
    expect(user?.name).toBe('Ana');
    expect(user?.email).toBe('dos-claves@correo.test');
  });

  it('signing out with another user named in the body ends only the caller’s session', async () => {
    const leaving = await createShopper(database, 'se-va@correo.test');
    const response = await send(
      'extra fields',
      jsonRequest('POST', '/api/auth/logout', JSON.stringify({ user_id: stranger.userId }), leaving.cookie),
    );
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: leaving.cookie } })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: stranger.cookie } })).statusCode).toBe(
      200,
    );
  });
});

describe('the fuzzing itself', () => {
  it('sent every kind of attack', () => {
    reportEveryAttack('Fuzzing');
  });
});
