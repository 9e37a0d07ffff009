import type { Bill } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bill } from '../../test/orders';
import { openOrderPage, restoreAfterEachOrderPage } from '../../test/order-page';

const STORE = {
  name: 'Norteño Western',
  address: 'Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
  hours: 'Lunes a sábado de 10:00 a 20:00; cerrado domingos y días festivos',
  map_url: 'https://www.google.com/maps/search/?api=1&query=Av.%20Independencia%201001',
};

/** A pick-up order of $2,499.00, no shipping, in `status`, with its code while it waits at the counter. */
const pickupBill = (status: Bill['shipping_status']): Bill =>
  bill({
    shipping_status: status,
    fulfilment: 'pickup',
    shipping_address: `Recoger en tienda: ${STORE.name}, ${STORE.address}`,
    shipping_cost: 0,
    total_amount: 2499,
    summary: { subtotal: 2499, total_discount: 0, discounted_amount: 2499, total_amount: 2499 },
    pickup: {
      store: STORE,
      code: status === 'Listo para recoger' ? '482913' : null,
      qr: status === 'Listo para recoger' ? { size: 29, path: 'M4 4h7v1h-7z' } : null,
    },
  });

restoreAfterEachOrderPage();

describe('a pick-up order’s page', () => {
  it('shows the code in digits and as a QR code while it waits at the counter, with the store', async () => {
    openOrderPage(pickupBill('Listo para recoger'));
    const code = within(await screen.findByRole('region', { name: 'Tu pedido está listo para recoger' }));
    expect(code.getByText('Código de recogida:').parentElement?.textContent).toBe(
      'Código de recogida: 482913',
    );
    const qr = code.getByRole('img', { name: 'Código QR de recogida 482913' });
    expect(qr.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M4 4h7v1h-7z');

    const panel = within(screen.getByRole('region', { name: 'Recoger en tienda' }));
    expect(panel.getByText('Listo para recoger').className).toContain('shipping-status-ready');
    expect(panel.getByText(`${STORE.name}, ${STORE.address}`)).toBeTruthy();
    expect(panel.getByText(STORE.hours)).toBeTruthy();
    const map = panel.getByRole('link', { name: /Ver la tienda en el mapa/ });
    expect(map.getAttribute('href')).toBe(STORE.map_url);
    expect(map.getAttribute('target')).toBe('_blank');
    // No parcel: nothing to track, no tracking number to wait for.
    expect(panel.queryByText(/Rastrear paquete/)).toBeNull();
    expect(panel.queryByText('Guía de rastreo')).toBeNull();
    // It is still in the store: the shopper may cancel it.
    expect(panel.getByRole('button', { name: 'Cancelar pedido' })).toBeTruthy();

    const receipt = within(screen.getByRole('region', { name: 'Recibo' }));
    expect(receipt.getByText('Recoger en tienda').nextElementSibling?.textContent).toBe('Gratis');
  });

  it('says the code comes by e-mail while the order is being prepared, and shows none', async () => {
    openOrderPage(pickupBill('En proceso'));
    const panel = within(await screen.findByRole('region', { name: 'Recoger en tienda' }));
    expect(
      panel.getByText('Te avisamos por correo cuando esté listo para recoger, con tu código de recogida.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tu pedido está listo para recoger' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Código QR/ })).toBeNull();
  });

  it('shows no code once the order was handed over', async () => {
    openOrderPage({ ...pickupBill('entregado'), pickup: { store: STORE, code: null, qr: null } });
    const panel = within(await screen.findByRole('region', { name: 'Recoger en tienda' }));
    expect(panel.getByText('Entregado')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Código QR/ })).toBeNull();
    expect(panel.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });
});
