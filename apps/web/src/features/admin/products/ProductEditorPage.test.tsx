import {
  NOT_A_PICTURE,
  type AdminProductDetail,
  type CatalogOptions,
  type TeamRole,
} from '@store/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ProductEditorPage } from './ProductEditorPage';

const OPTIONS: CatalogOptions = {
  categories: [
    { category_id: 3, name: 'Botas' },
    { category_id: 19, name: 'Sombreros' },
  ],
  brands: [{ brand_id: 1, name: 'Ariat' }],
  size_systems: [
    {
      system: 'boot_mx',
      name: 'Calzado (MX)',
      sizes: [
        { size_id: 22, name: '26', display_name: '26 MX' },
        { size_id: 24, name: '27', display_name: '27 MX' },
        { size_id: 26, name: '28', display_name: '28 MX' },
      ],
    },
    {
      system: 'clothing',
      name: 'Ropa (CH a XG)',
      sizes: [{ size_id: 40, name: 'M', display_name: 'Mediana' }],
    },
  ],
};

const variant = (size_id: number, size_name: string, id: number, stock = 4) => ({
  variant_id: id,
  size_id,
  size_name,
  display_name: `${size_name} MX`,
  sku: `NW-P55-C1-${size_name}`,
  price: 1899.5,
  discount_percentage: 0,
  stock,
  sold: false,
});

const STORED: AdminProductDetail = {
  product_id: 55,
  name: 'Bota Los Altos',
  brand_name: 'Los Altos',
  category_id: 3,
  target_audience: 'hombre',
  description: 'Piel de avestruz.',
  is_new: true,
  hidden: false,
  draft: false,
  size_system: 'boot_mx',
  colors: [
    {
      color_id: 1,
      name: 'Café',
      hex: '#6b4226',
      position: 0,
      images: ['bota-55-a.webp', 'bota-55-b.webp'],
      variants: [variant(22, '26', 1_000_100), variant(24, '27', 1_000_101)],
    },
  ],
  shipping_weight_grams: null,
  box_length_cm: null,
  box_width_cm: null,
  box_height_cm: null,
};

const show = (at: string, role: TeamRole = 'owner') =>
  renderPage(
    <Router base="/admin">
      <Switch>
        <Route path="/productos/nuevo" component={ProductEditorPage} />
        <Route path="/productos/:productId" component={ProductEditorPage} />
      </Switch>
    </Router>,
    { at, role },
  );

const type = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the product editor', () => {
  it('creates a product with two colours and three sizes, then opens it to add pictures', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'POST /api/admin/products': () =>
        Response.json({ message: 'Producto creado', product_id: 55 }, { status: 201 }),
      'GET /api/admin/products/55': () => Response.json(STORED),
    });
    show('/admin/productos/nuevo');

    await screen.findByLabelText('Nombre');
    type('Nombre', 'Bota Los Altos');
    type('Marca', 'Los Altos');
    type('Departamento', '3');
    type('Para', 'hombre');
    type('Descripción', 'Piel de avestruz.');
    type('Tallas', 'boot_mx');
    for (const size of ['26 MX', '27 MX', '28 MX']) fireEvent.click(screen.getByLabelText(size));
    type('Nombre del color', 'Café');
    type('Color', '#6b4226');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar color' }));
    type('Nombre del color', 'Negro', 1);
    type('Color', '#111111', 1);
    for (const color of ['Café', 'Negro']) {
      for (const size of ['26', '27', '28']) {
        type(`Precio ${size} (${color})`, '1899.50');
        type(`Existencias ${size} (${color})`, color === 'Café' ? '4' : '0');
      }
    }
    type('Descuento 28 (Negro)', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));

    await screen.findByRole('heading', { name: 'Editar producto' });
    expect(window.location.pathname).toBe('/admin/productos/55');
    const [body] = sentTo(fetchMock, 'POST', '/api/admin/products') as Record<string, unknown>[];
    expect(body).toEqual({
      name: 'Bota Los Altos',
      brand_name: 'Los Altos',
      category_id: 3,
      target_audience: 'hombre',
      description: 'Piel de avestruz.',
      is_new: false,
      colors: [
        {
          name: 'Café',
          hex: '#6b4226',
          variants: [22, 24, 26].map((size_id) => ({
            size_id,
            price: 1899.5,
            discount_percentage: 0,
            stock: 4,
          })),
        },
        {
          name: 'Negro',
          hex: '#111111',
          variants: [22, 24, 26].map((size_id) => ({
            size_id,
            price: 1899.5,
            discount_percentage: size_id === 26 ? 10 : 0,
            stock: 0,
          })),
        },
      ],
      // Left blank: the boots ship as their department's.
      shipping_weight_grams: null,
      box_length_cm: null,
      box_width_cm: null,
      box_height_cm: null,
    });
    // Now saved, its colour takes pictures.
    expect(await screen.findByRole('button', { name: 'Subir foto' })).toBeTruthy();
  });

  it('guesses a new colour’s swatch from its name and fills every size of a colour at once', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'POST /api/admin/products': () =>
        Response.json({ message: 'Producto creado', product_id: 55 }, { status: 201 }),
      'GET /api/admin/products/55': () => Response.json(STORED),
    });
    show('/admin/productos/nuevo');
    await screen.findByLabelText('Nombre');
    type('Nombre', 'Bota Los Altos');
    type('Marca', 'Los Altos');
    type('Departamento', '3');
    type('Para', 'hombre');
    type('Tallas', 'boot_mx');
    for (const size of ['26 MX', '27 MX', '28 MX']) fireEvent.click(screen.getByLabelText(size));
    type('Nombre del color', 'Café');
    expect((screen.getAllByLabelText('Color')[0] as HTMLInputElement).value).toBe('#6f4e37');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar color' }));
    type('Nombre del color', 'Hueso', 1);
    // Picked by hand, the swatch stays when the name changes.
    type('Color', '#fafafa', 1);
    type('Nombre del color', 'Hueso claro', 1);

    type('Precio para todas las tallas (Café)', '1899.50');
    type('Descuento % para todas las tallas (Café)', '10');
    type('Existencias para todas las tallas (Café)', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar a todas las tallas (Café)' }));
    type('Precio para todas las tallas (Hueso claro)', '2100');
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar a todas las tallas (Hueso claro)' }));
    // One size still its own after the bulk change.
    type('Existencias 28 (Café)', '1');
    expect((screen.getByLabelText('Precio 27 (Café)') as HTMLInputElement).value).toBe('1899.50');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));

    await screen.findByRole('heading', { name: 'Editar producto' });
    const [body] = sentTo(fetchMock, 'POST', '/api/admin/products') as { colors: unknown[] }[];
    expect(body?.colors).toEqual([
      {
        name: 'Café',
        hex: '#6f4e37',
        variants: [22, 24, 26].map((size_id) => ({
          size_id,
          price: 1899.5,
          discount_percentage: 10,
          stock: size_id === 26 ? 1 : 3,
        })),
      },
      {
        name: 'Hueso claro',
        hex: '#fafafa',
        variants: [22, 24, 26].map((size_id) => ({ size_id, price: 2100, discount_percentage: 0, stock: 0 })),
      },
    ]);
  });

  it('says what is missing or wrong, naming the cell, and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/catalog-options': () => Response.json(OPTIONS) });
    show('/admin/productos/nuevo');
    await screen.findByLabelText('Nombre');
    type('Nombre', 'Bota');
    type('Marca', 'Ariat');
    type('Departamento', '3');
    type('Para', 'mujer');
    type('Tallas', 'boot_mx');
    fireEvent.click(screen.getByLabelText('26 MX'));
    type('Nombre del color', 'Miel');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escribe el precio de la talla 26 (Miel).');

    type('Precio 26 (Miel)', '100');
    type('Descuento 26 (Miel)', '95');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Descuento 26 (Miel): El descuento debe estar entre 0 y 90 %.',
    );
    expect(sentTo(fetchMock, 'POST', '/api/admin/products')).toEqual([]);
  });

  it('edits a stored product and shows the server’s refusal in Spanish', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () => Response.json(STORED),
      'PUT /api/admin/products/55': () =>
        Response.json(
          {
            error:
              'No se puede quitar la talla 26 del color Café: ya tiene ventas. Deja sus existencias en 0 u oculta el producto.',
          },
          { status: 409 },
        ),
    });
    show('/admin/productos/55');
    expect(((await screen.findByLabelText('Precio 26 (Café)')) as HTMLInputElement).value).toBe('1899.5');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Bota Los Altos');
    expect((screen.getByLabelText('26 MX') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('28 MX') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByLabelText('26 MX'));
    type('Existencias 27 (Café)', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No se puede quitar la talla 26/);
    const [body] = sentTo(fetchMock, 'PUT', '/api/admin/products/55') as { colors: unknown[] }[];
    expect(body!.colors).toEqual([
      {
        color_id: 1,
        name: 'Café',
        hex: '#6b4226',
        // With the stock it showed, so that units sold meanwhile are not given back (stock_loaded).
        variants: [{ size_id: 24, price: 1899.5, discount_percentage: 0, stock: 9, stock_loaded: 4 }],
      },
    ]);
  });

  it('hides the product from the shop and shows it again', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () => Response.json(STORED),
      'POST /api/admin/products/55/hide': () =>
        Response.json({ message: 'El producto ya no se muestra en la tienda' }),
      'POST /api/admin/products/55/show': () =>
        Response.json({ message: 'El producto se muestra en la tienda' }),
    });
    show('/admin/productos/55');
    fireEvent.click(await screen.findByRole('button', { name: 'Ocultar de la tienda' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar en la tienda' }));
    await screen.findByRole('button', { name: 'Ocultar de la tienda' });
    expect(sentTo(fetchMock, 'POST', '/api/admin/products/55/hide')).toHaveLength(1);
    expect(sentTo(fetchMock, 'POST', '/api/admin/products/55/show')).toHaveLength(1);
  });

  it('shows a new product as a draft, says why publishing failed, and publishes it', async () => {
    let answer = () =>
      Response.json(
        {
          error:
            'Sube al menos una foto antes de publicar el producto: sin foto no se puede mostrar en la tienda.',
        },
        { status: 422 },
      );
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () => Response.json({ ...STORED, hidden: true, draft: true }),
      'POST /api/admin/products/55/publish': () => answer(),
    });
    show('/admin/productos/55');
    expect(await screen.findByText(/^Borrador: no aparece en la tienda/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sube al menos una foto antes de publicar el producto: sin foto no se puede mostrar en la tienda.',
    );
    answer = () => Response.json({ message: 'El producto se publicó en la tienda' });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await screen.findByRole('button', { name: 'Ocultar de la tienda' });
    expect(screen.getByText(/^Visible en la tienda\./)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/products/55/publish')).toHaveLength(2);
    expect(sentTo(fetchMock, 'POST', '/api/admin/products/55/show')).toEqual([]);
  });

  it('uploads a picture as the file itself, refuses other files, and moves and removes pictures', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () => Response.json(STORED),
      'POST /api/admin/products/55/colors/1/pictures': () =>
        Response.json({ images: ['bota-55-a.webp', 'bota-55-b.webp', 'bota-55-c.webp'] }, { status: 201 }),
      'PUT /api/admin/products/55/colors/1/pictures': ({ body }) => Response.json(body),
      'DELETE /api/admin/products/55/colors/1/pictures/bota-55-a.webp': () =>
        Response.json({ images: ['bota-55-c.webp', 'bota-55-b.webp'] }),
    });
    show('/admin/productos/55');
    const pictures = within(await screen.findByRole('region', { name: 'Fotos de Café' }));
    expect(pictures.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/api/product/image/bota-55-a.webp?w=160',
      '/api/product/image/bota-55-b.webp?w=160',
    ]);

    const input = pictures.getByLabelText('Archivo de foto (Café)');
    fireEvent.change(input, { target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] } });
    expect(pictures.getByRole('alert').textContent).toBe(NOT_A_PICTURE);

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'bota.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() => expect(pictures.getAllByRole('img')).toHaveLength(3));
    const upload = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(upload?.[1]?.body).toBe(photo);
    expect(upload?.[1]?.headers).toMatchObject({ 'content-type': 'image/png' });

    fireEvent.click(pictures.getByRole('button', { name: 'Bajar la foto 1 de Café un lugar' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, 'PUT', '/api/admin/products/55/colors/1/pictures')).toEqual([
        { images: ['bota-55-b.webp', 'bota-55-a.webp', 'bota-55-c.webp'] },
      ]),
    );
    await waitFor(() =>
      expect(pictures.getAllByRole('img')[0]!.getAttribute('src')).toBe(
        '/api/product/image/bota-55-b.webp?w=160',
      ),
    );
    fireEvent.click(pictures.getByRole('button', { name: 'Quitar la foto 2 de Café' }));
    await waitFor(() => expect(pictures.getAllByRole('img')).toHaveLength(2));
  });

  it('shows the department’s shipping weight and box, and saves the product’s own when typed', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () => Response.json(STORED),
      'PUT /api/admin/products/55': () => Response.json({ message: 'Producto guardado', product_id: 55 }),
    });
    show('/admin/productos/55');
    const weight = (await screen.findByLabelText('Peso de envío (g)')) as HTMLInputElement;
    expect(weight.value).toBe('');
    expect(weight.placeholder).toBe('1,800');
    expect(document.getElementById(weight.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Déjalos vacíos para usar los del departamento: 1,800 g y caja de 33 × 22 × 13 cm.',
    );
    // A hat's department gives its own.
    type('Departamento', '19');
    expect((screen.getByLabelText('Largo de la caja (cm)') as HTMLInputElement).placeholder).toBe('38');
    type('Departamento', '3');

    type('Peso de envío (g)', '2,100');
    type('Largo de la caja (cm)', '36');
    type('Ancho de la caja (cm)', '24');
    type('Alto de la caja (cm)', '14');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(sentTo(fetchMock, 'PUT', '/api/admin/products/55')).toHaveLength(1));
    expect(sentTo(fetchMock, 'PUT', '/api/admin/products/55')[0]).toMatchObject({
      shipping_weight_grams: 2100,
      box_length_cm: 36,
      box_width_cm: 24,
      box_height_cm: 14,
    });
  });

  it('loads the product’s own shipping weight and box', async () => {
    stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () =>
        Response.json({
          ...STORED,
          shipping_weight_grams: 2100,
          box_length_cm: 36,
          box_width_cm: 24,
          box_height_cm: 14,
        }),
    });
    show('/admin/productos/55');
    expect(((await screen.findByLabelText('Peso de envío (g)')) as HTMLInputElement).value).toBe('2100');
    expect((screen.getByLabelText('Alto de la caja (cm)') as HTMLInputElement).value).toBe('14');
  });

  it.each([
    [{ 'Peso de envío (g)': '0' }, 'El peso de envío debe ser mayor que 0.'],
    [{ 'Peso de envío (g)': '1.5' }, 'El peso de envío debe ser un número entero de gramos.'],
    [{ 'Peso de envío (g)': '40000' }, 'El peso de envío debe ser a lo más 30000 gramos.'],
    [{ 'Peso de envío (g)': 'mucho' }, 'El peso de envío debe ser un número.'],
    [
      { 'Largo de la caja (cm)': '130', 'Ancho de la caja (cm)': '20', 'Alto de la caja (cm)': '10' },
      'El largo de la caja debe ser a lo más 120 cm.',
    ],
    [
      { 'Largo de la caja (cm)': '40' },
      'Escribe el largo, el ancho y el alto de la caja, o deja los tres vacíos.',
    ],
  ])('refuses a shipping weight or box out of bounds, and sends nothing: %j', async (typed, message) => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () => Response.json(STORED),
    });
    show('/admin/productos/55');
    await screen.findByLabelText('Peso de envío (g)');
    for (const [label, value] of Object.entries(typed)) type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(sentTo(fetchMock, 'PUT', '/api/admin/products/55')).toEqual([]);
  });

  it('says so when the product does not exist', async () => {
    stubApi({ 'GET /api/admin/catalog-options': () => Response.json(OPTIONS) });
    show('/admin/productos/999');
    expect(await screen.findByText('Este producto no existe.')).toBeTruthy();
  });
});

describe('the product editor, for staff', () => {
  it('lets them type stock, shows prices and discounts they cannot change, and no new colours or sizes', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/catalog-options': () => Response.json(OPTIONS),
      'GET /api/admin/products/55': () => Response.json(STORED),
      'PUT /api/admin/products/55': () => Response.json({ message: 'Producto guardado', product_id: 55 }),
    });
    show('/admin/productos/55', 'staff');
    const price = (await screen.findByLabelText('Precio 26 (Café)')) as HTMLInputElement;
    expect(price.readOnly).toBe(true);
    expect((screen.getByLabelText('Descuento 26 (Café)') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Existencias 26 (Café)') as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByLabelText('26 MX') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Agregar color' })).toBeNull();
    expect(
      screen.getByText(
        /Los precios, descuentos, tallas,\s+colores, departamento y marca los cambia un dueño/,
      ),
    ).toBeTruthy();
    // The department and the brand decide its promotions: shown, not changeable, and the hint says why.
    const department = screen.getByLabelText('Departamento') as HTMLSelectElement;
    const brand = screen.getByLabelText('Marca') as HTMLInputElement;
    expect([department.disabled, department.value, brand.disabled, brand.value]).toEqual([
      true,
      '3',
      true,
      'Los Altos',
    ]);
    expect(department.getAttribute('aria-describedby')).toBe(brand.getAttribute('aria-describedby'));
    expect(document.getElementById(brand.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /El departamento y la marca los cambia un dueño/,
    );
    type('Nombre', 'Bota Los Altos de avestruz');

    type('Existencias 26 (Café)', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    await waitFor(() => expect(sentTo(fetchMock, 'PUT', '/api/admin/products/55')).toHaveLength(1));
    const [sent] = sentTo(fetchMock, 'PUT', '/api/admin/products/55') as [
      { name: string; colors: { variants: { price: number; stock: number }[] }[] },
    ];
    expect(sent.colors[0]!.variants[0]).toMatchObject({
      price: STORED.colors[0]!.variants[0]!.price,
      stock: 9,
    });
    expect(sent).toMatchObject({
      name: 'Bota Los Altos de avestruz',
      category_id: 3,
      brand_name: 'Los Altos',
    });
  });
});
