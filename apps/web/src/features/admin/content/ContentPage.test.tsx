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
  strip: ['Productos 100 % originales y nuevos', 'Tienda física en Chihuahua'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const form = (name: string) => within(screen.getByRole('form', { name }));

const OPTIONS = {
  categories: [
    { category_id: 3, name: 'Botas' },
    { category_id: 19, name: 'Sombreros' },
  ],
  brands: [],
  size_systems: [],
};

/** A product as the back-office's list answers it. */
const found = (productId: number, name: string, hidden = false) => ({
  product_id: productId,
  name,
  brand_name: 'Stetson',
  category_id: 19,
  category_name: 'Sombreros',
  target_audience: 'hombre',
  is_new: false,
  hidden,
  draft: false,
  main_image: null,
  variants_count: 3,
  total_stock: 5,
  min_price: 1200,
  max_price: 1200,
});

describe('the home content page', () => {
  it('edits the four banners and sends them in order', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'PUT /api/admin/home/banners': () => Response.json({ message: 'Banners guardados.' }),
    });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Banners' });
    const banners = form('Banners');
    // Nothing to type by hand: no path, no picture's name.
    expect(banners.queryByLabelText(/Enlace|ruta/)).toBeNull();
    expect(banners.queryByLabelText(/nombre del archivo/)).toBeNull();
    const second = within(banners.getByRole('group', { name: 'Banner 2' }));
    expect((second.getByLabelText('Título') as HTMLInputElement).value).toBe('Título 2');
    await userEvent.clear(second.getByLabelText('Título'));
    await userEvent.type(second.getByLabelText('Título'), 'Sombreros de fieltro');
    await userEvent.selectOptions(second.getByLabelText('Al tocarlo lleva a'), 'Un departamento');
    await userEvent.selectOptions(await second.findByLabelText('Departamento'), 'Sombreros');
    expect(second.getByText('el departamento Sombreros')).toBeTruthy();
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

  it('reorders, removes and adds items of a row by their names, marks hidden ones, and saves the ids in order', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      'PUT /api/admin/home/rows/bestSelling': () => Response.json({ message: 'Fila guardada.' }),
      'GET /api/admin/products': ({ url }) =>
        Response.json({
          products:
            url.searchParams.get('search') === 'sombrero'
              ? [
                  found(2, 'Sombrero Stetson'),
                  found(7, 'Sombrero de palma'),
                  found(8, 'Sombrero oculto', true),
                ]
              : [],
          pagination: { page: 1, total: 3, totalPages: 1 },
        }),
    });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Fila «Lo más vendido»' });
    const row = form('Fila «Lo más vendido»');
    expect(row.getByText(/Oculto: no se muestra/)).toBeTruthy();
    expect(row.getByText(/Fijados por ti\. Quítalos todos/)).toBeTruthy();
    expect(row.getByRole('button', { name: 'Subir Bota Ariat · Negro · talla 27' })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.click(row.getByRole('button', { name: 'Bajar Bota Ariat · Negro · talla 27' }));
    await userEvent.click(row.getByRole('button', { name: 'Quitar Cinto oculto · Negro · talla 27' }));
    await userEvent.type(row.getByLabelText('Buscar un producto para «Lo más vendido»'), 'sombrero');
    // The products already in the row and the hidden ones are not offered.
    const matches = within(await row.findByRole('list', { name: /Productos encontrados/ }));
    expect(matches.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Agregar Sombrero de palma',
    ]);
    await userEvent.click(matches.getByRole('button', { name: 'Agregar Sombrero de palma' }));
    expect(row.getByText('Sombrero de palma')).toBeTruthy();
    expect(
      row
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.admin-row-item-name')?.firstChild?.textContent),
    ).toEqual(['Sombrero Stetson · Negro · talla 27', 'Bota Ariat · Negro · talla 27', 'Sombrero de palma']);

    await userEvent.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Fila guardada.')).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT', '/api/admin/home/rows/bestSelling')).toEqual([
      { ids: [1_000_002, 1_000_001, 7] },
    ]);
    // The home is read again, so that the added product shows its name.
    expect(sentTo(fetchMock, 'GET', '/api/admin/home')).toHaveLength(2);
  });

  it('says when no product on sale matches the search, and sends nothing', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      'GET /api/admin/products': () =>
        Response.json({ products: [], pagination: { page: 1, total: 0, totalPages: 0 } }),
    });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Fila «Accesorios»' });
    const row = form('Fila «Accesorios»');
    expect(row.getByText('La fila está vacía: no se muestra en el inicio.')).toBeTruthy();
    await userEvent.type(row.getByLabelText('Buscar un producto para «Accesorios»'), 'zzz{Enter}');
    expect(await row.findByText('No encontramos productos a la venta con «zzz».')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('tells that “Lo más vendido” follows the last 30 days’ sales while nothing is pinned', async () => {
    stubApi({
      'GET /api/admin/home': () => Response.json({ ...HOME, rows: { ...HOME.rows, bestSelling: [] } }),
    });
    renderPage(<ContentPage />);
    await screen.findByRole('form', { name: 'Fila «Lo más vendido»' });
    expect(
      form('Fila «Lo más vendido»').getByText(
        'Sin productos fijados: el inicio muestra lo más vendido de los últimos 30 días, al día.',
      ),
    ).toBeTruthy();
    expect(form('Fila «Lo más vendido»').queryByText(/no se muestra en el inicio/)).toBeNull();
  });

  it('says so when the home content cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/home': () => Response.json({ error: 'No encontrado' }, { status: 404 }) });
    renderPage(<ContentPage />);
    expect(await screen.findByText('No pudimos cargar la portada.')).toBeTruthy();
  });
});
