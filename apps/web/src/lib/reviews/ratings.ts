import { ratingsResponse, type ProductRating } from '@store/contract';
import { request } from '../api';
import { queryKeys, useQuery } from '../query';

/**
 * Listing cards' stars, asked once for every card a page draws: each card asks for its product, and the
 * asks of one moment go out as one call (`GET /reviews/ratings?product_id=…`), at most 100 ids each.
 */
type Waiting = {
  productId: number;
  resolve: (rating: ProductRating | null) => void;
  reject: (e: unknown) => void;
};
let waiting: Waiting[] = [];

function flush() {
  const batch = waiting;
  waiting = [];
  for (let start = 0; start < batch.length; start += 100) {
    const part = batch.slice(start, start + 100);
    request('/reviews/ratings', ratingsResponse, {
      query: { product_id: [...new Set(part.map((one) => one.productId))] },
    }).then(
      (ratings) => {
        const byProduct = new Map(ratings.map((rating) => [rating.product_id, rating]));
        for (const one of part) one.resolve(byProduct.get(one.productId) ?? null);
      },
      (error: unknown) => {
        for (const one of part) one.reject(error);
      },
    );
  }
}

function ratingOf(productId: number): Promise<ProductRating | null> {
  return new Promise((resolve, reject) => {
    if (waiting.length === 0) setTimeout(flush, 0);
    waiting.push({ productId, resolve, reject });
  });
}

/** The product's published reviews' average and count, or null while unknown or without reviews. */
export function useRating(productId: number): ProductRating | null {
  const { data } = useQuery({
    queryKey: queryKeys.rating(productId),
    queryFn: () => ratingOf(productId),
    retry: false,
  });
  return data ?? null;
}
