import type { ProductInput } from '@store/contract/admin';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit, type AuditEvent } from '../../audit';
import { colors, products } from '../tables';
import { addVariants, type NewColor } from './add-variants';
import { productFields, sizesOf } from './product-fields';
import { FOREIGN_COLOR } from './refusals';

/**
 * Creates a product with its colours and variants in one transaction, audited; answers its id. It starts
 * as a draft, hidden from shoppers until it is published (it has no pictures yet).
 */
export async function createProduct(
  db: Database,
  actorEmail: string,
  input: Omit<ProductInput, 'colors'> & { colors: NewColor[] },
): Promise<number> {
  if (input.colors.some((color) => color.color_id !== undefined)) {
    throw new HttpError(422, FOREIGN_COLOR);
  }
  return db.transaction(async (tx) => {
    const sizesById = await sizesOf(tx, input.colors);
    const fields = await productFields(tx, input);
    const [created] = await tx
      .insert(products)
      .values({ ...fields.columns, hidden: true, draft: true })
      .returning({ id: products.id });
    if (!created) throw new Error('No se guardó el producto');
    const product = { id: created.id, name: input.name };
    const events: AuditEvent[] = [
      {
        action: 'product.created',
        product,
        variants: input.colors.reduce((total, color) => total + color.variants.length, 0),
      },
    ];
    for (const [position, color] of input.colors.entries()) {
      const [row] = await tx
        .insert(colors)
        .values({ productId: product.id, name: color.name, hex: color.hex, position })
        .returning({ id: colors.id });
      if (!row) throw new Error('No se guardó el color');
      events.push(
        ...(await addVariants(tx, product, { id: row.id, name: color.name }, color.variants, sizesById, {
          mayChangePrices: true,
        })),
      );
    }
    await recordAudit(tx, actorEmail, ...events);
    return product.id;
  });
}
