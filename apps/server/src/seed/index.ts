import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { buildDemoCatalogue } from './demo-catalogue';
import { bannerSvg, productSvg } from './pictures';
import { renderPictures, type PictureJob } from './render-pictures';
import { writeDemoCatalogue } from './write-catalogue';

const PRODUCT_PICTURE_WIDTH = 800;
const BANNER_WIDTH = 1600;

/** Draws every picture and writes the whole demo catalogue, replacing whatever catalogue was there. */
export async function resetDemoCatalogue(db: Database): Promise<{ products: number; pictures: number }> {
  const catalogue = buildDemoCatalogue();
  const jobs: PictureJob[] = [
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
  const pictures = await renderPictures(jobs);
  await writeDemoCatalogue(db, catalogue, pictures);
  return { products: catalogue.products.length, pictures: pictures.length };
}

/** First start: an empty shop gets the demo catalogue; a shop with products is left alone. */
export async function seedDemoCatalogueIfEmpty(db: Database, onSeeding?: () => void): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(products);
  if ((row?.total ?? 0) > 0) return false;
  onSeeding?.();
  await resetDemoCatalogue(db);
  return true;
}
