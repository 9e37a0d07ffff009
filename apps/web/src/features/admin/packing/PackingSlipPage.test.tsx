import type { AdminPackingSlip } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { renderPage, stubApi } from '../../../test/page';
import { PackingSlipPage } from './PackingSlipPage';

const SLIP: AdminPackingSlip = {
  bill_id: 12,
  reference: 'NW-7K3M9Q2X',
  // 23:05 in Mexico City on 5 March, already the 6th in UTC.
  created_at: '2026-03-06T05:05:00.000Z',
  recipient: { name: 'Ana Domínguez', phone_number: '+526141234567' },
  fulfilment: 'delivery',
  shipping_choice: null,
  shipping_address:
    'Av. Independencia 1001, Col. Zona Centro, C.P. 31000, Chihuahua, Chihuahua. Indicaciones: Portón café',
  carrier: { name: 'Estafeta', tracking_number: '8055241528464720099' },
  lines: [
    {
      product_name: 'Bota vaquera Ariat',
      color_name: 'Café',
      size_name: '27',
      sku: 'ARI-CAF-27',
      quantity: 2,
    },
    { product_name: 'Sombrero Stetson', color_name: 'Negro', size_name: '58', sku: null, quantity: 1 },
  ],
  order_url: 'https://nortenowestern.mx/BuyDetails/12',
  qr: { size: 29, path: 'M4 4h7v1h-7z' },
};

function open(id: number | string, routes: Parameters<typeof stubApi>[0]) {
  stubApi(routes);
  renderPage(
    <Router base="/admin">
      <Route path="/pedidos/:orderId/empaque" component={PackingSlipPage} />
    </Router>,
    { at: `/admin/pedidos/${id}/empaque` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the packing slip page', () => {
  it('shows the shop, the order, the Mexico City day, the address, the lines and the QR code, and no price', async () => {
    open(12, { 'GET /api/admin/orders/12/packing-slip': () => Response.json(SLIP) });
    const sheet = await screen.findByRole('article', { name: 'Hoja de empaque · Pedido #12' });
    expect(within(sheet).getByText('Norteño Western')).toBeTruthy();
    expect(within(sheet).getByText(/Referencia NW-7K3M9Q2X/).textContent).toBe(
      'Referencia NW-7K3M9Q2X · 5 de marzo de 2026',
    );
    const address = within(sheet).getByRole('region', { name: 'Enviar a' }).querySelector('address');
    expect(address?.textContent).toBe(
      'Ana DomínguezAv. Independencia 1001, Col. Zona Centro, C.P. 31000, Chihuahua, ChihuahuaIndicaciones: Portón caféTel. +52 614 123 4567',
    );
    expect(
      within(within(sheet).getByRole('region', { name: 'Enviar a' })).getByText(/^Paquetería:/).textContent,
    ).toBe('Paquetería: Estafeta · Guía 8055241528464720099');
    const rows = within(within(sheet).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProductoColorTallaSKUCantidad',
      'Bota vaquera AriatCafé27ARI-CAF-272',
      'Sombrero StetsonNegro58—1',
      'Total de piezas3',
    ]);
    const qr = within(sheet).getByRole('img', { name: 'Código QR de la página del pedido #12' });
    expect(qr.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M4 4h7v1h-7z');
    expect(sheet.textContent).not.toMatch(/\$|precio|total cobrado/i);
  });

  it('says a pick-up order stays at the counter, for its shopper and phone, with no address', async () => {
    const pickup: AdminPackingSlip = {
      ...SLIP,
      fulfilment: 'pickup',
      carrier: null,
      shipping_address:
        'Recoger en tienda: Norteño Western, Av. Independencia 1001, Zona Centro, 31000 Chihuahua, Chih.',
    };
    open(12, { 'GET /api/admin/orders/12/packing-slip': () => Response.json(pickup) });
    const sheet = await screen.findByRole('article', { name: 'Hoja de empaque · Pedido #12' });
    const block = within(sheet).getByRole('region', { name: 'Recoger en tienda' });
    expect(block.querySelector('address')?.textContent).toBe('Ana DomínguezTel. +52 614 123 4567');
    expect(within(block).getByText(/se entrega al cliente con su código de recogida/)).toBeTruthy();
    expect(within(sheet).queryByRole('region', { name: 'Enviar a' })).toBeNull();
    expect(within(sheet).queryByText(/Paquetería/)).toBeNull();
  });

  it('names the carrier the shopper chose and the days it was promised', async () => {
    const carried: AdminPackingSlip = {
      ...SLIP,
      carrier: { name: 'Estafeta', tracking_number: '7700123456' },
      shipping_choice: {
        carrier: 'Estafeta',
        service: 'Terrestre',
        arrives_from: '2026-12-04',
        arrives_to: '2026-12-08',
        arrives_text: 'Llega entre el vie 4 y el mar 8 de dic',
      },
    };
    open(12, { 'GET /api/admin/orders/12/packing-slip': () => Response.json(carried) });
    const sheet = await screen.findByRole('article', { name: 'Hoja de empaque · Pedido #12' });
    const block = within(sheet).getByRole('region', { name: 'Enviar a' });
    expect(within(block).getByText(/^Paquetería:/).textContent).toBe(
      'Paquetería: Estafeta Terrestre · Guía 7700123456 · Llega entre el vie 4 y el mar 8 de dic',
    );
  });

  it('prints with the browser’s print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open(12, { 'GET /api/admin/orders/12/packing-slip': () => Response.json(SLIP) });
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '← Pedido 12' }).getAttribute('href')).toBe('/admin/pedidos/12');
  });

  it('says so when the order does not exist', async () => {
    open(999, {});
    expect(await screen.findByRole('heading', { name: 'No encontramos este pedido' })).toBeTruthy();
  });
});
