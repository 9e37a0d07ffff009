import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { col, rowShape, selectRows } from '../../db/rows';
import { reviews } from './tables';

// Google reads a few; the page's first screen of reviews is what it shows anyway.
const REVIEWS_IN_STRUCTURED_DATA = 5;

const ratedRow = rowShape({
  average: col.nullable(col.text),
  reviewCount: col.count,
  top: col.json,
});
type TopReview = { title: string | null; body: string; author: string; stars: number; published: string };

/**
 * schema.org's `aggregateRating` and `review` of a product page, per Google's review snippet rules: only
 * the product's own published reviews by its buyers (never reviews of the shop), each with its author,
 * its rating on a 1-5 scale and its date; nothing at all for a product without reviews. One statement:
 * the page's head is answered before the page, and every query there is felt.
 */
export async function reviewStructuredData(db: Database, productId: number): Promise<object> {
  const [row] = await selectRows(
    db,
    sql`SELECT avg(stars)::text AS average, count(*) AS review_count,
               (SELECT coalesce(json_agg(t), '[]'::json) FROM (
                  SELECT title, body, author_name AS author, stars,
                         to_char(coalesce(published_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS published
                  FROM ${reviews} WHERE product_id = ${productId} AND status = 'publicada'
                  ORDER BY helpful_count DESC, published_at DESC, id DESC
                  LIMIT ${REVIEWS_IN_STRUCTURED_DATA}) t) AS top
        FROM ${reviews} WHERE product_id = ${productId} AND status = 'publicada'`,
    ratedRow,
  );
  if (!row || row.reviewCount === 0 || row.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(Number(row.average) * 10) / 10,
      reviewCount: row.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: (row.top as TopReview[]).map((review) => ({
      '@type': 'Review',
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      datePublished: review.published,
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}
