import type { Database } from '../../db/client';
import { billLines, bills } from '../../db/schema';
import { sellableVariantsForBill } from '../catalog/stock';

export type SoldLine = {
  variantId: number;
  quantity: number;
  unitPriceCents: number;
  unitDiscountCents: number;
};

export type NewBill = {
  userId: number;
  paymentSessionId: number;
  shippingAddress: string;
  cardLast4: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  lines: SoldLine[];
};

/**
 * Writes an order and its lines, inside the caller's transaction. Prices are the ones the shopper was
 * charged; names and pictures are copied so the order reads the same whatever the catalogue becomes.
 */
export async function createBill(tx: Database, bill: NewBill): Promise<number> {
  const { lines, ...fields } = bill;
  const [row] = await tx.insert(bills).values(fields).returning({ id: bills.id });
  if (!row) throw new Error('No se guardó el pedido');
  const variants = new Map(
    (
      await sellableVariantsForBill(
        tx,
        lines.map((line) => line.variantId),
      )
    ).map((variant) => [variant.variantId, variant]),
  );
  await tx.insert(billLines).values(
    lines.map((line) => {
      const variant = variants.get(line.variantId);
      return {
        billId: row.id,
        variantId: line.variantId,
        productId: variant?.productId ?? 0,
        productName: variant?.productName ?? 'Producto',
        colorName: variant?.colorName ?? '',
        sizeName: variant?.sizeName ?? '',
        imageName: variant?.image ?? null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        unitDiscountCents: line.unitDiscountCents,
      };
    }),
  );
  return row.id;
}
