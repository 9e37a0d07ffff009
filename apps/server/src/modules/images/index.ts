/** Pictures served resized and re-encoded for each browser, with long cache lifetimes. */
export { imageRoutes } from './routes';
