import { get } from 'node:http';
import { request } from 'node:https';
import { SHOP_WRITE_HEADER, SHOP_WRITE_HEADER_VALUE } from '@store/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './support/browser';
import { bootInStock } from './support/catalog';
import { startNginx, type RunningNginx } from './support/nginx';
import { createShopDatabase, type ShopDatabase } from './support/postgres-shop';
import { addPhoneAndAddress, addToCart, fillCard, signIn } from './support/shopper';
import { freePort, startStore, type RunningStore } from './support/store';

/** Runs only when TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts includes it then). */
const server = process.env.TEST_DATABASE_URL as string;

// Two shop processes on one PostgreSQL database, behind Debian's nginx running deploy/nginx.conf, as the
// README's production section sets them up.
let database: ShopDatabase;
let nginx: RunningNginx;
let store: RunningStore;
let browser: Browser;
let shopUrl = '';

beforeAll(async () => {
  database = await createShopDatabase(server, 'nginx');
  const shopPort = await freePort();
  nginx = await startNginx(shopPort);
  store = await startStore({
    DATABASE_URL: database.url,
    PORT: String(shopPort),
    WEB_CONCURRENCY: '2',
    PUBLIC_URL: nginx.httpsUrl,
    // Production's default: nginx connects from the loopback interface.
    TRUST_PROXY: 'loopback',
    // Each request's log lines name the process (pid) and the client's address the shop saw.
    LOG_LEVEL: 'info',
  });
  shopUrl = store.url;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  await nginx?.stop();
  await database?.drop();
});

type Answer = { status: number; headers: Record<string, string[]>; body: Buffer };

/**
 * One request to nginx over TLS, checking its certificate, from `localAddress` (any 127.x address is
 * this machine: a client other than nginx itself, as the shop sees it).
 */
function throughNginx(
  path: string,
  options: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  const url = new URL(path, nginx.httpsUrl);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        servername: 'localhost',
        ca: nginx.certificate,
        headers: { host: url.host, ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string[]> = {};
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            const name = (response.rawHeaders[index] ?? '').toLowerCase();
            (headers[name] ??= []).push(response.rawHeaders[index + 1] ?? '');
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** The shop's JSON log lines (pino), from every process. */
/**
 * A shopper's call, which the access log records at info; the load balancer's probes (`/api/health`) are
 * logged at debug (decision 054), so the log cannot show who answered them.
 */
const LOGGED_CALL = '/api/categories';

function logLines(): {
  pid?: number;
  time?: number;
  reqId?: string;
  msg?: string;
  req?: { remoteAddress?: string };
}[] {
  return store
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, never>);
}

/** Firefox's Accept for a picture: WebP, not AVIF. */
const WEBP = 'image/webp,*/*';

/**
 * A back-office call from inside the signed-in page, as the back-office makes it (the shop's write
 * header; a picture is sent as the file itself), through nginx.
 */
async function staffCall(
  page: Page,
  method: string,
  path: string,
  body?: { picture: string } | { images: string[] },
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body, shopHeader }) => {
      const init: RequestInit = { method, headers: shopHeader };
      if (body && 'picture' in body) {
        init.headers = { ...shopHeader, 'content-type': 'image/png' };
        init.body = Uint8Array.from(atob(body.picture), (character) => character.charCodeAt(0));
      } else if (body) {
        init.headers = { ...shopHeader, 'content-type': 'application/json' };
        init.body = JSON.stringify(body);
      }
      const response = await fetch(path, init);
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body, shopHeader: { [SHOP_WRITE_HEADER]: SHOP_WRITE_HEADER_VALUE } },
  );
}

describe('two shop processes behind nginx', () => {
  it('sells through nginx: browse, cart, sign-in, the local checkout and the order', async () => {
    const base = nginx.httpsUrl;
    const { detail, variantId } = await bootInStock(shopUrl);
    const context = await browser.newContext({ viewport: DESKTOP, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('article').first().waitFor();
    // The boots' listing, its cards and pictures through nginx.
    await page.goto(`${base}/products/1?category_id=3`);
    await page.getByRole('region', { name: 'Productos' }).getByRole('article').first().waitFor();
    await addToCart(page, base, detail.product_id, variantId);
    await page
      .getByRole('dialog', { name: 'Productos en tu carrito' })
      .getByRole('button', { name: 'Pagar' })
      .click();
    await page.waitForURL(/\/auth\/login$/);
    await signIn(page, 'Rosario Villa', 'rosario@example.mx');
    await page.waitForURL(`${base}/payment`);
    // Signed in over HTTPS: the session cookie is Secure.
    const cookies = await context.cookies(base);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((cookie) => cookie.secure)).toBe(true);

    await addPhoneAndAddress(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`${base}/dev-pay/checkout/**`);
    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/Success\?session_id=cs_test_/);
    expect(new URL(page.url()).origin).toBe(base);
    const orderLink = page.getByRole('link', { name: /^Ver los detalles del pedido #\d+$/ });
    const orderNumber = (await orderLink.textContent())?.match(/#(\d+)/)?.[1];
    await page.getByRole('link', { name: 'MIS COMPRAS' }).click();
    const order = page.getByRole('article', { name: `Pedido #${orderNumber}` });
    await order.getByText('En proceso').waitFor();
    await context.close();
  }, 120_000);

  it('answers from both processes', async () => {
    // Several at once: nginx opens several connections to the shop, which the processes share.
    await Promise.all(Array.from({ length: 16 }, () => throughNginx(LOGGED_CALL)));
    const pids = new Set(
      logLines()
        .filter((line) => line.msg === 'request completed')
        .map((line) => line.pid),
    );
    expect(pids.size).toBe(2);
    expect(pids.has(store.child.pid)).toBe(false);
  });

  it('gives the shop the client’s own address, whatever X-Forwarded-For the client wrote', async () => {
    const answer = await throughNginx(LOGGED_CALL, {
      localAddress: '127.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.status).toBe(200);
    const requestId = answer.headers['x-request-id']?.[0];
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(
        () =>
          logLines().find((line) => line.reqId === requestId && line.msg === 'incoming request')?.req
            ?.remoteAddress,
      )
      .toBe('127.0.0.5');
    expect(await nginx.accessLog()).toMatch(new RegExp(`^127\\.0\\.0\\.5 .*${requestId}$`, 'm'));
  });

  it('passes the shop’s compression through: Brotli or gzip as asked, with Vary', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await throughNginx('/api/products/list?limit=48', {
        headers: { 'accept-encoding': encoding },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']?.[0]).toMatch(/^application\/json/);
      expect(answer.headers['content-encoding']).toEqual([encoding]);
      expect(answer.headers.vary?.join(',').toLowerCase()).toContain('accept-encoding');
    }
    const plain = await throughNginx('/api/products/list?limit=48', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toHaveProperty('products');
  });

  it('keeps hashed assets and pictures cached for a year, with one Cache-Control', async () => {
    const page = await throughNginx('/', { headers: { 'accept-encoding': 'identity' } });
    const asset = page.body.toString('utf8').match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const script = await throughNginx(String(asset), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toEqual(['public, max-age=31536000, immutable']);
    expect(script.headers['content-encoding']).toEqual(['br']);

    const list = JSON.parse(
      (
        await throughNginx('/api/products/list?limit=1', { headers: { 'accept-encoding': 'identity' } })
      ).body.toString('utf8'),
    ) as { products: { main_image: string | null }[] };
    const picture = list.products[0]?.main_image;
    expect(picture).toBeTruthy();
    const image = await throughNginx(`/api/product/image/${picture}?w=320`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toEqual(['public, max-age=31536000, immutable']);
    expect(image.headers['content-type']?.[0]).toMatch(/^image\//);
  });

  it('keeps each picture at nginx, per width and format, and serves a replaced one fresh', async () => {
    const base = nginx.httpsUrl;
    const context = await browser.newContext({ viewport: DESKTOP, ignoreHTTPSErrors: true });
    const owner = await context.newPage();
    await owner.goto(`${base}/auth/login`);
    await signIn(owner, 'Dueño de la tienda', 'dueno@norteno.local');
    await owner.waitForURL(`${base}/profile`);

    // Staff replace a boot's main picture with a red one: add it, put it first, remove the old one.
    const { detail } = await bootInStock(shopUrl);
    const productId = detail.product_id;
    const before = (await staffCall(owner, 'GET', `/api/admin/products/${productId}`)).body as {
      colors: { color_id: number; images: string[] }[];
    };
    const color = before.colors[0]!;
    const old = color.images[0]!;
    const oldPicture = await throughNginx(`/api/product/image/${old}?w=320`, { headers: { accept: WEBP } });
    expect(oldPicture.status).toBe(200);
    const red = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    const pictures = `/api/admin/products/${productId}/colors/${color.color_id}/pictures`;
    const added = await staffCall(owner, 'POST', pictures, { picture: red.toString('base64') });
    expect(added.status).toBe(201);
    const fresh = (added.body as { images: string[] }).images.find((name) => !color.images.includes(name))!;
    const others = color.images.filter((name) => name !== old);
    expect((await staffCall(owner, 'PUT', pictures, { images: [fresh, old, ...others] })).status).toBe(200);
    expect((await staffCall(owner, 'DELETE', `${pictures}/${old}`)).status).toBe(200);
    await context.close();

    // The shop's product now names the new picture: a new address, which nothing has kept.
    const product = JSON.parse(
      (await throughNginx(`/api/products/productItem/${productId}`)).body.toString('utf8'),
    ) as { colors: { color_id: number; main_image: string | null }[] };
    const shown = product.colors.find((candidate) => candidate.color_id === color.color_id)?.main_image;
    expect(shown).toBe(fresh);
    expect(shown).not.toBe(old);

    const first = await throughNginx(`/api/product/image/${fresh}?w=320`, { headers: { accept: WEBP } });
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toEqual(['MISS']);
    expect(first.headers['content-type']).toEqual(['image/webp']);
    expect(first.headers['cache-control']).toEqual(['public, max-age=31536000, immutable']);
    expect(first.headers.vary).toEqual(['Accept']);
    // The new bytes: the red picture, 320 wide, and not the old one.
    expect(first.body.equals(oldPicture.body)).toBe(false);
    const { dominant } = await sharp(first.body).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(80);
    expect((await sharp(first.body).metadata()).width).toBe(320);

    // The second time from nginx's disk, the same bytes; another browser's Accept that takes WebP too.
    const second = await throughNginx(`/api/product/image/${fresh}?w=320`, {
      headers: { accept: 'image/webp,image/apng,image/*,*/*;q=0.8' },
    });
    expect(second.headers['x-cache-status']).toEqual(['HIT']);
    expect(second.headers['content-type']).toEqual(['image/webp']);
    expect(second.body.equals(first.body)).toBe(true);
    // One answer per request in the access log, and each with its own request id.
    expect(second.headers['x-request-id']).toHaveLength(1);
    expect(second.headers['x-request-id']).not.toEqual(first.headers['x-request-id']);

    // Another format and another width are other entries, never the WebP one.
    const avif = await throughNginx(`/api/product/image/${fresh}?w=320`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(avif.headers['x-cache-status']).toEqual(['MISS']);
    expect(avif.headers['content-type']).toEqual(['image/avif']);
    const jpeg = await throughNginx(`/api/product/image/${fresh}?w=320`, { headers: { accept: '*/*' } });
    expect(jpeg.headers['x-cache-status']).toEqual(['MISS']);
    expect(jpeg.headers['content-type']).toEqual(['image/jpeg']);
    // A browser that takes Brotli gets the same picture: the shop never compresses one, so no entry
    // depends on Accept-Encoding.
    const narrow = await throughNginx(`/api/product/image/${fresh}?w=160`, {
      headers: { accept: WEBP, 'accept-encoding': 'br, gzip' },
    });
    expect(narrow.headers['x-cache-status']).toEqual(['MISS']);
    expect(narrow.headers['content-encoding']).toBeUndefined();
    expect(narrow.headers.vary).toEqual(['Accept']);
    expect((await sharp(narrow.body).metadata()).width).toBe(160);
    expect(
      (await throughNginx(`/api/product/image/${fresh}?w=320`, { headers: { accept: '*/*' } })).headers[
        'x-cache-status'
      ],
    ).toEqual(['HIT']);
  }, 60_000);

  it('sends plain HTTP to HTTPS', async () => {
    const http = new URL(nginx.httpUrl);
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      get(
        { host: '127.0.0.1', port: http.port, path: '/profile?tab=orders', headers: { host: http.host } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode, location: response.headers.location });
        },
      ).on('error', reject);
    });
    expect(answer).toEqual({ status: 301, location: `${nginx.httpsUrl}/profile?tab=orders` });
  });

  it('replaces a process that dies, and nginx keeps reaching the shop', async () => {
    const answeredSince = (since: number) =>
      new Set(
        logLines()
          .filter((line) => line.msg === 'request completed' && (line.time ?? 0) > since)
          .map((line) => line.pid),
      );
    const [victim] = answeredSince(0);
    expect(victim).toBeDefined();
    const killedAt = Date.now();
    process.kill(Number(victim), 'SIGKILL');
    await expect
      .poll(() => store.output())
      .toContain(`Un proceso de la tienda (pid ${victim}) terminó (SIGKILL); se inicia otro.`);
    await expect
      .poll(
        async () => {
          // More at once than nginx keeps idle connections to the survivor (keepalive 16), so that it opens
          // new ones, which the replacement gets its share of.
          const answers = await Promise.all(Array.from({ length: 48 }, () => throughNginx(LOGGED_CALL)));
          const pids = answeredSince(killedAt);
          return answers.every((answer) => answer.status === 200) && pids.size === 2 && !pids.has(victim);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  it('stops both processes on SIGTERM, each after its requests, and exits 0', async () => {
    expect(await store.stop()).toBe(0);
    // The two running now (the replacement included) each said it was closing.
    const closing = logLines().filter((line) => line.msg === 'cerrando');
    expect(closing).toHaveLength(2);
  });
});
