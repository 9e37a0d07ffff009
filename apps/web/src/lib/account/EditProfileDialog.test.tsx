import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { EditProfileDialog } from './EditProfileDialog';

afterEach(() => vi.unstubAllGlobals());

/** The field, checked to be marked invalid and to name the sentence under it. */
function expectError(field: HTMLElement, sentence: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(sentence);
}

function open() {
  const api = stubApi({
    'PATCH /api/users': () =>
      Response.json({ error: 'El nombre es demasiado largo.', field: 'name' }, { status: 400 }),
  });
  renderPage(<EditProfileDialog user={SHOPPER} onClose={() => undefined} />);
  return { api, form: within(screen.getByRole('dialog', { name: 'Editar Perfil' })) };
}

describe("'Editar Perfil' errors", () => {
  it('says under the name that it is needed, instead of greying the button out', async () => {
    const { api, form } = open();
    const user = userEvent.setup();
    const name = form.getByLabelText('Nombre');
    await user.clear(name);
    const save = form.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expectError(name, 'Escribe tu nombre.');
    expect(document.activeElement).toBe(name);
    expect(sentTo(api, 'PATCH', '/api/users')).toEqual([]);
    await user.type(name, 'Rosa');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('says under the phone how many digits were typed', async () => {
    const { api, form } = open();
    const user = userEvent.setup();
    const phone = form.getByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, '61412345678');
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    expectError(phone, 'El número de teléfono debe tener 10 dígitos. Escribiste 11 dígitos.');
    expect(sentTo(api, 'PATCH', '/api/users')).toEqual([]);
  });

  it("puts the server's refusal under the field it names", async () => {
    const { form } = open();
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expectError(form.getByLabelText('Nombre'), 'El nombre es demasiado largo.'));
  });
});
