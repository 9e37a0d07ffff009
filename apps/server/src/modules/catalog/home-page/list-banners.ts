import type { Banner } from '@store/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { banners, images } from '../tables';

export async function listBanners(db: Database): Promise<Banner[]> {
  return db
    .select({
      position: banners.position,
      title: banners.title,
      subtitle: banners.subtitle,
      link: banners.link,
      image: images.name,
    })
    .from(banners)
    .innerJoin(images, eq(images.id, banners.imageId))
    .orderBy(asc(banners.position));
}
