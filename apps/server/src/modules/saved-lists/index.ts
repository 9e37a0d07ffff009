/**
 * A signed-in shopper's favourites and cart, kept on the server so that every device of the account sees
 * the same lists (decision 016). It owns the saved_favorites and saved_cart_lines tables.
 */
export { savedListsRoutes } from './routes';
export { forgetSavedLists, savedLists } from './saved-lists';
