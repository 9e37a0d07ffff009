import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { PRICES_FOR_OWNERS, type PriceRight } from './refusals';
import { selectVariants, variantRef } from '../inventory/select-variants';

/** A variant's list price (centavos, IVA included) and discount as staff set them. */
export type PriceChange = { variantId: number; priceCents: number; discountPercentage: number };

/**
 * Sets variants' prices and discounts from the editor or the bulk update, and audits each one that
 * changed with its before and after. The rows are locked and read here, so "before" is what the write
 * replaces. Answers the ids of the variants whose price changed; refuses (403) any change for whoever may
 * not set prices, while the same prices sent back are not a change.
 */
export async function setVariantPrices(
  tx: Database,
  actorEmail: string,
  changes: PriceChange[],
  right: PriceRight,
): Promise<number[]> {
  if (changes.length === 0) return [];
  const stored = await selectVariants(
    tx,
    sql`v.id = ANY(${sql.param(changes.map((change) => change.variantId))}::integer[])`,
    { lock: true },
  );
  const byId = new Map(stored.map((variant) => [variant.id, variant]));
  const changed = [...changes]
    .sort((a, b) => a.variantId - b.variantId)
    .flatMap((change) => {
      const variant = byId.get(change.variantId);
      if (!variant) throw new Error(`La variante ${change.variantId} no existe`);
      const same =
        variant.priceCents === change.priceCents && variant.discountPercentage === change.discountPercentage;
      return same ? [] : [{ variant, change }];
    });
  if (changed.length === 0) return [];
  // Thrown inside the caller's transaction: the stock typed with it is not kept either.
  if (!right.mayChangePrices) throw new HttpError(403, PRICES_FOR_OWNERS);
  // One statement for them all: the listing's trigger then refreshes once, not once per variant.
  await tx.execute(
    sql`UPDATE variants v
        SET price_cents = priced.price_cents, discount_percentage = priced.discount_percentage, updated_at = now()
        FROM unnest(${sql.param(changed.map(({ change }) => change.variantId))}::integer[],
                    ${sql.param(changed.map(({ change }) => change.priceCents))}::integer[],
                    ${sql.param(changed.map(({ change }) => change.discountPercentage))}::integer[])
          AS priced(id, price_cents, discount_percentage)
        WHERE v.id = priced.id`,
  );
  await recordAudit(
    tx,
    actorEmail,
    ...changed.map(({ variant, change }) => ({
      action: 'variant.price_changed' as const,
      variant: variantRef(variant),
      before: { priceCents: variant.priceCents, discountPercentage: variant.discountPercentage },
      after: { priceCents: change.priceCents, discountPercentage: change.discountPercentage },
    })),
  );
  return changed.map(({ variant }) => variant.id);
}
