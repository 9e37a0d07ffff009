import { CATEGORIES, type ListItem, type ProductDetail } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { products, variants } from '../../db/schema';
import { HIDDEN_PRODUCT_ID, writeCatalogFixture, type Fixture } from '../../test/catalog-fixture';
import { createTestDatabase } from '../../test/database';

let database: DatabaseHandle;
let app: FastifyInstance;
let fixture: Fixture;
let queries: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase((query) => queries.push(query));
  fixture = await writeCatalogFixture(database.db);
  // Hundreds of searches from one address: the limit on them has its own tests (rate-limits.test.ts).
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }), {
    database,
    // Counted statements are the request's own: no outbox round or sweep may fall among them.
    backgroundRounds: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function get<T>(url: string): Promise<T> {
  queries = [];
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  // The design's budget: no catalogue call sends more than three statements to the database.
  expect(queries.length, `${url} envió ${queries.length} consultas`).toBeLessThanOrEqual(3);
  return response.json() as T;
}

type ListResponse = {
  products: ListItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
};
const list = (query: string) => get<ListResponse>(`/api/products/list?${query}`);
const ids = (response: ListResponse) => response.products.map((item) => item.product_id);

describe('GET /api/categories', () => {
  it('answers the 21 departments with their fixed ids, each with a picture of a product it has', async () => {
    const categories =
      await get<{ category_id: number; name: string; image: string | null }[]>('/api/categories');
    expect(categories.map(({ category_id, name }) => ({ category_id, name }))).toEqual([...CATEGORIES]);
    const image = (id: number) => categories.find((category) => category.category_id === id)?.image;
    expect(image(3)).toBe('p1-c1-1.webp');
    expect(image(10)).toBe('p5-c6-1.webp');
    expect(image(21)).toBeNull();
  });
});

describe('GET /api/banners', () => {
  it('answers the slider in order with its words and picture', async () => {
    expect(await get('/api/banners')).toEqual([
      {
        position: 0,
        title: 'Botas 100 % originales',
        subtitle: 'Traídas de Estados Unidos',
        link: '/products/1?category_id=3',
        image: 'p1-c1-1.webp',
      },
    ]);
  });
});

describe('GET /api/selection/*', () => {
  it('answers the owner’s chosen variants in order, leaving hidden products out', async () => {
    const best = await get<ListItem[]>('/api/selection/bestSelling');
    expect(best).toEqual([
      {
        product_id: 4,
        variant_id: fixture.variant(4, 'Negro', '58'),
        product_name: 'Sombrero texano Stetson de fieltro',
        main_image: 'p4-c5-1.webp',
        final_price: 4599,
        original_price: 4599,
        type: 'regular',
        isNew: true,
      },
      {
        product_id: 2,
        variant_id: fixture.variant(2, 'Miel', '24'),
        product_name: 'Botín Justin Roper para dama',
        main_image: 'p2-c3-1.webp',
        final_price: 2400,
        original_price: 3000,
        type: 'sale',
        isNew: false,
      },
    ]);
    expect((await get<ListItem[]>('/api/selection/accesories')).map((item) => item.product_id)).toEqual([5]);
    expect(await get('/api/selection/getRecommended')).toEqual([]);
  });

  it('does not know other selections', async () => {
    expect((await app.inject('/api/selection/otra')).statusCode).toBe(404);
  });
});

describe('GET /api/products/list', () => {
  it('lists every visible product once, what can be bought first, with its pagination', async () => {
    const response = await list('limit=24&page=1');
    expect(ids(response)).toEqual([4, 3, 2, 1, 5]);
    expect(response.pagination).toEqual({ page: 1, limit: 24, total: 5, totalPages: 1 });
  });

  it('represents a product by its cheapest variant in stock, or its first one when none is', async () => {
    const response = await list('category_id=3&category_id=10');
    const byId = new Map(response.products.map((item) => [item.product_id, item]));
    expect(byId.get(1)?.variant_id).toBe(fixture.variant(1, 'Café', '26'));
    expect(byId.get(5)?.variant_id).toBe(fixture.variant(5, 'Café', '32'));
    expect(byId.get(5)).toMatchObject({ final_price: 809.1, original_price: 899, type: 'sale' });
  });

  it('follows the stock: a size that sells out hands the listing to the next one', async () => {
    await database.db
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.id, fixture.variant(1, 'Café', '26')));
    expect((await list('category_id=3')).products.find((item) => item.product_id === 1)?.variant_id).toBe(
      fixture.variant(1, 'Café', '27'),
    );
    await database.db
      .update(variants)
      .set({ stock: 3 })
      .where(eq(variants.id, fixture.variant(1, 'Café', '26')));
  });

  it("opens a card found for 'Mi talla' in that size: the card's colour when it has it, else another", async () => {
    const card = async (query: string) => (await list(query)).products.find((item) => item.product_id === 1);
    expect(await card('category_id=3')).toMatchObject({ variant_id: fixture.variant(1, 'Café', '26') });
    expect(await card('category_id=3&size=boot_mx:27')).toMatchObject({
      variant_id: fixture.variant(1, 'Café', '27'),
      main_image: 'p1-c1-1.webp',
      final_price: 2499,
    });
    // Café 27 sold out, Negro 27 arrived: the card opens Negro 27, with Negro's picture.
    const setStock = (color: string, stock: number) =>
      database.db
        .update(variants)
        .set({ stock })
        .where(eq(variants.id, fixture.variant(1, color, '27')));
    await setStock('Café', 0);
    await setStock('Negro', 2);
    expect(await card('category_id=3&size=boot_mx:27')).toMatchObject({
      variant_id: fixture.variant(1, 'Negro', '27'),
      main_image: 'p1-c2-1.webp',
    });
    await setStock('Negro', 0);
    await setStock('Café', 5);
  });

  it.each([
    ['category_id=3', [2, 1]],
    ['category_id=3&category_id=19', [4, 2, 1]],
    ['target_audience=mujer', [2]],
    ['target_audience=ni%C3%B1os', [3]],
    ['discount=true', [2, 5]],
    ['discount=false', [4, 3, 2, 1, 5]],
    ['maxPrice=900', [3, 5]],
    ['maxPrice=999999', [4, 3, 2, 1, 5]],
    ['sort=asc', [3, 5, 2, 1, 4]],
    ['sort=desc', [4, 1, 2, 5, 3]],
    ['sort=', [4, 3, 2, 1, 5]],
    ['category_id=3&sort=asc&maxPrice=2450', [2]],
    ['discount=true&sort=desc', [2, 5]],
    ['target_audience=hombre&sort=asc&maxPrice=3000', [5, 1]],
    // 'Mi talla': only products with units of that size in stock, in any colour, hidden ones never.
    ['category_id=3&size=boot_mx:26', [1]],
    ['category_id=3&size=boot_mx:24.5', [2]],
    ['category_id=3&size=boot_mx:26.5', []],
    ['category_id=3&size=boot_mx:27&sort=asc', [1]],
    ['category_id=19&size=hat:57', [4]],
    ['category_id=19&size=hat:59', []],
    ['size=boot_mx:26&discount=true', []],
    ['category_id=3&size=boot_mx:99', []],
  ])('filters and sorts with %s', async (query, expected) => {
    expect(ids(await list(query))).toEqual(expected);
  });

  it('pages with limit and page, and answers a page past the end with no products', async () => {
    expect(await list('sort=asc&limit=2&page=2')).toMatchObject({
      pagination: { page: 2, limit: 2, total: 5, totalPages: 3 },
    });
    expect(ids(await list('sort=asc&limit=2&page=3'))).toEqual([4]);
    expect(await list('sort=asc&limit=2&page=40')).toEqual({
      products: [],
      pagination: { page: 40, limit: 2, total: 5, totalPages: 3 },
    });
    expect((await list('category_id=21')).pagination).toEqual({
      page: 1,
      limit: 24,
      total: 0,
      totalPages: 1,
    });
  });

  describe('Spanish search', () => {
    it.each([
      ['botas', [1, 2]],
      ['bota', [1, 2]],
      ['sueter', [3]],
      ['SUÉTER', [3]],
      ['ninos', [3]],
      ['niños', [3]],
      ['sombrro', [4]],
      ['stetson', [4]],
      ['negro', [4, 1]],
      ['cinto cafe', [5]],
      ['dama', [2]],
    ])('"%s" finds %o', async (name, expected) => {
      expect(ids(await list(`name=${encodeURIComponent(name)}`)).sort()).toEqual([...expected].sort());
    });

    it('ranks a match in the name above a match in the colour', async () => {
      expect(ids(await list('name=negro'))[0]).toBe(1);
      expect(ids(await list('name=sombrero%20negro'))[0]).toBe(4);
    });

    it('combines a search with filters and the price sort', async () => {
      expect(ids(await list('name=bota&sort=desc'))).toEqual([1, 2]);
      expect(ids(await list('name=bota&target_audience=hombre'))).toEqual([1]);
    });

    it('treats SQL and markup as plain words, changing nothing and echoing nothing', async () => {
      for (const name of ["'; DROP TABLE products; --", '<script>alert(1)</script>', '%_\\', '!!!']) {
        const response = await app.inject(`/api/products/list?name=${encodeURIComponent(name)}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('<script>');
      }
      const [row] = await database.db.select({ total: sql<number>`count(*)::int` }).from(products);
      expect(row?.total).toBe(6);
    });
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=1000000000000', 'page'],
    ['page=2&page=3', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=2.5', 'limit'],
    ['sort=drop', 'sort'],
    ['category_id=abc', 'category_id'],
    ['category_id=3&category_id=abc', 'category_id'],
    ['maxPrice=-5', 'maxPrice'],
    ['discount=si', 'discount'],
    ['target_audience=perros', 'target_audience'],
    [`name=${'a'.repeat(10_000)}`, 'name'],
    ['price=1', 'campos'],
    ['size=27', 'size'],
    ['size=clothing:M', 'size'],
    ["size=boot_mx:27'--", 'size'],
  ])('refuses %s with a Spanish 400 naming %s', async (query, word) => {
    const response = await app.inject(`/api/products/list?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; field?: string };
    // The parameter at fault is named apart from the sentence (decision 043), or in it when it has no field.
    expect(Object.keys(body).filter((key) => key !== 'field')).toEqual(['error']);
    expect(body.field === word || body.error.includes(word)).toBe(true);
    expect(body.error.length).toBeLessThan(200);
  });
});

describe('GET /api/products/productItem/{id}', () => {
  it('answers a product with its colours, pictures and sizes', async () => {
    const product = await get<ProductDetail>('/api/products/productItem/1');
    expect(product).toMatchObject({
      product_id: 1,
      product_name: 'Bota vaquera Ariat punta rodeo piel de res',
      brand_name: 'Ariat',
      description: 'Bota de piel de res.',
      final_price: 2499,
      original_price: 2499,
      discount_percentage: 0,
      department_id: 3,
      department_name: 'Botas',
      variant_id: fixture.variant(1, 'Café', '26'),
    });
    expect(
      product.colors.map((color) => [color.color_name, color.color_hex, color.main_image, color.images]),
    ).toEqual([
      ['Café', '#5a3a22', 'p1-c1-1.webp', ['p1-c1-1.webp', 'p1-c1-2.webp']],
      ['Negro', '#1b1b1b', 'p1-c2-1.webp', ['p1-c2-1.webp', 'p1-c2-2.webp']],
    ]);
    expect(product.colors[0]?.sizes).toEqual([
      {
        variant_id: fixture.variant(1, 'Café', '26'),
        size_id: expect.any(Number),
        size_name: '26',
        display_name: '26 MX',
        price: 2499,
        stock: 3,
        discount: { final_price: 2499, percentage: 0 },
      },
      expect.objectContaining({ size_name: '26.5', stock: 0 }),
      expect.objectContaining({ size_name: '27', stock: 5 }),
    ]);
  });

  it('answers the same product for any of its variant ids', async () => {
    const byVariant = await get<ProductDetail>(
      `/api/products/productItem/${fixture.variant(2, 'Miel', '24.5')}`,
    );
    expect(byVariant.product_id).toBe(2);
    expect(byVariant.colors[0]?.sizes[1]).toMatchObject({
      price: 3000,
      discount: { final_price: 2400, percentage: 20 },
    });
  });

  it.each(['99', '999999', '1999999', String(HIDDEN_PRODUCT_ID)])(
    'answers 404 in Spanish for %s',
    async (id) => {
      const response = await app.inject(`/api/products/productItem/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Producto no encontrado' });
    },
  );

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses id %s with 400', async (id) => {
    expect((await app.inject(`/api/products/productItem/${id}`)).statusCode).toBe(400);
  });
});

describe('GET /api/products/cart', () => {
  it('answers today’s lines in the order asked, leaving unknown and hidden variants out', async () => {
    const asked = [
      fixture.variant(2, 'Miel', '24'),
      5,
      fixture.variant(HIDDEN_PRODUCT_ID, 'Café', '27'),
      fixture.variant(1, 'Negro', '26'),
    ];
    const lines = await get<unknown[]>(`/api/products/cart?variantIds=${asked.join(',')}`);
    expect(lines).toEqual([
      {
        product_id: 2,
        variant_id: asked[0],
        name: 'Botín Justin Roper para dama',
        image: 'p2-c3-1.webp',
        size_name: '24',
        color_name: 'Miel',
        stock: 2,
        price: 3000,
        final_price: 2400,
        discount_percentage: 20,
      },
      expect.objectContaining({ product_id: 1, variant_id: asked[3], stock: 0, color_name: 'Negro' }),
    ]);
  });

  it.each(['', 'a,b', '1,,2', '1;2', Array.from({ length: 101 }, (_, i) => 1_000_001 + i).join(',')])(
    'refuses variantIds=%s with 400',
    async (value) => {
      const response = await app.inject(`/api/products/cart?variantIds=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    },
  );
});

describe('GET /api/products/suggestions', () => {
  it('offers products while the shopper is still typing a word', async () => {
    const found = await get<{ product_id: number; name: string; image: string | null; price: number }[]>(
      '/api/products/suggestions?name=somb',
    );
    expect(found[0]).toEqual({
      product_id: 4,
      name: 'Sombrero texano Stetson de fieltro',
      image: 'p4-c5-1.webp',
      price: 4599,
    });
  });

  it('forgives a typo in the word being typed, as the search on Enter does', async () => {
    const found = await get<{ product_id: number }[]>('/api/products/suggestions?name=sombrro');
    expect(found.map((entry) => entry.product_id)).toEqual([4]);
    const both = await get<{ product_id: number }[]>('/api/products/suggestions?name=bota%20vaqera');
    expect(both.map((entry) => entry.product_id)).toEqual([1]);
  });

  it('answers nothing for nothing to search, and at most eight', async () => {
    expect(await get('/api/products/suggestions?name=')).toEqual([]);
    expect(await get('/api/products/suggestions?name=%3C%3E')).toEqual([]);
    expect((await get<unknown[]>('/api/products/suggestions?name=a')).length).toBeLessThanOrEqual(8);
  });
});
