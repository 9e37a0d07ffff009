import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/page';
import { ProductListPage } from './ProductListPage';

afterEach(() => vi.unstubAllGlobals());

const TOO_MANY = 'Demasiadas solicitudes seguidas. Vuelve a intentarlo en 1 minuto.';

describe('a listing the server does not answer', () => {
  it('tells a shopper who searched too often how long to wait, in the server’s words', async () => {
    stubApi({
      'GET /api/categories': () => Response.json([]),
      'GET /api/products/list': () => Response.json({ error: TOO_MANY }, { status: 429 }),
    });
    renderPage(<ProductListPage />, { at: '/products?name=botas' });
    expect(await screen.findByText(TOO_MANY)).toBeTruthy();
    expect(screen.getByText('No pudimos mostrar los productos.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /Páginas/ })).toBeNull();
  });

  it('shows the products when the shopper tries again and the server answers', async () => {
    let refuse = true;
    stubApi({
      'GET /api/categories': () => Response.json([]),
      'GET /api/products/list': () =>
        refuse
          ? Response.json({ error: TOO_MANY }, { status: 429 })
          : Response.json({ products: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 1 } }),
    });
    renderPage(<ProductListPage />, { at: '/products?name=botas' });
    refuse = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('No encontramos productos con estos filtros. Prueba con otros o límpialos.'),
    ).toBeTruthy();
    expect(screen.queryByText('No pudimos mostrar los productos.')).toBeNull();
  });

  it('says the products could not be loaded when anything else fails', async () => {
    stubApi({
      'GET /api/categories': () => Response.json([]),
      'GET /api/products/list': () => Response.json({ error: 'Ha ocurrido un error.' }, { status: 500 }),
    });
    renderPage(<ProductListPage />, { at: '/products?name=botas' });
    expect(await screen.findByText('Error al cargar productos')).toBeTruthy();
  });
});

describe('the filter panel on a phone', () => {
  const item = (product_id: number) => ({
    product_id,
    variant_id: 1_000_000 + product_id,
    product_name: `Bota ${product_id}`,
    main_image: null,
    final_price: 2000,
    original_price: 2000,
    type: 'regular' as const,
    isNew: false,
  });

  it('opens over the page, keeps open while choosing, counts what the filters give and closes', async () => {
    // 120 products in all, 34 boots: the count comes from the list's own answer for the chosen filters.
    stubApi({
      'GET /api/categories': () =>
        Response.json([
          { category_id: 3, name: 'Botas', image: null },
          { category_id: 19, name: 'Sombreros', image: null },
        ]),
      'GET /api/products/list': ({ url }) => {
        const boots = url.searchParams.getAll('category_id').includes('3');
        const total = boots ? 34 : 120;
        return Response.json({
          products: [item(boots ? 1 : 2)],
          pagination: { page: 1, limit: 24, total, totalPages: Math.ceil(total / 24) },
        });
      },
    });
    renderPage(<ProductListPage />, { at: '/products/1', route: '/products/:page' });
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    await userEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(sheet).findByRole('button', { name: 'Ver 120 productos' })).toBeTruthy();
    expect(within(sheet).getByText('Sin límite de precio')).toBeTruthy();

    await userEvent.click(await within(sheet).findByRole('checkbox', { name: 'Botas' }));
    // The choice is made and the panel stays open for the next one, its button counting the boots.
    expect(await within(sheet).findByRole('button', { name: 'Ver 34 productos' })).toBeTruthy();
    expect(window.location.search).toBe('?category_id=3');
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBe(sheet);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Ver 34 productos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Escape and the close button close it too.
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar filtros' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("'Mi talla' and the filters applied", () => {
  const boots = [
    { category_id: 3, name: 'Botas', image: null },
    { category_id: 19, name: 'Sombreros', image: null },
  ];
  const asked: string[] = [];
  const answer = () =>
    stubApi({
      'GET /api/categories': () => Response.json(boots),
      'GET /api/products/list': ({ url }) => {
        asked.push(url.searchParams.get('size') ?? '');
        return Response.json({
          products: [],
          pagination: { page: 1, limit: 24, total: 0, totalPages: 1 },
        });
      },
    });
  afterEach(() => {
    asked.length = 0;
    window.sessionStorage.clear();
  });

  it('filters boots by a size in MX with the US beside, shows it as a chip, and remembers it for the visit', async () => {
    answer();
    renderPage(<ProductListPage />, {
      at: '/products/1?category_id=3&target_audience=hombre',
      route: '/products/:page',
    });
    const mySize = await screen.findByRole('combobox', { name: 'Mi talla' });
    expect(within(mySize).getByRole('option', { name: '27 MX · US 9' })).toBeTruthy();
    await userEvent.selectOptions(mySize, '27');
    expect(window.location.search).toBe('?category_id=3&target_audience=hombre&size=boot_mx%3A27');
    await waitFor(() => expect(asked).toContain('boot_mx:27'));
    const chips = screen.getByRole('group', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Botas×', 'Talla 27 MX×', 'Hombre×', 'Quitar filtros']);

    // Later in the visit, the boots open in the shopper's size.
    cleanup();
    renderPage(<ProductListPage />, { at: '/products/1?category_id=3', route: '/products/:page' });
    await waitFor(() => expect(window.location.search).toBe('?category_id=3&size=boot_mx%3A27'));
    const chip = await screen.findByRole('button', { name: 'Quitar filtro Talla 27 MX' });

    // Taking the chip away forgets it: the boots stay in every size.
    await userEvent.click(chip);
    await waitFor(() => expect(window.location.search).toBe('?category_id=3'));
    cleanup();
    renderPage(<ProductListPage />, { at: '/products/1?category_id=3', route: '/products/:page' });
    await screen.findByRole('combobox', { name: 'Mi talla' });
    expect(window.location.search).toBe('?category_id=3');
    expect(screen.queryByRole('button', { name: 'Quitar filtro Talla 27 MX' })).toBeNull();
    // The department alone is the page, named by its title: no chips above its cards.
    expect(screen.queryByRole('group', { name: 'Filtros aplicados' })).toBeNull();
  });

  it("offers hats in cm, no size where departments differ, and 'Quitar filtros' takes every filter away", async () => {
    answer();
    renderPage(<ProductListPage />, {
      at: '/products/1?category_id=19&size=hat:58&discount=true&sort=asc',
      route: '/products/:page',
    });
    const mySize = await screen.findByRole('combobox', { name: 'Mi talla' });
    expect(within(mySize).getByRole('option', { name: '58 cm' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Botas' }));
    // Boots and hats together share no size: the hat size is neither offered nor applied.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Mi talla' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Quitar filtro Talla 58 cm' })).toBeNull();
    expect(asked.at(-1)).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=asc'));
    expect(screen.queryByRole('group', { name: 'Filtros aplicados' })).toBeNull();
  });

  it('has the audience and the discounts in the phone’s filter panel', async () => {
    answer();
    renderPage(<ProductListPage />, { at: '/products/1', route: '/products/:page' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const sheet = screen.getByRole('dialog', { name: 'Filtros' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Mujer' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Solo con descuento' }));
    await waitFor(() => expect(window.location.search).toBe('?target_audience=mujer&discount=true'));
  });
});
