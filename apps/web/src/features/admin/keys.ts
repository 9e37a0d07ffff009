import type { QueryValue } from '@store/contract';

/**
 * The back-office's query keys, apart from the storefront's (lib/query/keys.ts) so that the shoppers' first
 * chunk does not carry them. All start with 'admin', as the back-office's session key does.
 */
export const adminKeys = {
  session: () => ['admin', 'session'] as const,
  dashboard: {
    all: () => ['admin', 'dashboard'] as const,
    withThreshold: (threshold: number) => ['admin', 'dashboard', threshold] as const,
    lowStock: (query: Record<string, QueryValue>) => ['admin', 'dashboard', 'low-stock', query] as const,
  },
  orders: {
    all: () => ['admin', 'orders'] as const,
    list: (filters: Record<string, QueryValue>) => ['admin', 'orders', filters] as const,
  },
  order: (orderId: number | null) => ['admin', 'order', orderId] as const,
  customers: {
    list: (query: Record<string, QueryValue>) => ['admin', 'customers', 'list', query] as const,
    detail: (customerId: number) => ['admin', 'customers', 'detail', customerId] as const,
  },
  packingSlip: (orderId: number | null) => ['admin', 'packing-slip', orderId] as const,
  pickList: () => ['admin', 'pick-list'] as const,
  audit: (filters: Record<string, QueryValue>) => ['admin', 'audit', filters] as const,
  messages: (filters: Record<string, QueryValue>) => ['admin', 'messages', filters] as const,
  home: () => ['admin', 'home'] as const,
  postalCodes: () => ['admin', 'postal-codes'] as const,
  catalogOptions: () => ['admin', 'catalog-options'] as const,
  /** Lists and editors alike start with `all()`, so a bulk update refreshes both. */
  products: {
    all: () => ['admin', 'products'] as const,
    lists: () => ['admin', 'products', 'list'] as const,
    list: (query: Record<string, QueryValue>) => ['admin', 'products', 'list', query] as const,
    detail: (productId: number) => ['admin', 'products', 'detail', productId] as const,
  },
};
