import type { AdminCoupon } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { CouponsPage } from './CouponsPage';

const RUNNING: AdminCoupon = {
  id: 1,
  code: 'VAQUERO10',
  kind: 'percent',
  percent_off: 10,
  amount_off: null,
  minimum_purchase: 1000,
  starts_on: '2026-11-25',
  ends_on: null,
  max_uses: 100,
  max_uses_per_customer: 1,
  category_ids: [3],
  products: [],
  state: 'active',
  uses: 3,
  reserved: 1,
  discounted: 749.7,
};

function stub(onCreate: () => Response) {
  return stubApi({
    'GET /api/admin/coupons': () => Response.json({ coupons: [RUNNING] }),
    'GET /api/admin/catalog-options': () =>
      Response.json({ categories: [{ category_id: 3, name: 'Botas' }], brands: [], size_systems: [] }),
    'POST /api/admin/coupons': onCreate,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office’s codes', () => {
  it('lists each code with what it gives, its rules, its uses and the money it discounted', async () => {
    stub(() => Response.json({}));
    renderPage(<CouponsPage />);
    const running = await screen.findByRole('region', { name: 'Vigentes' });
    expect(running.textContent).toContain('−10 %VAQUERO10Vigente');
    expect(running.textContent).toContain(
      'Desde el 25 de noviembre de 2026 · 1 departamento · Compra mínima $1,000.00 · 100 usos en total · 1 uso por cliente',
    );
    expect(running.textContent).toContain('3 usos · $749.70 descontados · 1 en pago');
    expect(screen.getByRole('navigation', { name: 'Promociones y cupones' }).textContent).toBe(
      'PromocionesCupones',
    );
  });

  it('checks the form before sending, and shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(() =>
      Response.json({ error: 'Ya hay un cupón con ese código.', field: 'code' }, { status: 409 }),
    );
    renderPage(<CouponsPage />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo cupón' }));
    const code = screen.getByLabelText(/^Código/);
    await user.type(code, 'no');
    await user.click(screen.getByRole('button', { name: 'Guardar cupón' }));
    expect(await screen.findByText(/^El código lleva de 3 a 30 letras/)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(fetchMock, 'POST', '/api/admin/coupons')).toEqual([]);

    await user.type(code, 'vaquero10');
    await user.selectOptions(screen.getByLabelText('Qué da'), 'amount');
    await user.type(screen.getByLabelText('Descuento en pesos'), '150');
    await user.click(
      within(await screen.findByRole('group', { name: 'Departamentos' })).getByLabelText('Botas'),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cupón' }));
    expect(await screen.findByText('Ya hay un cupón con ese código.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/coupons')).toEqual([
      expect.objectContaining({
        code: 'NOVAQUERO10',
        kind: 'amount',
        amount_off: 150,
        percent_off: null,
        category_ids: [3],
        max_uses_per_customer: 1,
      }),
    ]);
  });

  it('are listed to staff without the owner’s buttons', async () => {
    stub(() => Response.json({}));
    renderPage(<CouponsPage />, { role: 'staff' });
    await screen.findByRole('region', { name: 'Vigentes' });
    expect(screen.queryByRole('button', { name: 'Nuevo cupón' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Archivar) / })).toBeNull();
  });
});
