import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { buildDemoCatalogue, type DemoCatalogue } from './demo-catalogue';
import { bannerSvg, productSvg } from './pictures';
import { renderPictures, type PictureJob } from './render-pictures';
import { writeDemoCatalogue } from './write-catalogue';

const PRODUCT_PICTURE_WIDTH = 800;
const BANNER_WIDTH = 1600;

/** Draws every picture and writes the whole demo catalogue, replacing whatever catalogue was there. */
export async function resetDemoCatalogue(db: Database): Promise<{ products: number; pictures: number }> {
  const catalogue = buildDemoCatalogue();
  const pictures = await renderPictures(demoPictureJobs(catalogue));
  await writeDemoCatalogue(db, catalogue, pictures);
  return { products: catalogue.products.length, pictures: pictures.length };
}

/** Every picture the demo catalogue shows: each colour's product shots, then the banners. */
export function demoPictureJobs(catalogue: DemoCatalogue): PictureJob[] {
  return [
    ...catalogue.products.flatMap((product) =>
      product.colors.flatMap((color) =>
        color.pictures.map((picture) => ({
          name: picture.name,
          width: PRODUCT_PICTURE_WIDTH,
          svg: () => productSvg(picture.kind, picture.hex, picture.variant, picture.view),
        })),
      ),
    ),
    ...catalogue.banners.map((banner) => ({
      name: banner.pictureName,
      width: BANNER_WIDTH,
      svg: () => bannerSvg(banner.slot),
    })),
  ];
}

/** How many products the shop has, hidden ones included: none means a shop not set up yet. */
export async function productCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/** First start: an empty shop gets the demo catalogue; a shop with products is left alone. */
export async function seedDemoCatalogueIfEmpty(db: Database, onSeeding?: () => void): Promise<boolean> {
  if ((await productCount(db)) > 0) return false;
  onSeeding?.();
  await resetDemoCatalogue(db);
  return true;
}

// What browser journeys and benchmarks need of the demo data, so that they reach it through this entry.
export { buildDemoCatalogue, type DemoCatalogue } from './demo-catalogue';
export { cachedPictureFile } from './render-pictures';
export { EMPTY_PRODUCTION_SHOP, SEEDING_DEMO } from './first-start';
export { BENCH_PRODUCTS, writeBenchCatalogue } from './bench-catalogue';
