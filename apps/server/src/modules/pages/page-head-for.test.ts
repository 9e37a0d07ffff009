import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HOME_META, PAGE_DATA_ELEMENT_ID, SESSION_PAGE_DATA_KEY } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { products, users } from '../../db/schema';
import { HIDDEN_PRODUCT_ID, writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';
import { createSession } from '../auth/sessions';

const PUBLIC_URL = 'https://www.nortenowestern.example';

// Shaped like the built apps/web/index.html: its own title, a description over several lines, a script.
const BUILT_PAGE = `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="UTF-8" />
    <title>Título de la compilación</title>
    <meta
      name="description"
      content="Descripción de la compilación"
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// Shaped like Vite's build manifest: the listing's chunk imports the entry and a shared chunk with styles.
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/catalog/listing/ProductListPage.tsx': {
    file: 'assets/ProductListPage-l1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-s1.js'],
    css: ['assets/ProductListPage-l2.css'],
  },
  '_shared-s1.js': { file: 'assets/shared-s1.js', imports: ['index.html'], css: ['assets/shared-s2.css'] },
};

let database: DatabaseHandle;
let app: FastifyInstance;
let fixture: Fixture;
let webDir: string;
let queries: string[] = [];

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'store-web-'));
  await writeFile(path.join(webDir, 'index.html'), BUILT_PAGE);
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  database = await createTestDatabase((query) => queries.push(query));
  fixture = await writeCatalogFixture(database.db);
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL }), {
    database,
    webDir,
    // Counted statements are the request's own: no outbox round or sweep may fall among them.
    backgroundRounds: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDir, { recursive: true, force: true });
});

type Page = { status: number; html: string; queries: number };

async function page(url: string): Promise<Page> {
  queries = [];
  const response = await app.inject(url);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  // Every page carries its visitor's session: never kept by a shared cache.
  expect(response.headers['cache-control']).toBe('private, no-cache');
  // A guest's page says so, and the browser does not ask (the call would answer 401).
  expect(pageData(response.body)[SESSION_PAGE_DATA_KEY]).toBeNull();
  // Whatever the head says, the body is the storefront, whose router shows the page.
  expect(response.body).toContain('<div id="root">');
  // Its entry script, in the head, or started by the first screen once that has painted.
  const entryTag = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
  const entryLoaded = '.first-screen img';
  expect(response.body.includes(entryTag) !== response.body.includes(entryLoaded)).toBe(true);
  // After a change the cache asks, once and by itself, when the next promotion starts or ends; whether
  // that lands inside this request depends on when the change was heard, and it is not the page's read.
  const pageReads = queries.filter((query) => !query.includes('SELECT min(moment) AS at'));
  return { status: response.statusCode, html: response.body, queries: pageReads.length };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** What a crawler reads: the page's titles, every meta tag by name or property, and its JSON-LD. */
function head(html: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescape(match[1] ?? ''));
  const metas = new Map<string, string[]>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    const [, key = '', content = ''] = match;
    metas.set(key, [...(metas.get(key) ?? []), unescape(content)]);
  }
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  return {
    titles,
    title: titles[0],
    meta: (key: string) => {
      const values = metas.get(key) ?? [];
      expect(values.length, `${key} aparece ${values.length} veces`).toBeLessThanOrEqual(1);
      return values[0];
    },
    canonical: canonical === undefined ? undefined : unescape(canonical),
    jsonLd,
  };
}

/** What the page was handed (the JSON block PAGE_DATA_ELEMENT_ID), by call. */
function pageData(html: string): Record<string, unknown> {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return block ? (JSON.parse(block[1] ?? '') as Record<string, unknown>) : {};
}

/** The catalogue's answers the page was handed, by call (the session, in every page, is checked by `page`). */
function handedAnswers(html: string): Record<string, unknown> {
  const { [SESSION_PAGE_DATA_KEY]: _session, ...answers } = pageData(html);
  return answers;
}

/** Each handed answer is exactly what its API call answers. */
async function expectSameAsApi(answers: Record<string, unknown>) {
  for (const [call, answer] of Object.entries(answers)) {
    const response = await app.inject(`/api${call}`);
    expect(response.statusCode, call).toBe(200);
    expect(answer, call).toEqual(response.json());
  }
}

const imageUrl = (name: string) => `${PUBLIC_URL}/api/product/image/${name}?w=1200`;

/** What the page draws before its scripts run: the pictures inside the app's root element, as written. */
function firstScreen(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  const pictures = [...root.matchAll(/<img src="([^"]*)" srcset="([^"]*)" sizes="([^"]*)" alt="" [^>]*\/>/g)];
  const preloads = [
    ...html.matchAll(
      /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)"/g,
    ),
  ];
  return {
    root,
    hidden: root.startsWith('<div class="first-screen') && /^<div [^>]*aria-hidden="true"/.test(root),
    pictures: pictures.map(([, src, srcset, sizes]) => ({ src, srcset, sizes })),
    preloaded: preloads.map(([, src, srcset, sizes]) => ({ src, srcset, sizes })),
  };
}

describe('a product page', () => {
  it('carries its title, picture, price and a schema.org Product, from two queries', async () => {
    const { status, html, queries } = await page('/product/2');
    expect(status).toBe(200);
    // The product, and its buyers' stars for the structured data.
    expect(queries).toBe(2);
    // The page is handed the product as its first call would answer it.
    const answers = handedAnswers(html);
    expect(Object.keys(answers)).toEqual(['/products/productItem/2']);
    await expectSameAsApi(answers);
    const tags = head(html);
    expect(tags.titles).toEqual(['Botín Justin Roper para dama · Norteño Western']);
    expect(html).not.toContain('compilación');
    expect(tags.meta('og:type')).toBe('product');
    expect(tags.meta('og:title')).toBe('Botín Justin Roper para dama');
    expect(tags.meta('og:site_name')).toBe('Norteño Western');
    expect(tags.meta('og:locale')).toBe('es_MX');
    expect(tags.meta('og:url')).toBe(`${PUBLIC_URL}/product/2`);
    expect(tags.canonical).toBe(`${PUBLIC_URL}/product/2`);
    expect(tags.meta('og:image')).toBe(imageUrl('p2-c3-1.webp'));
    expect(tags.meta('twitter:card')).toBe('summary_large_image');
    expect(tags.meta('robots')).toBeUndefined();
    // The main picture starts loading with the HTML, at the widths and size the page's <img> asks for.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/product/image/p2-c3-1.webp?w=800" imagesrcset="/api/product/image/p2-c3-1.webp?w=160 160w, ',
    );
    expect(html).toContain('1600w" imagesizes="(max-width: 860px) 100vw, 600px" fetchpriority="high" />');
    // 3,000 pesos with 20 % off.
    expect(tags.meta('product:price:amount')).toBe('2400.00');
    expect(tags.meta('product:price:currency')).toBe('MXN');
    // Its description is empty, so the preview says what it is and what it costs.
    expect(tags.meta('description')).toBe(
      'Botín Justin Roper para dama de Justin Boots por $2,400.00. Original y nuevo, en Norteño Western, Chihuahua, con envíos a todo México.',
    );
    expect(tags.meta('og:description')).toBe(tags.meta('description'));

    expect(tags.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Botín Justin Roper para dama',
        description: tags.meta('description'),
        image: [imageUrl('p2-c3-1.webp'), imageUrl('p2-c3-2.webp')],
        brand: { '@type': 'Brand', name: 'Justin Boots' },
        category: 'Botas',
        url: `${PUBLIC_URL}/product/2`,
        // The size the page opens on, a Mexican boot size.
        size: {
          '@type': 'SizeSpecification',
          name: '24',
          sizeSystem: 'https://schema.org/WearableSizeSystemMX',
        },
        offers: {
          '@type': 'Offer',
          price: 2400,
          priceCurrency: 'MXN',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url: `${PUBLIC_URL}/product/2`,
          seller: { '@type': 'Organization', name: 'Norteño Western' },
        },
      },
    ]);
  });

  it('says a product whose every size is sold out is out of stock', async () => {
    const tags = head((await page('/product/5')).html);
    expect(tags.meta('product:price:amount')).toBe('809.10');
    expect(tags.meta('description')).toBe('Cinto bordado a mano.');
    expect(tags.jsonLd[0]?.offers).toMatchObject({
      '@type': 'Offer',
      price: 809.1,
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('shows the colour of the size in the address, and still names the product as its canonical page', async () => {
    const { status, html } = await page(`/product/1/${fixture.variant(1, 'Negro', '27')}`);
    expect(status).toBe(200);
    const tags = head(html);
    expect(tags.title).toBe('Bota vaquera Ariat punta rodeo piel de res · Norteño Western');
    expect(tags.meta('og:image')).toBe(imageUrl('p1-c2-1.webp'));
    expect(tags.canonical).toBe(`${PUBLIC_URL}/product/1`);
    expect(tags.jsonLd[0]?.image).toEqual([
      imageUrl('p1-c2-1.webp'),
      imageUrl('p1-c2-2.webp'),
      imageUrl('p1-c1-1.webp'),
      imageUrl('p1-c1-2.webp'),
    ]);
    // One size of the product is in stock, in the other colour.
    expect(tags.jsonLd[0]?.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('declares the size in the address in the Mexican size system, for boots and hats only', async () => {
    const boot = head((await page(`/product/1/${fixture.variant(1, 'Negro', '27')}`)).html);
    expect(boot.jsonLd[0]?.size).toEqual({
      '@type': 'SizeSpecification',
      name: '27',
      sizeSystem: 'https://schema.org/WearableSizeSystemMX',
    });
    const hat = head((await page(`/product/4/${fixture.variant(4, 'Negro', '58')}`)).html);
    expect(hat.jsonLd[0]?.size).toEqual({
      '@type': 'SizeSpecification',
      name: '58',
      sizeSystem: 'https://schema.org/WearableSizeSystemMX',
    });
    // A sweater's letters are not declared in a system they may not match.
    const sweater = head((await page('/product/3')).html);
    expect(sweater.jsonLd[0]).not.toHaveProperty('size');
    expect(sweater.jsonLd[0]).toMatchObject({ '@type': 'Product' });
  });

  it('opens on the first colour when the variant is unknown, as the browser does', async () => {
    const { status, html } = await page('/product/1/1999999');
    expect(status).toBe(200);
    expect(head(html).meta('og:image')).toBe(imageUrl('p1-c1-1.webp'));
  });

  it.each(['/product/99', `/product/${HIDDEN_PRODUCT_ID}`, '/product/abc', '/product/0', '/product/1/2/3'])(
    'answers %s with 404 and the page, which shows its not-found screen',
    async (url) => {
      const { status, html } = await page(url);
      expect(status).toBe(404);
      const tags = head(html);
      expect(tags.title).toBe('Página no encontrada · Norteño Western');
      expect(tags.meta('robots')).toBe('noindex');
      expect(tags.canonical).toBeUndefined();
      expect(tags.jsonLd).toEqual([]);
    },
  );

  it('escapes a name and a description that hold markup, quotes and replacement patterns', async () => {
    const name = `Bota </script><script>alert(1)</script> "comillas" & 'apóstrofo' $& $1`;
    const description = `<img src=x onerror="alert(2)"> ${'piel '.repeat(60)}`;
    await database.db.update(products).set({ name, description }).where(eq(products.id, 3));
    try {
      const { html } = await page('/product/3');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('"comillas"');
      // Only the page's own module script, its handed answers and the JSON-LD end a script.
      expect(html.match(/<\/script>/g)).toHaveLength(3);
      expect(handedAnswers(html)['/products/productItem/3']).toMatchObject({ product_name: name });
      const tags = head(html);
      expect(tags.title).toBe(`${name} · Norteño Western`);
      expect(tags.meta('og:title')).toBe(name);
      expect(tags.meta('og:image:alt')).toBe(name);
      const shortened = tags.meta('description') ?? '';
      expect(shortened.startsWith('<img src=x onerror="alert(2)"> piel piel')).toBe(true);
      expect(shortened.endsWith('piel…')).toBe(true);
      expect(Array.from(shortened).length).toBeLessThanOrEqual(160);
      expect(tags.jsonLd[0]).toMatchObject({ name, description: description.trim() });
    } finally {
      await database.db
        .update(products)
        .set({ name: 'Suéter tejido Wrangler infantil', description: 'Suéter calientito.' })
        .where(eq(products.id, 3));
    }
  });
});

describe('a listing page', () => {
  it.each([
    ['/products/1?category_id=3', 'Botas'],
    [
      '/products/1?category_id=3&category_id=13&category_id=17&category_id=19',
      'Botas, Pantalones, Sacos y Sombreros',
    ],
    ['/products/2?category_id=3&sort=asc', 'Botas · Página 2'],
    ['/products/1?discount=true', 'Descuentos'],
    ['/products/all/1?discount=true', 'Descuentos'],
    ['/products/1?target_audience=ni%C3%B1os', 'Niños'],
    ['/products/1?target_audience=hombre', 'Hombre'],
    ['/products', 'Todos los productos'],
    ['/products/1?category_id=999', 'Todos los productos'],
  ])('%s is titled %s', async (url, title) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    const tags = head(html);
    expect(tags.title).toBe(`${title} · Norteño Western`);
    expect(tags.meta('og:title')).toBe(title);
    expect(tags.meta('robots')).toBeUndefined();
  });

  it('shows a department with a picture of its products and keeps only the filters as canonical', async () => {
    const tags = head((await page('/products/1?category_id=3&sort=desc&maxPrice=2000')).html);
    expect(tags.meta('og:image')).toBe(imageUrl('p1-c1-1.webp'));
    expect(tags.canonical).toBe(`${PUBLIC_URL}/products/1?category_id=3`);
    expect(head((await page('/products/all/3?discount=true')).html).canonical).toBe(
      `${PUBLIC_URL}/products/3?discount=true`,
    );
  });

  it('is handed its first list, with its first picture and its code fetched with the entry', async () => {
    const { html } = await page('/products/2?sort=asc&category_id=3&category_id=19&maxPrice=abc');
    // The call the page makes: the address read as the browser reads it (a bad maxPrice left out).
    const call = '/products/list?category_id=3&category_id=19&sort=asc&limit=24&page=2';
    const answers = handedAnswers(html);
    expect(Object.keys(answers)).toEqual(['/categories', call]);
    await expectSameAsApi(answers);
    // The first row's pictures (two on a phone) start with the HTML, as the cards' <img> will ask for them.
    const department = (await page('/products/1?category_id=3')).html;
    const firstPage = handedAnswers(department)['/products/list?category_id=3&limit=24&page=1'] as {
      products: { main_image: string }[];
    };
    const preloaded = [...department.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual(
      firstPage.products.slice(0, 2).map(({ main_image }) => `/api/product/image/${main_image}?w=480`),
    );
    expect(department).toContain(
      '800w" imagesizes="(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 280px"',
    );
    // Behind its first screen: started with the entry, once the pictures have painted.
    const later = /<template class="first-screen-later">(.*?)<\/template>/.exec(department)?.[1] ?? '';
    expect(later).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductListPage-l1.js" />');
    expect(later).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-s1.js" />');
    expect(later).toContain('<link rel="preload" as="style" crossorigin href="/assets/shared-s2.css" />');
    expect(later).not.toContain('href="/assets/index-abc123.js"');
    expect(department.indexOf('<link rel="modulepreload"')).toBeGreaterThan(
      department.indexOf('<div id="root">'),
    );
    // Without pictures (its second page is empty) there is no first screen, and the code comes with the HTML.
    expect(html.indexOf('<link rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
    // The manifest itself is the server's, not the browser's.
    expect((await app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('titles a search with what was searched and keeps it out of search engines', async () => {
    const { html } = await page('/products/all/1?name=%3Cb%3Ebotas%3C%2Fb%3E');
    expect(html).not.toContain('<b>');
    // The results are handed to the page as the list call answers them.
    const answers = handedAnswers(html);
    expect(Object.keys(answers)).toEqual([
      '/categories',
      '/products/list?name=%3Cb%3Ebotas%3C%2Fb%3E&limit=24&page=1',
    ]);
    await expectSameAsApi(answers);
    const tags = head(html);
    expect(tags.title).toBe('Resultados para «<b>botas</b>» · Norteño Western');
    expect(tags.meta('robots')).toBe('noindex');
    expect(tags.canonical).toBeUndefined();
  });
});

describe('the other pages', () => {
  it('gives the home page the shop’s title and the slider’s first picture', async () => {
    // A change to the catalogue (any statement on its tables) makes every process forget its answers.
    await database.db.execute(sql`UPDATE banners SET title = title WHERE false`);
    const { status, html, queries } = await page('/');
    expect(status).toBe(200);
    // The slider, the departments, the three rows, whether 'Lo más vendido' is pinned (decision 049) and
    // the strip's lines (decision 053).
    expect(queries).toBe(7);
    // Until the catalogue changes again, visitors' pages are answered from memory, as soon as the cache
    // knows when the next promotion starts or ends (one query after the change, which it asks by itself).
    await vi.waitFor(async () => expect((await page('/')).queries).toBe(0));
    const tags = head(html);
    expect(tags.title).toBe(HOME_META.title);
    expect(tags.meta('description')).toBe(HOME_META.description);
    expect(tags.meta('og:type')).toBe('website');
    expect(tags.meta('og:image')).toBe(imageUrl('p1-c1-1.webp'));
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/product/image/p1-c1-1.webp?w=1200" imagesrcset="/api/product/image/p1-c1-1.webp?w=160 160w, ',
    );
    expect(html).toContain('imagesizes="(max-width: 1280px) 100vw, 1280px" fetchpriority="high" />');
    expect(tags.canonical).toBe(`${PUBLIC_URL}/`);
    const answers = handedAnswers(html);
    expect(Object.keys(answers).sort()).toEqual([
      '/banners',
      '/categories',
      '/selection/accesories',
      '/selection/bestSelling',
      '/selection/getRecommended',
      '/strip',
    ]);
    await expectSameAsApi(answers);
    expect(tags.jsonLd[0]).toMatchObject({
      '@type': 'ClothingStore',
      name: 'Norteño Western',
      address: { streetAddress: 'Av. Independencia 1001, Zona Centro', postalCode: '31000' },
    });
  });

  it.each([
    ['/Devoluciones', 'Devoluciones y reembolsos', '/Devoluciones'],
    ['/about_us', 'Acerca de nosotros', '/about_us'],
    ['/contact/', 'Contacto', '/Contact'],
    ['/aviso-de-privacidad', 'Aviso de privacidad', '/aviso-de-privacidad'],
  ])('titles the information page %s without asking the database', async (url, title, canonicalPath) => {
    const { status, html, queries } = await page(url);
    expect(status).toBe(200);
    expect(queries).toBe(0);
    const tags = head(html);
    expect(tags.title).toBe(`${title} · Norteño Western`);
    expect(tags.canonical).toBe(`${PUBLIC_URL}${canonicalPath}`);
    expect(tags.meta('robots')).toBeUndefined();
  });

  it('lets search engines keep the favourites page, which anyone may open', async () => {
    const { status, html, queries } = await page('/favorites');
    expect(status).toBe(200);
    expect(queries).toBe(0);
    const tags = head(html);
    expect(tags.title).toBe('Mis favoritos · Norteño Western');
    expect(tags.canonical).toBe(`${PUBLIC_URL}/favorites`);
    expect(tags.meta('robots')).toBeUndefined();
  });

  it.each([
    ['/auth/login', 'Iniciar sesión'],
    ['/profile', 'Mi perfil'],
    ['/payment', 'Pago'],
    ['/cancel', 'Pago cancelado'],
    ['/Success', '¡Gracias por tu compra!'],
    ['/BuyDetails/41', 'Detalles de compra'],
  ])('titles the shopper’s own page %s and keeps it out of search engines', async (url, title) => {
    const { status, html, queries } = await page(url);
    expect(status).toBe(200);
    expect(queries).toBe(0);
    const tags = head(html);
    expect(tags.title).toBe(`${title} · Norteño Western`);
    expect(tags.meta('robots')).toBe('noindex');
    expect(tags.canonical).toBeUndefined();
  });

  it('answers any other path with 404 and the page', async () => {
    const { status, html } = await page('/cualquier/cosa');
    expect(status).toBe(404);
    expect(head(html).title).toBe('Página no encontrada · Norteño Western');
  });
});

describe('the session in the page', () => {
  it('hands a signed-in shopper’s page what /api/auth/me answers them, escaped inside the script', async () => {
    // A name can be anything the identity provider says: markup that would end the script, separators.
    const name = 'Ana </script><script>alert(1)</script> \u2028\u2029 & <!--';
    const [user] = await database.db
      .insert(users)
      .values({ issuer: 'https://idp.test', subject: 'ana-paginas', email: 'ana@example.mx', name })
      .returning();
    if (!user) throw new Error('sin usuario');
    const cookie = `__Host-sid=${await createSession(database.db, user.id)}`;

    const response = await app.inject({ url: '/products/1?category_id=3', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    // One script element in the whole page: the name opened none, and nothing in the JSON ends it early.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(pageData(html)[SESSION_PAGE_DATA_KEY]).toEqual(me.json());
    expect(me.json()).toMatchObject({ name, email: 'ana@example.mx' });
    // The rest of the page is the same as a guest's.
    await expectSameAsApi(handedAnswers(html));
  });

  it('hands a page whose session is unknown or over a guest’s state', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: '__Host-sid=no-existe' } });
    expect(pageData(response.body)[SESSION_PAGE_DATA_KEY]).toBeNull();
  });
});

describe('when the database does not answer', () => {
  it('still sends the page as built, so the storefront can load and say what failed', async () => {
    const gone = await createTestDatabase();
    const appWithoutDatabase = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL }), {
      database: gone,
      webDir,
    });
    await gone.close();
    const response = await appWithoutDatabase.inject('/product/1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUILT_PAGE);
    await appWithoutDatabase.close();
  });
});

describe('the first screen', () => {
  it.each([
    ['/', 'first-screen-banner', 1],
    ['/products/1?category_id=3', 'first-screen-cards', 2],
    ['/product/2', 'first-screen-product', 1],
  ])('of %s draws the picture it preloads, as the page will show it', async (url, box, count) => {
    const { html } = await page(url);
    const screen = firstScreen(html);
    expect(screen.root).toContain(`class="first-screen ${box}"`);
    // Hidden from assistive technology: the page that replaces it says what the picture is.
    expect(screen.hidden).toBe(true);
    expect(screen.pictures).toHaveLength(count);
    // The very address, widths and sizes of the preload: the browser fetches the picture once.
    expect(screen.pictures).toEqual(screen.preloaded);
    // Its entry script starts once the pictures have painted, by the one inline script the policy allows.
    expect(html).not.toContain('<script type="module"');
    const loader = /<script>([^<]*)<\/script>/.exec(screen.root)?.[1] ?? '';
    expect(loader).toContain('entry.src="/assets/index-abc123.js"');
    const policy = String((await app.inject(url)).headers['content-security-policy']);
    const hash = createHash('sha256').update(loader, 'utf8').digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it.each(['/favorites', '/no-existe', '/products/1?name=zzzz'])(
    'of %s is empty: it has no picture',
    async (url) => {
      expect(firstScreen((await page(url)).html).root).toBe('');
    },
  );
});
