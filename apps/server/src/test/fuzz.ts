import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { FROM_THE_SHOP } from './from-the-shop';
import { MAX_ID } from '@store/contract';
import type { Database } from '../db/client';
import { col, rowShape, selectRow, selectRows } from '../db/rows';

/**
 * The building blocks of the input fuzzing of `/api` (src/http/input-fuzz.test.ts) and of the back-office
 * (src/modules/admin/admin-input-fuzz.test.ts): what a careless or hostile client sends, by attack, and
 * what a refusal must look like (a 4xx JSON `{ error }` in Spanish that repeats nothing it was sent).
 */

export const ATTACKS = [
  'wrong types',
  'huge',
  'negative or fractional',
  'duplicated',
  'extra fields',
  'SQL',
  'script',
  'deep nesting',
  'oversized',
  'broken JSON',
  'content type',
  'encoding',
] as const;
export type Attack = (typeof ATTACKS)[number];

export const SQL = [
  "' OR 1=1 --",
  '1; DROP TABLE users',
  "%' UNION SELECT email, name FROM users --",
  "1' AND pg_sleep(5) --",
  "'); DELETE FROM sessions; --",
];
export const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
];
/** What must never come back verbatim, whatever was sent. */
export const MARKUP = /<script|<img|<svg|onerror=|onload=/i;

export const REFUSALS = [400, 401, 404, 409, 413, 414, 415, 422];
export const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|un|una|es|se|en|no|debe|petición|datos)\b/i;
/** English from a library, a stack frame, SQL or a file path: none of it is for a shopper. */
export const NOT_FOR_SHOPPERS =
  /\b(Expected|Invalid|required|must|Unexpected|SyntaxError|undefined|NaN|Bad Request|Not Found|Internal Server Error|SELECT|INSERT|UPDATE|DELETE|relation|column|syntax error|node_modules|FST_\w+)\b|\bat \S+ \(|\bError:/;

/** Keys a client might add hoping the server reads them. */
export const EXTRA_KEYS = [
  'price',
  'final_price',
  'total',
  'total_amount',
  'stock',
  'role',
  'is_admin',
  'user_id',
  'userId',
  'ecommerce_user_id',
  'email',
  'id',
  '__proto__',
  'constructor',
  'prototype',
];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiRequest = InjectOptions & { url: string };

/** A JSON literal that JSON.stringify cannot write (it turns 1e400 into null), spliced into a body as is. */
export class Literal {
  constructor(readonly json: string) {}
}
export function toJson(value: unknown): string {
  const literals: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Literal ? `@@literal${literals.push(item.json) - 1}@@` : item,
  );
  return text.replace(/"@@literal(\d+)@@"/g, (_match, index: string) => literals[Number(index)] ?? '');
}

/** What a query or path parameter is sent instead of a good value, by attack. */
export const PARAMETER_ATTACKS: Partial<Record<Attack, readonly string[]>> = {
  'wrong types': ['', 'true', 'false', 'null', 'undefined', '[]', '{}', '[1]', 'uno'],
  huge: ['1e308', '9007199254740993', '9999999999999999999', String(MAX_ID + 1), '9'.repeat(10_000)],
  'negative or fractional': ['-1', '0', '-0', '1.5', '1e3', 'NaN', 'Infinity', '0x10', '+1', ' 1', '1 '],
  SQL,
  script: SCRIPT,
  // Sent as they are, not encoded again: undecodable, NUL, an overlong '/', a lone surrogate.
  encoding: ['%ZZ', '%E0%A4%A', '%', '%00', '1%00', '%2Fa%00', '%C0%AF', '%ED%A0%80', '%u0031', '%2500'],
};

/** What a JSON number field (an id, a quantity) is sent instead, by attack. */
export const NUMBER_ATTACKS: Partial<Record<Attack, readonly unknown[]>> = {
  'wrong types': ['1', 'uno', '', true, false, null, [], [1], {}, { $gt: 0 }],
  huge: [
    1e308,
    -1e308,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    MAX_ID + 1,
    new Literal('9999999999999999999'),
    new Literal('1e400'),
    new Literal('9'.repeat(1000)),
  ],
  'negative or fractional': [
    -1,
    0,
    -MAX_ID - 1,
    1.5,
    0.5,
    1e-7,
    new Literal('-0'),
    '1e3',
    'NaN',
    'Infinity',
    new Literal('NaN'),
    new Literal('Infinity'),
  ],
  SQL,
  script: SCRIPT,
  encoding: ['\u0000', '1\u0000', '\ud800'],
};

/** What a JSON string with a strict format (postal code, phone) is sent instead, by attack. */
export const CODE_ATTACKS: Partial<Record<Attack, readonly unknown[]>> = {
  'wrong types': [31000, 6141234567, true, null, [], ['31000'], {}, { $ne: '' }],
  huge: ['9'.repeat(10_000), 1e308],
  'negative or fractional': [-1, 1.5, '-3100', '3100.5', '1e3'],
  SQL,
  script: SCRIPT,
  encoding: ['\u0000', '3100\u0000', '\u001b[2J', '\ud800', '\udfff31000'],
};

/** What free text (a name, a street) is sent instead; SQL and markup are text too, sent further below. */
export const TEXT_ATTACKS: Partial<Record<Attack, readonly unknown[]>> = {
  'wrong types': [123, true, false, [], ['Centro'], {}, { $ne: '' }],
  huge: ['x'.repeat(10_000), 'ñ'.repeat(5_000), 1e308],
  'negative or fractional': [-1, 1.5],
  encoding: ['\u0000', 'Av.\u0000Juárez', '\u001b[2J', '\ud800', 'a\udfffb'],
};

export const BROKEN_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  '[1,]',
  "{'a':1}",
  '{"a":1}}',
  '{"a":"\\x"}',
  '{"a":NaN}',
  'nul',
  '"',
  '\u00ff{',
  '',
];

export const DEEP = 10_000;
export const DEEP_BODIES = [
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  '{"a":'.repeat(DEEP / 2) + '1' + '}'.repeat(DEEP / 2),
  // A forbidden key at the bottom: the prototype-poisoning scan walks the whole tree.
  '{"a":'.repeat(DEEP / 2) + '{"__proto__":{"role":"admin"}}' + '}'.repeat(DEEP / 2),
];

export const OTHER_CONTENT_TYPES: readonly [string, string][] = [
  ['text/plain', '{"name":"Ana"}'],
  ['text/plain; charset=utf-8', 'hola'],
  ['application/x-www-form-urlencoded', 'name=Ana&role=admin'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--x--',
  ],
  ['application/xml', '<name>Ana</name>'],
  ['text/html', '<script>alert(1)</script>'],
  ['application/octet-stream', '\u0000\u0001'],
];

/** Every table's row count and digest: a refused request must leave each one as it was. */
export async function storedContents(db: Database): Promise<Record<string, string>> {
  const tables = await selectRows(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    rowShape({ name: col.text }),
  );
  const contents: Record<string, string> = {};
  // With RATE_LIMITS off no request is counted, so even rate_limit_windows must stay as it is.
  for (const { name } of tables) {
    const row = await selectRow(
      db,
      sql`SELECT count(*)::int AS rows, md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest
          FROM ${sql.identifier(name)} t`,
      rowShape({ rows: col.integer, digest: col.nullable(col.text) }),
    );
    contents[name] = `${row?.rows} rows, ${row?.digest}`;
  }
  return contents;
}

export const label = (request: ApiRequest) => {
  const payload = typeof request.payload === 'string' ? request.payload.slice(0, 120) : '';
  return `${request.method ?? 'GET'} ${request.url.slice(0, 160)} ${payload}`;
};

export function expectNothingEchoed(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.body, what).not.toMatch(MARKUP);
  for (const payload of SQL) expect(response.body, what).not.toContain(payload);
}

/** A 4xx JSON `{ error }` in Spanish, with nothing internal in it and nothing repeated from the request. */
export function expectRefusal(
  response: LightMyRequestResponse,
  what: string,
  statuses: number | readonly number[] = REFUSALS,
  message?: string,
): void {
  const allowed = typeof statuses === 'number' ? [statuses] : statuses;
  expect(allowed, `${what} -> ${response.statusCode} ${response.body.slice(0, 300)}`).toContain(
    response.statusCode,
  );
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  // A form's refusal may name the field at fault (`HttpError`'s `field`): one of the call's own names.
  const { field, ...rest } = body;
  if (field !== undefined) expect(field, what).toMatch(/^[a-z_]{1,40}$/);
  expect(Object.keys(rest), what).toEqual(['error']);
  const error = String(body.error);
  expect(typeof body.error, what).toBe('string');
  expect(error, what).toMatch(SPANISH);
  expect(error, what).not.toMatch(NOT_FOR_SHOPPERS);
  expect(error.length, what).toBeLessThanOrEqual(200);
  if (message) expect(error, what).toBe(message);
  expectNothingEchoed(response, what);
}

export const attacksOf = <Value>(catalogue: Partial<Record<Attack, readonly Value[]>>) =>
  Object.entries(catalogue) as [Attack, readonly Value[]][];

/**
 * Sends requests to the app and counts them by attack: `refused` expects a refusal, `answered` an input
 * the call may take as it is, `control` a good request sent first.
 */
export function createFuzzer(appOf: () => FastifyInstance) {
  const sent = new Map<Attack, number>(ATTACKS.map((attack) => [attack, 0]));
  let controls = 0;

  const count = (attack: Attack) => sent.set(attack, (sent.get(attack) ?? 0) + 1);

  // The fuzzer attacks the calls' input as the shop's own pages would send it (with the shop's write
  // header): what reaches the checks after the cross-site guard. The guard has tests of its own.
  const fromTheShop = (request: ApiRequest): ApiRequest => ({
    ...request,
    headers: { ...FROM_THE_SHOP, ...request.headers },
  });

  async function send(attack: Attack, request: ApiRequest): Promise<LightMyRequestResponse> {
    count(attack);
    return appOf().inject(fromTheShop(request));
  }

  async function refused(
    attack: Attack,
    request: ApiRequest,
    statuses: number | readonly number[] = 400,
    message?: string,
  ): Promise<void> {
    expectRefusal(await send(attack, request), label(request), statuses, message);
  }

  /** An input the call may take as it is: answered like any other, as JSON, repeating nothing hostile. */
  async function answered(
    attack: Attack,
    request: ApiRequest,
    status = 200,
  ): Promise<LightMyRequestResponse> {
    const response = await send(attack, request);
    const what = label(request);
    expect(response.statusCode, `${what} -> ${response.body.slice(0, 300)}`).toBe(status);
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    expectNothingEchoed(response, what);
    return response;
  }

  /** A good request, sent first: the attacks that follow differ from it in one thing only. */
  async function control(request: ApiRequest, status: number): Promise<LightMyRequestResponse> {
    controls += 1;
    const response = await appOf().inject(fromTheShop(request));
    expect(response.statusCode, `${label(request)} -> ${response.body.slice(0, 300)}`).toBe(status);
    return response;
  }

  /** Logs `title: N requests plus M controls (wrong types 12, ...)`; every attack was sent at least once. */
  function reportEveryAttack(title: string): void {
    const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
    console.info(
      `${title}: ${total} requests plus ${controls} controls (${[...sent].map(([attack, count]) => `${attack} ${count}`).join(', ')})`,
    );
    for (const attack of ATTACKS) expect(sent.get(attack), attack).toBeGreaterThan(0);
  }

  return { count, send, refused, answered, control, reportEveryAttack };
}

export type Query = readonly (readonly [string, string])[];
export const encodeQuery = (query: Query, raw = false) =>
  query
    .map(([key, value]) => `${encodeURIComponent(key)}=${raw ? value : encodeURIComponent(value)}`)
    .join('&');

export const decodes = (text: string) => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};
/**
 * Fastify's router refuses a path that does not decode, or a parameter longer than its `maxParamLength`
 * (100 by default), before any call sees it.
 */
export const ROUTER_LENGTH_LIMIT = 100;
export const routerRefuses = (segment: string) => segment.length > ROUTER_LENGTH_LIMIT || !decodes(segment);

export type Json = Record<string, unknown>;

export function withValue(base: Json, path: readonly (string | number)[], value: unknown): Json {
  const copy = structuredClone(base);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1] ?? ''] = value;
  return copy;
}
