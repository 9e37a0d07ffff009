import type { BillReturns } from '@store/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../../test/fixtures';
import { bill } from '../../../test/orders';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { BuyDetailsPage } from '../BuyDetailsPage';

const returns = (overrides: Partial<BillReturns> = {}): BillReturns => ({
  deadline: '2026-11-24T05:59:59.000Z',
  deadline_day: '2026-11-23',
  can_request: true,
  lines: [
    {
      order_line_id: 31,
      product_name: 'Bota Lucchese',
      color_name: 'Café',
      size_name: '27',
      images: [],
      quantity: 2,
      returnable_quantity: 2,
      unit_paid: 1349,
      paid_amount: 2698,
    },
  ],
  requests: [],
  ...overrides,
});

const requested = returns({
  can_request: false,
  lines: [{ ...returns().lines[0]!, returnable_quantity: 0 }],
  requests: [
    {
      return_id: 5,
      status: 'aprobada',
      reason: 'No me quedó la talla',
      rejection_reason: null,
      lines: [
        {
          order_line_id: 31,
          product_name: 'Bota Lucchese',
          color_name: 'Café',
          size_name: '27',
          quantity: 2,
          paid_amount: 2698,
        },
      ],
      refund: null,
      created_at: '2026-11-17T18:00:00.000Z',
      steps: [
        { status: 'solicitada', at: '2026-11-17T18:00:00.000Z' },
        { status: 'aprobada', at: '2026-11-18T18:00:00.000Z' },
      ],
    },
  ],
});

function open(state: BillReturns, after: BillReturns = requested) {
  const fetchMock = stubApi({
    'GET /api/auth/me': () => Response.json(SHOPPER),
    'GET /api/bills': () => Response.json(bill({ shipping_status: 'entregado' })),
    'GET /api/bills/12/returns': () => Response.json(state),
    'POST /api/bills/12/returns': () => Response.json(after, { status: 201 }),
  });
  renderPage(<BuyDetailsPage />, { at: '/BuyDetails/12', route: '/BuyDetails/:orderId' });
  return fetchMock;
}

/** The field, checked to be marked invalid and to name the sentence under it. */
function expectError(field: HTMLElement, sentence: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(sentence);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the order's return", () => {
  it('asks for the units chosen and the reason, after a confirmation, and shows the steps', async () => {
    const fetchMock = open(returns());
    const section = within(await screen.findByRole('region', { name: 'Devolución' }));
    expect(section.getByText('Puedes solicitarla hasta el 23 de noviembre de 2026.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Solicitar devolución' }));
    await user.click(section.getByRole('button', { name: 'Revisar solicitud' }));
    await user.selectOptions(section.getByLabelText(/Bota Lucchese/), '2');
    // 'No me quedó' asks, under it, whether it was small or large.
    expect(section.queryByRole('radio', { name: 'Me quedó chica' })).toBeNull();
    await user.click(section.getByRole('radio', { name: 'No me quedó' }));
    await user.click(section.getByRole('radio', { name: 'Me quedó chica' }));
    await user.click(section.getByRole('button', { name: 'Revisar solicitud' }));
    expect(section.getByText('$2,698.00')).toBeTruthy();
    expect(section.getByText('Motivo: Me quedó chica')).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Confirmar devolución' }));
    expect(await section.findByText('Aprobamos tu devolución: envíanos los artículos')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/bills/12/returns')).toEqual([
      { lines: [{ order_line_id: 31, quantity: 2 }], reason_kind: 'talla', fit: 'chica' },
    ]);
    expect(section.queryByRole('button', { name: 'Solicitar devolución' })).toBeNull();
  });

  it('says under the articles and under the reason what is missing, marks them invalid and focuses the first', async () => {
    const fetchMock = open(returns());
    const section = within(await screen.findByRole('region', { name: 'Devolución' }));
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Solicitar devolución' }));
    await user.click(section.getByRole('button', { name: 'Revisar solicitud' }));
    const units = section.getByLabelText(/Bota Lucchese/);
    expectError(units, 'Elige al menos un artículo y cuántas piezas devuelves.');
    expectError(section.getByRole('radio', { name: 'No me quedó' }), 'Elige el motivo de la devolución.');
    expect(section.getByRole('group', { name: 'Artículos' }).getAttribute('aria-describedby')).toBe(
      units.getAttribute('aria-describedby'),
    );
    expect(document.activeElement).toBe(units);
    expect(section.queryByRole('alert')).toBeNull();

    // Each sentence goes as its field is mended; a reason too short is still said under it.
    await user.selectOptions(units, '1');
    expect(units.getAttribute('aria-invalid')).toBeNull();
    await user.click(section.getByRole('radio', { name: 'No me quedó' }));
    await user.click(section.getByRole('button', { name: 'Revisar solicitud' }));
    const small = section.getByRole('radio', { name: 'Me quedó chica' });
    expectError(small, 'Dinos si te quedó chica o grande.');
    expect(document.activeElement).toBe(small);
    await user.click(section.getByRole('radio', { name: 'Otro motivo' }));
    const reason = section.getByLabelText('Cuéntanos por qué');
    await user.type(reason, 'No');
    await user.click(section.getByRole('button', { name: 'Revisar solicitud' }));
    expectError(reason, 'Cuéntanos por qué devuelves los artículos (de 5 a 500 caracteres).');
    expect(document.activeElement).toBe(reason);
    expect(section.queryByRole('button', { name: 'Confirmar devolución' })).toBeNull();
    expect(sentTo(fetchMock, 'POST', '/api/bills/12/returns')).toEqual([]);
  });

  it('shows what the chosen units refund by the server’s rule, when a promotion does not divide evenly', async () => {
    // Three boots at $2,499.00 with $1.00 off the line, one already returned: the other two are worth
    // $2,498.67 each (their share of $7,496.00), not twice the $2,498.66 listed per unit.
    const line = { ...returns().lines[0]!, quantity: 3, returnable_quantity: 2, unit_paid: 2498.66 };
    open(returns({ lines: [{ ...line, paid_amount: 7496 }] }));
    const section = within(await screen.findByRole('region', { name: 'Devolución' }));
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Solicitar devolución' }));
    await user.selectOptions(section.getByLabelText(/Bota Lucchese/), '2');
    await user.click(section.getByRole('radio', { name: 'No me quedó' }));
    await user.click(section.getByRole('radio', { name: 'Me quedó grande' }));
    await user.click(section.getByRole('button', { name: 'Revisar solicitud' }));
    expect(section.getByText('$4,997.34')).toBeTruthy();
  });

  it('after the window, has no button and says until when it was possible', async () => {
    open(returns({ can_request: false }));
    const section = within(await screen.findByRole('region', { name: 'Devolución' }));
    expect(
      section.getByText('El plazo para solicitar una devolución terminó el 23 de noviembre de 2026.'),
    ).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Solicitar devolución' })).toBeNull();
  });

  it('shows the server’s refusal in the form', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/bills': () => Response.json(bill({ shipping_status: 'entregado' })),
      'GET /api/bills/12/returns': () => Response.json(returns()),
      'POST /api/bills/12/returns': () =>
        Response.json(
          { error: 'El plazo para devolver este pedido terminó el 23 de noviembre de 2026.' },
          { status: 422 },
        ),
    });
    renderPage(<BuyDetailsPage />, { at: '/BuyDetails/12', route: '/BuyDetails/:orderId' });
    const section = within(await screen.findByRole('region', { name: 'Devolución' }));
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: 'Solicitar devolución' }));
    await user.selectOptions(section.getByLabelText(/Bota Lucchese/), '1');
    await user.click(section.getByRole('radio', { name: 'Otro motivo' }));
    await user.type(section.getByLabelText('Cuéntanos por qué'), 'Cambié de opinión');
    await user.click(section.getByRole('button', { name: 'Revisar solicitud' }));
    await user.click(section.getByRole('button', { name: 'Confirmar devolución' }));
    expect((await section.findByRole('alert')).textContent).toBe(
      'El plazo para devolver este pedido terminó el 23 de noviembre de 2026.',
    );
    expect(sentTo(fetchMock, 'POST', '/api/bills/12/returns')).toHaveLength(1);
  });
});
