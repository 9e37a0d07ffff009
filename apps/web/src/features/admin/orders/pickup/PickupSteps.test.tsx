import type { AdminOrderDetail } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDER, openAdminOrder } from '../../../../test/admin-orders';
import { sentTo } from '../../../../test/page';

/** A paid order the shopper picks up at the store, not at the counter yet. */
const PICKUP: AdminOrderDetail = {
  ...ADMIN_ORDER,
  fulfilment: 'pickup',
  shipping_address:
    'Recoger en tienda: Norteño Western, Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
};
const READY: AdminOrderDetail = {
  ...PICKUP,
  shipping_status: 'Listo para recoger',
  history: [
    {
      status: 'Listo para recoger',
      carrier: null,
      tracking_number: null,
      changed_by: 'mostrador@tienda.test',
      changed_at: '2026-03-06T17:00:00.000Z',
    },
  ],
};
const HANDED_OVER: AdminOrderDetail = {
  ...READY,
  shipping_status: 'entregado',
  history: [
    ...READY.history,
    {
      status: 'entregado',
      carrier: null,
      tracking_number: null,
      changed_by: 'mostrador@tienda.test',
      changed_at: '2026-03-06T18:30:00.000Z',
    },
  ],
};
const WRONG_CODE =
  'El código de recogida no coincide con el de este pedido. Revisa los 6 dígitos con el cliente; el pedido no cambió.';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a pick-up order in the back-office', () => {
  it('is made ready for pick-up, not shipped', async () => {
    let current = PICKUP;
    const fetchMock = openAdminOrder(PICKUP, {
      'GET /api/admin/orders/12': () => Response.json(current),
      'POST /api/admin/orders/12/status': () => {
        current = READY;
        return Response.json(READY);
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Recoger en tienda' }));
    expect(panel.queryByLabelText('Paquetería')).toBeNull();
    expect(panel.getByText('El cliente lo recoge en la tienda con su código de recogida.')).toBeTruthy();
    const customer = within(screen.getByRole('region', { name: 'Cliente y dirección' }));
    expect(customer.getByText('Entrega').nextElementSibling?.textContent).toBe(PICKUP.shipping_address);
    await userEvent.click(panel.getByRole('button', { name: 'Listo para recoger' }));
    expect(await screen.findByLabelText('Código de recogida')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/status')).toEqual([
      { status: 'Listo para recoger' },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recoger en tienda' }));
    expect(
      screen.getByText('Pedido listo para recoger. Le enviamos al cliente su código de recogida.'),
    ).toBeTruthy();
  });

  it('is handed over with the code typed or scanned (a reader types it and presses Enter)', async () => {
    // The server as it is after each call: the order is asked again after the change.
    let current = READY;
    const fetchMock = openAdminOrder(READY, {
      'GET /api/admin/orders/12': () => Response.json(current),
      'POST /api/admin/orders/12/pickup-handover': () => {
        current = HANDED_OVER;
        return Response.json(HANDED_OVER);
      },
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Código de recogida');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.click(field);
    await user.keyboard('482 913{Enter}');
    expect(await screen.findByText('Pedido entregado en tienda.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/pickup-handover')).toEqual([
      { pickup_code: '482913' },
    ]);
    await vi.waitFor(() => expect(screen.queryByLabelText('Código de recogida')).toBeNull());
    const history = within(screen.getByRole('region', { name: 'Historial' }));
    expect(history.getByText(/Entregado en tienda/)).toBeTruthy();
  });

  it('says what is wrong with the code under its field, keeps it focused, and sends nothing it cannot take', async () => {
    const fetchMock = openAdminOrder(READY, {
      'POST /api/admin/orders/12/pickup-handover': () =>
        Response.json({ error: WRONG_CODE, field: 'pickup_code' }, { status: 422 }),
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Código de recogida');
    await user.type(field, '4829');
    await user.click(screen.getByRole('button', { name: 'Entregado en tienda' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe el código de recogida: los 6 dígitos que te muestra el cliente.',
    );
    expect(sentTo(fetchMock, 'POST', '/api/admin/orders/12/pickup-handover')).toEqual([]);

    await user.clear(field);
    await user.type(field, '482914{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WRONG_CODE));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(field);
    // Nothing changed: the order still waits at the counter.
    expect(
      within(screen.getByRole('region', { name: 'Recoger en tienda' })).getByText('Listo para recoger'),
    ).toBeTruthy();
  });

  it('may be cancelled by an owner while it waits at the counter', async () => {
    openAdminOrder(READY);
    expect(await screen.findByRole('button', { name: 'Cancelar y reembolsar' })).toBeTruthy();
  });
});
