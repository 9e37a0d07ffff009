import { SHOP_WRITE_HEADER, SHOP_WRITE_HEADER_VALUE } from '@store/contract';

/**
 * The header the shop's own pages send with every change (plugins/cross-site.ts): tests that act as the
 * shop's pages send it on calls without a JSON body, as the web's API client does.
 */
export const FROM_THE_SHOP: Readonly<Record<string, string>> = {
  [SHOP_WRITE_HEADER]: SHOP_WRITE_HEADER_VALUE,
};
