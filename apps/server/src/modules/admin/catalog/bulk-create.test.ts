import type { AdminProductDetail, BulkUpdatePreview } from '@store/contract/admin';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, colors, products, variants } from '../../../db/schema';
import { startAdminTestApp, type AdminTestAppWithCatalogue } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';

/**
 * The product CSV also creates (issue 36): rows of SKUs the shop does not have, naming a product, colour,
 * size, price and department, become draft products or new sizes of a product the shop has, and
 * `visible` hides or shows products. Owners only; every row or none.
 */

let t: AdminTestAppWithCatalogue;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
});
afterAll(() => t.close());

const call = (step: 'preview' | 'apply', csv: string, cookies = t.staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/products/bulk-update/${step}`, cookies, payload: { csv } });
const previewOf = async (csv: string) => (await call('preview', csv)).json() as BulkUpdatePreview;
const counts = async () => ({
  products: (await t.database.db.select({ n: count() }).from(products))[0]!.n,
  variants: (await t.database.db.select({ n: count() }).from(variants))[0]!.n,
  audit: (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n,
});
const productNamed = async (name: string) =>
  (await t.database.db.select().from(products).where(eq(products.name, name)))[0];
const exported = async () =>
  (await t.app.inject({ url: '/api/admin/products/export.csv', cookies: t.staff })).body;

const ARIAT = 'Bota vaquera Ariat punta rodeo piel de res';
const HEADER = 'sku,precio,descuento,existencias,visible,producto,color,talla,departamento';
const creating = [
  HEADER,
  'ROPER-CAF-26,1899,,4,,Botín Roper de prueba,Café,26,botas',
  'ROPER-CAF-27,1899,10,,,Botín Roper de prueba,Café,27,Botas',
  'ROPER-NEG-26,1950.50,,2,no,Botín Roper de prueba,Negro,26,BOTAS',
  `ARIAT-MIEL-27,2499,,1,,${ARIAT},miel,27,Botas`,
  'p1-c1-26,,,7,,,,,',
].join('\n');

describe('creating products and sizes from the file', () => {
  it('previews each created row as new, with what it creates, and counts them', async () => {
    const preview = await previewOf(creating);
    expect(preview).toMatchObject({
      error: null,
      errors: 0,
      changes: 1,
      new_products: 1,
      new_variants: 4,
      visibility_changes: 0,
    });
    expect(preview.rows[0]).toEqual({
      row: 2,
      sku: 'ROPER-CAF-26',
      variant: null,
      before: null,
      after: { price: 1899, discount_percentage: 0, stock: 4 },
      created: {
        product_name: 'Botín Roper de prueba',
        color_name: 'Café',
        size_name: '26',
        department: 'Botas',
        new_product: true,
      },
      error: null,
    });
    expect(preview.rows[3]?.created).toEqual({
      product_name: ARIAT,
      color_name: 'miel',
      size_name: '27',
      department: 'Botas',
      new_product: false,
    });
  });

  it('creates a draft with its colours and sizes, adds a colour to a product, audits each, and the same file again changes nothing', async () => {
    const before = await counts();
    const response = await call('apply', creating);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Se creó 1 producto (borrador), se agregaron 4 variantes y se actualizó 1 variante',
      changes: 5,
    });
    const after = await counts();
    expect(after.products).toBe(before.products + 1);
    expect(after.variants).toBe(before.variants + 4);

    const roper = await productNamed('Botín Roper de prueba');
    expect(roper).toMatchObject({ hidden: true, draft: true, categoryId: 3 });
    const editor = (
      await t.app.inject({ url: `/api/admin/products/${roper!.id}`, cookies: t.staff })
    ).json() as AdminProductDetail;
    expect(editor.brand_name).toBe('Norteño Western');
    expect(
      editor.colors.map((color) => ({
        name: color.name,
        hex: color.hex,
        sizes: color.variants.map((variant) => [
          variant.sku,
          variant.size_name,
          variant.price,
          variant.discount_percentage,
          variant.stock,
        ]),
      })),
    ).toEqual([
      {
        name: 'Café',
        hex: '#6f4e37',
        sizes: [
          ['ROPER-CAF-26', '26', 1899, 0, 4],
          ['ROPER-CAF-27', '27', 1899, 10, 0],
        ],
      },
      {
        name: 'Negro',
        hex: expect.stringMatching(/^#[0-9a-f]{6}$/),
        sizes: [['ROPER-NEG-26', '26', 1950.5, 0, 2]],
      },
    ]);
    // A draft stays out of the shop.
    expect((await t.app.inject({ url: `/api/products/productItem/${roper!.id}` })).statusCode).toBe(404);

    const ariatColors = await t.database.db.select().from(colors).where(eq(colors.productId, 1));
    expect(ariatColors.map((color) => color.name)).toEqual(['Café', 'Negro', 'miel']);
    const shop = (await t.app.inject({ url: '/api/products/productItem/1' })).json() as {
      colors: { color_name: string }[];
    };
    expect(shop.colors.map((color) => color.color_name)).toContain('miel');

    const actions = (await readAuditLog(t.app, t.staff))
      .slice(0, after.audit - before.audit)
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual([
      'color.added',
      'product.created',
      'variant.added',
      'variant.added',
      'variant.added',
      'variant.added',
      'variant.stock_changed',
    ]);

    // Read again, the created SKUs are the shop's: nothing is created twice.
    const again = await previewOf(creating);
    expect(again).toMatchObject({ errors: 0, changes: 0, new_products: 0, new_variants: 0 });
  });

  it('goes back through an export of the created products unchanged', async () => {
    const csv = await exported();
    expect(csv).toContain('ROPER-NEG-26,1950.50,0,2,no,Botín Roper de prueba,Negro,26,Botas');
    const unchanged = await previewOf(csv);
    expect(unchanged).toMatchObject({
      error: null,
      errors: 0,
      changes: 0,
      new_products: 0,
      new_variants: 0,
      visibility_changes: 0,
    });
  });

  it('names each bad row in Spanish and stores nothing', async () => {
    const before = await counts();
    const csv = [
      HEADER,
      'NEW-1,1000,,1,,Bota nueva,Café,,Botas',
      'NEW-2,1000,,1,,Bota nueva,Café,27,Zapatos',
      'NEW-3,1000,,1,,Bota nueva,Café,M,Botas',
      'NEW-4,1000,,1,,Bota nueva,Café,28,Botas',
      'new-4,1000,,1,,Bota nueva,Negro,28,Botas',
      `NEW-5,1000,,1,,${ARIAT},Café,26,Botas`,
      `NEW-6,1000,,1,,${ARIAT},Rojo,26,Sombreros`,
    ].join('\n');
    const preview = await previewOf(csv);
    expect(preview.rows.map((row) => row.error)).toEqual([
      'Fila 2: para crear el SKU NEW-1 falta talla.',
      expect.stringMatching(
        /^Fila 3: el departamento «Zapatos» no existe\. Los departamentos son: Accesorios, /,
      ),
      'Fila 4: la talla M no es válida para Botas, que usa tallas de Calzado (MX).',
      null,
      'Fila 6: el SKU new-4 ya aparece en la fila 5.',
      `Fila 7: «${ARIAT}» ya tiene la talla 26 en Café, con el SKU p1-c1-26.`,
      `Fila 8: «${ARIAT}» ya existe en el departamento Botas, no en Sombreros.`,
    ]);
    expect(preview.rows[3]?.created?.new_product).toBe(true);
    const refused = await call('apply', csv);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: string }).error).toMatch(
      /^No se aplicó ningún cambio\. Fila 2: para crear el SKU NEW-1 falta talla\. .* Y 1 errores más\.$/,
    );
    expect(await counts()).toEqual(before);
    expect(await productNamed('Bota nueva')).toBeUndefined();
  });

  it('says an unknown SKU does not exist when its row says nothing of what to create', async () => {
    const preview = await previewOf('sku,precio\nNO-EXISTE,100\n');
    expect(preview.rows[0]?.error).toBe('Fila 2: el SKU NO-EXISTE no existe.');
  });
});

describe('hiding and showing products from the file', () => {
  it('hides a product whose rows all say no, audits it, and shows it again', async () => {
    const hide = 'sku,visible\np4-c5-57,no\np4-c5-58,No\n';
    const preview = await previewOf(hide);
    expect(preview).toMatchObject({ errors: 0, changes: 0, visibility_changes: 1 });
    expect(preview.rows[0]?.before).toEqual({
      price: expect.any(Number),
      discount_percentage: 0,
      stock: 1,
      visible: true,
    });
    expect(preview.rows[0]?.after).toMatchObject({ visible: false });
    const applied = await call('apply', hide);
    expect(applied.json()).toEqual({ message: 'Cambió la visibilidad de 1 producto', changes: 1 });
    expect(await productNamed('Sombrero texano Stetson de fieltro')).toMatchObject({ hidden: true });
    expect((await t.app.inject({ url: '/api/products/productItem/4' })).statusCode).toBe(404);
    expect((await readAuditLog(t.app, t.staff))[0]).toMatchObject({ action: 'product.hidden' });

    expect((await call('apply', 'sku,visible\np4-c5-57,sí\n')).statusCode).toBe(200);
    expect(await productNamed('Sombrero texano Stetson de fieltro')).toMatchObject({ hidden: false });
    expect((await readAuditLog(t.app, t.staff))[0]).toMatchObject({ action: 'product.shown' });
  });

  it('refuses rows of one product that disagree, and showing a draft, pointing to the editor', async () => {
    const before = await counts();
    const disagree = await previewOf('sku,visible\np4-c5-57,sí\np4-c5-58,no\n');
    expect(disagree.rows.map((row) => row.error)).toEqual([
      'Fila 2: las filas de «Sombrero texano Stetson de fieltro» no dicen lo mismo en visible; todas deben decir sí, o todas no.',
      'Fila 3: las filas de «Sombrero texano Stetson de fieltro» no dicen lo mismo en visible; todas deben decir sí, o todas no.',
    ]);
    const draft = await call('apply', 'sku,visible\nROPER-CAF-26,si\n');
    expect(draft.statusCode).toBe(422);
    expect(draft.json()).toEqual({
      error:
        'No se aplicó ningún cambio. Fila 2: «Botín Roper de prueba» es un borrador: publícalo desde el editor, con al menos una foto, para mostrarlo en la tienda.',
    });
    expect(await counts()).toEqual(before);
  });
});

describe('who may create and hide through the file', () => {
  const refusal = {
    error:
      'Solo un dueño de la tienda puede crear productos, agregar tallas o mostrar y ocultar productos con el archivo. Quita esas filas o la columna visible; las existencias sí las puedes cambiar.',
  };

  it('refuses staff a file that creates or hides (403), stock and all, and lets them count stock', async () => {
    const before = await counts();
    const creates = await call(
      'apply',
      `${HEADER}\nSTAFF-1,999,,1,,Bota de personal,Café,26,Botas\np1-c1-27,,,9,,,,,`,
      t.clerk,
    );
    expect(creates.statusCode).toBe(403);
    expect(creates.json()).toEqual(refusal);
    const hides = await call('apply', 'sku,existencias,visible\np3-c4-M,9,no\n', t.clerk);
    expect(hides.statusCode).toBe(403);
    expect(hides.json()).toEqual(refusal);
    expect(await counts()).toEqual(before);
    expect(await productNamed('Bota de personal')).toBeUndefined();

    const stock = await call('apply', 'sku,existencias,visible\np3-c4-M,9,\n', t.clerk);
    expect(stock.json()).toEqual({ message: 'Se actualizó 1 variante', changes: 1 });
  });
});
