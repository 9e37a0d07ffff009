import type { Database } from '../../db/client';
import { productReviews } from './product-reviews';

// Google reads a few; the page's first screen of reviews is what it shows anyway.
const REVIEWS_IN_STRUCTURED_DATA = 5;

/**
 * schema.org's `aggregateRating` and `review` of a product page, per Google's review snippet rules: only
 * the product's own published reviews by its buyers (never reviews of the shop), each with its author,
 * its rating on a 1-5 scale and its date; nothing at all for a product without reviews.
 */
export async function reviewStructuredData(db: Database, productId: number): Promise<object> {
  const { summary, reviews } = await productReviews(
    db,
    productId,
    { sort: 'util', withPhotos: false, page: 1 },
    undefined,
  );
  if (summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, REVIEWS_IN_STRUCTURED_DATA).map((review) => ({
      '@type': 'Review',
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      datePublished: review.published_at.slice(0, 10),
      author: { '@type': 'Person', name: review.author_name },
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}
