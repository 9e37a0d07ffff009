/**
 * The shopper's rights over their own data (LFPDPPP, derechos ARCO): the file with everything the shop
 * keeps about them, and deleting their account. It owns no tables: it asks each module that keeps
 * something about the shopper, through that module's index.ts.
 */
export { myDataRoutes } from './routes';
