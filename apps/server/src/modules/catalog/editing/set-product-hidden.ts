import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { products } from '../tables';
import { PRODUCT_NOT_FOUND, SHOW_A_DRAFT } from './refusals';

/** Hidden products leave the shop (listing, product page, carts) but keep their rows and their bills. */
export async function setProductHidden(
  db: Database,
  actorEmail: string,
  productId: number,
  hidden: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: products.name, hidden: products.hidden, draft: products.draft })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!before) throw new HttpError(404, PRODUCT_NOT_FOUND);
    // A draft comes out only through 'Publicar', which checks that it has a picture.
    if (before.draft && !hidden) throw new HttpError(409, SHOW_A_DRAFT);
    if (before.hidden === hidden) return;
    await tx.update(products).set({ hidden, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actorEmail, {
      action: hidden ? 'product.hidden' : 'product.shown',
      product: { id: productId, name: before.name },
    });
  });
}
