import type { ProductInput } from '@store/contract/admin';

/** A product's own shipping weight and box as stored; null where its department's apply. */
export type ProductParcel = {
  shippingWeightGrams: number | null;
  boxLengthCm: number | null;
  boxWidthCm: number | null;
  boxHeightCm: number | null;
};

/**
 * The parcel columns an editor's body sets. A field left out keeps what is stored (an editor from before
 * these fields existed); null gives the product back its department's weight or box.
 */
export function parcelColumns(input: ProductInput): Partial<ProductParcel> {
  const sides = [input.box_length_cm, input.box_width_cm, input.box_height_cm];
  const boxGiven = sides.some((side) => side !== undefined);
  return {
    ...(input.shipping_weight_grams === undefined
      ? {}
      : { shippingWeightGrams: input.shipping_weight_grams }),
    ...(boxGiven
      ? {
          boxLengthCm: input.box_length_cm ?? null,
          boxWidthCm: input.box_width_cm ?? null,
          boxHeightCm: input.box_height_cm ?? null,
        }
      : {}),
  };
}

const grams = new Intl.NumberFormat('es-MX');

/** The parcel as the audit log's sentence says it: '1,800 g, caja de 33 × 22 × 13 cm', or the department's. */
export function parcelText(parcel: ProductParcel): string {
  const { shippingWeightGrams: weight, boxLengthCm: length, boxWidthCm: width, boxHeightCm: height } = parcel;
  const box = length !== null && width !== null && height !== null;
  if (weight === null && !box) return 'la del departamento';
  return [
    weight === null ? 'peso del departamento' : `${grams.format(weight)} g`,
    box ? `caja de ${length} × ${width} × ${height} cm` : 'caja del departamento',
  ].join(', ');
}
