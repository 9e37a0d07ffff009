import type { AdminProductDetail, CatalogOptions, ProductInput } from '@store/contract/admin';
import { editorBodyOf } from '../../../test/product-input';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  billLines,
  bills,
  brands,
  paymentSessions,
  products,
  users,
  variants,
} from '../../../db/schema';
import { startAdminTestApp, STAFF_EMAIL, type AdminTestApp } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';

let t: AdminTestApp;
let bootSizes: Map<string, number>;

beforeAll(async () => {
  t = await startAdminTestApp({ catalogue: true });
  const options = (
    await t.app.inject({ url: '/api/admin/catalog-options', cookies: t.staff })
  ).json() as CatalogOptions;
  const boots = options.size_systems.find((group) => group.system === 'boot_mx');
  bootSizes = new Map(boots!.sizes.map((size) => [size.name, size.size_id]));
});
afterAll(() => t.close());

const sizesOf = (names: string[], price = 1899.5, stock = 4) =>
  names.map((name) => ({ size_id: bootSizes.get(name)!, price, discount_percentage: 0, stock }));

/** A boot in Café and Negro, sizes 26, 27 and 28. */
const newBoot = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Bota vaquera Los Altos piel exótica',
  brand_name: 'Los Altos Boots',
  category_id: 3,
  target_audience: 'hombre',
  description: 'Bota de avestruz hecha en León.',
  is_new: true,
  colors: [
    { name: 'Café', hex: '#6B4226', variants: sizesOf(['26', '27', '28']) },
    { name: 'Negro', hex: '#111111', variants: sizesOf(['26', '27', '28'], 1999, 0) },
  ],
  ...overrides,
});

const createDraft = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products', cookies: t.staff, payload: body as object });
/**
 * A product created and already in the shop, for the tests about what comes after: publishing is
 * arranged in the table (its own test goes through a picture and 'Publicar').
 */
const create = async (body: unknown) => {
  const response = await createDraft(body);
  if (response.statusCode === 201) {
    const { product_id: id } = response.json() as { product_id: number };
    await t.database.db.update(products).set({ draft: false, hidden: false }).where(eq(products.id, id));
  }
  return response;
};
const publish = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/publish`,
    cookies: t.staff,
    headers: FROM_THE_SHOP,
  });
/** A small real PNG, as the editor uploads it. */
const picture = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 110, g: 66, b: 38 } } })
    .png()
    .toBuffer();
const update = (id: number, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    cookies: t.staff,
    payload: body as object,
  });
const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/products/${id}`, cookies: t.staff })).json() as AdminProductDetail;

/** The editor's body for a product as it is stored now: what the page sends when nothing was touched. */
const asInput = (product: AdminProductDetail): ProductInput => editorBodyOf(product);

/** What the Bitácora says of a product or a variant, newest first. */
const auditOf = (about: { product?: number; sku?: string }) => readAuditLog(t.app, t.staff, about);

describe('the back-office catalogue', () => {
  it('creates a product as a draft shoppers do not see, publishable once it has a picture, that the shop then lists and shows', async () => {
    const response = await createDraft(newBoot());
    expect(response.statusCode).toBe(201);
    const { product_id: id } = response.json() as { product_id: number };
    expect(await detail(id)).toMatchObject({ draft: true, hidden: true });
    // A draft is nowhere in the shop, and cannot be shown as a hidden product would be.
    expect((await t.app.inject({ url: `/api/products/productItem/${id}` })).statusCode).toBe(404);
    const listed = async () =>
      (
        (await t.app.inject({ url: '/api/products/list?category_id=3&limit=50' })).json() as {
          products: { product_id: number }[];
        }
      ).products.map((item) => item.product_id);
    expect(await listed()).not.toContain(id);
    const shown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/show`,
      cookies: t.staff,
      headers: FROM_THE_SHOP,
    });
    expect(shown.statusCode).toBe(409);
    expect(shown.json()).toEqual({ error: 'Este producto es un borrador: publícalo con «Publicar».' });
    // Without a picture it stays a draft.
    const refused = await publish(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error:
        'Sube al menos una foto antes de publicar el producto: sin foto no se puede mostrar en la tienda.',
    });
    expect(await detail(id)).toMatchObject({ draft: true, hidden: true });
    expect(await listed()).not.toContain(id);

    const negro = (await detail(id)).colors[1]!.color_id;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/colors/${negro}/pictures`,
      cookies: t.staff,
      headers: { 'content-type': 'image/png', 'sec-fetch-site': 'same-origin' },
      payload: await picture(),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(await listed()).not.toContain(id);
    const published = await publish(id);
    expect(published.json()).toEqual({ message: 'El producto se publicó en la tienda' });
    expect(await listed()).toContain(id);

    const shop = await t.app.inject({ url: `/api/products/productItem/${id}` });
    expect(shop.statusCode).toBe(200);
    const page = shop.json() as {
      brand_name: string;
      colors: {
        color_name: string;
        color_hex: string;
        sizes: { size_name: string; price: number; stock: number }[];
      }[];
    };
    expect(page.brand_name).toBe('Los Altos Boots');
    expect(page.colors.map((color) => [color.color_name, color.color_hex])).toEqual([
      ['Café', '#6b4226'],
      ['Negro', '#111111'],
    ]);
    expect(page.colors[0]!.sizes.map((size) => [size.size_name, size.price, size.stock])).toEqual([
      ['26', 1899.5, 4],
      ['27', 1899.5, 4],
      ['28', 1899.5, 4],
    ]);
    const list = (await t.app.inject({ url: '/api/products/list?category_id=3&limit=50' })).json() as {
      products: { product_id: number; final_price: number }[];
    };
    expect(list.products.find((item) => item.product_id === id)).toMatchObject({ final_price: 1899.5 });

    const stored = await detail(id);
    expect(stored).toMatchObject({ hidden: false, draft: false, is_new: true, size_system: 'boot_mx' });
    expect(stored.colors[0]!.variants[0]!.sku).toMatch(/^NW-P\d+-C\d+-26$/);
    expect(await auditOf({ product: id })).toEqual([
      expect.objectContaining({
        action: 'product.published',
        actor: STAFF_EMAIL,
        sentence: 'Publicó Bota vaquera Los Altos piel exótica en la tienda',
      }),
      expect.objectContaining({ action: 'picture.added' }),
      expect.objectContaining({
        action: 'product.created',
        actor: STAFF_EMAIL,
        sentence: 'Creó el producto Bota vaquera Los Altos piel exótica con 6 variantes',
      }),
    ]);
    expect(await auditOf({ sku: stored.colors[0]!.variants[0]!.sku })).toEqual([
      expect.objectContaining({
        action: 'variant.added',
        sentence: 'Agregó Bota vaquera Los Altos piel exótica, Café 26 a $1,899.50, 4 unidades en existencia',
      }),
    ]);
    const admin = (
      await t.app.inject({ url: '/api/admin/products?search=los altos', cookies: t.staff })
    ).json() as { products: unknown[] };
    expect(admin.products).toEqual([
      expect.objectContaining({
        product_id: id,
        variants_count: 6,
        total_stock: 12,
        min_price: 1899.5,
        max_price: 1999,
      }),
    ]);
  });

  it('writes each change of price and stock to the audit log, with before and after', async () => {
    const id = ((await create(newBoot({ name: 'Bota para auditar' }))).json() as { product_id: number })
      .product_id;
    const before = await detail(id);
    const input = asInput(before);
    input.colors[0]!.variants[1] = { ...input.colors[0]!.variants[1]!, price: 2100, discount_percentage: 15 };
    input.colors[1]!.variants[0] = { ...input.colors[1]!.variants[0]!, stock: 7 };
    const saved = await update(id, input);
    expect(saved.statusCode).toBe(200);

    const after = await detail(id);
    expect(after.colors[0]!.variants[1]).toMatchObject({ price: 2100, discount_percentage: 15, stock: 4 });
    expect(after.colors[1]!.variants[0]).toMatchObject({ stock: 7 });
    const priceSku = before.colors[0]!.variants[1]!.sku;
    const stockSku = before.colors[1]!.variants[0]!.sku;
    expect(await auditOf({ sku: priceSku })).toEqual([
      expect.objectContaining({
        action: 'variant.price_changed',
        actor: STAFF_EMAIL,
        sentence:
          'Precio de Bota para auditar, Café 27: $1,899.50 → $1,785.00 (15 % de descuento sobre $2,100.00)',
      }),
      expect.objectContaining({ action: 'variant.added' }),
    ]);
    expect(await auditOf({ sku: stockSku })).toEqual([
      expect.objectContaining({
        action: 'variant.stock_changed',
        sentence: 'Existencias de Bota para auditar, Negro 26: 0 → 7',
      }),
      expect.objectContaining({ action: 'variant.added' }),
    ]);
    // Nothing changed, nothing logged.
    const logged = (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
    expect((await update(id, asInput(after))).statusCode).toBe(200);
    expect((await t.database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(logged);
  });

  it('renames, reorders, adds and removes colours and sizes, keeping the ids of what stays', async () => {
    const id = ((await create(newBoot({ name: 'Bota para editar' }))).json() as { product_id: number })
      .product_id;
    const before = await detail(id);
    const [cafe, negro] = before.colors;
    const input = asInput(before);
    // Swapped names: each colour takes the other's name in one save.
    input.colors = [
      { ...input.colors[1]!, name: 'Café' },
      { ...input.colors[0]!, name: 'Negro', variants: input.colors[0]!.variants.slice(0, 2) },
      { name: 'Miel', hex: '#B5772F', variants: sizesOf(['27']) },
    ];
    expect((await update(id, input)).statusCode).toBe(200);
    const after = await detail(id);
    expect(after.colors.map((color) => [color.color_id, color.name, color.variants.length])).toEqual([
      [negro!.color_id, 'Café', 3],
      [cafe!.color_id, 'Negro', 2],
      [expect.any(Number), 'Miel', 1],
    ]);
    expect(after.colors[1]!.variants.map((variant) => variant.variant_id)).toEqual(
      cafe!.variants.slice(0, 2).map((variant) => variant.variant_id),
    );
    const logged = (await readAuditLog(t.app, t.staff)).map((entry) => entry.sentence);
    expect(logged).toContain('Quitó Bota para editar, Café 28');
    expect(logged).toContain('Agregó Bota para editar, Miel 27 a $1,899.50, 4 unidades en existencia');
    expect(logged).toContain('Agregó el color Miel (#b5772f) a Bota para editar');
    expect(logged).toContain(`Cambió el color Café de Bota para editar: nombre «Café» → «Negro»`);
  });

  it('logs each colour added, renamed, re-toned or removed, in the save that changed it', async () => {
    const id = ((await create(newBoot({ name: 'Bota de colores' }))).json() as { product_id: number })
      .product_id;
    const input = asInput(await detail(id));
    const [cafe, negro] = input.colors;
    input.colors = [{ ...cafe!, name: 'Chocolate', hex: '#4A2C1A' }];
    expect((await update(id, input)).statusCode).toBe(200);
    const logged = (await auditOf({ product: id })).map((entry) => entry.sentence);
    expect(logged).toContain(
      `Cambió el color Café de Bota de colores: nombre «Café» → «Chocolate»; tono ${cafe!.hex} → #4a2c1a`,
    );
    expect(logged).toContain(`Quitó el color Negro (${negro!.hex}) de Bota de colores`);
    // The tone alone is a change too; the same colour saved again is none.
    const again = asInput(await detail(id));
    again.colors[0] = { ...again.colors[0]!, hex: '#5b3a29' };
    expect((await update(id, again)).statusCode).toBe(200);
    expect((await auditOf({ product: id }))[0]).toMatchObject({
      action: 'color.edited',
      sentence: 'Cambió el color Chocolate de Bota de colores: tono #4a2c1a → #5b3a29',
    });
    const entries = (await auditOf({ product: id })).length;
    expect((await update(id, asInput(await detail(id)))).statusCode).toBe(200);
    expect(await auditOf({ product: id })).toHaveLength(entries);
  });

  it('logs the product’s own fields that changed, as the owner reads them', async () => {
    const id = ((await create(newBoot({ name: 'Bota por renombrar' }))).json() as { product_id: number })
      .product_id;
    const input = asInput(await detail(id));
    input.name = 'Bota renombrada';
    input.brand_name = 'LOS ALTOS BOOTS';
    input.description = 'Otra descripción.';
    input.is_new = false;
    expect((await update(id, input)).statusCode).toBe(200);
    expect((await auditOf({ product: id }))[0]).toMatchObject({
      action: 'product.edited',
      sentence:
        'Editó Bota renombrada: nombre «Bota por renombrar» → «Bota renombrada»; descripción; nuevo sí → no',
    });
  });

  it('keeps a product’s own shipping weight and box, gives back its department’s, and logs both', async () => {
    const id = ((await create(newBoot({ name: 'Bota de caña alta' }))).json() as { product_id: number })
      .product_id;
    expect(await detail(id)).toMatchObject({
      shipping_weight_grams: null,
      box_length_cm: null,
      box_width_cm: null,
      box_height_cm: null,
    });
    const own = { shipping_weight_grams: 2100, box_length_cm: 40, box_width_cm: 24, box_height_cm: 14 };
    expect((await update(id, { ...asInput(await detail(id)), ...own })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject(own);
    expect((await auditOf({ product: id }))[0]).toMatchObject({
      action: 'product.edited',
      sentence: 'Editó Bota de caña alta: envío «la del departamento» → «2,100 g, caja de 40 × 24 × 14 cm»',
    });

    // An editor that does not send them (from before they existed) leaves them as they are.
    const {
      shipping_weight_grams: _w,
      box_length_cm: _l,
      box_width_cm: _a,
      box_height_cm: _h,
      ...older
    } = asInput(await detail(id));
    expect((await update(id, { ...older, name: 'Bota de caña alta café' })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject(own);

    // Null gives the weight back to the department; the box stays the product's.
    expect((await update(id, { ...asInput(await detail(id)), shipping_weight_grams: null })).statusCode).toBe(
      200,
    );
    expect(await detail(id)).toMatchObject({ ...own, shipping_weight_grams: null });
    expect((await auditOf({ product: id }))[0]?.sentence).toBe(
      'Editó Bota de caña alta café: envío «2,100 g, caja de 40 × 24 × 14 cm» → «peso del departamento, caja de 40 × 24 × 14 cm»',
    );
  });

  it('refuses a shipping weight or box out of bounds, or a box of two sides, and changes nothing', async () => {
    const id = ((await create(newBoot({ name: 'Bota sin caja rara' }))).json() as { product_id: number })
      .product_id;
    const before = await detail(id);
    for (const [bad, message] of [
      [
        { shipping_weight_grams: 0 },
        { error: 'El peso de envío debe ser mayor que 0.', field: 'shipping_weight_grams' },
      ],
      [
        { shipping_weight_grams: 30_001 },
        { error: 'El peso de envío debe ser a lo más 30000 gramos.', field: 'shipping_weight_grams' },
      ],
      [
        { box_length_cm: 12.5, box_width_cm: 10, box_height_cm: 10 },
        { error: 'El largo de la caja debe ser un número entero de cm.', field: 'box_length_cm' },
      ],
      [
        { box_length_cm: 40 },
        { error: 'Escribe el largo, el ancho y el alto de la caja, o deja los tres vacíos.' },
      ],
    ] as const) {
      const response = await update(id, { ...asInput(before), ...bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(message);
    }
    expect(await detail(id)).toEqual(before);
  });

  it('refuses to remove a size that was sold, and changes nothing', async () => {
    const id = ((await create(newBoot({ name: 'Bota vendida' }))).json() as { product_id: number })
      .product_id;
    const before = await detail(id);
    const sold = before.colors[0]!.variants[0]!;
    await sellOne(sold.variant_id);
    expect((await detail(id)).colors[0]!.variants[0]!.sold).toBe(true);

    const input = asInput(before);
    input.colors[0]!.variants.shift();
    input.name = 'Otro nombre';
    const refused = await update(id, input);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'No se puede quitar la talla 26 del color Café: ya tiene ventas. Deja sus existencias en 0 u oculta el producto.',
    });
    expect(await detail(id)).toEqual({ ...before, colors: expect.any(Array) });
    expect((await detail(id)).name).toBe('Bota vendida');
  });

  it('hides a product from the shop and shows it again; old bills keep their lines', async () => {
    const id = ((await create(newBoot({ name: 'Bota para ocultar' }))).json() as { product_id: number })
      .product_id;
    const variantId = (await detail(id)).colors[0]!.variants[0]!.variant_id;
    const orderId = await sellOne(variantId);

    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/hide`,
      cookies: t.staff,
      headers: FROM_THE_SHOP,
    });
    expect(hidden.json()).toEqual({ message: 'El producto ya no se muestra en la tienda' });
    expect((await t.app.inject({ url: `/api/products/productItem/${id}` })).statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/api/products/list?category_id=3&limit=50' })).json() as {
      products: { product_id: number }[];
    };
    expect(list.products.map((item) => item.product_id)).not.toContain(id);
    expect(await detail(id)).toMatchObject({ hidden: true });
    const lines = await t.database.db.select().from(billLines).where(eq(billLines.orderId, orderId));
    expect(lines).toEqual([expect.objectContaining({ variantId, productName: 'Bota para ocultar' })]);
    const hiddenOnly = (
      await t.app.inject({ url: '/api/admin/products?hidden=true', cookies: t.staff })
    ).json() as { products: { product_id: number }[] };
    expect(hiddenOnly.products.map((product) => product.product_id)).toContain(id);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/show`,
      cookies: t.staff,
      headers: FROM_THE_SHOP,
    });
    expect((await t.app.inject({ url: `/api/products/productItem/${id}` })).statusCode).toBe(200);
    expect((await auditOf({ product: id })).map((entry) => entry.sentence)).toEqual([
      'Volvió a mostrar Bota para ocultar en la tienda',
      'Ocultó Bota para ocultar de la tienda',
      'Creó el producto Bota para ocultar con 6 variantes',
    ]);
  });

  it('takes an existing brand whatever its capitals, and creates a new one once', async () => {
    const id = (
      (await create(newBoot({ name: 'Bota Ariat', brand_name: 'ariat' }))).json() as { product_id: number }
    ).product_id;
    expect((await detail(id)).brand_name).toBe('Ariat');
    expect(await t.database.db.select().from(brands).where(eq(brands.name, 'ariat'))).toEqual([]);
  });

  it.each([
    [{ name: '  ' }, 'El nombre es obligatorio.'],
    [{ brand_name: '' }, 'La marca es obligatoria.'],
    [{ target_audience: 'perros' }, 'Elige para quién es: hombre, mujer o niños.'],
    [{ colors: [] }, 'Agrega al menos un color.'],
    [{ sku: 'X-1' }, 'La petición lleva campos que no se permiten.'],
    [{ description: 'a\u0000b' }, 'El texto lleva caracteres que no se permiten.'],
    [{ is_new: 'sí' }, 'Indica si el producto es nuevo.'],
  ])('refuses a product with %o with a Spanish 400 and stores nothing', async (change, message) => {
    await refusedWithoutChange(newBoot(change as Partial<ProductInput>), 400, message);
  });

  it.each([
    [{ hex: 'red' }, 'El color debe escribirse como #rrggbb.'],
    [{ name: '' }, 'El nombre del color es obligatorio.'],
    [{ variants: [] }, 'Cada color necesita al menos una talla.'],
  ])('refuses a colour with %o with a Spanish 400', async (change, message) => {
    const boot = newBoot();
    boot.colors[0] = { ...boot.colors[0]!, ...(change as object) };
    await refusedWithoutChange(boot, 400, message);
  });

  it.each([
    [{ price: 0 }, 'El precio debe ser mayor que 0.'],
    [{ price: -5 }, 'El precio debe ser mayor que 0.'],
    [{ price: 10.005 }, 'El precio debe tener a lo más 2 decimales.'],
    [{ price: '100' }, 'El precio debe ser un número.'],
    [{ discount_percentage: 91 }, 'El descuento debe estar entre 0 y 90 %.'],
    [{ discount_percentage: 5.5 }, 'El descuento debe ser un número entero.'],
    [{ stock: -1 }, 'Las existencias no pueden ser negativas.'],
    [{ stock: 1.5 }, 'Las existencias deben ser un número entero.'],
  ])('refuses a variant with %o with a Spanish 400', async (change, message) => {
    const boot = newBoot();
    boot.colors[0]!.variants[0] = { ...boot.colors[0]!.variants[0]!, ...(change as object) };
    await refusedWithoutChange(boot, 400, message);
  });

  it('refuses the same colour name twice, the same size twice, an unknown department or size, and mixed size kinds', async () => {
    const twoCafes = newBoot();
    twoCafes.colors[1]!.name = 'café';
    await refusedWithoutChange(twoCafes, 400, 'Dos colores no pueden llamarse igual.');
    const sameSize = newBoot();
    sameSize.colors[0]!.variants = sizesOf(['26', '26']);
    await refusedWithoutChange(sameSize, 400, 'Un color no puede tener la misma talla dos veces.');
    await refusedWithoutChange(newBoot({ category_id: 999 }), 422, 'El departamento no existe.');
    const unknownSize = newBoot();
    unknownSize.colors[0]!.variants[0]!.size_id = 99_999;
    await refusedWithoutChange(unknownSize, 422, 'Una de las tallas no existe.');
    const options = (
      await t.app.inject({ url: '/api/admin/catalog-options', cookies: t.staff })
    ).json() as CatalogOptions;
    const medium = options.size_systems.find((group) => group.system === 'clothing')!.sizes[0]!.size_id;
    const mixed = newBoot();
    mixed.colors[0]!.variants[0]!.size_id = medium;
    await refusedWithoutChange(mixed, 422, 'Todas las tallas de un producto deben ser del mismo tipo.');
    const foreign = newBoot();
    foreign.colors[0]!.color_id = 1;
    await refusedWithoutChange(foreign, 422, 'Uno de los colores no pertenece a este producto.');
  });

  it('refuses a bad edit with a 400 and leaves the product as it was', async () => {
    const id = ((await create(newBoot({ name: 'Bota intacta' }))).json() as { product_id: number })
      .product_id;
    const before = await detail(id);
    const input = asInput(before);
    input.colors[0]!.variants[0]!.stock = -3;
    const response = await update(id, input);
    expect(response.statusCode).toBe(400);
    expect(await detail(id)).toEqual(before);
    const foreign = asInput(before);
    foreign.colors[0]!.color_id = 1;
    expect((await update(id, foreign)).statusCode).toBe(422);
    expect(await detail(id)).toEqual(before);
    expect((await update(999_999, asInput(before))).statusCode).toBe(404);
  });

  it('lists products with filters and pages', async () => {
    const all = (await t.app.inject({ url: '/api/admin/products', cookies: t.staff })).json() as {
      products: { product_id: number; hidden: boolean }[];
      pagination: { total: number };
    };
    expect(all.products.some((product) => product.hidden)).toBe(true);
    const hats = (
      await t.app.inject({ url: '/api/admin/products?category_id=19', cookies: t.staff })
    ).json() as {
      products: { name: string }[];
    };
    expect(hats.products.map((product) => product.name)).toEqual(['Sombrero texano Stetson de fieltro']);
    const bySku = (
      await t.app.inject({ url: '/api/admin/products?search=p1-c1-26', cookies: t.staff })
    ).json() as {
      products: { product_id: number }[];
    };
    expect(bySku.products.map((product) => product.product_id)).toEqual([1]);
    const bad = await t.app.inject({ url: '/api/admin/products?hidden=quizas', cookies: t.staff });
    expect(bad.statusCode).toBe(400);
  });
});

async function refusedWithoutChange(body: unknown, status: number, message: string) {
  const productsBefore = (await t.database.db.select({ n: count() }).from(products))[0]!.n;
  const variantsBefore = (await t.database.db.select({ n: count() }).from(variants))[0]!.n;
  const auditBefore = (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
  const response = await create(body);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect((response.json() as { error: string }).error).toContain(message);
  expect((await t.database.db.select({ n: count() }).from(products))[0]!.n).toBe(productsBefore);
  expect((await t.database.db.select({ n: count() }).from(variants))[0]!.n).toBe(variantsBefore);
  expect((await t.database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);
}

/** A paid order of one unit of the variant, written as the checkout would leave it; answers the bill id. */
async function sellOne(variantId: number): Promise<number> {
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({
      issuer: 'https://idp.test',
      subject: `c${variantId}`,
      email: `c${variantId}@correo.test`,
      name: 'Cliente',
    })
    .returning();
  const [session] = await db
    .insert(paymentSessions)
    .values({
      reference: `ref-${variantId}`,
      userId: user!.id,
      shippingAddressText: 'Calle 1',
      status: 'paid',
      subtotalCents: 100,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 100,
      expiresAt: new Date(),
    })
    .returning();
  const [bill] = await db
    .insert(bills)
    .values({
      userId: user!.id,
      paymentSessionId: session!.id,
      shippingAddress: 'Calle 1',
      subtotalCents: 100,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 100,
    })
    .returning();
  const [variant] = await db.select().from(variants).where(eq(variants.id, variantId));
  await db.insert(billLines).values({
    orderId: bill!.id,
    variantId,
    productId: 0,
    productName: 'Bota para ocultar',
    colorName: 'Café',
    sizeName: '26',
    quantity: 1,
    unitPriceCents: variant!.priceCents,
    unitDiscountCents: 0,
  });
  return bill!.id;
}
