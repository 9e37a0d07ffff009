import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../test/fixtures';
import { fiscalProfile } from '../../test/invoices';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { ProfilePage } from './ProfilePage';

const PERSON = fiscalProfile({
  fiscal_profile_id: 4,
  rfc: 'GODE561231GR8',
  legal_name: 'EMILIO GOMEZ DIAZ',
  tax_regime: '612',
  postal_code: '31000',
  cfdi_use: 'G01',
  email: 'emilio@correo.mx',
});

/** The Perfil tab with `profiles` saved; deleting one takes it off the list the server answers. */
function open(profiles = [fiscalProfile(), PERSON]) {
  let saved = profiles;
  const fetchMock = stubApi({
    'GET /api/auth/me': () => Response.json(SHOPPER),
    'GET /api/locations': () => Response.json([]),
    'GET /api/bills/list': () => Response.json([]),
    'GET /api/invoices/fiscal-profiles': () => Response.json(saved),
    'DELETE /api/invoices/fiscal-profiles/4': () => {
      saved = saved.filter((profile) => profile.fiscal_profile_id !== 4);
      return Response.json({ message: 'Datos de facturación eliminados.' });
    },
  });
  renderPage(<ProfilePage orders={<p>Compras</p>} />, { at: '/profile' });
  return fetchMock;
}

const section = async () => within(await screen.findByRole('region', { name: 'Datos de facturación' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the profile's saved fiscal data", () => {
  it('lists each with its RFC, name, régimen, postal code, uso and e-mail', async () => {
    open();
    const fiscal = await section();
    const cards = await fiscal.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const person = within(cards[1]!);
    expect(person.getByRole('heading', { name: 'GODE561231GR8' })).toBeTruthy();
    expect(person.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'EMILIO GOMEZ DIAZ',
      '612 · Personas Físicas con Actividades Empresariales y Profesionales',
      '31000',
      'G01 · Adquisición de mercancías',
      'emilio@correo.mx',
    ]);
  });

  it('deletes one once confirmed, and keeps it when not', async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    const fiscal = await section();
    const remove = await fiscal.findByRole('button', { name: 'Eliminar los datos de GODE561231GR8' });

    await user.click(remove);
    const question = screen.getByRole('dialog', {
      name: '¿Eliminar los datos de facturación de GODE561231GR8?',
    });
    await user.click(within(question).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(sentTo(fetchMock, 'DELETE', '/api/invoices/fiscal-profiles/4')).toHaveLength(0);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar datos' }));
    expect(await screen.findByText('Datos de facturación eliminados.')).toBeTruthy();
    await waitFor(() => expect(fiscal.getAllByRole('listitem')).toHaveLength(1));
    expect(fiscal.queryByText('GODE561231GR8')).toBeNull();
    expect(sentTo(fetchMock, 'DELETE', '/api/invoices/fiscal-profiles/4')).toHaveLength(1);
  });

  it('says how data get saved when there are none', async () => {
    open([]);
    const fiscal = await section();
    expect(
      await fiscal.findByText(
        'Aún no tienes datos de facturación guardados. Se guardan cuando pides una factura.',
      ),
    ).toBeTruthy();
  });
});
