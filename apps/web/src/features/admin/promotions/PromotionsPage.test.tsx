import type { AdminPromotion } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { PromotionsPage } from './PromotionsPage';

const RUNNING: AdminPromotion = {
  id: 1,
  name: 'Segundo par al 50 %',
  kind: 'second_half',
  percent_off: null,
  starts_on: '2026-11-25',
  ends_on: '2026-12-09',
  minimum_purchase: null,
  category_ids: [3],
  brand_ids: [],
  products: [],
  stackable: false,
  state: 'active',
};
const UPCOMING: AdminPromotion = {
  ...RUNNING,
  id: 2,
  name: 'Buen Fin',
  kind: 'percent',
  percent_off: 20,
  category_ids: [],
  minimum_purchase: 1500,
  state: 'upcoming',
};

function stub(onCreate: () => Response) {
  return stubApi({
    'GET /api/admin/promotions': () => Response.json({ promotions: [RUNNING, UPCOMING] }),
    'GET /api/admin/catalog-options': () =>
      Response.json({ categories: [{ category_id: 3, name: 'Botas' }], brands: [], size_systems: [] }),
    'POST /api/admin/promotions': onCreate,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-office’s promotions', () => {
  it('lists running promotions before upcoming ones, with their days, scope and badge', async () => {
    stub(() => Response.json({}));
    renderPage(<PromotionsPage />);
    const running = await screen.findByRole('region', { name: 'Activas' });
    expect(running.textContent).toContain('Segundo par al 50 %');
    expect(running.textContent).toContain(
      'Del 25 de noviembre de 2026 al 9 de diciembre de 2026 · 1 departamento',
    );
    const upcoming = screen.getByRole('region', { name: 'Próximas' });
    expect(upcoming.textContent).toContain('−20 %');
    expect(upcoming.textContent).toContain('Toda la tienda · Compra mínima $1,500.00');
  });

  it('checks the form before sending, and shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(() =>
      Response.json({ error: 'Uno de los productos ya no existe.', field: 'product_ids' }, { status: 422 }),
    );
    renderPage(<PromotionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Nueva promoción' }));
    await user.click(screen.getByRole('button', { name: 'Guardar promoción' }));
    expect(await screen.findByText('Escribe el nombre de la promoción.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/promotions')).toEqual([]);

    await user.type(screen.getByLabelText('Nombre (así lo ve el cliente)'), '2x1 en botas');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'two_for_one');
    await user.click(
      within(await screen.findByRole('group', { name: 'Departamentos' })).getByLabelText('Botas'),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar promoción' }));
    expect(await screen.findByText('Uno de los productos ya no existe.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/promotions')).toEqual([
      expect.objectContaining({
        name: '2x1 en botas',
        kind: 'two_for_one',
        category_ids: [3],
        percent_off: null,
      }),
    ]);
  });
});

describe('ending a promotion', () => {
  it('asks first in the shop’s dialog, saying it stops now, and sends nothing when the owner goes back', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/admin/promotions': () => Response.json({ promotions: [RUNNING, UPCOMING] }),
      'POST /api/admin/promotions/1/archive': () =>
        Response.json({
          message: 'Promoción terminada y archivada.',
          promotion: { ...RUNNING, state: 'archived' },
        }),
    });
    renderPage(<PromotionsPage />);
    const end = await screen.findByRole('button', { name: 'Terminar y archivar Segundo par al 50 %' });

    await user.click(end);
    const question = screen.getByRole('dialog', { name: '¿Terminar y archivar «Segundo par al 50 %»?' });
    expect(question.textContent).toContain('Deja de aplicarse en este momento');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/admin/promotions/1/archive')).toHaveLength(0);

    await user.click(end);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Terminar promoción' }));
    expect(await screen.findByText('Promoción terminada y archivada.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/promotions/1/archive')).toHaveLength(1);
  });
});

describe('the promotions, seen by staff', () => {
  it('are listed without the owner’s buttons to create, edit or end them', async () => {
    stub(() => Response.json({}));
    renderPage(<PromotionsPage />, { role: 'staff' });
    const running = await screen.findByRole('region', { name: 'Activas' });
    expect(running.textContent).toContain('Segundo par al 50 %');
    expect(screen.queryByRole('button', { name: 'Nueva promoción' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar / })).toBeNull();
    expect(screen.queryByRole('button', { name: /archivar/i })).toBeNull();
  });
});
