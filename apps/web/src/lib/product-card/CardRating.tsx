import { useRating } from '../reviews/ratings';
import { Stars } from '../reviews/Stars';

/** The buyers' stars and how many reviewed it; nothing for a product without reviews. */
export function CardRating({ productId }: { productId: number }) {
  const rating = useRating(productId);
  if (!rating) return null;
  return (
    <p className="product-card-rating">
      <Stars value={rating.average} />
      <span className="product-card-rating-count">
        {rating.count}
        <span className="visually-hidden">{rating.count === 1 ? ' reseña' : ' reseñas'}</span>
      </span>
    </p>
  );
}
