import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { AddressDialog } from './AddressDialog';

afterEach(() => vi.unstubAllGlobals());

const COLONIAS = { '31000': [{ neighborhood_id: 7, name: 'Zona Centro' }], '31999': [] } as Record<
  string,
  { neighborhood_id: number; name: string }[]
>;
/** What the shop answers for a code it has no colonias for (apps/server's locations routes). */
const UNKNOWN = '31998';

function serve(save: () => Response = () => Response.json({ message: 'Dirección agregada correctamente' })) {
  return stubApi({
    'GET /api/auth/me': () => Response.json(SHOPPER),
    'GET /api/locations/neighborhoods': ({ url }) =>
      url.searchParams.get('postal_code') === UNKNOWN
        ? Response.json({ error: 'No encontramos colonias para ese código postal.' }, { status: 404 })
        : Response.json(COLONIAS[url.searchParams.get('postal_code') ?? ''] ?? []),
    'POST /api/locations': save,
  });
}

/** The field, checked to be marked invalid and to name the sentence under it. */
function expectError(field: HTMLElement, sentence: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = field.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(described)?.textContent).toBe(sentence);
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText('Código postal'), '31000');
  const colonia = form.getByRole('combobox', { name: 'Colonia' });
  await waitFor(() => expect(colonia).toHaveProperty('disabled', false));
  await user.type(colonia, 'centro');
  await user.keyboard('{Enter}');
  await user.type(form.getByLabelText('Calle'), 'Av. Independencia');
  await user.type(form.getByLabelText('No. exterior'), '1001');
  await user.type(form.getByLabelText('Indicaciones'), 'Portón café');
}

describe("the address dialog's errors", () => {
  it('says under each empty field what it needs, and focuses the first', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={() => undefined} />);
    const form = within(screen.getByRole('dialog', { name: 'Nueva Dirección' }));
    await user.click(form.getByRole('button', { name: 'Guardar ubicación' }));
    const postalCode = form.getByLabelText('Código postal');
    expectError(postalCode, 'El código postal debe tener 5 dígitos.');
    expect(document.activeElement).toBe(postalCode);
    expectError(form.getByRole('combobox', { name: 'Colonia' }), 'Selecciona una colonia.');
    expectError(form.getByLabelText('Calle'), 'La calle es obligatoria.');
    expectError(form.getByLabelText('Indicaciones'), 'Las indicaciones son obligatorias.');
    expect(form.getByLabelText('No. interior (opcional)').getAttribute('aria-invalid')).toBeNull();
    expect(sentTo(api, 'POST', '/api/locations')).toEqual([]);
  });

  it('says under the postal code that it has no colonias', async () => {
    serve();
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={() => undefined} />);
    const form = within(screen.getByRole('dialog', { name: 'Nueva Dirección' }));
    await user.type(form.getByLabelText('Código postal'), '31999');
    await waitFor(() =>
      expectError(
        form.getByLabelText('Código postal'),
        'No encontramos colonias para el código postal 31999. Revisa que esté bien escrito.',
      ),
    );
  });

  it('says the same under the postal code when the shop answers it knows no such code (its 404)', async () => {
    serve();
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={() => undefined} />);
    const form = within(screen.getByRole('dialog', { name: 'Nueva Dirección' }));
    await user.type(form.getByLabelText('Código postal'), UNKNOWN);
    await waitFor(() =>
      expectError(
        form.getByLabelText('Código postal'),
        `No encontramos colonias para el código postal ${UNKNOWN}. Revisa que esté bien escrito.`,
      ),
    );
  });

  it('refuses emoji in the street under the street, and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={() => undefined} />);
    const form = within(screen.getByRole('dialog', { name: 'Nueva Dirección' }));
    await fillAddress(user, form);
    await user.type(form.getByLabelText('Calle'), ' 🏠');
    await user.click(form.getByRole('button', { name: 'Guardar ubicación' }));
    expectError(
      form.getByLabelText('Calle'),
      'Usa solo letras, números y signos comunes: los emojis y los caracteres especiales no se imprimen en la guía de la paquetería.',
    );
    expect(sentTo(api, 'POST', '/api/locations')).toEqual([]);
  });

  it("puts the server's refusal of a field under that field, without the field's name", async () => {
    serve(() => Response.json({ error: 'La calle es obligatoria.', field: 'street' }, { status: 400 }));
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={() => undefined} />);
    const form = within(screen.getByRole('dialog', { name: 'Nueva Dirección' }));
    await fillAddress(user, form);
    await user.click(form.getByRole('button', { name: 'Guardar ubicación' }));
    await waitFor(() => expectError(form.getByLabelText('Calle'), 'La calle es obligatoria.'));
    expect(screen.queryByText(/street/)).toBeNull();
  });
});

describe('who receives an address', () => {
  it('is prefilled from the profile and sent with the address', async () => {
    const api = serve();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={onClose} />);
    const form = within(screen.getByRole('dialog', { name: 'Nueva Dirección' }));
    await waitFor(() =>
      expect(form.getByLabelText('Quién recibe')).toHaveProperty('value', 'Rosa Domínguez'),
    );
    expect(form.getByLabelText('Teléfono de quien recibe')).toHaveProperty('value', '6141234567');
    await fillAddress(user, form);
    await user.clear(form.getByLabelText('Quién recibe'));
    await user.type(form.getByLabelText('Quién recibe'), 'Beto Díaz');
    await user.click(form.getByRole('button', { name: 'Guardar ubicación' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(api, 'POST', '/api/locations')).toEqual([
      expect.objectContaining({ recipient_name: 'Beto Díaz', recipient_phone: '6141234567' }),
    ]);
  });

  it('needs a 10-digit phone, said under the phone', async () => {
    serve();
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={() => undefined} />);
    const form = within(screen.getByRole('dialog', { name: 'Nueva Dirección' }));
    const phone = form.getByLabelText('Teléfono de quien recibe');
    await waitFor(() => expect(phone).toHaveProperty('value', '6141234567'));
    await fillAddress(user, form);
    await user.clear(phone);
    await user.type(phone, '614 123');
    await user.click(form.getByRole('button', { name: 'Guardar ubicación' }));
    expectError(phone, 'El teléfono de quien recibe debe tener 10 dígitos.');
  });
});
