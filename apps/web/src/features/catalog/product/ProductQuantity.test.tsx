import type { ProductDetail } from '@store/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/page';
import { ProductPage } from './ProductPage';

const size = (stock: number) => ({
  variant_id: 1_000_001,
  size_id: 1,
  size_name: '26',
  display_name: '26',
  price: 2499,
  stock,
  discount: { final_price: 2499, percentage: 0 },
});

const PRODUCT: ProductDetail = {
  product_id: 5,
  product_name: 'Bota vaquera Ariat',
  brand_name: 'Ariat',
  description: 'Piel de res.',
  final_price: 2499,
  original_price: 2499,
  discount_percentage: 0,
  department_id: 3,
  department_name: 'Botas',
  target_audience: 'hombre',
  size_system: 'boot_mx',
  isNew: false,
  variant_id: 1_000_001,
  colors: [
    {
      color_id: 1,
      color_name: 'Café',
      color_hex: '#5a3a22',
      main_image: null,
      images: [],
      sizes: [size(15)],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("the product page's quantity", () => {
  it("says 'Solo hay 15 disponibles' under a number typed past the stock, and sets 15", async () => {
    stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000001', route: '/product/:productId/:variantId?' });
    const quantity = (await screen.findByLabelText('Cantidad')) as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '9999' } });
    expect(quantity.value).toBe('15');
    const note = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Solo hay 15 disponibles');
    fireEvent.change(quantity, { target: { value: '4' } });
    expect(quantity.value).toBe('4');
    expect(quantity.getAttribute('aria-describedby')).toBeNull();
  });
});
