import { FIRST_VARIANT_ID } from '@store/contract';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { DemoCatalogue, DemoColor, DemoProduct } from '../seed/demo-catalogue';
import type { RenderedPicture } from '../seed/render-pictures';
import { writeDemoCatalogue } from '../seed/write-catalogue';

type ColorSpec = { name: string; hex: string; sizes: Record<string, number> };
type ProductSpec = Omit<DemoProduct, 'id' | 'colors'> & {
  pesos: number;
  discount?: number;
  colors: ColorSpec[];
};

/**
 * A small, known catalogue for API tests, written by the same writer as the demo seed. Every number in
 * the tests below comes from here.
 */
export const FIXTURE_PRODUCTS: ProductSpec[] = [
  {
    name: 'Bota vaquera Ariat punta rodeo piel de res',
    description: 'Bota de piel de res.',
    brand: 'Ariat',
    categoryId: 3,
    sizeSystem: 'boot_mx',
    targetAudience: 'hombre',
    isNew: false,
    pesos: 2499,
    colors: [
      { name: 'Café', hex: '#5a3a22', sizes: { '26': 3, '26.5': 0, '27': 5 } },
      { name: 'Negro', hex: '#1b1b1b', sizes: { '26': 0, '27': 0 } },
    ],
  },
  {
    name: 'Botín Justin Roper para dama',
    description: '',
    brand: 'Justin Boots',
    categoryId: 3,
    sizeSystem: 'boot_mx',
    targetAudience: 'mujer',
    isNew: false,
    pesos: 3000,
    discount: 20,
    colors: [{ name: 'Miel', hex: '#b5772f', sizes: { '24': 2, '24.5': 1 } }],
  },
  {
    name: 'Suéter tejido Wrangler infantil',
    description: 'Suéter calientito.',
    brand: 'Wrangler',
    categoryId: 20,
    sizeSystem: 'clothing',
    targetAudience: 'niños',
    isNew: false,
    pesos: 599,
    colors: [{ name: 'Gris', hex: '#6b6b6b', sizes: { M: 3 } }],
  },
  {
    name: 'Sombrero texano Stetson de fieltro',
    description: 'Sombrero de fieltro 6X.',
    brand: 'Stetson',
    categoryId: 19,
    sizeSystem: 'hat',
    targetAudience: 'hombre',
    isNew: true,
    pesos: 4599,
    colors: [{ name: 'Negro', hex: '#1b1b1b', sizes: { '57': 1, '58': 4 } }],
  },
  {
    name: 'Cinto piteado Nocona',
    description: 'Cinto bordado a mano.',
    brand: 'Nocona',
    categoryId: 10,
    sizeSystem: 'pants_waist',
    targetAudience: 'hombre',
    isNew: false,
    pesos: 899,
    discount: 10,
    colors: [{ name: 'Café', hex: '#5a3a22', sizes: { '32': 0, '34': 0 } }],
  },
  {
    name: 'Bota oculta de temporada pasada',
    description: 'Ya no se vende.',
    brand: 'Ariat',
    categoryId: 3,
    sizeSystem: 'boot_mx',
    targetAudience: 'hombre',
    isNew: false,
    pesos: 100,
    colors: [{ name: 'Café', hex: '#5a3a22', sizes: { '27': 9 } }],
  },
];

export const HIDDEN_PRODUCT_ID = 6;

export type Fixture = {
  catalogue: DemoCatalogue;
  /** The variant id of product `productId`'s colour `colorName` in size `size`. */
  variant: (productId: number, colorName: string, size: string) => number;
};

export async function writeCatalogFixture(db: Database): Promise<Fixture> {
  let colorId = 0;
  let variantId = FIRST_VARIANT_ID;
  const demoProducts: DemoProduct[] = FIXTURE_PRODUCTS.map((fixture, index) => {
    const { pesos, discount = 0, colors, ...product } = fixture;
    const id = index + 1;
    return {
      ...product,
      id,
      colors: colors.map((color, position): DemoColor => {
        colorId += 1;
        const slug = `p${id}-c${colorId}`;
        return {
          id: colorId,
          name: color.name,
          hex: color.hex,
          position,
          pictures: [1, 2].map((n) => ({
            name: `${slug}-${n}.webp`,
            kind: 'boot',
            hex: color.hex,
            variant: 0,
            view: 'front',
          })),
          variants: Object.entries(color.sizes).map(([sizeName, stock]) => {
            variantId += 1;
            return {
              id: variantId,
              sizeName,
              sku: `${slug}-${sizeName}`,
              priceCents: pesos * 100,
              discountPercentage: discount,
              stock,
            };
          }),
        };
      }),
    };
  });

  const variant = (productId: number, colorName: string, size: string): number => {
    const color = demoProducts[productId - 1]?.colors.find((candidate) => candidate.name === colorName);
    const found = color?.variants.find((candidate) => candidate.sizeName === size);
    if (!found) throw new Error(`No hay variante ${productId}/${colorName}/${size} en el catálogo de prueba`);
    return found.id;
  };

  const catalogue: DemoCatalogue = {
    products: demoProducts,
    selections: {
      bestSelling: [
        variant(4, 'Negro', '58'),
        variant(2, 'Miel', '24'),
        variant(HIDDEN_PRODUCT_ID, 'Café', '27'),
      ],
      accesories: [variant(5, 'Café', '32')],
      getRecommended: [],
    },
    banners: [
      {
        position: 0,
        slot: 0,
        pictureName: 'p1-c1-1.webp',
        title: 'Botas 100 % originales',
        subtitle: 'Traídas de Estados Unidos',
        link: '/products/1?category_id=3',
      },
    ],
  };
  // Real, tiny WebP pictures in a different colour each, so the image route has something to resize.
  const pictures: RenderedPicture[] = await Promise.all(
    demoProducts.flatMap((product) =>
      product.colors.flatMap((color) =>
        color.pictures.map(async (picture) => ({
          name: picture.name,
          bytes: new Uint8Array(
            await sharp({ create: { width: 800, height: 800, channels: 3, background: color.hex } })
              .webp()
              .toBuffer(),
          ),
          width: 800,
          height: 800,
        })),
      ),
    ),
  );
  await writeDemoCatalogue(db, catalogue, pictures);
  await db
    .update(products)
    .set({ hidden: true })
    .where(inArray(products.id, [HIDDEN_PRODUCT_ID]));
  return { catalogue, variant };
}
