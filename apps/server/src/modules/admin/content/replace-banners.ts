import type { BannerInput } from '@store/contract/admin';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { banners, images } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { listBanners } from '../../catalog/banners';
import { recordAudit } from '../audit';

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
    const missing = names.find((name) => !imageIds.has(name));
    if (missing !== undefined) throw new HttpError(422, `No existe la imagen «${missing}» en la tienda.`);

    const before = await listBanners(tx);
    await tx.delete(banners);
    await tx.insert(banners).values(
      wanted.map((banner, position) => ({
        position,
        imageId: imageIds.get(banner.image)!,
        title: banner.title,
        subtitle: banner.subtitle,
        link: banner.link,
      })),
    );
    await recordAudit(tx, {
      actorEmail,
      action: 'cambió los banners',
      subject: 'Inicio de la tienda',
      details: {
        antes: before.map(({ position: _position, ...banner }) => banner),
        despues: wanted,
      },
    });
  });
}
