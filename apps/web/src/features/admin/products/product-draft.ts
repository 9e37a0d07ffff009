import {
  guessSwatch,
  productInput,
  UNKNOWN_SWATCH,
  type AdminProductDetail,
  type CatalogOptions,
  type ProductInput,
  type SizeSystem,
} from '@store/contract/admin';
import type { TargetAudience } from '@store/contract';

/** One cell of the sizes × colours grid, as typed. */
export type DraftCell = { price: string; discount: string; stock: string };

export type DraftColor = {
  /** Tells colours apart while they have no id yet (React keys). */
  key: string;
  colorId?: number;
  name: string;
  hex: string;
  /** By size id. */
  cells: Record<number, DraftCell>;
  /**
   * By size id, the stock of each saved variant when the page loaded. The server keeps units sold since
   * then instead of writing this number back, and refuses a new number typed over a stale one.
   */
  loadedStock?: Record<number, number>;
  /** The owner picked the swatch by hand: renaming the colour no longer guesses it. */
  hexPicked?: boolean;
};

/** The editor's form as typed: text where the owner types, parsed only when saving. */
export type ProductDraft = {
  name: string;
  brandName: string;
  categoryId: string;
  audience: TargetAudience | '';
  description: string;
  isNew: boolean;
  sizeSystem: SizeSystem | '';
  sizeIds: number[];
  colors: DraftColor[];
  /** The product's own shipping weight (grams) and box (cm) as typed; blank: its department's. */
  shippingWeight: string;
  boxLength: string;
  boxWidth: string;
  boxHeight: string;
};

export type SizeOption = CatalogOptions['size_systems'][number]['sizes'][number];

let keys = 0;
export const newColorKey = () => `nuevo-${(keys += 1)}`;

export const BLANK_CELL: DraftCell = { price: '', discount: '0', stock: '0' };

export const blankColor = (): DraftColor => ({
  key: newColorKey(),
  name: '',
  hex: UNKNOWN_SWATCH,
  cells: {},
});

/**
 * A colour renamed. A new colour whose swatch nobody picked takes the swatch its name suggests ('Café'
 * is brown); a saved colour, or one picked by hand, keeps its swatch.
 */
export function renameColor(color: DraftColor, name: string): DraftColor {
  if (color.colorId !== undefined || color.hexPicked) return { ...color, name };
  return { ...color, name, hex: guessSwatch(name) ?? UNKNOWN_SWATCH };
}

/**
 * The same price, discount or stock written in every chosen size of one colour at once; a blank value
 * leaves that field of each size as it was.
 */
export function applyToAllSizes(
  color: DraftColor,
  sizeIds: readonly number[],
  values: DraftCell,
): DraftColor {
  const cells = { ...color.cells };
  for (const sizeId of sizeIds) {
    const cell = { ...(cells[sizeId] ?? BLANK_CELL) };
    for (const field of ['price', 'discount', 'stock'] as const) {
      if (values[field].trim() !== '') cell[field] = values[field].trim();
    }
    cells[sizeId] = cell;
  }
  return { ...color, cells };
}

export const blankDraft = (): ProductDraft => ({
  name: '',
  brandName: '',
  categoryId: '',
  audience: '',
  description: '',
  isNew: false,
  sizeSystem: '',
  sizeIds: [],
  colors: [blankColor()],
  shippingWeight: '',
  boxLength: '',
  boxWidth: '',
  boxHeight: '',
});

export function draftFromProduct(product: AdminProductDetail): ProductDraft {
  const sizeIds = new Set<number>();
  for (const color of product.colors) for (const variant of color.variants) sizeIds.add(variant.size_id);
  return {
    name: product.name,
    brandName: product.brand_name,
    categoryId: String(product.category_id),
    audience: product.target_audience,
    description: product.description,
    isNew: product.is_new,
    sizeSystem: product.size_system ?? '',
    sizeIds: [...sizeIds],
    colors: product.colors.map((color) => ({
      key: `color-${color.color_id}`,
      colorId: color.color_id,
      name: color.name,
      hex: color.hex,
      cells: Object.fromEntries(
        color.variants.map((variant) => [
          variant.size_id,
          {
            price: String(variant.price),
            discount: String(variant.discount_percentage),
            stock: String(variant.stock),
          },
        ]),
      ),
      loadedStock: Object.fromEntries(color.variants.map((variant) => [variant.size_id, variant.stock])),
    })),
    shippingWeight: product.shipping_weight_grams === null ? '' : String(product.shipping_weight_grams),
    boxLength: product.box_length_cm === null ? '' : String(product.box_length_cm),
    boxWidth: product.box_width_cm === null ? '' : String(product.box_width_cm),
    boxHeight: product.box_height_cm === null ? '' : String(product.box_height_cm),
  };
}

/** What a colour is called in labels and messages before it has a name. */
export const colorLabel = (color: DraftColor, index: number) => color.name.trim() || `Color ${index + 1}`;

const FIELD_WORDS = { price: 'Precio', discount: 'Descuento', stock: 'Existencias' } as const;

/** The grid's input labels, also used in errors: 'Precio 26 (Café)'. */
export const cellLabel = (field: keyof DraftCell, sizeName: string, colorName: string) =>
  `${FIELD_WORDS[field]} ${sizeName} (${colorName})`;

/** Text typed in a number input to a number; blank or not a number gives NaN, which the contract refuses. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * Grams or centimetres as typed ('1,800' is 1800: thousands, never decimals, in whole units); blank is
 * null, the department's.
 */
const toMeasure = (text: string) => {
  const plain = text.replace(/[\s,]/g, '');
  return plain === '' ? null : Number(plain);
};

const CELL_FIELD = { price: 'price', discount_percentage: 'discount', stock: 'stock' } as const;

/**
 * The draft as the server's body, checked by the same schema the server uses. A refusal names the
 * field as the page labels it ('Precio 26 (Café): El precio debe ser mayor que 0.').
 */
export function draftToInput(
  draft: ProductDraft,
  sizes: SizeOption[],
): { input: ProductInput; error?: undefined } | { input?: undefined; error: string } {
  const chosen = sizes.filter((size) => draft.sizeIds.includes(size.size_id));
  if (chosen.length === 0) return { error: 'Elige al menos una talla.' };
  if (draft.audience === '') return { error: 'Elige para quién es: hombre, mujer o niños.' };
  if (draft.categoryId === '') return { error: 'Elige un departamento.' };
  for (const [index, color] of draft.colors.entries()) {
    for (const size of chosen) {
      if ((color.cells[size.size_id]?.price ?? '').trim() === '') {
        return {
          error: `Escribe el precio de la talla ${size.name} (${colorLabel(color, index)}).`,
        };
      }
    }
  }
  const body = {
    name: draft.name,
    brand_name: draft.brandName,
    category_id: Number(draft.categoryId),
    target_audience: draft.audience,
    description: draft.description,
    is_new: draft.isNew,
    colors: draft.colors.map((color) => ({
      ...(color.colorId === undefined ? {} : { color_id: color.colorId }),
      name: color.name,
      hex: color.hex,
      variants: chosen.map((size) => {
        const cell = color.cells[size.size_id] ?? BLANK_CELL;
        const loaded = color.loadedStock?.[size.size_id];
        return {
          size_id: size.size_id,
          price: toNumber(cell.price),
          discount_percentage: toNumber(cell.discount),
          stock: toNumber(cell.stock),
          ...(loaded === undefined ? {} : { stock_loaded: loaded }),
        };
      }),
    })),
    shipping_weight_grams: toMeasure(draft.shippingWeight),
    box_length_cm: toMeasure(draft.boxLength),
    box_width_cm: toMeasure(draft.boxWidth),
    box_height_cm: toMeasure(draft.boxHeight),
  };
  const parsed = productInput.safeParse(body);
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) return { error: 'Revisa los datos del producto.' };
  const [, colorIndex, , variantIndex, field] = issue.path;
  if (
    issue.path[0] === 'colors' &&
    issue.path[2] === 'variants' &&
    typeof colorIndex === 'number' &&
    typeof variantIndex === 'number' &&
    (field === 'price' || field === 'discount_percentage' || field === 'stock')
  ) {
    const color = draft.colors[colorIndex];
    const size = chosen[variantIndex];
    if (color && size) {
      return {
        error: `${cellLabel(CELL_FIELD[field], size.name, colorLabel(color, colorIndex))}: ${issue.message}`,
      };
    }
  }
  if (issue.path[0] === 'colors' && typeof colorIndex === 'number' && draft.colors[colorIndex]) {
    return { error: `${colorLabel(draft.colors[colorIndex], colorIndex)}: ${issue.message}` };
  }
  return { error: issue.message };
}
