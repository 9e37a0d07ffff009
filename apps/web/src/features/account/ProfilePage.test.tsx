import type { CurrentUser } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bill, billDetail } from '../../test/bills';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/page';
import { ProfilePage } from './ProfilePage';

/** The shopper before she has given a phone number. */
const USER: CurrentUser = { ...SHOPPER, phone_number: null };

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it('counts purchases and items bought from the orders, leaving cancelled ones out', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(USER),
      'GET /api/locations': () => Response.json([]),
      'GET /api/bills/list': () =>
        Response.json([
          bill({ bill_id: 3, bill_details: [billDetail({ quantity: 2 }), billDetail({ quantity: 1 })] }),
          bill({ bill_id: 2, shipping_status: 'cancelado', bill_details: [billDetail({ quantity: 5 })] }),
          bill({ bill_id: 1, shipping_status: 'entregado', bill_details: [billDetail({ quantity: 1 })] }),
        ]),
    });
    renderPage(<ProfilePage orders={<p>Compras</p>} />, { at: '/profile' });
    const stats = within(await screen.findByRole('list', { name: 'Estadísticas' }));
    await waitFor(() => expect(stats.getByText('Compras').textContent).toBe('2 Compras'));
    expect(stats.getByText('Artículos comprados').textContent).toBe('4 Artículos comprados');
    expect(stats.getByText('Puntos').textContent).toBe('0 Puntos');
  });

  it('shows the orders panel handed in when the hash is #orders', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(USER),
      'GET /api/bills/list': () => Response.json([]),
    });
    renderPage(<ProfilePage orders={<p>Panel de compras</p>} />, { at: '/profile#orders' });
    const panel = await screen.findByRole('tabpanel', { name: 'Compras' });
    expect(within(panel).getByText('Panel de compras')).toBeTruthy();
  });
});
