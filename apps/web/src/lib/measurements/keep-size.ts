/**
 * The navigation state of a link to a size the shopper chose before (a cart line, an order, an alert):
 * the product page keeps that size instead of preselecting the recommended one (decision 062).
 */
export const KEEP_SIZE = { keepSize: true } as const;

export const keepsSize = (): boolean => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'keepSize' in state && state.keepSize === true;
};
