import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase, TEST_DATABASE_KIND } from './test/database';

// Like the built page: a title, its entry and the scripts it preloads.
const PAGE = `<!doctype html><html lang="es-MX"><head><title>Tienda</title><script type="module" crossorigin src="/assets/index-abcdefgh.js"></script>${Array.from(
  { length: 12 },
  (_, i) => `<link rel="modulepreload" crossorigin href="/assets/parte-${i}-abcdefgh.js">`,
).join(
  '',
)}<link rel="stylesheet" crossorigin href="/assets/index-css123.css"></head><body><div id="root"></div></body></html>`;

describe('the app shell', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'store-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), PAGE);
    await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("tienda")');
    await writeFile(path.join(webDir, 'assets', 'index-css123.css'), '.navbar{color:#3d2417}');
    // What the build writes: a large script with its Brotli and gzip copies beside it.
    const script = `export const botas = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `bota ${i}`))};`;
    await writeFile(path.join(webDir, 'assets', 'app-def456.js'), script);
    await writeFile(path.join(webDir, 'assets', 'app-def456.js.br'), brotliCompressSync(script));
    await writeFile(path.join(webDir, 'assets', 'app-def456.js.gz'), gzipSync(script));
    database = await createTestDatabase();
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database, webDir });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers /api/health while the process is up', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/ready when the database answers, naming the engine', async () => {
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: TEST_DATABASE_KIND });
  });

  it('gives every response a request id, keeping a well-formed one the client sent', async () => {
    const fresh = await app.inject('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'balanceador-1234' } });
    expect(kept.headers['x-request-id']).toBe('balanceador-1234');
    const replaced = await app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers an unknown /api path with a Spanish JSON 404, never the page', async () => {
    for (const url of ['/api/no-existe', '/api/products/list/extra', '/api']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ error: 'No encontrado' });
    }
  });

  it("words zod's own checks in Spanish: the server sets the locale, the contract leaves it out", async () => {
    const response = await app.inject('/api/products/list?target_audience=vaqueros');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Opción inválida: se esperaba una de "hombre"|"mujer"|"niños"',
      field: 'target_audience',
    });
  });

  it('serves the storefront page for every client route, so the browser router decides', async () => {
    // A page that does not exist (here an unknown product) is still the page, sent with 404.
    for (const [url, status] of [
      ['/', 200],
      ['/products/1?category_id=3', 200],
      ['/product/12/1000045', 404],
      ['/cualquier/cosa', 404],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="es-MX">');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('writes the stylesheet every page needs into the page, so the first paint waits for no request', async () => {
    const page = await app.inject('/');
    expect(page.body).toContain('<style>.navbar{color:#3d2417}</style>');
    expect(page.body).not.toContain('rel="stylesheet"');
  });

  it('sends every answer with security headers, and pages with a policy that allows one inline script', async () => {
    const page = await app.inject('/products/1?category_id=3');
    const policy = String(page.headers['content-security-policy']);
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // The one that starts the entry after a page's first screen, allowed by its hash (decision 024;
    // page-head-for.test.ts checks the hash against the script). This page has none, so its entry is as built.
    expect(directives.get('script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[\w+/]+={0,2}'$/),
    ]);
    expect(page.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abcdefgh.js"></script>',
    );
    // The one inline stylesheet is allowed by its hash, not by 'unsafe-inline'.
    const hash = createHash('sha256').update('.navbar{color:#3d2417}').digest('base64');
    expect(directives.get('style-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(['https://maps.google.com', 'https://www.google.com']);
    expect(policy).not.toContain('unsafe');

    for (const response of [page, await app.inject('/api/categories'), await app.inject('/api/no-existe')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Nothing says what the server runs on.
      expect(response.headers.server).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Served over http here: no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const api = await app.inject('/api/categories');
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });

  it('pins HTTPS when the shop is served over it', async () => {
    const secure = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://www.nortenowestern.example' }),
      { database, webDir },
    );
    try {
      for (const url of ['/', '/api/health']) {
        const response = await secure.inject(url);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('serves hashed assets with a year-long cache and a missing asset as 404', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject('/assets/index-old.js');
    expect(missing.statusCode).toBe(404);
  });

  it('sends built assets precompressed as the browser accepts them, and compresses large answers', async () => {
    const plain = await app.inject('/assets/app-def456.js');
    const brotli = await app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();

    // The page shell of a product that does not exist is an answer built per request, over 1 KB.
    const page = await app.inject({ url: '/product/12', headers: { 'accept-encoding': 'br' } });
    const uncompressed = await app.inject('/product/12');
    expect(uncompressed.rawPayload.length).toBeGreaterThan(1024);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(uncompressed.body);
    const tiny = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a state-changing call to an unknown page path as JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/products/1', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No encontrado' });
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 on /api/ready while /api/health stays 200', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database, webDir: os.tmpdir() });
    await database.close();
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: TEST_DATABASE_KIND });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    await app.close();
  });
});
