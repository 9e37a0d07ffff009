import type { ProductDetail } from '@store/contract';
import { QueryClientProvider } from '../lib/query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './providers';
import { visit } from '../test/page';
import { bootDetail, productSize } from '../test/products';
import { AppRoutes } from './router';

const size = (variant_id: number, name: string, stock: number) =>
  productSize(variant_id, name, stock, `${name} MX`);

const BOOT: ProductDetail = bootDetail([], {
  product_id: 7,
  description: '',
  variant_id: 1000003,
  colors: [
    {
      color_id: 1,
      color_name: 'Café',
      color_hex: '#5a3a22',
      main_image: 'cafe-1.webp',
      images: ['cafe-1.webp'],
      sizes: [size(1000001, '26', 0), size(1000002, '27', 4)],
    },
    {
      color_id: 2,
      color_name: 'Hueso',
      color_hex: '#efe6d2',
      main_image: 'hueso-1.webp',
      images: ['hueso-1.webp'],
      sizes: [size(1000003, '26', 2)],
    },
  ],
});

function answer(url: string): Response {
  const path = new URL(url, 'http://tienda').pathname;
  if (path === '/api/auth/me')
    return Response.json({ error: 'Inicia sesión para continuar.' }, { status: 401 });
  if (path === '/api/products/productItem/7') return Response.json(BOOT);
  if (path.startsWith('/api/products/productItem/'))
    return Response.json({ error: 'Producto no encontrado' }, { status: 404 });
  if (path === '/api/products/list')
    return Response.json({ products: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 1 } });
  return Response.json([]);
}

/** Opens `path` in the app; answers how many history entries the app has added since. */
function open(path: string) {
  visit(path);
  const entries = window.history.length;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppRoutes />
    </QueryClientProvider>,
  );
  return { added: () => window.history.length - entries };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe('the route table', () => {
  it('sends /products to /products/1 keeping the query, replacing the history entry', async () => {
    const history = open('/products?category_id=3&sort=asc');
    await waitFor(() => expect(window.location.pathname).toBe('/products/1'));
    expect(window.location.search).toBe('?category_id=3&sort=asc');
    expect(history.added()).toBe(0);
  });

  it('sends /auth to the login screen, which offers Google sign-in without the shop navigation', async () => {
    open('/auth');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    const button = await screen.findByRole('link', { name: 'Iniciar sesión con Google' });
    expect(button.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Fprofile');
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Departamentos' })).toBeNull();
  });

  it('opens a product without a variant on its first colour’s first size', async () => {
    const history = open('/product/7');
    await waitFor(() => expect(window.location.pathname).toBe('/product/7/1000001'));
    expect(history.added()).toBe(0);
    expect(await screen.findByRole('heading', { name: 'Bota vaquera Ariat' })).toBeTruthy();
  });

  it('selects the colour and size of the variant in the address', async () => {
    open('/product/7/1000003');
    await screen.findByRole('heading', { name: 'Bota vaquera Ariat' });
    expect(screen.getByRole('button', { name: 'HUESO' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2 unidades disponibles')).toBeTruthy();
    expect(screen.getByText('Sin descripción')).toBeTruthy();
  });

  it('sends a variant of another product to the first variant', async () => {
    open('/product/7/1999999');
    await waitFor(() => expect(window.location.pathname).toBe('/product/7/1000001'));
  });

  it('marks sold-out sizes and replaces the quantity with Agotado when nothing is left', async () => {
    open('/product/7/1000001');
    await screen.findByRole('heading', { name: 'Bota vaquera Ariat' });
    const soldOut = screen.getByRole('button', { name: /26\s*Agotado/ });
    // Still choosable: its page offers 'Avísame cuando llegue' instead of the cart.
    expect(soldOut).toHaveProperty('disabled', false);
    expect(soldOut.className).toContain('product-size-out');
    expect(screen.getByRole('button', { name: 'Avísame cuando llegue' })).toBeTruthy();
    // Other sizes are in stock: the page names the one that is out, not the whole product.
    expect(screen.getByText('Agotado en talla 26')).toBeTruthy();
    expect(screen.queryByText('Este producto no está disponible actualmente')).toBeNull();
    expect(screen.getByRole('button', { name: 'AGOTADO' })).toHaveProperty('disabled', true);
  });

  it('shows the not-found page, with its two buttons, for an unknown product', async () => {
    open('/product/99');
    expect(
      await screen.findByRole('heading', { name: 'UPs... Parece que esa página no existe' }),
    ).toBeTruthy();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'DESCUENTOS' }).getAttribute('href')).toBe(
      '/products/all/1?discount=true',
    );
    expect(page.getByRole('link', { name: 'INICIO' }).getAttribute('href')).toBe('/');
  });

  it('sends a guest from the payment and cancel pages to the login screen', async () => {
    const history = open('/payment');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(window.history.state).toEqual({ from: '/payment' });
    expect(history.added()).toBe(0);
    cleanup();
    open('/cancel');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
  });

  it('thanks on /Success and asks a guest to sign in on an order’s detail, without a guard', async () => {
    open('/Success');
    expect(await screen.findByRole('heading', { name: '¡Gracias por tu compra!' })).toBeTruthy();
    cleanup();
    open('/BuyDetails/12');
    expect(await screen.findByText('Inicia sesión para ver los detalles de tu compra.')).toBeTruthy();
    expect(window.location.pathname).toBe('/BuyDetails/12');
  });

  it('shows the not-found page for a path the shop does not have', async () => {
    open('/esto/no/existe');
    expect(
      await screen.findByRole('heading', { name: 'UPs... Parece que esa página no existe' }),
    ).toBeTruthy();
  });
});
