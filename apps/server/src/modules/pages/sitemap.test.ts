import { describe, expect, it } from 'vitest';
import { sitemapDocument } from './sitemap';

describe('sitemapDocument', () => {
  it('escapes the URLs, so a query string with several parameters keeps the XML valid', () => {
    expect(
      sitemapDocument('https://tienda.example', [
        { path: '/products/1?category_id=3&discount=true' },
        { path: '/product/7', lastModified: new Date('2026-03-01T12:00:00Z') },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://tienda.example/products/1?category_id=3&amp;discount=true</loc></url>',
        '  <url><loc>https://tienda.example/product/7</loc><lastmod>2026-03-01T12:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
