import { CATEGORIES, type ListItem, type Suggestion } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDemoCatalogue } from '../../../seed';
import { startAdminTestApp, type AdminTestApp } from '../../../test/admin-app';
import { products } from '../tables';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';

/**
 * Ranch words on the demo catalogue: what a search for a synonym finds, product by product, by the
 * department each product is in. The synonyms are the migration's default list.
 */

let t: AdminTestApp;
/** Each demo product's department, by name. */
let departmentOf: Map<number, string>;

beforeAll(async () => {
  t = await startAdminTestApp();
  await resetDemoCatalogue(t.database.db);
  const rows = await t.database.db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.hidden, false));
  const names = new Map<number, string>(CATEGORIES.map((entry) => [entry.category_id, entry.name]));
  departmentOf = new Map(rows.map((row) => [row.id, names.get(row.categoryId) ?? '']));
}, 120_000);
afterAll(() => t?.close());

async function search(text: string): Promise<{ departments: string[]; total: number }> {
  const response = await t.app.inject(`/api/products/list?name=${encodeURIComponent(text)}&limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { products: ListItem[]; pagination: { total: number } };
  return {
    departments: body.products.map((item) => departmentOf.get(item.product_id) ?? '?'),
    total: body.pagination.total,
  };
}

async function suggest(text: string): Promise<string[]> {
  const response = await t.app.inject(`/api/products/suggestions?name=${encodeURIComponent(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Suggestion[]).map((item) => departmentOf.get(item.product_id) ?? '?');
}

/** How many products the department has: a synonym for it finds all of them. */
const productsIn = (department: string) =>
  [...departmentOf.values()].filter((name) => name === department).length;

const only = (departments: string[], department: string) =>
  [...new Set(departments)].every((name) => name === department);

describe('a search with a ranch word', () => {
  it.each([
    ['tejana', 'Sombreros'],
    ['Tejana', 'Sombreros'],
    ['tejanas', 'Sombreros'],
    ['texana', 'Sombreros'],
    ['cachucha', 'Gorras'],
    ['cachuchas', 'Gorras'],
    ['chaqueta', 'Chamarras'],
    ['chaquetas', 'Chamarras'],
    ['botin', 'Botas'],
    ['botín', 'Botas'],
    ['cinturón', 'Cintos'],
    ['cinturon', 'Cintos'],
    ['tenis', 'Calzado'],
  ])('"%s" finds every product of %s and nothing else', async (text, department) => {
    const found = await search(text);
    expect(found.departments.length).toBeGreaterThan(0);
    expect(new Set(found.departments)).toEqual(new Set([department]));
    expect(found.total).toBe(productsIn(department));
  });

  it.each([
    ['tejana', 'Sombreros'],
    ['cachucha', 'Gorras'],
    ['chaqueta', 'Chamarras'],
    ['texana', 'Sombreros'],
    ['botín', 'Botas'],
    ['tenis', 'Calzado'],
  ])('suggests for "%s" only products of %s', async (text, department) => {
    const suggested = await suggest(text);
    expect(suggested.length).toBe(8);
    expect(new Set(suggested)).toEqual(new Set([department]));
  });

  it('keeps the shop’s own word and adds the synonym: "cinto" finds every belt', async () => {
    const found = await search('cinto');
    expect(found.departments.filter((name) => name === 'Cintos').length).toBe(productsIn('Cintos'));
    expect(found.total).toBe(found.departments.length);
  });

  it('narrows a synonym with the other words typed', async () => {
    const found = await search('tejana negra');
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(productsIn('Sombreros'));
    expect(only(found.departments, 'Sombreros')).toBe(true);
  });

  it('does not correct a word with a synonym into a nearby one ("cachucha" is no knife’s "cachas")', async () => {
    expect((await search('cachucha')).departments).not.toContain('Navajas');
    // Without the synonym it would have been corrected, as any unknown word still is.
    expect((await search('cachas')).departments).toContain('Navajas');
  });

  it('still forgives a typo: "sombrreo" finds the hats', async () => {
    const found = await search('sombrreo');
    expect(found.departments.filter((name) => name === 'Sombreros').length).toBe(productsIn('Sombreros'));
  });

  it('uses a synonym the owner adds at once, and stops when it is removed', async () => {
    const before = await search('fajo');
    expect(before.departments).not.toContain('Cintos');

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/synonyms',
      cookies: t.staff,
      payload: { word: 'Fajo', meaning: 'cinto' },
    });
    expect(added.statusCode, added.body).toBe(201);
    for (const text of ['fajo', 'fajos']) {
      const found = await search(text);
      expect(found.total, text).toBe(productsIn('Cintos'));
      expect(new Set(found.departments)).toEqual(new Set(['Cintos']));
    }
    expect(new Set(await suggest('fajo'))).toEqual(new Set(['Cintos']));

    const { synonym_id } = added.json() as { synonym_id: number };
    const removed = await t.app.inject({
      headers: FROM_THE_SHOP,
      method: 'DELETE',
      url: `/api/admin/synonyms/${synonym_id}`,
      cookies: t.staff,
    });
    expect(removed.statusCode).toBe(200);
    expect((await search('fajo')).departments).toEqual(before.departments);
  });
});
