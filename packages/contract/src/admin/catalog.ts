import * as z from 'zod/mini';
import { TARGET_AUDIENCES, targetAudience } from '../catalog/categories';
import { IMAGE_NAME_PATTERN } from '../catalog/images';
import { SIZE_SYSTEMS, type SizeSystem } from '../catalog/size-systems';
import { idParam, intParam, MAX_ID } from '../params';
import { plainText } from '../text';
import { MAX_BOX_SIDE_CM, MAX_PARCEL_GRAMS } from '../shipping/parcels';

// The back-office's catalogue calls: products with their colours, sizes, prices, stock and pictures,
// and the bulk price and stock update from a CSV file.

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
export const MAX_COLORS_PER_PRODUCT = 20;
export const MAX_SIZES_PER_COLOR = 40;
export const MAX_PICTURES_PER_COLOR = 12;
/** A price in pesos, IVA included; far above anything the shop sells, so a typo of a few zeros is caught. */
export const MAX_PRICE_PESOS = 1_000_000;
export const MAX_DISCOUNT_PERCENTAGE = 90;
export const MAX_STOCK = 1_000_000;
/**
 * Uploaded pictures: the bytes the server reads at most, and the largest picture it decodes. Decoding
 * costs memory and time by the pixel (a 12,000 × 12,000 picture is 432 MB of pixels), so the limit is on
 * both: 40 megapixels, well above a phone's 12 to 24 and a product photo's needs (the shop keeps 1,600 px).
 */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 8_000;
export const MAX_PICTURE_MEGAPIXELS = 40;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/** The back-office's refusal of a file the server cannot read as a picture (a review's photo has its own). */
export const NOT_A_PICTURE = 'El archivo no es una imagen JPEG, PNG, WebP o HEIC.';
/** The CSV of a bulk update, as text: enough for every variant of a large shop. */
export const MAX_CSV_LENGTH = 1_000_000;
export const MAX_CSV_ROWS = 5_000;

export { SIZE_SYSTEMS, type SizeSystem } from '../catalog/size-systems';
/** How the owner names each size system in the editor's "Tallas" select. */
export const SIZE_SYSTEM_NAMES: Record<SizeSystem, string> = {
  boot_mx: 'Calzado (MX)',
  clothing: 'Ropa (CH a XG)',
  pants_waist: 'Cintura',
  hat: 'Sombrero (cm)',
  one_size: 'Unitalla',
};

const int = () => z.number().check(z.int());

/** Pesos with at most two decimals: exactly whole centavos. */
const hasWholeCentavos = (pesos: number) => Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;

// ---------------------------------------------------------------- the list

/** GET /api/admin/products: every product, hidden ones included, newest first. */
export const adminProductsQuery = z.strictObject({
  search: z.optional(
    z
      .string({ error: 'search debe ser un texto' })
      .check(z.trim(), plainText(), z.maxLength(100, 'La búsqueda debe tener a lo más 100 caracteres.')),
  ),
  category_id: z.optional(idParam('category_id')),
  hidden: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: "hidden debe ser 'true' o 'false'" }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
  ),
  page: z._default(intParam('page', 1, 10_000), 1),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuery>;

export const adminProductRow = z.object({
  product_id: int(),
  name: z.string(),
  brand_name: z.string(),
  category_id: int(),
  category_name: z.string(),
  target_audience: targetAudience,
  is_new: z.boolean(),
  hidden: z.boolean(),
  /** 'Borrador': new, hidden (hidden is true too) until published with at least one picture. */
  draft: z.boolean(),
  main_image: z.nullable(z.string()),
  variants_count: int(),
  total_stock: int(),
  /** The lowest and highest final price of its variants; null while it has none. */
  min_price: z.nullable(z.number()),
  max_price: z.nullable(z.number()),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductsResponse = z.object({
  products: z.array(adminProductRow),
  pagination: z.object({ page: int(), total: int(), totalPages: int() }),
});
export type AdminProductsResponse = z.infer<typeof adminProductsResponse>;

// ---------------------------------------------------------------- the editor

export const adminProductParams = z.strictObject({ id: idParam('id') });
export const adminColorParams = z.strictObject({ id: idParam('id'), colorId: idParam('colorId') });
export const adminPictureParams = z.strictObject({
  id: idParam('id'),
  colorId: idParam('colorId'),
  name: z.string().check(z.regex(IMAGE_NAME_PATTERN, 'El nombre de la imagen no es válido.')),
});

export const adminVariant = z.object({
  variant_id: int(),
  size_id: int(),
  size_name: z.string(),
  display_name: z.string(),
  sku: z.string(),
  price: z.number(),
  discount_percentage: int(),
  stock: int(),
  /** Sold at least once (or held by a checkout): it can no longer be removed, only set to 0 units. */
  sold: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariant>;

export const adminColor = z.object({
  color_id: int(),
  name: z.string(),
  hex: z.string(),
  position: int(),
  /** Picture names in display order; the first is the colour's main picture. */
  images: z.array(z.string()),
  variants: z.array(adminVariant),
});
export type AdminColor = z.infer<typeof adminColor>;

/** GET /api/admin/products/:id, everything the editor shows. */
export const adminProductDetail = z.object({
  product_id: int(),
  name: z.string(),
  brand_name: z.string(),
  category_id: int(),
  target_audience: targetAudience,
  description: z.string(),
  is_new: z.boolean(),
  hidden: z.boolean(),
  /** 'Borrador': new, hidden (hidden is true too) until published with at least one picture. */
  draft: z.boolean(),
  /** The size system of its variants; null while it has none. */
  size_system: z.nullable(z.enum(SIZE_SYSTEMS)),
  colors: z.array(adminColor),
  /** Its own shipping weight and box; null where it ships as its department's (DEPARTMENT_PARCELS). */
  shipping_weight_grams: z.nullable(int()),
  box_length_cm: z.nullable(int()),
  box_width_cm: z.nullable(int()),
  box_height_cm: z.nullable(int()),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

/** GET /api/admin/catalog-options: what the editor's selects offer. */
export const catalogOptions = z.object({
  categories: z.array(z.object({ category_id: int(), name: z.string() })),
  brands: z.array(z.object({ brand_id: int(), name: z.string() })),
  size_systems: z.array(
    z.object({
      system: z.enum(SIZE_SYSTEMS),
      name: z.string(),
      sizes: z.array(z.object({ size_id: int(), name: z.string(), display_name: z.string() })),
    }),
  ),
});
export type CatalogOptions = z.infer<typeof catalogOptions>;

const requiredText = (what: string, required: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      plainText(),
      z.minLength(1, required),
      z.maxLength(max, `${what} debe tener a lo más ${max} caracteres.`),
    );

const variantInput = z.strictObject({
  size_id: z
    .number({ error: 'Elige una talla.' })
    .check(z.int('Elige una talla.'), z.positive('Elige una talla.'), z.lte(MAX_ID, 'Elige una talla.')),
  price: z
    .number({ error: 'El precio debe ser un número.' })
    .check(
      z.positive('El precio debe ser mayor que 0.'),
      z.lte(MAX_PRICE_PESOS, `El precio debe ser a lo más ${MAX_PRICE_PESOS} pesos.`),
      z.refine(hasWholeCentavos, 'El precio debe tener a lo más 2 decimales.'),
    ),
  discount_percentage: z
    .number({ error: 'El descuento debe ser un número.' })
    .check(
      z.int('El descuento debe ser un número entero.'),
      z.gte(0, 'El descuento debe estar entre 0 y 90 %.'),
      z.lte(MAX_DISCOUNT_PERCENTAGE, 'El descuento debe estar entre 0 y 90 %.'),
    ),
  stock: z
    .number({ error: 'Las existencias deben ser un número.' })
    .check(
      z.int('Las existencias deben ser un número entero.'),
      z.gte(0, 'Las existencias no pueden ser negativas.'),
      z.lte(MAX_STOCK, `Las existencias deben ser a lo más ${MAX_STOCK}.`),
    ),
  /**
   * A saved variant's stock as the editor showed it. Units sold since then are kept rather than written
   * back; a new number typed over a stale one is refused (409).
   */
  stock_loaded: z.optional(
    z.number({ error: 'Las existencias deben ser un número.' }).check(z.int(), z.gte(0), z.lte(MAX_STOCK)),
  ),
});
export type VariantInput = z.output<typeof variantInput>;

const colorInput = z.strictObject({
  /** An existing colour of this product; absent for a new one. */
  color_id: z.optional(
    z.number({ error: 'El color no es válido.' }).check(z.int(), z.positive(), z.lte(MAX_ID)),
  ),
  name: requiredText('El nombre del color', 'El nombre del color es obligatorio.', 60),
  // Stored in lower case. A transform, not z.toLowerCase(): that check would ride in the shoppers' first
  // JS chunk, which holds zod's modules, for the back-office alone.
  hex: z.pipe(
    z
      .string({ error: 'El color debe escribirse como #rrggbb.' })
      .check(z.trim(), z.regex(/^#[0-9a-f]{6}$/i, 'El color debe escribirse como #rrggbb.')),
    z.transform((hex: string) => hex.toLowerCase()),
  ),
  variants: z.array(variantInput).check(
    z.minLength(1, 'Cada color necesita al menos una talla.'),
    z.maxLength(MAX_SIZES_PER_COLOR, `Cada color puede tener a lo más ${MAX_SIZES_PER_COLOR} tallas.`),
    z.refine(
      (variants) => new Set(variants.map((variant) => variant.size_id)).size === variants.length,
      'Un color no puede tener la misma talla dos veces.',
    ),
  ),
});
export type ColorInput = z.output<typeof colorInput>;

/** A whole number of grams or centimetres, from 1 to `max`; null: the department's. */
const parcelMeasure = (what: string, max: number, unit: string) =>
  z.optional(
    z.nullable(
      z
        .number({ error: `${what} debe ser un número.` })
        .check(
          z.int(`${what} debe ser un número entero de ${unit}.`),
          z.positive(`${what} debe ser mayor que 0.`),
          z.lte(max, `${what} debe ser a lo más ${max} ${unit}.`),
        ),
    ),
  );

export const BOX_ALL_OR_NONE = 'Escribe el largo, el ancho y el alto de la caja, o deja los tres vacíos.';

/**
 * POST /api/admin/products and PUT /api/admin/products/:id: the whole product as the editor shows it.
 * Colours are in display order; on an edit, a colour or size left out is removed (refused when sold).
 * Its shipping weight and box are its own when given, its department's when null, and on an edit left
 * as they were when absent.
 */
export const productInput = z
  .strictObject({
    name: requiredText('El nombre', 'El nombre es obligatorio.', 200),
    brand_name: requiredText('La marca', 'La marca es obligatoria.', 80),
    category_id: z
      .number({ error: 'Elige un departamento.' })
      .check(
        z.int('Elige un departamento.'),
        z.positive('Elige un departamento.'),
        z.lte(MAX_ID, 'Elige un departamento.'),
      ),
    target_audience: z.enum(TARGET_AUDIENCES, {
      error: 'Elige para quién es: hombre, mujer o niños.',
    }),
    description: z
      .string({ error: 'La descripción debe ser un texto.' })
      .check(z.trim(), plainText(), z.maxLength(4000, 'La descripción debe tener a lo más 4000 caracteres.')),
    is_new: z.boolean({ error: 'Indica si el producto es nuevo.' }),
    colors: z.array(colorInput).check(
      z.minLength(1, 'Agrega al menos un color.'),
      z.maxLength(
        MAX_COLORS_PER_PRODUCT,
        `Un producto puede tener a lo más ${MAX_COLORS_PER_PRODUCT} colores.`,
      ),
      z.refine(
        (colors) =>
          new Set(colors.map((color) => color.name.toLocaleLowerCase('es-MX'))).size === colors.length,
        'Dos colores no pueden llamarse igual.',
      ),
      z.refine((colors) => {
        const ids = colors.flatMap((color) => (color.color_id === undefined ? [] : [color.color_id]));
        return new Set(ids).size === ids.length;
      }, 'Un color aparece dos veces.'),
    ),
    shipping_weight_grams: parcelMeasure('El peso de envío', MAX_PARCEL_GRAMS, 'gramos'),
    box_length_cm: parcelMeasure('El largo de la caja', MAX_BOX_SIDE_CM, 'cm'),
    box_width_cm: parcelMeasure('El ancho de la caja', MAX_BOX_SIDE_CM, 'cm'),
    box_height_cm: parcelMeasure('El alto de la caja', MAX_BOX_SIDE_CM, 'cm'),
  })
  .check(
    z.refine((input) => {
      const sides = [input.box_length_cm, input.box_width_cm, input.box_height_cm];
      const given = sides.filter((side) => typeof side === 'number').length;
      return given === 0 || given === sides.length;
    }, BOX_ALL_OR_NONE),
  );
export type ProductInput = z.output<typeof productInput>;

export const savedProduct = z.object({ message: z.string(), product_id: int() });
export type SavedProduct = z.infer<typeof savedProduct>;

// ---------------------------------------------------------------- pictures

/** PUT /api/admin/products/:id/colors/:colorId/pictures: the colour's pictures in their new order. */
export const reorderPicturesBody = z.strictObject({
  images: z
    .array(z.string().check(z.regex(IMAGE_NAME_PATTERN, 'El nombre de la imagen no es válido.')))
    .check(z.maxLength(MAX_PICTURES_PER_COLOR, `Un color lleva a lo más ${MAX_PICTURES_PER_COLOR} fotos.`)),
});

/** The colour's pictures after an upload, a new order or a removal. */
export const colorPictures = z.object({ images: z.array(z.string()) });
export type ColorPictures = z.infer<typeof colorPictures>;

// ---------------------------------------------------------------- bulk update

const csvText = z
  .string({ error: 'Envía el contenido del archivo CSV.' })
  .check(
    z.minLength(1, 'El archivo CSV está vacío.'),
    z.maxLength(MAX_CSV_LENGTH, 'El archivo CSV es demasiado grande.'),
  );

/** POST /api/admin/products/bulk-update/preview: the CSV file's text. */
export const bulkUpdateBody = z.strictObject({ csv: csvText });

const SHOWN_STOCK_INVALID = 'Las existencias de la revisión no son válidas. Vuelve a revisar el archivo.';

/** A variant's stock as the preview showed it, in its "Antes" column. */
export const shownStock = z.strictObject({
  sku: z.string({ error: SHOWN_STOCK_INVALID }).check(z.maxLength(200, SHOWN_STOCK_INVALID)),
  stock: z
    .number({ error: SHOWN_STOCK_INVALID })
    .check(z.int(SHOWN_STOCK_INVALID), z.gte(0, SHOWN_STOCK_INVALID), z.lte(MAX_STOCK, SHOWN_STOCK_INVALID)),
});
export type ShownStock = z.infer<typeof shownStock>;

/**
 * POST /api/admin/products/bulk-update/apply: the CSV file's text, and the stock each SKU had in the
 * preview the owner confirmed. A row's "existencias" is a count typed over that number: if units were
 * sold since the preview, a row that keeps the number shown keeps today's stock, and a row with a new
 * number is refused (409) with today's stock, so a sold unit never goes back on sale. Without
 * `shown_stock` (a page from before it existed), each number is taken as it is.
 */
export const bulkUpdateApplyBody = z.strictObject({
  csv: csvText,
  shown_stock: z.optional(
    z.array(shownStock, { error: SHOWN_STOCK_INVALID }).check(z.maxLength(MAX_CSV_ROWS, SHOWN_STOCK_INVALID)),
  ),
});
export type BulkUpdateApplyBody = z.infer<typeof bulkUpdateApplyBody>;

const variantValues = z.object({
  price: z.number(),
  discount_percentage: int(),
  stock: int(),
  /** Whether its product shows in the shop (a draft never does until it is published). */
  visible: z.optional(z.boolean()),
});
export type VariantValues = z.infer<typeof variantValues>;

export const bulkUpdateRow = z.object({
  /** The spreadsheet's row number: the header is row 1. */
  row: int(),
  sku: z.string(),
  /** What the SKU names, when it exists. */
  variant: z.nullable(z.object({ product_name: z.string(), color_name: z.string(), size_name: z.string() })),
  before: z.nullable(variantValues),
  after: z.nullable(variantValues),
  /** What a row of an SKU not in the shop creates: a size of a new or existing product. */
  created: z.optional(
    z.nullable(
      z.object({
        product_name: z.string(),
        color_name: z.string(),
        size_name: z.string(),
        department: z.string(),
        /** The product itself is new (created as a draft), not only this colour or size. */
        new_product: z.boolean(),
      }),
    ),
  ),
  error: z.nullable(z.string()),
});
export type BulkUpdateRow = z.infer<typeof bulkUpdateRow>;

export const bulkUpdatePreview = z.object({
  rows: z.array(bulkUpdateRow),
  /** A problem with the whole file (no header, an unknown column); no row is read then. */
  error: z.nullable(z.string()),
  errors: int(),
  /** Existing variants whose price, discount or stock changes. */
  changes: int(),
  /** Products the file creates (as drafts), variants it adds, products it hides or shows. */
  new_products: z.optional(int()),
  new_variants: z.optional(int()),
  visibility_changes: z.optional(int()),
});
export type BulkUpdatePreview = z.infer<typeof bulkUpdatePreview>;

export const bulkUpdateApplied = z.object({ message: z.string(), changes: int() });
export type BulkUpdateApplied = z.infer<typeof bulkUpdateApplied>;
