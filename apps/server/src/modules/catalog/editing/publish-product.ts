import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { colorImages, colors, products } from '../tables';
import { PRODUCT_NOT_FOUND, PUBLISH_WITHOUT_PICTURE } from './refusals';

/**
 * 'Publicar': a draft enters the shop, audited. A product without a single picture is refused (422): the
 * shop's card and page would show an empty frame. Publishing a product that is no draft changes nothing.
 */
export async function publishProduct(db: Database, actorEmail: string, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: products.name, draft: products.draft })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!before) throw new HttpError(404, PRODUCT_NOT_FOUND);
    if (!before.draft) return;
    const [pictures] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(colorImages)
      .innerJoin(colors, and(eq(colors.id, colorImages.colorId), eq(colors.productId, productId)));
    if (!pictures || pictures.count === 0) throw new HttpError(422, PUBLISH_WITHOUT_PICTURE);
    await tx
      .update(products)
      .set({ draft: false, hidden: false, updatedAt: new Date() })
      .where(eq(products.id, productId));
    await recordAudit(tx, actorEmail, {
      action: 'product.published',
      product: { id: productId, name: before.name },
    });
  });
}
