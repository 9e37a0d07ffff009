import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/page';
import { bootDetail, productSize, PRODUCT_ROUTE } from '../../../test/products';
import { ProductPage } from './ProductPage';

const PRODUCT = bootDetail([productSize(1_000_001, '26', 15)]);

afterEach(() => vi.unstubAllGlobals());

describe("the product page's quantity", () => {
  it("says 'Solo hay 15 disponibles' under a number typed past the stock, and sets 15", async () => {
    stubApi({
      'GET /api/products/productItem/5': () => Response.json(PRODUCT),
      'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }),
    });
    renderPage(<ProductPage />, { at: '/product/5/1000001', route: PRODUCT_ROUTE });
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
