import type { CurrentUser } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bill, billDetail } from '../../test/orders';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/page';
import { ProfilePage } from './ProfilePage';

/** The shopper before she has given a phone number. */
const USER: CurrentUser = { ...SHOPPER, phone_number: null };

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it('counts purchases and items bought from the orders, leaving out cancelled and unpaid ones', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(USER),
      'GET /api/locations': () => Response.json([]),
      'GET /api/bills/list': () =>
        Response.json([
          bill({ bill_id: 3, bill_details: [billDetail({ quantity: 2 }), billDetail({ quantity: 1 })] }),
          bill({ bill_id: 2, shipping_status: 'cancelado', bill_details: [billDetail({ quantity: 5 })] }),
          bill({ bill_id: 1, shipping_status: 'entregado', bill_details: [billDetail({ quantity: 1 })] }),
          // Not bought yet, or never paid.
          bill({
            bill_id: 4,
            shipping_status: 'Pendiente de pago',
            bill_details: [billDetail({ quantity: 3 })],
          }),
          bill({
            bill_id: 5,
            shipping_status: 'Pago no recibido',
            bill_details: [billDetail({ quantity: 7 })],
          }),
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

  it('moves between Perfil and Compras with the arrow keys, keeping only the chosen tab in the Tab order', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(USER),
      'GET /api/locations': () => Response.json([]),
      'GET /api/bills/list': () => Response.json([]),
    });
    renderPage(<ProfilePage orders={<p>Panel de compras</p>} />, { at: '/profile' });
    const profileTab = await screen.findByRole('tab', { name: 'Perfil' });
    const ordersTab = screen.getByRole('tab', { name: 'Compras' });
    expect([profileTab.tabIndex, ordersTab.tabIndex]).toEqual([0, -1]);
    profileTab.focus();
    fireEvent.keyDown(profileTab, { key: 'ArrowRight' });
    await screen.findByRole('tabpanel', { name: 'Compras' });
    expect(document.activeElement).toBe(ordersTab);
    expect([profileTab.tabIndex, ordersTab.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(ordersTab, { key: 'Home' });
    await screen.findByRole('tabpanel', { name: 'Perfil' });
    expect(document.activeElement).toBe(profileTab);
  });
});
