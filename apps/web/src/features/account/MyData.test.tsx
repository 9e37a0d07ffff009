import type { ListItem } from '@store/contract';
import type { MyDataResponse } from '@store/contract/my-data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_KEY } from '../../lib/cart/cart-store';
import { favorites, FAVORITES_KEY } from '../../lib/favorites/favorites-store';
import { SHOPPER } from '../../test/fixtures';
import { bill } from '../../test/orders';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { MyData, myDataFileName, type MyDataFile } from './MyData';

const DATA: MyDataResponse = {
  generated_at: '2026-11-25T18:00:00.000Z',
  profile: {
    name: SHOPPER.name,
    email: SHOPPER.email,
    phone_number: SHOPPER.phone_number,
    picture: null,
    created_at: '2026-01-02T10:00:00.000Z',
  },
  addresses: [
    {
      shipping_address_id: 7,
      state_name: 'Chihuahua',
      municipality_name: 'Chihuahua',
      postal_code: '31000',
      neighborhood_name: 'Zona Centro',
      neighborhood_id: 3,
      street: 'Calle Jacarandas',
      exterior_number: '4471',
      interior_number: null,
      reference: 'Casa azul',
      recipient_name: null,
      recipient_phone: null,
    },
  ],
  fiscal_profiles: [],
  orders: [{ order: bill({ bill_id: 12 }), status_history: [], invoice_uuids: [] }],
  favorites: [],
  cart: [],
  stock_alerts: [],
  coupons_used: [],
  measurements: { foot_cm: null, head_cm: null },
  email_consent: null,
  reviews: [],
  review_photos_not_used: [],
  helpful_votes: [],
  whatsapp_consents: [],
};

const FAVORITE: ListItem = {
  product_id: 5,
  variant_id: 50,
  product_name: 'Sombrero Stetson',
  main_image: null,
  final_price: 1999,
  original_price: 1999,
  type: 'regular',
  isNew: false,
};

/** jsdom's Blob has no text(): read it as a browser of old would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

afterEach(() => {
  favorites.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Mis datos', () => {
  beforeEach(() => localStorage.clear());

  it('downloads a dated JSON file with the shop’s data, the favourites and the cart kept with the account', async () => {
    const kept = { ...DATA, favorites: [{ ...FAVORITE, id: FAVORITE.product_id }] };
    stubApi({ 'GET /api/users/me/data': () => Response.json(kept) });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:1'),
        revokeObjectURL: () => undefined,
      }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderPage(<MyData />, { at: '/profile' });
    expect(
      screen.getByText(/tu perfil, tus direcciones, tus datos de facturación y tus pedidos/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^mis-datos-norteno-western-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await textOf(blobs[0]!)) as MyDataFile;
    expect(file.addresses[0]!.street).toBe('Calle Jacarandas');
    expect(file.orders[0]!.order.bill_id).toBe(12);
    expect(file.profile.email).toBe(SHOPPER.email);
    expect(file.favorites).toEqual([expect.objectContaining({ id: 5, product_name: 'Sombrero Stetson' })]);
  });

  it('names the file by the shop’s day in Mexico City', () => {
    // 02:00 UTC on the 26th is still the 25th in Mexico City.
    expect(myDataFileName(new Date('2026-11-26T02:00:00Z'))).toBe(
      'mis-datos-norteno-western-2026-11-25.json',
    );
  });

  it('deletes the account only once ELIMINAR is typed, after saying what goes and what stays', async () => {
    const fetchMock = stubApi({
      'DELETE /api/users/me': () => Response.json({ message: 'Eliminamos tu cuenta.' }),
    });
    localStorage.setItem(CART_KEY, JSON.stringify({ version: 1, state: { lines: [] } }));
    favorites.add(FAVORITE);
    renderPage(<MyData />, { at: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' }));
    expect(
      dialog.getByText(
        /Conservaremos tus pedidos y facturas durante el plazo que exige la ley \(5 años para el SAT\), sin tu nombre, correo, teléfono ni direcciones\./,
      ),
    ).toBeTruthy();
    expect(dialog.getByText(/tus direcciones guardadas y tus datos de facturación/)).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = dialog.getByLabelText('Escribe ELIMINAR para confirmar');
    fireEvent.change(input, { target: { value: 'elimina' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'eliminar' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('Eliminamos tu cuenta.')).toBeTruthy();
    expect(sentTo(fetchMock, 'DELETE', '/api/users/me')).toEqual([{ confirmation: 'ELIMINAR' }]);
    expect(window.location.pathname).toBe('/');
    expect(favorites.get()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? 'null')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '{}')).toMatchObject({ state: { lines: [] } });
  });

  it('says why when the shop refuses, and keeps the dialog open', async () => {
    stubApi({
      'DELETE /api/users/me': () =>
        Response.json(
          { error: 'Tienes pedidos en camino; podrás eliminar tu cuenta cuando lleguen.' },
          { status: 409 },
        ),
    });
    renderPage(<MyData />, { at: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' }));
    fireEvent.change(dialog.getByLabelText('Escribe ELIMINAR para confirmar'), {
      target: { value: 'ELIMINAR' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Tienes pedidos en camino; podrás eliminar tu cuenta cuando lleguen.',
    );
    expect(window.location.pathname).toBe('/profile');
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
