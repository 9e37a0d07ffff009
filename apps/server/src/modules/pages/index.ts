/** The storefront's pages: the built SPA's HTML with each route's head filled, sitemap and robots. */
export { pageRoutes } from './routes';
export { readPageAssetTags } from './page-assets';
export { headTagsFor } from './page-head-for';
