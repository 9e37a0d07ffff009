import type { AdminProductDetail, ProductInput } from '@store/contract/admin';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { editorBodyOf } from '../../../test/product-input';
import { variantStock } from '../../../test/variant-stock';

let t: AdminTestAppWithCatalogue;
let cookies: { sid: string };

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  cookies = t.staff;
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/products/${id}`, cookies })).json() as AdminProductDetail;

/** What the editor sends for the product it loaded, with each saved variant's stock as it showed it. */
const editorBody = (product: AdminProductDetail) => editorBodyOf(product, { withLoadedStock: true });

const save = (id: number, body: ProductInput) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, cookies, payload: body });
const stockOf = (variantId: number) => variantStock(t.database, variantId);
/** A shopper's checkout taking one unit while the owner has the editor open. */
const sellOneUnit = (variantId: number) =>
  t.database.db.execute(sql`UPDATE variants SET stock = stock - 1 WHERE id = ${variantId}`);

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
    const auditBefore = (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
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
    expect((await t.database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);

    // Loaded again, the same number is saved.
    const again = editorBody(await detail(1));
    again.colors[0]!.variants.find((candidate) => candidate.size_id === variant.size_id)!.stock = 20;
    expect((await save(1, again)).statusCode).toBe(200);
    expect(await stockOf(variant.variant_id)).toBe(20);
  });
});
