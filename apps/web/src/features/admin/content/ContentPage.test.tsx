import type { HomeContent, RowItem } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ContentPage } from './ContentPage';

const item = (variant: number, product: number, name: string, hidden = false): RowItem => ({
  variant_id: variant,
  product_id: product,
  product_name: name,
  color: 'Negro',
  size: '27',
  sku: `SKU-${variant}`,
  hidden,
});

const HOME: HomeContent = {
  banners: [0, 1, 2, 3].map((position) => ({
    position,
    title: `Título ${position + 1}`,
    subtitle: `Subtítulo ${position + 1}`,
    link: `/products/${position + 1}`,
    image: `banner-${position + 1}.webp`,
  })),
  rows: {
    bestSelling: [
      item(1_000_001, 1, 'Bota Ariat'),
      item(1_000_002, 2, 'Sombrero Stetson'),
      item(1_000_003, 3, 'Cinto oculto', true),
    ],
    accesories: [],
    getRecommended: [],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const form = (name: string) => within(screen.getByRole('form', { name }));

describe('the home content page', () => {
  it('edits the four banners and sends them in order', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      'PUT /api/admin/home/banners': () => Response.json({ message: 'Banners guardados.' }),
    });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Banners' });
    const banners = form('Banners');
    const second = within(banners.getByRole('group', { name: 'Banner 2' }));
    expect((second.getByLabelText('Título') as HTMLInputElement).value).toBe('Título 2');
    await userEvent.clear(second.getByLabelText('Título'));
    await userEvent.type(second.getByLabelText('Título'), 'Sombreros de fieltro');
    await userEvent.clear(second.getByLabelText('Enlace (ruta de la tienda)'));
    await userEvent.type(second.getByLabelText('Enlace (ruta de la tienda)'), '/products/1?category_id=19');
    await userEvent.click(banners.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Banners guardados.')).toBeTruthy();
    const [body] = sentTo(fetchMock, 'PUT', '/api/admin/home/banners') as { banners: unknown[] }[];
    expect(body!.banners).toHaveLength(4);
    expect(body!.banners[1]).toEqual({
      title: 'Sombreros de fieltro',
      subtitle: 'Subtítulo 2',
      link: '/products/1?category_id=19',
      image: 'banner-2.webp',
    });
  });

  it('shows the server’s reason when the banners are refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      'PUT /api/admin/home/banners': () =>
        Response.json({ error: 'No existe la imagen «banner-9.webp» en la tienda.' }, { status: 422 }),
    });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Banners' });
    await userEvent.click(form('Banners').getByRole('button', { name: 'Guardar' }));
    expect((await form('Banners').findByRole('alert')).textContent).toBe(
      'No existe la imagen «banner-9.webp» en la tienda.',
    );
  });

  it('reorders, removes and adds items of a row, marks hidden ones, and saves the ids in order', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      'PUT /api/admin/home/rows/bestSelling': () => Response.json({ message: 'Fila guardada.' }),
    });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Fila «Lo más vendido»' });
    const row = form('Fila «Lo más vendido»');
    expect(row.getByText(/Oculto: no se muestra/)).toBeTruthy();
    expect(row.getByRole('button', { name: 'Subir Bota Ariat · Negro · talla 27' })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.click(row.getByRole('button', { name: 'Bajar Bota Ariat · Negro · talla 27' }));
    await userEvent.click(row.getByRole('button', { name: 'Quitar Cinto oculto · Negro · talla 27' }));
    await userEvent.type(row.getByLabelText('Número de producto o de variante'), '7{Enter}');
    expect(row.getByText('Producto 7')).toBeTruthy();
    expect(
      row
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.admin-row-item-name')?.firstChild?.textContent),
    ).toEqual(['Sombrero Stetson · Negro · talla 27', 'Bota Ariat · Negro · talla 27', 'Producto 7']);

    await userEvent.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Fila guardada.')).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT', '/api/admin/home/rows/bestSelling')).toEqual([
      { ids: [1_000_002, 1_000_001, 7] },
    ]);
    // The home is read again, so that the added product shows its name.
    expect(sentTo(fetchMock, 'GET', '/api/admin/home')).toHaveLength(2);
  });

  it('refuses to add something that is not a number or is already in the row', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/home': () => Response.json(HOME) });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Fila «Accesorios»' });
    const row = form('Fila «Accesorios»');
    expect(row.getByText('La fila está vacía: no se muestra en el inicio.')).toBeTruthy();
    await userEvent.type(row.getByLabelText('Número de producto o de variante'), 'bota');
    await userEvent.click(row.getByRole('button', { name: 'Agregar' }));
    expect(row.getByRole('alert').textContent).toBe('Escribe el número de un producto o de una variante.');
    await userEvent.clear(row.getByLabelText('Número de producto o de variante'));
    await userEvent.type(row.getByLabelText('Número de producto o de variante'), '1000010{Enter}');
    await userEvent.type(row.getByLabelText('Número de producto o de variante'), '1000010{Enter}');
    expect(row.getByRole('alert').textContent).toBe('Variante 1000010 ya está en la fila.');
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('says so when the home content cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/home': () => Response.json({ error: 'No encontrado' }, { status: 404 }) });
    renderPage(<ContentPage />);
    expect(await screen.findByText('No pudimos cargar la portada.')).toBeTruthy();
  });
});
