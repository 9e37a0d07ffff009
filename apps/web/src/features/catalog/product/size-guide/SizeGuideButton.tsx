import type { ColorOption, ProductDetail } from '@store/contract';
import { Suspense, useState } from 'react';
import { LoadBoundary } from '../../../../lib/offline/LoadBoundary';
import { lazyWithRetry } from '../../../../lib/offline/lazy-with-retry';

// The guide and its tables load when a shopper first asks for them: most product views never open it,
// and the page's first load must not grow (decision 006).
const SizeGuideDialog = lazyWithRetry(() => import('./SizeGuideDialog'), 'default');

/** Whether a product's sizes have a guide: boots and shoes (Mexican sizes) and hats (head sizes). */
export const hasSizeGuide = (product: ProductDetail) =>
  product.size_system === 'boot_mx' || product.size_system === 'hat';

/** The 'Guía de tallas' link of a product page, and the dialog it opens. */
export function SizeGuideButton({ product, color }: { product: ProductDetail; color: ColorOption }) {
  const [open, setOpen] = useState(false);
  if (!hasSizeGuide(product)) return null;
  return (
    <>
      <button type="button" className="size-guide-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Guía de tallas
      </button>
      {open ? (
        <LoadBoundary floating>
          <Suspense fallback={null}>
            <SizeGuideDialog product={product} color={color} onClose={() => setOpen(false)} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
