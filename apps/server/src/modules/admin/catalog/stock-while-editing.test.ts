import type { AdminProductDetail, ProductInput } from '@store/contract/admin';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import { auditLog, users, variants } from '../../../db/schema';
import { writeCatalogFixture } from '../../../test/catalog-fixture';
import { createTestDatabase } from '../../../test/database';
import { createSession } from '../../auth/sessions';

const STAFF = 'dueno@tienda.test';
let database: DatabaseHandle;
let app: FastifyInstance;
let cookies: { sid: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await writeCatalogFixture(database.db);
  app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ADMIN_EMAILS: STAFF }), { database });
  const [staff] = await database.db
    .insert(users)
    .values({ issuer: 'https://idp.test', subject: 'dueno', email: STAFF, name: 'Dueño' })
    .returning();
  cookies = { sid: await createSession(database.db, staff!.id) };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const detail = async (id: number) =>
  (await app.inject({ url: `/api/admin/products/${id}`, cookies })).json() as AdminProductDetail;

/** What the editor sends for the product it loaded, with each saved variant's stock as it showed it. */
const editorBody = (product: AdminProductDetail): ProductInput => ({
  name: product.name,
  brand_name: product.brand_name,
  category_id: product.category_id,
  target_audience: product.target_audience,
  description: product.description,
  is_new: product.is_new,
  colors: product.colors.map((color) => ({
    color_id: color.color_id,
    name: color.name,
    hex: color.hex,
    variants: color.variants.map((variant) => ({
      size_id: variant.size_id,
      price: variant.price,
      discount_percentage: variant.discount_percentage,
      stock: variant.stock,
      stock_loaded: variant.stock,
    })),
  })),
});

const save = (id: number, body: ProductInput) =>
  app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, cookies, payload: body });
const stockOf = async (variantId: number) =>
  (await database.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId)))[0]
    ?.stock;
/** A shopper's checkout taking one unit while the owner has the editor open. */
const sellOneUnit = (variantId: number) =>
  database.db.execute(sql`UPDATE variants SET stock = stock - 1 WHERE id = ${variantId}`);

describe('saving the editor after shoppers bought units', () => {
  it('keeps today’s stock where the owner did not touch it, while saving the other changes', async () => {
    const loaded = await detail(1);
    const variant = loaded.colors[0]!.variants.find((candidate) => candidate.stock >= 2)!;
    await sellOneUnit(variant.variant_id);
    const body = editorBody(loaded);
    body.description = 'Descripción nueva.';
    expect((await save(1, body)).statusCode).toBe(200);
    expect(await stockOf(variant.variant_id)).toBe(variant.stock - 1);
    expect((await detail(1)).description).toBe('Descripción nueva.');
  });

  it('refuses a number typed over a stale one, says what it is now, and changes nothing', async () => {
    const loaded = await detail(1);
    const variant = loaded.colors[0]!.variants.find((candidate) => candidate.stock >= 2)!;
    await sellOneUnit(variant.variant_id);
    const auditBefore = (await database.db.select({ n: count() }).from(auditLog))[0]!.n;
    const body = editorBody(loaded);
    body.name = 'Nombre que no debe guardarse';
    const typed = body.colors[0]!.variants.find((candidate) => candidate.size_id === variant.size_id)!;
    typed.stock = 20;
    const refused = await save(1, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: `Las existencias de la variante ${variant.sku} cambiaron mientras editabas: ahora son ${variant.stock - 1}. Vuelve a cargar el producto y revísalas.`,
    });
    expect(await stockOf(variant.variant_id)).toBe(variant.stock - 1);
    expect((await detail(1)).name).toBe(loaded.name);
    expect((await database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);

    // Loaded again, the same number is saved.
    const again = editorBody(await detail(1));
    again.colors[0]!.variants.find((candidate) => candidate.size_id === variant.size_id)!.stock = 20;
    expect((await save(1, again)).statusCode).toBe(200);
    expect(await stockOf(variant.variant_id)).toBe(20);
  });
});
