import type { SelectionName } from '@store/contract';
import { useEffect } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { notifyError } from '../../../lib/toast';
import { useSelection } from '../api/get-selection';
import { ProductCard, ProductCardSkeleton } from '../../../lib/product-card/ProductCard';

/** One of the home rows: skeletons while loading, a notice on failure, nothing when it comes back empty. */
export function FeaturedRow({ title, selection }: { title: string; selection: SelectionName }) {
  const { data, isPending, isError } = useSelection(selection);
  useEffect(() => {
    if (isError) notifyError(MESSAGES.featuredRowFailed);
  }, [isError]);
  if (isError || (data && data.length === 0)) return null;
  const headingId = `row-${selection}`;
  return (
    <section className="featured-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <div className="featured-row-track">
        {isPending || !data
          ? Array.from({ length: 4 }, (_, index) => <ProductCardSkeleton key={index} />)
          : data.map((item) => <ProductCard key={item.variant_id} item={item} />)}
      </div>
    </section>
  );
}
