import { productPagePath, type ColorOption, type ProductDetail, type SizeOption } from '@store/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { keepsSize } from '../../../../lib/measurements/keep-size';
import type { MySize } from './use-my-size';

/**
 * A boot or hat page opens in the shopper's recommended size (decision 062): once per colour shown, after
 * the buyers' answers are in, and never over a size the shopper then clicks, nor over a link that names
 * the size they chose before.
 */
export function usePreselectedSize(
  product: ProductDetail,
  color: ColorOption,
  size: SizeOption | undefined,
  mySize: MySize | undefined,
): void {
  const [, navigate] = useLocation();
  const done = useRef(false);
  const recommended = mySize?.recommendation?.size;
  const ready = mySize === undefined || mySize.cm === null || mySize.settled;
  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    if (!size || !recommended || keepsSize()) return;
    const variant = color.sizes.find((option) => option.size_name === recommended);
    if (variant && variant.variant_id !== size.variant_id) {
      navigate(productPagePath(product.product_id, variant.variant_id), { replace: true });
    }
  }, [ready, recommended, size, color, product.product_id, navigate]);
}
