import { departmentParcel } from '@store/contract';
import type { ParcelFacts } from '../../catalog';
import type { UnitParcel } from './packing';

/**
 * One unit of a product as it ships: the weight and box the product declares in the editor, each one
 * it leaves empty its department's; and how its department's goods pack.
 */
export function unitParcel(facts: ParcelFacts): UnitParcel {
  const department = departmentParcel(facts.categoryId);
  const { boxLengthCm, boxWidthCm, boxHeightCm } = facts;
  return {
    weightGrams: facts.shippingWeightGrams ?? department.weightGrams,
    box:
      boxLengthCm !== null && boxWidthCm !== null && boxHeightCm !== null
        ? { lengthCm: boxLengthCm, widthCm: boxWidthCm, heightCm: boxHeightCm }
        : department.box,
    packing: department.packing,
    content: facts.categoryName,
  };
}
