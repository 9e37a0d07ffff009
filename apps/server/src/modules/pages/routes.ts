import type { FastifyPluginAsync } from 'fastify';
import type { Site } from './page-head';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

// Crawlers come back often enough; an hour keeps a new product from waiting long to be found.
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

/** The files crawlers ask for at the root of the site. */
export function pageRoutes(site: Site): FastifyPluginAsync {
  return async (app) => {
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('Cache-Control', CRAWLER_FILES_CACHE)
        .type('application/xml; charset=utf-8')
        .send(await sitemapXml(site)),
    );
    app.get('/robots.txt', (_request, reply) =>
      reply
        .header('Cache-Control', CRAWLER_FILES_CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(site)),
    );
  };
}
