import type { Bill, CurrentUser } from '@store/contract';
import { afterEach, vi } from 'vitest';
import { BuyDetailsPage } from '../features/orders/BuyDetailsPage';
import { SHOPPER } from './fixtures';
import { renderPage, stubApi, type ApiRoutes } from './page';

/**
 * The shopper's page of an order (`/BuyDetails/:id`), signed in as `user` (or signed out with `null`),
 * with the order answered by `order` and any other call by `more`. Answers the stubbed fetch, to read
 * what the page sent.
 */
export function openOrderPage(
  order: Bill | { id: string; answer: () => Response },
  { user = SHOPPER, more = {} }: { user?: CurrentUser | null; more?: ApiRoutes } = {},
) {
  const id = 'answer' in order ? order.id : String(order.bill_id);
  const fetchMock = stubApi({
    'GET /api/auth/me': () =>
      user ? Response.json(user) : Response.json({ error: 'Inicia sesión para continuar.' }, { status: 401 }),
    'GET /api/bills': 'answer' in order ? order.answer : () => Response.json(order),
    ...more,
  });
  renderPage(<BuyDetailsPage />, { at: `/BuyDetails/${id}`, route: '/BuyDetails/:orderId' });
  return fetchMock;
}

/** For a file of order-page tests: the stubbed fetch and any spy are put back after each test. */
export function restoreAfterEachOrderPage() {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
