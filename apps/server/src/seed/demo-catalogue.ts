import { CATEGORIES, type TargetAudience } from '@store/contract';
import { PRODUCT_ID_LIMIT } from '../db/schema';
import { DEPARTMENTS, type Department, type SizeSystem } from './departments';
import { PALETTE, type ColorName } from './palette';
import type { PictureKind, PictureView } from './pictures';
import { SeededRandom } from './random';
import { sizesFor } from './sizes';

export type DemoPicture = {
  name: string;
  kind: PictureKind;
  hex: string;
  variant: number;
  view: PictureView;
};
export type DemoVariant = {
  id: number;
  sizeName: string;
  sku: string;
  priceCents: number;
  discountPercentage: number;
  stock: number;
};
export type DemoColor = {
  id: number;
  name: string;
  hex: string;
  position: number;
  pictures: DemoPicture[];
  variants: DemoVariant[];
};
export type DemoProduct = {
  id: number;
  name: string;
  description: string;
  brand: string;
  categoryId: number;
  sizeSystem: SizeSystem;
  targetAudience: TargetAudience;
  isNew: boolean;
  colors: DemoColor[];
};
export type DemoBanner = {
  position: number;
  slot: number;
  pictureName: string;
  title: string;
  subtitle: string;
  link: string;
};
export type DemoCatalogue = {
  products: DemoProduct[];
  selections: Record<'bestSelling' | 'accesories' | 'getRecommended', number[]>;
  banners: DemoBanner[];
};

const DEMO_SEED = 20_261_121;
const DISCOUNTS = [10, 15, 20, 25, 30, 40, 50] as const;

/** A file-name-safe slug: lower case, no accents, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The whole demo shop as plain data, the same on every run: products with their colours, pictures and
 * variants, the three home rows and the banners. Writing it to the database is `writeDemoCatalogue`.
 */
export function buildDemoCatalogue(): DemoCatalogue {
  const rng = new SeededRandom(DEMO_SEED);
  const products: DemoProduct[] = [];
  const usedNames = new Set<string>();
  let colorId = 0;
  let variantId = PRODUCT_ID_LIMIT;

  for (const department of DEPARTMENTS) {
    for (let index = 0; index < department.count; index += 1) {
      const productId = products.length + 1;
      const audience = rng.pick(department.audiences);
      const brand = rng.pick(department.brands);
      const material = department.materials.length > 0 ? rng.pick(department.materials) : '';
      const name = uniqueName(rng, department, brand, material, audience, usedNames);
      const basePesos = roundedPrice(rng.int(department.price[0], department.price[1]));
      const discountPercentage = rng.chance(0.2) ? rng.pick(DISCOUNTS) : 0;
      // Drawn even where the name decides, so that every later product keeps its demo facts.
      const drawnKind = rng.pick(department.kinds);
      const kind = kindNamed(department, name) ?? drawnKind;
      const colorNames = rng.sample(department.colors, rng.int(1, Math.min(4, department.colors.length)));
      const wholeColourSoldOut =
        colorNames.length > 1 && rng.chance(0.18) ? rng.int(1, colorNames.length - 1) : -1;

      const colors = colorNames.map((colorName: ColorName, position): DemoColor => {
        colorId += 1;
        const hex = PALETTE[colorName];
        const pictureBase = `${slugify(name).slice(0, 80)}-${productId}-${slugify(colorName)}`;
        const pictures: DemoPicture[] = (['front', 'detail'] as const).map((view, n) => ({
          name: `${pictureBase}-${n + 1}.webp`,
          kind,
          hex,
          variant: productId,
          view,
        }));
        const variants = sizesFor(department.sizeSystem, audience).map((sizeName): DemoVariant => {
          variantId += 1;
          const soldOut = position === wholeColourSoldOut || rng.chance(0.1);
          return {
            id: variantId,
            sizeName,
            sku: `NW-${department.categoryId}-${productId}-${position + 1}-${sizeName.replace(/[^0-9A-Za-z]/g, '')}`,
            priceCents: basePesos * 100,
            discountPercentage,
            stock: soldOut ? 0 : rng.int(1, 20),
          };
        });
        return { id: colorId, name: colorName, hex, position, pictures, variants };
      });

      products.push({
        id: productId,
        name,
        description: describe(rng, department, brand, material),
        brand,
        categoryId: department.categoryId,
        sizeSystem: department.sizeSystem,
        targetAudience: audience,
        isNew: rng.chance(0.15),
        colors,
      });
    }
  }

  return { products, selections: chooseSelections(rng, products), banners: BANNERS };
}

/** The drawing the product's name asks for, where its department's bases name different things. */
export function kindNamed(department: Department, name: string): PictureKind | undefined {
  const base = Object.keys(department.kindOfBase ?? {}).find((candidate) => name.startsWith(`${candidate} `));
  return base === undefined ? undefined : department.kindOfBase?.[base];
}

function uniqueName(
  rng: SeededRandom,
  department: Department,
  brand: string,
  material: string,
  audience: TargetAudience,
  used: Set<string>,
): string {
  const forWhom =
    audience === 'niños'
      ? ' infantil'
      : audience === 'mujer' && department.audiences.includes('hombre')
        ? ' para dama'
        : '';
  for (let attempt = 0; ; attempt += 1) {
    const style = rng.pick(department.styles);
    const base = rng.pick(department.bases);
    const words = [base, brand, style, material].filter(Boolean).join(' ') + forWhom;
    // After a few clashes a model number keeps names apart, as real catalogues do.
    const name = attempt < 6 ? words : `${words} modelo ${rng.int(100, 999)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function describe(rng: SeededRandom, department: Department, brand: string, material: string): string {
  const sentences = rng.sample(department.descriptions, 2);
  const text = sentences
    .join(' ')
    .replaceAll('{material}', material || 'materiales seleccionados')
    .replaceAll('{brand}', brand);
  // Every description says it once: the shop's promise is that nothing is used or a copy.
  return text.includes('original y nuevo') ? text : `${text} Producto 100 % original y nuevo.`;
}

/** Shop prices end in 49 or 99 pesos. */
function roundedPrice(pesos: number): number {
  return Math.max(99, Math.round(pesos / 50) * 50 - 1);
}

function firstVariantInStock(product: DemoProduct): number | undefined {
  for (const color of product.colors) {
    const variant = color.variants.find((candidate) => candidate.stock > 0);
    if (variant) return variant.id;
  }
  return undefined;
}

function chooseSelections(rng: SeededRandom, products: DemoProduct[]): DemoCatalogue['selections'] {
  const inCategories = (ids: number[]) => products.filter((product) => ids.includes(product.categoryId));
  const taken = new Set<number>();
  const choose = (pool: DemoProduct[], count: number): number[] =>
    rng
      .sample(
        pool.filter((product) => !taken.has(product.id) && firstVariantInStock(product) !== undefined),
        count,
      )
      .map((product) => {
        taken.add(product.id);
        return firstVariantInStock(product) as number;
      });
  return {
    bestSelling: choose(inCategories([3, 19, 6, 13]), 10),
    accesories: choose(inCategories([1, 4, 10, 11, 12, 14]), 10),
    getRecommended: choose(products, 12),
  };
}

const category = (id: number) => CATEGORIES.find((entry) => entry.category_id === id)?.name ?? '';

const BANNERS: DemoBanner[] = [
  {
    position: 0,
    slot: 0,
    pictureName: 'banner-1.webp',
    title: 'Botas 100 % originales',
    subtitle: 'Traídas de Estados Unidos, nuevas y con garantía',
    link: '/products/1?category_id=3',
  },
  {
    position: 1,
    slot: 1,
    pictureName: 'banner-2.webp',
    // Not a promotion's name: the demo runs none, and the home never promises one that is not running.
    title: 'Ofertas de temporada',
    subtitle: 'Botas, sombreros y ropa con descuento',
    link: '/products/1?discount=true',
  },
  {
    position: 2,
    slot: 2,
    pictureName: 'banner-3.webp',
    title: `${category(19)} para toda ocasión`,
    subtitle: 'Fieltro, palma y paja toquilla de las mejores marcas',
    link: '/products/1?category_id=19',
  },
  {
    position: 3,
    slot: 3,
    pictureName: 'banner-4.webp',
    title: 'Visítanos en Chihuahua',
    subtitle: 'Nuestra tienda física te espera',
    link: '/Locacion',
  },
];
