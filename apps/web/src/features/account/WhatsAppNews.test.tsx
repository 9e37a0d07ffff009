import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { WhatsAppNews } from './WhatsAppNews';

afterEach(() => vi.unstubAllGlobals());

const ON = {
  available: true,
  enabled: true,
  phone: '6145550101',
  text: 'Avisarme por WhatsApp al +52 614 555 0101 sobre mis pedidos: recibido, pago pendiente, envío, entrega y reembolsos. Puedo darme de baja cuando quiera respondiendo BAJA.',
  given_at: '2026-12-03T17:00:00.000Z',
};
const OFF = { available: true, enabled: false, phone: null, text: null, given_at: null };

describe("'Avisos por WhatsApp' in the profile", () => {
  it('shows what was agreed to and when, and turns the news off with Guardar', async () => {
    let consent: typeof ON | typeof OFF = ON;
    const fetchMock = stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/whatsapp': () => Response.json(consent),
      'DELETE /api/users/me/whatsapp': () => {
        consent = OFF;
        return Response.json(OFF);
      },
    });
    renderPage(<WhatsAppNews />, { at: '/profile' });
    const section = within(await screen.findByRole('region', { name: 'Avisos por WhatsApp' }));
    expect(section.getByRole('checkbox', { name: 'Avisarme por WhatsApp al' })).toHaveProperty(
      'checked',
      true,
    );
    expect(section.getByRole('textbox', { name: /^Celular para WhatsApp/ })).toHaveProperty(
      'value',
      '614 555 0101',
    );
    expect(
      section.getByText(/^Aceptaste el 3 de diciembre de 2026: «Avisarme por WhatsApp al \+52 614 555 0101/),
    ).toBeTruthy();

    const user = userEvent.setup();
    await user.click(section.getByRole('checkbox', { name: 'Avisarme por WhatsApp al' }));
    await user.click(section.getByRole('button', { name: 'Guardar' }));
    expect(await section.findByText('Listo: ya no te avisaremos por WhatsApp.')).toBeTruthy();
    expect(sentTo(fetchMock, 'DELETE', '/api/users/me/whatsapp')).toHaveLength(1);
    await waitFor(() => expect(section.queryByText(/^Aceptaste/)).toBeNull());
  });

  it('shows the refusal of the server under the field', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/users/me/whatsapp': () => Response.json(OFF),
      'PUT /api/users/me/whatsapp': () =>
        Response.json(
          { error: 'Escribe un celular de México de 10 dígitos, como 614 123 4567.', field: 'phone' },
          { status: 400 },
        ),
    });
    renderPage(<WhatsAppNews />, { at: '/profile' });
    const section = within(await screen.findByRole('region', { name: 'Avisos por WhatsApp' }));
    const user = userEvent.setup();
    await user.click(section.getByRole('checkbox', { name: 'Avisarme por WhatsApp al' }));
    // A number the browser takes and the server refuses (the same rule on both sides, shown the same way).
    await user.click(section.getByRole('button', { name: 'Guardar' }));
    const field = section.getByRole('textbox', { name: /^Celular para WhatsApp/ });
    expect(
      await section.findByText('Escribe un celular de México de 10 dígitos, como 614 123 4567.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(section.queryByText(/^Listo/)).toBeNull();
  });
});
