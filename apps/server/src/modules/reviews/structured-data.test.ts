import { describe, expect, it } from 'vitest';
import { billStatusChanges } from '../../db/schema';
import { storedOrder } from '../../test/rows/stored-order';
import { schemaOrgProblems } from '../../test/schema-org';
import { useTestShop } from '../../test/shop-server';
import { CatalogAnswers } from '../catalog';
import { unitsSoldPerVariantSql } from '../orders';
import { headTagsFor } from '../pages';

/**
 * The product page's JSON-LD carries its buyers' reviews as Google's review snippets ask: an
 * AggregateRating and Reviews of the Product itself, valid in schema.org's vocabulary.
 */

const shop = useTestShop({ owner: 'duena-jsonld@tienda.test', shoppers: 'jsonld', bootStock: 5 });
const HAT = 4;

async function productJsonLd(productId: number): Promise<Record<string, unknown>> {
  const catalog = await CatalogAnswers.start(shop.database, unitsSoldPerVariantSql);
  try {
    const site = { db: shop.database.db, publicUrl: 'https://tienda.test', pageAssetTags: () => [], catalog };
    const { tags } = await headTagsFor(site, `/product/${productId}`);
    const [json] = [...tags.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    );
    return json!;
  } finally {
    catalog.stop();
  }
}

async function publishedReview(stars: number, title: string | null, body: string) {
  const buyer = await shop.newShopper();
  const orderId = await storedOrder(shop.database.db, {
    userId: buyer.userId,
    reference: `jsonld-${buyer.userId}`,
    shippingStatus: 'entregado',
    lines: [
      {
        productId: HAT,
        variantId: shop.fixture.variant(HAT, 'Negro', '58'),
        productName: 'Sombrero',
        colorName: 'Negro',
        sizeName: '58',
        imageName: null,
        quantity: 1,
        unitPriceCents: 100_00,
      },
    ],
  });
  await shop.database.db.insert(billStatusChanges).values({ orderId, status: 'entregado', changedBy: 'x' });
  const saved = await shop.call(buyer, 'POST', '/reviews', {
    order_id: orderId,
    product_id: HAT,
    stars,
    title,
    body,
  });
  expect(saved.status).toBe(201);
  const approved = await shop.call(
    shop.owner,
    'POST',
    `/admin/reviews/${String(saved.body.review_id)}/approve`,
  );
  expect(approved.status).toBe(200);
}

describe('the product JSON-LD', () => {
  it('has no rating before a review is published', async () => {
    const product = await productJsonLd(HAT);
    expect(product['@type']).toBe('Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
  });

  it('carries AggregateRating and Review per Google’s rules, valid against schema.org’s types', async () => {
    await publishedReview(5, 'Excelente', 'El fieltro es de muy buena calidad.');
    await publishedReview(4, null, 'Bonito, aunque la cinta es delgada. </script><b>ok</b>');
    const product = await productJsonLd(HAT);
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = product.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(2);
    for (const review of reviews) {
      // Google: each Review names its author and rates on the same scale; it reviews this product.
      expect(review).toMatchObject({
        '@type': 'Review',
        author: { '@type': 'Person', name: expect.stringMatching(/^Cliente J\.$/) as unknown },
        reviewRating: { '@type': 'Rating', bestRating: 5, worstRating: 1 },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      });
    }
    expect(reviews.map((review) => review.reviewBody)).toContain(
      'Bonito, aunque la cinta es delgada. </script><b>ok</b>',
    );
    expect(schemaOrgProblems(product)).toEqual([]);
  });

  it('is checked for real: a property or type schema.org does not have is caught', () => {
    expect(
      schemaOrgProblems({
        '@type': 'Product',
        name: 'Bota',
        stars: 5,
        aggregateRating: { '@type': 'Person', name: 'No es una calificación' },
        review: [{ '@type': 'Reseña' }],
      }),
    ).toEqual([
      '$.stars no es una propiedad de Product',
      '$.aggregateRating no acepta Person (acepta AggregateRating)',
      '$.review[0]: Reseña no es un tipo de schema.org',
    ]);
  });
});
