import { COUPON_CODE_PATTERN, MAX_ID, normalizeCouponCode } from '@store/contract';
import {
  MAX_PICTURE_BYTES,
  MAX_SEPOMEX_FILE_BYTES,
  SAT_PRODUCT_KEY_MESSAGE,
  SUBSTITUTION_MESSAGE,
} from '@store/contract/admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices, ordersSeen } from '../../db/schema';
import { MESSAGES } from '../../http/errors';
import { startAdminTestApp, STAFF_EMAIL, type AdminTestAppWithCatalogue } from '../../test/admin-app';
import { DEPARTMENT_NOT_FOUND } from '../catalog';
import { MONTH_NOT_STARTED, NOTHING_TO_COVER } from '../invoices/global-invoice/global-invoice';
import { CREDIT_NOTE_NOT_FOUND } from '../invoices/credit-notes/credit-note-files';
import { INVOICE_NOT_FOUND } from '../invoices/global-invoice/month-invoices';
import {
  attacksOf,
  BROKEN_JSON,
  CODE_ATTACKS,
  createFuzzer,
  DEEP_BODIES,
  encodeQuery,
  EXTRA_KEYS,
  Literal,
  NUMBER_ATTACKS,
  OTHER_CONTENT_TYPES,
  PARAMETER_ATTACKS,
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
} from '../../test/fuzz';
import { registeredRoutes } from '../../test/registered-routes';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

/**
 * Every back-office call, signed in as staff, fed what the public API's calls are fed in
 * src/http/input-fuzz.test.ts: wrong types, huge, negative and fractional numbers, keys and parameters
 * sent twice, fields the call does not have, SQL and markup, deep nesting, oversized and broken bodies,
 * other content types, undecodable text; and to the uploads, files that are not what they claim. Staff
 * get the same answer as a shopper would: a 4xx JSON `{ error }` in Spanish that repeats nothing it was
 * sent, and nothing stored changes. Each write is validated like the public API's.
 */

let t: AdminTestAppWithCatalogue;
let baseline: Record<string, string>;
/** A stamped global invoice, to download; nothing here can cancel it. */
let invoice: number;
const { send, refused, answered, control, reportEveryAttack } = createFuzzer(() => t.app);

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      kind: 'global',
      status: 'vigente',
      requestedBy: STAFF_EMAIL,
      idempotencyKey: 'global-2000-12-fuzz',
      providerInvoiceId: 'fuzz-global',
      uuid: '6F1C5C2E-8B4A-4C55-9F0E-2D9B8C7A6E51',
      series: 'G',
      folioNumber: 1,
      rfc: 'XAXX010101000',
      legalName: 'PUBLICO EN GENERAL',
      taxRegime: '616',
      postalCode: '31000',
      cfdiUse: 'S01',
      paymentForm: '04',
      totalCents: 2499_00,
      period: '2000-12',
      issuedAt: new Date('2001-01-02T18:00:00Z'),
      xml: '<cfdi:Comprobante/>',
      pdf: Buffer.from('%PDF-1.7\n%%EOF'),
    })
    .returning();
  invoice = row!.id;
  // The owner has looked at the orders once: asking the count again stores nothing new.
  await t.app.inject({
    headers: FROM_THE_SHOP,
    method: 'POST',
    url: '/api/admin/orders/seen',
    cookies: t.staff,
  });
  baseline = await storedContents(t.database.db);
});
afterAll(() => t?.close());

/** Ids that name nothing: a request that got past validation stops at "not found" and changes nothing. */
const NO_PRODUCT = 999_999;
const NO_ORDER = 999_999;
const NO_INVOICE = 999_999;
const NO_CREDIT_NOTE = 999_999;
const NO_DEPARTMENT = 999_999;
const NO_SYNONYM = 999_999;
/** A folio fiscal no invoice here has. */
const SUBSTITUTE = '0C3A9E1B-5D7F-4A2B-8E6C-1F0D2B3A4C5E';
/** Months written almost as AAAA-MM: each one is refused. */
const NOT_MONTHS = [
  '2026-13',
  '2026-00',
  '2026-1',
  '2026-011',
  '202611',
  '2026-11-01',
  '2026/11',
  '11-2026',
  '1999-12',
  '2100-01',
  ' 2026-11',
  '2026-11 ',
  '２０２６-11',
];
/** Product 1 of the test catalogue, colour Café, with pictures p1-c1-1.webp and p1-c1-2.webp. */
const PICTURES = '/api/admin/products/1/colors/1/pictures';

const staff = (request: ApiRequest): ApiRequest => ({ ...request, cookies: t.staff });
const jsonRequest = (method: Method, url: string, payload: string | Buffer): ApiRequest =>
  staff({ method, url, headers: { 'content-type': 'application/json' }, payload });

// ---------------------------------------------------------------------------------------------------
// Query strings

type Param = {
  kind: 'strict' | 'text';
  sample: string;
  /** Values among the attacks that are good for this parameter. */
  accepts?: readonly string[];
};

/** What a text parameter takes: up to 100 characters, without control characters (`%ZZ` stays as sent). */
const takesText = (sent: string) => {
  let text = sent;
  try {
    text = decodeURIComponent(sent);
  } catch {
    // Not decodable: the query parser keeps it as it was sent.
  }
  return text.trim().length <= 100 && !/[\p{Cc}\p{Cs}]/u.test(text);
};

/** `base` is a good query, for a call with a required parameter; each attack replaces one of its own. */
async function fuzzQuery(path: string, params: Record<string, Param>, base: Query = []): Promise<void> {
  const get = (...parts: string[]): ApiRequest => {
    const query = parts.filter(Boolean).join('&');
    return staff({ url: `${path}${query ? `?${query}` : ''}` });
  };
  const others = (name: string) => encodeQuery(base.filter(([key]) => key !== name));
  await control(get(encodeQuery(base)), 200);
  for (const [name, param] of Object.entries(params)) {
    await control(get(others(name), encodeQuery([[name, param.sample]])), 200);
    for (const [attack, values] of attacksOf(PARAMETER_ATTACKS)) {
      for (const value of values) {
        const raw = attack === 'encoding';
        const request = get(others(name), encodeQuery([[name, value]], raw));
        const sentValue = raw ? value : encodeURIComponent(value);
        if (param.accepts?.includes(value) || (param.kind === 'text' && takesText(sentValue))) {
          await answered(attack, request);
        } else {
          await refused(attack, request);
        }
      }
    }
    // Sent twice (a list), or in a bracket notation some parsers turn into a list or an object.
    await refused(
      'duplicated',
      get(
        others(name),
        encodeQuery([
          [name, param.sample],
          [name, param.sample],
        ]),
      ),
    );
    await refused(
      'duplicated',
      get(
        others(name),
        encodeQuery([
          [name, param.sample],
          [name, 'x'],
        ]),
      ),
    );
    for (const key of [`${name}[]`, `${name}[0]`, `${name}[a]`]) {
      await refused(
        'wrong types',
        get(encodeQuery(base), encodeQuery([[key, param.sample]])),
        400,
        MESSAGES.unknownField,
      );
    }
  }
  const unknown: [Attack, string][] = [
    ...EXTRA_KEYS.map((key): [Attack, string] => ['extra fields', encodeURIComponent(key)]),
    ...SQL.map((key): [Attack, string] => ['SQL', encodeURIComponent(key)]),
    ...SCRIPT.map((key): [Attack, string] => ['script', encodeURIComponent(key)]),
    ['encoding', '%ZZ'],
    ['deep nesting', `a${'[a]'.repeat(2_000)}`],
    ['huge', 'x'.repeat(5_000)],
  ];
  for (const [attack, key] of unknown) {
    await refused(attack, get(encodeQuery(base), `${key}=1`), 400, MESSAGES.unknownField);
  }
}

/** A call without query or body: what is added to its query is not read, and the answer stays the same. */
async function fuzzWithoutInput(path: string): Promise<void> {
  const plain = await control(staff({ url: path }), 200);
  const queries: [Attack, string][] = [
    ['extra fields', 'role=admin&is_admin=true&user_id=1'],
    ['SQL', `q=${encodeURIComponent(SQL[0] ?? '')}`],
    ['script', `q=${encodeURIComponent(SCRIPT[0] ?? '')}`],
    ['duplicated', 'a=1&a=2'],
    ['wrong types', 'a[]=1&a[b]=2'],
    ['encoding', '%ZZ=%00'],
  ];
  for (const [attack, query] of queries) {
    const response = await answered(attack, staff({ url: `${path}?${query}` }));
    expect(response.body, query).toBe(plain.body);
  }
}

// ---------------------------------------------------------------------------------------------------
// Path parameters

/** `template` builds the call's address with one parameter replaced by each attack. */
type PathCall = { method: Method; template: (value: string) => string; body?: () => ApiRequest };

async function fuzzPath({ method, template, body }: PathCall): Promise<void> {
  for (const [attack, values] of attacksOf(PARAMETER_ATTACKS)) {
    for (const value of values) {
      const segment = attack === 'encoding' ? value : encodeURIComponent(value);
      if (routerRefuses(segment)) continue;
      await refused(attack, staff({ ...body?.(), method, url: template(segment) }), [400, 404]);
    }
  }
  for (const value of ['..', '.', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F', 'a%2Fb', '%5C']) {
    await refused('encoding', staff({ ...body?.(), method, url: template(value) }), [400, 404]);
  }
}

// ---------------------------------------------------------------------------------------------------
// Bodies

type Field = {
  path: readonly (string | number)[];
  kind: 'number' | 'code' | 'text';
  optional?: boolean;
  /** Attack values the field takes (a CSV is any text): the call answers them with this status. */
  takes?: (value: unknown) => number | undefined;
  /** Attack values not sent to this field: they are good and would be stored. */
  skip?: (value: unknown) => boolean;
};
type BodyCall = {
  method: 'POST' | 'PUT';
  url: string;
  /** A good body; each attack makes it bad (or is answered without storing anything). */
  base: () => Json;
  fields: readonly Field[];
  /**
   * What a body that passes validation is answered: the good body names something that is not there,
   * so an attack value that is good for its field (a SQL-looking name) stops there and stores nothing.
   */
  passes?: number;
  /** The call's own body limit, when larger than the app's 64 KiB. */
  bodyLimit?: number;
};

async function fuzzBody(call: BodyCall): Promise<void> {
  const post = (body: Json | string) =>
    jsonRequest(call.method, call.url, typeof body === 'string' ? body : toJson(body));
  const adding = (members: string) => post(`${toJson(call.base()).slice(0, -1)},${members}}`);
  const catalogues = { number: NUMBER_ATTACKS, code: CODE_ATTACKS, text: TEXT_ATTACKS };
  const refusedOrTaken = async (field: Field, attack: Attack, request: ApiRequest, value: unknown) => {
    const status = field.takes?.(value);
    if (status === undefined) await refused(attack, request, call.passes ? [400, call.passes] : 400);
    else if (status < 300) await answered(attack, request, status);
    else await refused(attack, request, status);
  };
  for (const field of call.fields) {
    for (const [attack, values] of attacksOf<unknown>(catalogues[field.kind])) {
      for (const value of values.filter((item) => !field.skip?.(item))) {
        await refusedOrTaken(field, attack, post(withValue(call.base(), field.path, value)), value);
      }
    }
    if (!field.optional) await refused('wrong types', post(withValue(call.base(), field.path, undefined)));
    await refused(
      'deep nesting',
      post(withValue(call.base(), field.path, new Literal(DEEP_BODIES[0] ?? ''))),
    );
    if (field.path.length === 1) {
      for (const bad of ['[]', '{"a":1}']) {
        const request = adding(`"${field.path[0]}":${bad}`);
        if (field.skip?.(JSON.parse(bad))) continue;
        await refused('duplicated', request, call.passes ? [400, call.passes] : 400);
      }
    }
  }

  const strings = call.fields.filter((field) => field.kind !== 'number');
  for (const [attack, payloads] of [
    ['SQL', SQL],
    ['script', SCRIPT],
  ] as const) {
    for (const payload of payloads) {
      for (const field of strings) {
        await refusedOrTaken(field, attack, post(withValue(call.base(), field.path, payload)), payload);
      }
      await refused(attack, adding(`${JSON.stringify(payload)}:1`), 400, MESSAGES.unknownField);
    }
  }

  for (const key of EXTRA_KEYS) await refused('extra fields', adding(`"${key}":1`));
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
  await fuzzRawBody(call.method, call.url, { reads: true, bodyLimit: call.bodyLimit });
}

/**
 * What the body parser gets: broken JSON, deep nesting, oversized and other content types. A call that
 * `reads` no body ignores good JSON and answers `ignored` (a not-found id keeps it from changing anything).
 */
async function fuzzRawBody(
  method: Method,
  url: string,
  options: { reads: true; bodyLimit?: number } | { reads: false; ignored: number },
): Promise<void> {
  const withBody = (payload: string | Buffer, type?: string): ApiRequest =>
    staff({ method, url, payload, headers: type ? { 'content-type': type } : {} });
  const json = (payload: string | Buffer) => withBody(payload, 'application/json');
  // A call that reads no body answers as it would without one: its not-found error, or its success.
  const ignoredOrRefused = async (attack: Attack, request: ApiRequest) => {
    if (options.reads) await refused(attack, request);
    else if (options.ignored < 300) await answered(attack, request, options.ignored);
    else await refused(attack, request, options.ignored);
  };

  for (const body of BROKEN_JSON) await refused('broken JSON', json(body), 400, MESSAGES.invalidJson);
  for (const body of DEEP_BODIES) {
    if (body.includes('__proto__')) await refused('deep nesting', json(body), 400, MESSAGES.invalidJson);
    else await ignoredOrRefused('deep nesting', json(body));
  }
  const limit = (options.reads ? options.bodyLimit : undefined) ?? 64 * 1024;
  await refused('oversized', json(JSON.stringify({ name: 'x'.repeat(limit + 1) })), 413, MESSAGES.tooLarge);
  for (const [type, body] of OTHER_CONTENT_TYPES) {
    await refused('content type', withBody(body, type), 415);
  }
  await refused('content type', withBody(Buffer.from('{"name":"Ana"}')), 415, MESSAGES.unsupportedMediaType);
  const notUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]);
  await ignoredOrRefused('encoding', json(notUtf8));
  if (!options.reads) {
    for (const key of EXTRA_KEYS.filter((name) => !['__proto__', 'constructor'].includes(name))) {
      await ignoredOrRefused('extra fields', json(JSON.stringify({ [key]: 1 })));
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Uploads: the file itself as the body

/** Files that are not what they claim, other types, an empty and an oversized body. */
async function fuzzUpload(url: string, types: readonly string[], maxBytes: number): Promise<void> {
  const upload = (payload: string | Buffer, type?: string): ApiRequest =>
    staff({ method: 'POST', url, payload, headers: type ? { 'content-type': type } : {} });
  const notFiles: [Attack, string | Buffer][] = [
    ['wrong types', 'hola, no soy un archivo'],
    ['wrong types', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF')],
    ['script', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['script', SCRIPT[0] ?? ''],
    ['SQL', SQL[1] ?? ''],
    ['encoding', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x00])],
    ['encoding', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00])],
    ['deep nesting', DEEP_BODIES[0] ?? ''],
    ['broken JSON', '{'],
    ['huge', Buffer.alloc(1024 * 1024, 0x41)],
  ];
  for (const type of types) {
    for (const [attack, body] of notFiles) await refused(attack, upload(body, type), [400, 422]);
    await refused('wrong types', upload(Buffer.alloc(0), type), [400, 415, 422]);
    await refused('oversized', upload(Buffer.alloc(maxBytes + 1), type), 413, MESSAGES.tooLarge);
  }
  const otherTypes: [string, string | Buffer][] = [
    ...OTHER_CONTENT_TYPES.filter(([type]) => !types.includes(type)),
    ['application/json', '{"name":"foto.png"}'],
    ['application/json', '{"__proto__":{"role":"admin"}}'],
    ['image/gif', Buffer.from('GIF89a')],
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['application/pdf', '%PDF-1.7'],
    ['image/png; charset=<script>', 'x'],
  ];
  // A picture type with parameters is still that type: its content is checked, and refused.
  for (const [type, body] of otherTypes) await refused('content type', upload(body, type), [400, 415, 422]);
  await refused('content type', upload(Buffer.from('\u0000\u0001')), 415);
  await refused(
    'duplicated',
    staff({
      method: 'POST',
      url,
      payload: 'x',
      headers: { 'content-type': [types[0] ?? '', 'application/json'] },
    }),
    [400, 415, 422],
  );
  for (const body of BROKEN_JSON.slice(0, 3)) {
    await refused('broken JSON', upload(body, 'application/json'), [400, 415]);
  }
}

// ---------------------------------------------------------------------------------------------------
// Every back-office call, and how it is fuzzed

const variant = (overrides: Json = {}): Json => ({
  size_id: 1,
  price: 1999,
  discount_percentage: 0,
  stock: 3,
  ...overrides,
});
const product = (sizeId = 1): Json => ({
  name: 'Bota de prueba',
  brand_name: 'Marca de prueba',
  category_id: 3,
  target_audience: 'hombre',
  description: 'Una bota.',
  is_new: false,
  colors: [{ name: 'Café', hex: '#5a3a22', variants: [variant({ size_id: sizeId })] }],
});
const PRODUCT_FIELDS: Field[] = [
  { path: ['name'], kind: 'text' },
  { path: ['brand_name'], kind: 'text' },
  { path: ['category_id'], kind: 'number' },
  { path: ['target_audience'], kind: 'code' },
  { path: ['description'], kind: 'text' },
  { path: ['is_new'], kind: 'code' },
  { path: ['colors'], kind: 'number' },
  { path: ['colors', 0, 'color_id'], kind: 'number', optional: true },
  { path: ['colors', 0, 'name'], kind: 'text' },
  { path: ['colors', 0, 'hex'], kind: 'code' },
  { path: ['colors', 0, 'variants'], kind: 'number' },
  { path: ['colors', 0, 'variants', 0, 'size_id'], kind: 'number' },
  { path: ['colors', 0, 'variants', 0, 'price'], kind: 'number' },
  { path: ['colors', 0, 'variants', 0, 'discount_percentage'], kind: 'number' },
  { path: ['colors', 0, 'variants', 0, 'stock'], kind: 'number' },
  { path: ['colors', 0, 'variants', 0, 'stock_loaded'], kind: 'number', optional: true },
];
const banners = (): Json => ({
  banners: [1, 2, 3, 4].map((position) => ({
    title: `Banner ${position}`,
    subtitle: 'Temporada',
    link: '/products/list',
    // The last picture is not among the shop's: what passes validation stops there, nothing is stored.
    image: position === 4 ? 'no-existe.webp' : 'p1-c1-1.webp',
  })),
});

const NO_PROMOTION = 999_999;
/** A good promotion but for its product, which is not there: what passes validation is refused there. */
const promotion = (): Json => ({
  name: 'Segundo par al 50 %',
  kind: 'percent',
  percent_off: 20,
  starts_on: '2026-12-01',
  ends_on: '2026-12-24',
  minimum_purchase: 1500,
  category_ids: [1],
  brand_ids: [1],
  product_ids: [NO_PRODUCT],
  stackable: false,
});
/** A good code but for its product, which is not there: what passes validation is refused there. */
const coupon = (): Json => ({
  code: 'VAQUERO10',
  kind: 'percent',
  percent_off: 10,
  amount_off: null,
  minimum_purchase: 1500,
  starts_on: '2026-12-01',
  ends_on: '2026-12-24',
  max_uses: 100,
  max_uses_per_customer: 1,
  category_ids: [1],
  product_ids: [NO_PRODUCT],
});
const COUPON_FIELDS: Field[] = [
  // Any case and spaces around are the same code; a code well written is checked further (422).
  {
    path: ['code'],
    kind: 'code',
    takes: (value) =>
      typeof value === 'string' && COUPON_CODE_PATTERN.test(normalizeCouponCode(value)) ? 422 : undefined,
  },
  { path: ['kind'], kind: 'code' },
  { path: ['percent_off'], kind: 'number' },
  { path: ['amount_off'], kind: 'number' },
  { path: ['minimum_purchase'], kind: 'number' },
  { path: ['starts_on'], kind: 'code' },
  { path: ['ends_on'], kind: 'code' },
  { path: ['max_uses'], kind: 'number' },
  { path: ['max_uses_per_customer'], kind: 'number' },
  { path: ['category_ids', 0], kind: 'number' },
  { path: ['product_ids', 0], kind: 'number' },
];
const PROMOTION_FIELDS: Field[] = [
  { path: ['name'], kind: 'text' },
  { path: ['kind'], kind: 'code' },
  { path: ['percent_off'], kind: 'number' },
  { path: ['starts_on'], kind: 'code' },
  { path: ['ends_on'], kind: 'code' },
  { path: ['minimum_purchase'], kind: 'number' },
  { path: ['category_ids'], kind: 'number' },
  { path: ['category_ids', 0], kind: 'number' },
  { path: ['brand_ids', 0], kind: 'number' },
  { path: ['product_ids', 0], kind: 'number' },
  { path: ['stackable'], kind: 'number' },
];

const FUZZ: Record<string, () => Promise<void>> = {
  'GET /api/admin/session': () => fuzzWithoutInput('/api/admin/session'),
  'GET /api/admin/catalog-options': () => fuzzWithoutInput('/api/admin/catalog-options'),
  'GET /api/admin/home': () => fuzzWithoutInput('/api/admin/home'),
  'GET /api/admin/postal-codes': () => fuzzWithoutInput('/api/admin/postal-codes'),
  'GET /api/admin/promotions': () => fuzzWithoutInput('/api/admin/promotions'),
  'POST /api/admin/promotions': async () => {
    // A good promotion on a product that is not there: it stops there (422), and nothing is stored.
    await control(jsonRequest('POST', '/api/admin/promotions', toJson(promotion())), 422);
    await fuzzBody({
      method: 'POST',
      url: '/api/admin/promotions',
      base: promotion,
      fields: PROMOTION_FIELDS,
      passes: 422,
    });
  },
  'PUT /api/admin/promotions/:id': async () => {
    const body = () => jsonRequest('PUT', '', toJson(promotion()));
    await fuzzPath({ method: 'PUT', template: (id) => `/api/admin/promotions/${id}`, body });
    await fuzzBody({
      method: 'PUT',
      url: `/api/admin/promotions/${NO_PROMOTION}`,
      base: promotion,
      fields: PROMOTION_FIELDS,
      passes: 404,
    });
  },
  'POST /api/admin/promotions/:id/archive': async () => {
    await control(staff({ method: 'POST', url: `/api/admin/promotions/${NO_PROMOTION}/archive` }), 404);
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/promotions/${id}/archive` });
    await fuzzRawBody('POST', `/api/admin/promotions/${NO_PROMOTION}/archive`, {
      reads: false,
      ignored: 404,
    });
  },

  'GET /api/admin/coupons': () => fuzzWithoutInput('/api/admin/coupons'),
  'POST /api/admin/coupons': async () => {
    // A good code on a product that is not there: it stops there (422), and nothing is stored.
    await control(jsonRequest('POST', '/api/admin/coupons', toJson(coupon())), 422);
    await fuzzBody({
      method: 'POST',
      url: '/api/admin/coupons',
      base: coupon,
      fields: COUPON_FIELDS,
      passes: 422,
    });
  },
  'PUT /api/admin/coupons/:id': async () => {
    const body = () => jsonRequest('PUT', '', toJson(coupon()));
    await fuzzPath({ method: 'PUT', template: (id) => `/api/admin/coupons/${id}`, body });
    await fuzzBody({
      method: 'PUT',
      url: `/api/admin/coupons/${NO_PROMOTION}`,
      base: coupon,
      // The code is looked for before its fields: one that is not there is 404 whatever it says.
      fields: COUPON_FIELDS.map((field) => ({
        ...field,
        takes: (value: unknown) => (field.takes?.(value) === undefined ? undefined : 404),
      })),
      passes: 404,
    });
  },
  'POST /api/admin/coupons/:id/archive': async () => {
    await control(staff({ method: 'POST', url: `/api/admin/coupons/${NO_PROMOTION}/archive` }), 404);
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/coupons/${id}/archive` });
    await fuzzRawBody('POST', `/api/admin/coupons/${NO_PROMOTION}/archive`, { reads: false, ignored: 404 });
  },

  'GET /api/admin/customers': () =>
    fuzzQuery('/api/admin/customers', {
      search: { kind: 'text', sample: 'lucia' },
      sort: { kind: 'strict', sample: 'spent', accepts: ['name', 'orders', 'spent', 'last_order'] },
      direction: { kind: 'strict', sample: 'asc', accepts: ['asc', 'desc'] },
      page: { kind: 'strict', sample: '2' },
    }),
  // A file, not JSON: its search is any text (the list's fuzzing covers it); its order is checked here.
  'GET /api/admin/customers/export.csv': () =>
    fuzzQuery('/api/admin/customers/export.csv', {
      sort: { kind: 'strict', sample: 'spent' },
      direction: { kind: 'strict', sample: 'asc' },
    }),
  // A customer who is not there: 404 before the page is read, so no view is written to the Bitácora.
  'GET /api/admin/customers/:id': async () => {
    await control(staff({ url: `/api/admin/customers/${NO_ORDER}` }), 404);
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/customers/${id}` });
  },
  'PUT /api/admin/customers/:id/note': async () => {
    const url = `/api/admin/customers/${NO_ORDER}/note`;
    await control(jsonRequest('PUT', url, toJson({ note: 'Prefiere la tarde' })), 404);
    await fuzzPath({
      method: 'PUT',
      template: (id) => `/api/admin/customers/${id}/note`,
      body: () => jsonRequest('PUT', '', toJson({ note: 'Prefiere la tarde' })),
    });
    await fuzzBody({
      method: 'PUT',
      url,
      base: () => ({ note: 'Prefiere la tarde' }),
      passes: 404,
      fields: [{ path: ['note'], kind: 'text' }],
    });
  },

  'GET /api/admin/dashboard': () =>
    fuzzQuery('/api/admin/dashboard', { threshold: { kind: 'strict', sample: '5' } }),
  'GET /api/admin/low-stock': () =>
    fuzzQuery('/api/admin/low-stock', {
      threshold: { kind: 'strict', sample: '5' },
      search: { kind: 'text', sample: 'bota' },
      sort: { kind: 'strict', sample: 'sales', accepts: ['stock', 'sales'] },
      page: { kind: 'strict', sample: '2' },
    }),
  'GET /api/admin/audit': () =>
    fuzzQuery('/api/admin/audit', {
      page: { kind: 'strict', sample: '2' },
      actor: { kind: 'text', sample: 'dueno' },
      kind: { kind: 'strict', sample: 'pedidos' },
      from: { kind: 'strict', sample: '2026-10-01' },
      to: { kind: 'strict', sample: '2026-10-01' },
    }),
  'GET /api/admin/messages': () =>
    fuzzQuery('/api/admin/messages', {
      group: { kind: 'strict', sample: 'pedidos' },
      state: { kind: 'strict', sample: 'fallido' },
      recipient: { kind: 'text', sample: 'correo' },
      from: { kind: 'strict', sample: '2026-10-01' },
      to: { kind: 'strict', sample: '2026-10-01' },
      page: { kind: 'strict', sample: '2' },
    }),
  'POST /api/admin/messages/:id/resend': async () => {
    // No such message: a good body stops at 404 and nothing is queued.
    const url = `/api/admin/messages/${NO_ORDER}/resend`;
    await control(jsonRequest('POST', url, '{}'), 404);
    await fuzzPath({
      method: 'POST',
      template: (id) => `/api/admin/messages/${id}/resend`,
      body: () => jsonRequest('POST', '', '{}'),
    });
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ to: 'otra@correo.test' }),
      passes: 404,
      fields: [{ path: ['to'], kind: 'text', optional: true }],
    });
  },
  'POST /api/admin/orders/:id/notes': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/notes`;
    await control(jsonRequest('POST', url, toJson({ text: 'Pidió regalo' })), 404);
    await fuzzPath({
      method: 'POST',
      template: (id) => `/api/admin/orders/${id}/notes`,
      body: () => jsonRequest('POST', '', toJson({ text: 'Pidió regalo' })),
    });
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ text: 'Pidió regalo' }),
      passes: 404,
      fields: [{ path: ['text'], kind: 'text' }],
    });
  },
  'GET /api/admin/products': () =>
    fuzzQuery('/api/admin/products', {
      search: { kind: 'text', sample: 'bota' },
      category_id: { kind: 'strict', sample: '3' },
      hidden: { kind: 'strict', sample: 'true', accepts: ['true', 'false'] },
      page: { kind: 'strict', sample: '2' },
    }),
  'GET /api/admin/orders': () =>
    fuzzQuery('/api/admin/orders', {
      status: { kind: 'strict', sample: 'enviado' },
      from: { kind: 'strict', sample: '2024-01-01' },
      to: { kind: 'strict', sample: '2024-12-31' },
      search: { kind: 'text', sample: 'NW-' },
      page: { kind: 'strict', sample: '2' },
    }),
  'GET /api/admin/orders/export.csv': () =>
    fuzzQuery(
      '/api/admin/orders/export.csv',
      {
        from: { kind: 'strict', sample: '2024-01-01' },
        to: { kind: 'strict', sample: '2024-12-31' },
      },
      [
        ['from', '2024-01-01'],
        ['to', '2024-12-31'],
      ],
    ),
  'GET /api/admin/products/export.csv': async () => {
    // A file, not JSON: what is added to its query is not read, and the file stays the same.
    const url = '/api/admin/products/export.csv';
    const plain = await control(staff({ url }), 200);
    for (const [attack, query] of [
      ['extra fields', 'role=admin&is_admin=true&user_id=1'],
      ['SQL', `q=${encodeURIComponent(SQL[0] ?? '')}`],
      ['script', `q=${encodeURIComponent(SCRIPT[0] ?? '')}`],
      ['duplicated', 'a=1&a=2'],
      ['wrong types', 'a[]=1&a[b]=2'],
      ['encoding', '%ZZ=%00'],
    ] as const) {
      const response = await send(attack, staff({ url: `${url}?${query}` }));
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-type'], query).toBe('text/csv; charset=utf-8');
      expect(response.body, query).toBe(plain.body);
    }
  },

  'GET /api/admin/products/:id': async () => {
    await control(staff({ url: '/api/admin/products/1' }), 200);
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/products/${id}` });
    await refused('huge', staff({ url: `/api/admin/products/${MAX_ID}` }), 400);
  },
  'GET /api/admin/orders/:id': async () => {
    await control(staff({ url: `/api/admin/orders/${NO_ORDER}` }), 404);
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/orders/${id}` });
  },
  'GET /api/admin/orders/:id/packing-slip': async () => {
    await control(staff({ url: `/api/admin/orders/${NO_ORDER}/packing-slip` }), 404);
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/orders/${id}/packing-slip` });
  },
  'GET /api/admin/orders/:id/label': async () => {
    await control(staff({ url: `/api/admin/orders/${NO_ORDER}/label` }), 404);
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/orders/${id}/label` });
  },
  'POST /api/admin/orders/:id/label': async () => {
    // No body of its own: the label is bought with the order's carrier, to the order's address.
    await control(jsonRequest('POST', `/api/admin/orders/${NO_ORDER}/label`, '{}'), 404);
    const body = () => jsonRequest('POST', '', '{}');
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/label`, body });
  },
  'GET /api/admin/pick-list': () => fuzzWithoutInput('/api/admin/pick-list'),
  'POST /api/admin/products/:id/hide': async () => {
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/products/${id}/hide` });
    await fuzzRawBody('POST', `/api/admin/products/${NO_PRODUCT}/hide`, { reads: false, ignored: 404 });
  },
  'POST /api/admin/products/:id/show': async () => {
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/products/${id}/show` });
    await fuzzRawBody('POST', `/api/admin/products/${NO_PRODUCT}/show`, { reads: false, ignored: 404 });
  },
  'POST /api/admin/products/:id/publish': async () => {
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/products/${id}/publish` });
    await fuzzRawBody('POST', `/api/admin/products/${NO_PRODUCT}/publish`, { reads: false, ignored: 404 });
  },

  'POST /api/admin/products': () =>
    fuzzBody({
      method: 'POST',
      url: '/api/admin/products',
      // A size that does not exist: what passes validation stops there, and no product is created.
      base: () => product(NO_PRODUCT),
      fields: PRODUCT_FIELDS,
      passes: 422,
    }),
  'PUT /api/admin/products/:id': async () => {
    const url = `/api/admin/products/${NO_PRODUCT}`;
    await control(jsonRequest('PUT', url, toJson(product())), 404);
    await fuzzBody({
      method: 'PUT',
      url,
      base: product,
      fields: PRODUCT_FIELDS,
      passes: 404,
    });
    await fuzzPath({
      method: 'PUT',
      template: (id) => `/api/admin/products/${id}`,
      body: () => jsonRequest('PUT', '', toJson(product())),
    });
  },

  'POST /api/admin/products/:id/colors/:colorId/pictures': async () => {
    await fuzzUpload(PICTURES, ['image/jpeg', 'image/png', 'image/webp'], MAX_PICTURE_BYTES);
    const png = () =>
      staff({ url: '', headers: { 'content-type': 'image/png' }, payload: 'no soy una imagen' });
    await fuzzPath({
      method: 'POST',
      template: (id) => `/api/admin/products/${id}/colors/1/pictures`,
      body: png,
    });
    await fuzzPath({
      method: 'POST',
      template: (id) => `/api/admin/products/1/colors/${id}/pictures`,
      body: png,
    });
  },
  'PUT /api/admin/products/:id/colors/:colorId/pictures': async () => {
    const url = `/api/admin/products/${NO_PRODUCT}/colors/1/pictures`;
    await control(jsonRequest('PUT', url, toJson({ images: ['p1-c1-1.webp'] })), 404);
    await fuzzBody({
      method: 'PUT',
      url,
      base: () => ({ images: ['p1-c1-2.webp', 'p1-c1-1.webp'] }),
      passes: 404,
      fields: [
        { path: ['images'], kind: 'number' },
        { path: ['images', 0], kind: 'code' },
      ],
    });
    const reorder = (images: unknown) => jsonRequest('PUT', PICTURES, toJson({ images }));
    await refused('huge', reorder(Array.from({ length: 13 }, () => 'p1-c1-1.webp')));
    for (const name of ['../p1-c1-1.webp', 'P1.WEBP', '.webp', 'a/b.webp', 'p1-c1-1.webp\u0000']) {
      await refused('encoding', reorder([name, 'p1-c1-2.webp']));
    }
    // The colour's own pictures, one twice, or another colour's: refused, the order stays.
    await refused('duplicated', reorder(['p1-c1-1.webp', 'p1-c1-1.webp']), [400, 409, 422]);
    await refused('extra fields', reorder(['p1-c1-1.webp', 'p1-c2-1.webp']), [400, 409, 422]);
    const body = () => jsonRequest('PUT', '', toJson({ images: ['p1-c1-1.webp'] }));
    await fuzzPath({ method: 'PUT', template: (id) => `/api/admin/products/${id}/colors/1/pictures`, body });
    await fuzzPath({ method: 'PUT', template: (id) => `/api/admin/products/1/colors/${id}/pictures`, body });
  },
  'DELETE /api/admin/products/:id/colors/:colorId/pictures/:name': async () => {
    await control(staff({ method: 'DELETE', url: `${PICTURES}/no-existe.webp` }), 404);
    await fuzzPath({
      method: 'DELETE',
      template: (id) => `/api/admin/products/${id}/colors/1/pictures/p1-c1-1.webp`,
    });
    await fuzzPath({
      method: 'DELETE',
      template: (id) => `/api/admin/products/1/colors/${id}/pictures/p1-c1-1.webp`,
    });
    await fuzzPath({ method: 'DELETE', template: (name) => `${PICTURES}/${name}` });
    // Another colour's or product's picture is not this colour's to remove.
    await refused('extra fields', staff({ method: 'DELETE', url: `${PICTURES}/p1-c2-1.webp` }), 404);
    await refused(
      'extra fields',
      staff({ method: 'DELETE', url: `/api/admin/products/2/colors/1/pictures/p1-c1-1.webp` }),
      404,
    );
    await fuzzRawBody('DELETE', `${PICTURES}/no-existe.webp`, { reads: false, ignored: 404 });
  },

  'POST /api/admin/products/bulk-update/preview': async () => {
    const url = '/api/admin/products/bulk-update/preview';
    await control(jsonRequest('POST', url, toJson({ csv: 'sku,precio\n' })), 200);
    // Any text is a CSV: the preview answers it with its errors, and stores nothing.
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ csv: 'sku,precio,existencias\nNO-EXISTE,100,1\n' }),
      fields: [
        { path: ['csv'], kind: 'text', takes: (value) => (typeof value === 'string' ? 200 : undefined) },
      ],
      bodyLimit: 3_000_000,
    });
  },
  'POST /api/admin/products/bulk-update/apply': () =>
    fuzzBody({
      method: 'POST',
      url: '/api/admin/products/bulk-update/apply',
      // A CSV with a bad row applies nothing: the attacks in the CSV's text are refused as a whole, and
      // so is a good stock shown by the preview, which is only compared, never stored.
      base: () => ({
        csv: 'sku,precio,existencias\nNO-EXISTE,100,1\n',
        shown_stock: [{ sku: 'NO-EXISTE', stock: 1 }],
      }),
      fields: [
        { path: ['csv'], kind: 'text', takes: (value) => (typeof value === 'string' ? 422 : undefined) },
        { path: ['shown_stock'], kind: 'number', optional: true },
        { path: ['shown_stock', 0, 'sku'], kind: 'text' },
        { path: ['shown_stock', 0, 'stock'], kind: 'number' },
      ],
      passes: 422,
      bodyLimit: 3_000_000,
    }),

  'POST /api/admin/orders/:id/status': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/status`;
    const shipped = () => ({ status: 'enviado', carrier: 'DHL', tracking_number: '1234567890' });
    await control(jsonRequest('POST', url, toJson(shipped())), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base: shipped,
      passes: 404,
      fields: [
        { path: ['status'], kind: 'code' },
        { path: ['carrier'], kind: 'code' },
        { path: ['tracking_number'], kind: 'code' },
      ],
    });
    await refused('extra fields', jsonRequest('POST', url, toJson({ status: 'entregado', carrier: 'DHL' })));
    await refused('wrong types', jsonRequest('POST', url, toJson({ status: 'cancelado' })));
    await refused('wrong types', jsonRequest('POST', url, toJson({ status: 'En proceso' })));
    const body = () => jsonRequest('POST', '', toJson(shipped()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/status`, body });
  },
  'POST /api/admin/orders/:id/tracking': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/tracking`;
    const corrected = () => ({ carrier: 'DHL', tracking_number: '1234567890' });
    await control(jsonRequest('POST', url, toJson(corrected())), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base: corrected,
      passes: 404,
      fields: [
        { path: ['carrier'], kind: 'code' },
        { path: ['tracking_number'], kind: 'code' },
      ],
    });
    await refused('wrong types', jsonRequest('POST', url, toJson({ carrier: 'DHL' })));
    const body = () => jsonRequest('POST', '', toJson(corrected()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/tracking`, body });
  },
  'POST /api/admin/orders/:id/undo-delivery': async () => {
    // No body of its own: what is undone is the order's last delivery, within its ten minutes.
    await control(jsonRequest('POST', `/api/admin/orders/${NO_ORDER}/undo-delivery`, '{}'), 404);
    const body = () => jsonRequest('POST', '', '{}');
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/undo-delivery`, body });
  },
  'POST /api/admin/orders/:id/pickup-handover': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/pickup-handover`;
    const handOver = () => ({ pickup_code: '482913' });
    await control(jsonRequest('POST', url, toJson(handOver())), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base: handOver,
      passes: 404,
      fields: [{ path: ['pickup_code'], kind: 'code' }],
    });
    // Six digits and no more, however they are spaced.
    for (const code of ['48291', '4829130', '48291a', '٤٨٢٩١٣']) {
      await refused('wrong types', jsonRequest('POST', url, toJson({ pickup_code: code })));
    }
    const body = () => jsonRequest('POST', '', toJson(handOver()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/pickup-handover`, body });
  },
  'POST /api/admin/orders/:id/cancel': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/cancel`;
    await control(jsonRequest('POST', url, toJson({ reason: 'Lo pidió la clienta' })), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ reason: 'Lo pidió la clienta' }),
      passes: 404,
      fields: [{ path: ['reason'], kind: 'text', optional: true }],
    });
    const body = () => jsonRequest('POST', '', '{}');
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/cancel`, body });
  },
  'POST /api/admin/orders/:id/cancel-unpaid': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/cancel-unpaid`;
    await control(jsonRequest('POST', url, toJson({ reason: 'No va a pagar' })), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ reason: 'No va a pagar' }),
      passes: 404,
      fields: [{ path: ['reason'], kind: 'text', optional: true }],
    });
    const body = () => jsonRequest('POST', '', '{}');
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/cancel-unpaid`, body });
  },
  'POST /api/admin/orders/:id/refund-transfer': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/refund-transfer`;
    const good = () => ({ clabe: '002010077777777771', reference: 'RASTREO123' });
    await control(jsonRequest('POST', url, toJson(good())), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base: good,
      passes: 404,
      fields: [
        { path: ['clabe'], kind: 'code' },
        { path: ['reference'], kind: 'code' },
      ],
    });
    await refused(
      'wrong types',
      jsonRequest('POST', url, toJson({ ...good(), clabe: '002010077777777770' })),
    );
    const body = () => jsonRequest('POST', '', toJson(good()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/refund-transfer`, body });
  },
  'POST /api/admin/orders/:id/refunds': async () => {
    const url = `/api/admin/orders/${NO_ORDER}/refunds`;
    const byLines = () => ({
      lines: [{ order_line_id: 1, units: 1 }],
      include_shipping: true,
      refunds_seen: 0,
    });
    const byAmount = () => ({ amount: 100.5, refunds_seen: 0 });
    await control(jsonRequest('POST', url, toJson(byLines())), 404);
    await control(jsonRequest('POST', url, toJson(byAmount())), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base: byLines,
      passes: 404,
      fields: [
        { path: ['lines', 0, 'order_line_id'], kind: 'number' },
        {
          path: ['lines', 0, 'units'],
          kind: 'number',
          takes: (value) =>
            typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999
              ? 404
              : undefined,
        },
        { path: ['include_shipping'], kind: 'code', optional: true },
        {
          path: ['refunds_seen'],
          kind: 'number',
          takes: (value) =>
            typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000
              ? 404
              : undefined,
        },
      ],
    });
    await fuzzBody({
      method: 'POST',
      url,
      base: byAmount,
      passes: 404,
      fields: [
        {
          path: ['amount'],
          kind: 'number',
          takes: (value) =>
            typeof value === 'number' && value > 0 && value <= 1_000_000 && Number.isInteger(value * 100)
              ? 404
              : undefined,
        },
      ],
    });
    // Lines and an amount at once, or neither: refused before anything is looked up.
    await refused('wrong types', jsonRequest('POST', url, toJson({ ...byLines(), amount: 10 })));
    await refused('wrong types', jsonRequest('POST', url, toJson({ refunds_seen: 0 })));
    const body = () => jsonRequest('POST', '', toJson(byAmount()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/refunds`, body });
  },
  'POST /api/admin/orders/:id/return-balance': async () => {
    // No body of its own: what is given back is what the shopper's balance holds.
    await control(jsonRequest('POST', `/api/admin/orders/${NO_ORDER}/return-balance`, '{}'), 404);
    const body = () => jsonRequest('POST', '', '{}');
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/return-balance`, body });
  },
  'POST /api/admin/orders/:id/messages/:messageId/resend': async () => {
    await control(jsonRequest('POST', `/api/admin/orders/${NO_ORDER}/messages/1/resend`, '{}'), 404);
    const body = () => jsonRequest('POST', '', '{}');
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/orders/${id}/messages/1/resend`, body });
    await fuzzPath({
      method: 'POST',
      template: (id) => `/api/admin/orders/${NO_ORDER}/messages/${id}/resend`,
      body,
    });
  },

  'GET /api/admin/reviews': () =>
    fuzzQuery('/api/admin/reviews', {
      status: { kind: 'strict', sample: 'pendiente' },
      page: { kind: 'strict', sample: '2' },
    }),
  'POST /api/admin/reviews/:id/approve': async () => {
    await control(staff({ method: 'POST', url: `/api/admin/reviews/${NO_ORDER}/approve` }), 404);
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/reviews/${id}/approve` });
    await fuzzRawBody('POST', `/api/admin/reviews/${NO_ORDER}/approve`, { reads: false, ignored: 404 });
  },
  'POST /api/admin/reviews/:id/hide': async () => {
    const url = `/api/admin/reviews/${NO_ORDER}/hide`;
    const base = () => ({ reason: 'Habla de otro producto' });
    await control(jsonRequest('POST', url, toJson(base())), 404);
    await fuzzBody({ method: 'POST', url, base, passes: 404, fields: [{ path: ['reason'], kind: 'text' }] });
    const body = () => jsonRequest('POST', '', toJson(base()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/reviews/${id}/hide`, body });
  },
  'PUT /api/admin/reviews/:id/reply': async () => {
    const url = `/api/admin/reviews/${NO_ORDER}/reply`;
    const base = () => ({ reply: 'Gracias por tu compra.' });
    await control(jsonRequest('PUT', url, toJson(base())), 404);
    await fuzzBody({ method: 'PUT', url, base, passes: 404, fields: [{ path: ['reply'], kind: 'text' }] });
    const body = () => jsonRequest('PUT', '', toJson(base()));
    await fuzzPath({ method: 'PUT', template: (id) => `/api/admin/reviews/${id}/reply`, body });
  },
  'PUT /api/admin/reviews/settings': async () => {
    // The setting as it is (reviews wait) changes nothing; a yes would be stored: only bad values are sent.
    await fuzzBody({
      method: 'PUT',
      url: '/api/admin/reviews/settings',
      base: () => ({ publish_at_once: false }),
      fields: [{ path: ['publish_at_once'], kind: 'number', skip: (value) => typeof value === 'boolean' }],
    });
  },
  'GET /api/admin/returns': () =>
    fuzzQuery('/api/admin/returns', { status: { kind: 'strict', sample: 'aprobada' } }),
  'GET /api/admin/returns/by-product': () => fuzzWithoutInput('/api/admin/returns/by-product'),
  'GET /api/admin/returns/:id': async () => {
    await control(staff({ url: `/api/admin/returns/${NO_ORDER}` }), 404);
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/returns/${id}` });
  },
  'POST /api/admin/returns/:id/approve': async () => {
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/returns/${id}/approve` });
    await fuzzRawBody('POST', `/api/admin/returns/${NO_ORDER}/approve`, { reads: false, ignored: 404 });
  },
  'POST /api/admin/returns/:id/receive': async () => {
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/returns/${id}/receive` });
    await fuzzRawBody('POST', `/api/admin/returns/${NO_ORDER}/receive`, { reads: false, ignored: 404 });
  },
  'POST /api/admin/returns/:id/reject': async () => {
    const url = `/api/admin/returns/${NO_ORDER}/reject`;
    const base = () => ({ reason: 'La suela viene marcada por uso' });
    await control(jsonRequest('POST', url, toJson(base())), 404);
    await fuzzBody({ method: 'POST', url, base, passes: 404, fields: [{ path: ['reason'], kind: 'text' }] });
    const body = () => jsonRequest('POST', '', toJson(base()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/returns/${id}/reject`, body });
  },
  'POST /api/admin/returns/:id/refund': async () => {
    const url = `/api/admin/returns/${NO_ORDER}/refund`;
    const base = () => ({
      lines: [{ order_line_id: 1, amount: 100.5 }],
      shop_at_fault: true,
      shipping_amount: 120,
    });
    await control(jsonRequest('POST', url, toJson(base())), 404);
    await fuzzBody({
      method: 'POST',
      url,
      base,
      passes: 404,
      fields: [
        { path: ['lines', 0, 'order_line_id'], kind: 'number' },
        {
          path: ['lines', 0, 'amount'],
          kind: 'number',
          takes: (value) =>
            typeof value === 'number' && value >= 0 && value <= 1_000_000 && Number.isInteger(value * 100)
              ? 404
              : undefined,
        },
        { path: ['shop_at_fault'], kind: 'code' },
        {
          path: ['shipping_amount'],
          kind: 'number',
          optional: true,
          takes: (value) =>
            typeof value === 'number' && value >= 0 && value <= 500 && Number.isInteger(value * 100)
              ? 404
              : undefined,
        },
      ],
    });
    await refused('wrong types', jsonRequest('POST', url, toJson({ ...base(), shop_at_fault: false })));
    const body = () => jsonRequest('POST', '', toJson(base()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/returns/${id}/refund`, body });
  },

  'PUT /api/admin/home/banners': async () => {
    const url = '/api/admin/home/banners';
    await fuzzBody({
      method: 'PUT',
      url,
      base: banners,
      passes: 422,
      fields: [
        { path: ['banners'], kind: 'number' },
        { path: ['banners', 0, 'title'], kind: 'text' },
        { path: ['banners', 0, 'subtitle'], kind: 'text' },
        { path: ['banners', 0, 'link'], kind: 'code' },
        { path: ['banners', 0, 'image'], kind: 'code' },
      ],
    });
    const withBanners = (list: unknown) => jsonRequest('PUT', url, toJson({ banners: list }));
    const four = banners().banners as Json[];
    await refused('huge', withBanners([...four, four[0]]));
    await refused('wrong types', withBanners(four.slice(0, 3)));
    for (const link of [
      '//sitio-malo.example',
      '/\\sitio-malo.example',
      'https://sitio-malo.example',
      'javascript:alert(1)',
    ]) {
      await refused('script', withBanners(four.map((banner) => ({ ...banner, link }))));
    }
    await refused('extra fields', withBanners(four.map((banner) => ({ ...banner, position: 9 }))));
  },
  'POST /api/admin/home/banners/:position/picture': async () => {
    await fuzzUpload(
      '/api/admin/home/banners/1/picture',
      ['image/jpeg', 'image/png', 'image/webp'],
      MAX_PICTURE_BYTES,
    );
    const png = () =>
      staff({ url: '', headers: { 'content-type': 'image/png' }, payload: 'no soy una imagen' });
    await fuzzPath({
      method: 'POST',
      template: (position) => `/api/admin/home/banners/${position}/picture`,
      body: png,
    });
    await refused('huge', staff({ ...png(), method: 'POST', url: '/api/admin/home/banners/5/picture' }));
  },
  'PUT /api/admin/home/rows/:selection': async () => {
    const url = '/api/admin/home/rows/bestSelling';
    await fuzzBody({
      method: 'PUT',
      url,
      // A product that is not there: what passes validation stops there; an empty row is good, not sent.
      base: () => ({ ids: [NO_PRODUCT] }),
      passes: 422,
      fields: [
        // An empty row, or one with product 1, is good and would be stored: not sent.
        {
          path: ['ids'],
          kind: 'number',
          skip: (value) => Array.isArray(value) && (value.length === 0 || value[0] === 1),
        },
        { path: ['ids', 0], kind: 'number' },
      ],
    });
    await refused(
      'huge',
      jsonRequest('PUT', url, toJson({ ids: Array.from({ length: 13 }, (_, i) => i + 1) })),
    );
    const body = () => jsonRequest('PUT', '', toJson({ ids: [] }));
    await fuzzPath({ method: 'PUT', template: (selection) => `/api/admin/home/rows/${selection}`, body });
    for (const selection of ['__proto__', 'constructor', 'toString', 'BestSelling', 'bestSelling ']) {
      await refused(
        'wrong types',
        staff({ ...body(), method: 'PUT', url: `/api/admin/home/rows/${encodeURIComponent(selection)}` }),
        [400, 404],
      );
    }
  },
  'PUT /api/admin/home/strip': async () => {
    const url = '/api/admin/home/strip';
    await fuzzBody({
      method: 'PUT',
      url,
      // Its last two lines say the same: what passes validation is refused there, nothing is stored.
      base: () => ({ lines: ['Promesa nueva', 'Envío gratis', 'envío gratis'] }),
      passes: 422,
      fields: [
        // No lines at all is good and would be stored: not sent.
        { path: ['lines'], kind: 'number', skip: (value) => Array.isArray(value) && value.length === 0 },
        { path: ['lines', 0], kind: 'text' },
      ],
    });
    const seven = Array.from({ length: 7 }, (_, index) => `Promesa ${index}`);
    await refused('huge', jsonRequest('PUT', url, toJson({ lines: seven })));
    await refused('huge', jsonRequest('PUT', url, toJson({ lines: ['x'.repeat(81)] })));
  },
  'POST /api/admin/postal-codes': () =>
    fuzzUpload('/api/admin/postal-codes', ['application/octet-stream'], MAX_SEPOMEX_FILE_BYTES),

  'GET /api/admin/invoices': async () => {
    const url = '/api/admin/invoices';
    await fuzzQuery(url, { month: { kind: 'strict', sample: '2026-11' } }, [['month', '2001-01']]);
    // The month is required, as AAAA-MM of this century; its first and last months are answered.
    await refused('wrong types', staff({ url }));
    for (const month of NOT_MONTHS) {
      await refused('wrong types', staff({ url: `${url}?month=${encodeURIComponent(month)}` }));
    }
    for (const month of ['2000-01', '2099-12']) await control(staff({ url: `${url}?month=${month}` }), 200);
  },
  'POST /api/admin/invoices/global': async () => {
    const url = '/api/admin/invoices/global';
    const global = (month: unknown) => jsonRequest('POST', url, toJson({ month }));
    // A month without paid orders: the good body stops there, and no invoice is asked for. A month that
    // has not started stops before.
    const empty = await control(global('2001-01'), 422);
    expect(empty.json()).toEqual({ error: NOTHING_TO_COVER('2001-01') });
    await refused('huge', global('2099-12'), 422, MONTH_NOT_STARTED);
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ month: '2001-01' }),
      fields: [{ path: ['month'], kind: 'code' }],
    });
    for (const month of NOT_MONTHS) await refused('wrong types', global(month));
  },
  'POST /api/admin/invoices/:invoice_id/cancel': async () => {
    const url = `/api/admin/invoices/${NO_INVOICE}/cancel`;
    const cancel = (body: Json) => jsonRequest('POST', url, toJson(body));
    // Motive 01 needs the folio fiscal of the invoice that replaces it; every good body stops at the
    // invoice that is not there, before the provider is asked.
    const replaced = () => ({ motive: '01', substitution: SUBSTITUTE });
    for (const body of [
      replaced(),
      { motive: '01', substitution: ` ${SUBSTITUTE.toLowerCase()} ` },
      { motive: '02' },
      { motive: '02', substitution: SUBSTITUTE },
      { motive: '03' },
      { motive: '04' },
    ]) {
      const answer = await control(cancel(body), 404);
      expect(answer.json()).toEqual({ error: INVOICE_NOT_FOUND });
    }
    await fuzzBody({
      method: 'POST',
      url,
      base: replaced,
      fields: [
        { path: ['motive'], kind: 'code' },
        // Required with motive 01.
        { path: ['substitution'], kind: 'code' },
      ],
    });
    await refused('wrong types', cancel({ motive: '01' }), 400, SUBSTITUTION_MESSAGE);
    await refused('wrong types', cancel({}));
    for (const motive of ['1', '05', '00', '01 ', 'O1', 'Comprobante emitido con errores sin relación']) {
      await refused('wrong types', cancel({ ...replaced(), motive }));
    }
    for (const substitution of [
      '',
      'no-es-un-folio',
      SUBSTITUTE.replaceAll('-', ''),
      `{${SUBSTITUTE}}`,
      `${SUBSTITUTE}0`,
      SUBSTITUTE.replace('0', 'G'),
      `${SUBSTITUTE}\u0000`,
    ]) {
      await refused('wrong types', cancel({ motive: '01', substitution }));
    }
    const body = () => jsonRequest('POST', '', toJson(replaced()));
    await fuzzPath({ method: 'POST', template: (id) => `/api/admin/invoices/${id}/cancel`, body });
  },
  'GET /api/admin/invoices/:invoice_id/:file': async () => {
    for (const file of ['pdf', 'xml']) {
      await control(staff({ url: `/api/admin/invoices/${invoice}/${file}` }), 200);
      await refused(
        'huge',
        staff({ url: `/api/admin/invoices/${NO_INVOICE}/${file}` }),
        404,
        INVOICE_NOT_FOUND,
      );
      // What is added to the query is not read.
      await refused(
        'extra fields',
        staff({ url: `/api/admin/invoices/${NO_INVOICE}/${file}?invoice_id=${invoice}&file=pdf` }),
        404,
        INVOICE_NOT_FOUND,
      );
    }
    for (const file of ['PDF', 'Pdf', 'pdf ', 'html', 'json', 'zip', 'xml.pdf', '__proto__', 'toString']) {
      await refused(
        'wrong types',
        staff({ url: `/api/admin/invoices/${invoice}/${encodeURIComponent(file)}` }),
      );
    }
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/invoices/${id}/pdf` });
    await fuzzPath({ method: 'GET', template: (file) => `/api/admin/invoices/${invoice}/${file}` });
  },
  'GET /api/admin/credit-notes/:credit_note_id/:file': async () => {
    // No refund was credited here: a well-formed request stops at "not found".
    for (const file of ['pdf', 'xml']) {
      const missing = await control(staff({ url: `/api/admin/credit-notes/${NO_CREDIT_NOTE}/${file}` }), 404);
      expect(missing.json()).toEqual({ error: CREDIT_NOTE_NOT_FOUND });
    }
    for (const file of ['PDF', 'html', 'xml.pdf', '__proto__', 'toString']) {
      await refused(
        'wrong types',
        staff({ url: `/api/admin/credit-notes/${NO_CREDIT_NOTE}/${encodeURIComponent(file)}` }),
      );
    }
    await fuzzPath({ method: 'GET', template: (id) => `/api/admin/credit-notes/${id}/pdf` });
    await fuzzPath({
      method: 'GET',
      template: (file) => `/api/admin/credit-notes/${NO_CREDIT_NOTE}/${file}`,
    });
  },
  'GET /api/admin/departments/sat-product-keys': () =>
    fuzzWithoutInput('/api/admin/departments/sat-product-keys'),
  'PUT /api/admin/departments/:category_id/sat-product-key': async () => {
    // A good key for a department that is not there: it stops there, and no key changes.
    const url = `/api/admin/departments/${NO_DEPARTMENT}/sat-product-key`;
    const boots = () => ({ sat_product_key: '53111500' });
    const put = (key: unknown) => jsonRequest('PUT', url, toJson({ sat_product_key: key }));
    const missing = await control(put('53111500'), 404);
    expect(missing.json()).toEqual({ error: DEPARTMENT_NOT_FOUND });
    await fuzzBody({
      method: 'PUT',
      url,
      base: boots,
      fields: [{ path: ['sat_product_key'], kind: 'code' }],
    });
    for (const key of [
      '',
      '5311150',
      '531115000',
      '5311150a',
      '53 111500',
      '5311-1500',
      '-5311150',
      '５３１１１５００',
      '53111500\u0000',
      53111500,
    ]) {
      await refused('wrong types', put(key), 400, SAT_PRODUCT_KEY_MESSAGE);
    }
    const body = () => jsonRequest('PUT', '', toJson(boots()));
    await fuzzPath({
      method: 'PUT',
      template: (id) => `/api/admin/departments/${id}/sat-product-key`,
      body,
    });
    await refused(
      'huge',
      staff({ ...body(), method: 'PUT', url: `/api/admin/departments/${MAX_ID}/sat-product-key` }),
    );
  },

  'GET /api/admin/synonyms': () => fuzzWithoutInput('/api/admin/synonyms'),
  'POST /api/admin/synonyms': async () => {
    // The good body is an entry the list already has: it stops at 409, and nothing is added.
    const url = '/api/admin/synonyms';
    const tejana = () => ({ word: 'tejana', meaning: 'sombrero', both_ways: false });
    await control(jsonRequest('POST', url, toJson(tejana())), 409);
    await fuzzBody({
      method: 'POST',
      url,
      base: tejana,
      passes: 409,
      fields: [
        { path: ['word'], kind: 'text' },
        { path: ['meaning'], kind: 'text' },
        { path: ['both_ways'], kind: 'code', optional: true },
      ],
    });
    for (const word of ['', ' ', 'a', 'x'.repeat(41), 'bota vaquera', 'b0ta', 'bota-vaquera', 'sombrero']) {
      await refused('wrong types', jsonRequest('POST', url, toJson({ ...tejana(), word })), 400);
    }
  },
  'GET /api/admin/team': () => fuzzWithoutInput('/api/admin/team'),
  'POST /api/admin/team': async () => {
    // The good body is the owner's own e-mail: it stops at 409, and no one is added.
    const url = '/api/admin/team';
    await control(jsonRequest('POST', url, toJson({ email: STAFF_EMAIL })), 409);
    await fuzzBody({
      method: 'POST',
      url,
      base: () => ({ email: STAFF_EMAIL }),
      passes: 409,
      fields: [{ path: ['email'], kind: 'text' }],
    });
  },
  'DELETE /api/admin/team/:email': async () => {
    await control(staff({ method: 'DELETE', url: '/api/admin/team/nadie%40correo.test' }), 404);
    await fuzzPath({ method: 'DELETE', template: (email) => `/api/admin/team/${email}` });
    await fuzzRawBody('DELETE', '/api/admin/team/nadie%40correo.test', { reads: false, ignored: 404 });
  },
  'GET /api/admin/orders/new': () => fuzzWithoutInput('/api/admin/orders/new'),
  'POST /api/admin/orders/seen': async () => {
    const [before] = await t.database.db.select().from(ordersSeen);
    await control(staff({ method: 'POST', url: '/api/admin/orders/seen' }), 200);
    await fuzzRawBody('POST', '/api/admin/orders/seen', { reads: false, ignored: 200 });
    // Looking at the orders is what this call stores; put the moment back so the comparison covers the rest.
    await t.database.db.update(ordersSeen).set({ seenAt: before!.seenAt });
  },
  'DELETE /api/admin/synonyms/:synonym_id': async () => {
    await control(staff({ method: 'DELETE', url: `/api/admin/synonyms/${NO_SYNONYM}` }), 404);
    await fuzzPath({ method: 'DELETE', template: (id) => `/api/admin/synonyms/${id}` });
    await fuzzRawBody('DELETE', `/api/admin/synonyms/${NO_SYNONYM}`, { reads: false, ignored: 404 });
  },
};

describe('every back-office call fed bad input, signed in as staff', () => {
  afterEach(async () => {
    expect(await storedContents(t.database.db)).toEqual(baseline);
  });

  it('is fuzzed here, so that a new call cannot go without', () => {
    expect(Object.keys(FUZZ).sort()).toEqual(
      registeredRoutes(t.app).filter((route) => route.includes(' /api/admin/')),
    );
  });

  for (const [route, fuzz] of Object.entries(FUZZ)) {
    it(`${route} answers a Spanish 4xx, repeats nothing and changes nothing`, { timeout: 60_000 }, fuzz);
  }

  it('sent every kind of attack', () => {
    reportEveryAttack('Back-office fuzzing');
  });
});
