import type { HomeContent } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ContentPage } from './ContentPage';

const LINKS = ['/products/1?category_id=3', '/product/5', '/products/1?name=botas+de+piel', '/Devoluciones'];
const HOME: HomeContent = {
  banners: LINKS.map((link, position) => ({
    position,
    title: `Título ${position + 1}`,
    subtitle: '',
    link,
    image: `banner-${position + 1}.webp`,
  })),
  rows: { bestSelling: [], accesories: [], getRecommended: [] },
  strip: [],
};
const OPTIONS = { categories: [{ category_id: 3, name: 'Botas' }], brands: [], size_systems: [] };
const product = (productId: number, name: string) => ({
  product_id: productId,
  name,
  brand_name: 'Ariat',
  category_id: 3,
  category_name: 'Botas',
  target_audience: 'hombre',
  is_new: false,
  hidden: false,
  draft: false,
  main_image: null,
  variants_count: 1,
  total_stock: 1,
  min_price: 100,
  max_price: 100,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubShop() {
  return stubApi({
    'GET /api/admin/home': () => Response.json(HOME),
    'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
    'GET /api/admin/products/5': () =>
      Response.json({
        ...product(5, 'Bota Ariat Heritage'),
        description: '',
        size_system: null,
        colors: [],
        shipping_weight_grams: null,
        box_length_cm: null,
        box_width_cm: null,
        box_height_cm: null,
      }),
    'GET /api/admin/products': () =>
      Response.json({
        products: [product(9, 'Bota Lucchese Chocolate')],
        pagination: { page: 1, total: 1, totalPages: 1 },
      }),
    'PUT /api/admin/home/banners': () => Response.json({ message: 'Banners guardados.' }),
  });
}

const banner = async (number: number) =>
  within(await screen.findByRole('group', { name: `Banner ${number}` }));

describe('where a banner leads, chosen instead of typed', () => {
  it('names each saved link in words: a department, a product, a search, an information page', async () => {
    stubShop();
    renderPage(<ContentPage />);
    expect(await (await banner(1)).findByText('el departamento Botas')).toBeTruthy();
    expect(await (await banner(2)).findByText('el producto «Bota Ariat Heritage»')).toBeTruthy();
    expect((await banner(3)).getByText('la búsqueda «botas de piel»')).toBeTruthy();
    expect((await banner(4)).getByText('la página «Devoluciones y reembolsos»')).toBeTruthy();
  });

  it('sends the shop’s paths for a product found by name, a search and an information page', async () => {
    const fetchMock = stubShop();
    renderPage(<ContentPage />);
    const first = await banner(1);
    await userEvent.selectOptions(first.getByLabelText('Al tocarlo lleva a'), 'Un producto');
    await userEvent.type(first.getByLabelText('Buscar el producto del banner 1'), 'lucchese');
    await userEvent.click(await first.findByRole('button', { name: 'Elegir Bota Lucchese Chocolate' }));

    const second = await banner(2);
    await userEvent.selectOptions(second.getByLabelText('Al tocarlo lleva a'), 'Una búsqueda');
    await userEvent.type(second.getByLabelText('Palabras que se buscan'), 'sombrero & cinto');

    const third = await banner(3);
    await userEvent.selectOptions(third.getByLabelText('Al tocarlo lleva a'), 'Una página de información');
    await userEvent.selectOptions(third.getByLabelText('Página'), 'Cliente frecuente');

    const fourth = await banner(4);
    await userEvent.selectOptions(fourth.getByLabelText('Al tocarlo lleva a'), 'El inicio');

    const banners = within(screen.getByRole('form', { name: 'Banners' }));
    await userEvent.click(banners.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Banners guardados.')).toBeTruthy();
    const [body] = sentTo(fetchMock, 'PUT', '/api/admin/home/banners') as { banners: { link: string }[] }[];
    expect(body!.banners.map((sent) => sent.link)).toEqual([
      '/product/9',
      '/products/1?name=sombrero+%26+cinto',
      '/ClienteFrecuente',
      '/',
    ]);
  });
});
