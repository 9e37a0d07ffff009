import type { BannerInput } from '@store/contract/admin';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { banners, images } from '../tables';

/**
 * Puts the owner's banners on the home page, in the order given, in place of the ones there. Each
 * picture must already be among the shop's images; nothing changes when one is not.
 */
export async function replaceBanners(db: Database, actorEmail: string, wanted: BannerInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    const names = [...new Set(wanted.map((banner) => banner.image))];
    const found = await tx
      .select({ id: images.id, name: images.name })
      .from(images)
      .where(inArray(images.name, names));
    const imageIds = new Map(found.map((image) => [image.name, image.id]));
    const imageId = (name: string) => {
      const id = imageIds.get(name);
      if (id === undefined) throw new HttpError(422, `No existe la imagen «${name}» en la tienda.`);
      return id;
    };
    const rows = wanted.map((banner, position) => ({
      position,
      imageId: imageId(banner.image),
      title: banner.title,
      subtitle: banner.subtitle,
      link: banner.link,
    }));
    await tx.delete(banners);
    await tx.insert(banners).values(rows);
    await recordAudit(tx, actorEmail, { action: 'home.banners_changed', banners: rows.length });
  });
}
