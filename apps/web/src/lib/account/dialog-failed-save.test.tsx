import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropFocusFromDisabledControls } from '../../test/focus-fixup';
import { SHOPPER } from '../../test/fixtures';
import { renderPage } from '../../test/page';
import { AddressDialog } from './AddressDialog';
import { EditProfileDialog } from './EditProfileDialog';

let stopFocusFixup = () => undefined as void;
afterEach(() => {
  stopFocusFixup();
  vi.unstubAllGlobals();
});

/**
 * The API, with the save held until the test lets it fail: while it is out the save button is disabled,
 * and the browser (emulated) drops focus to the page's body.
 */
function serveFailingSave(save: string, refusal: string) {
  let fail: () => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://tienda');
      if (`${init?.method ?? 'GET'} ${url.pathname}` === save) {
        return new Promise<Response>((resolve) => {
          fail = () => resolve(Response.json({ error: refusal }, { status: 400 }));
        });
      }
      if (url.pathname === '/api/locations/neighborhoods')
        return Response.json([{ neighborhood_id: 7, name: 'Zona Centro' }]);
      return Response.json({ error: 'No encontrado' }, { status: 404 });
    }),
  );
  stopFocusFixup = dropFocusFromDisabledControls();
  return { fail: () => fail() };
}

/** Saves, lets the save fail, and checks focus came back to the dialog and Escape closes it. */
async function failSaveThenEscape(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  saveButton: HTMLElement,
  server: { fail: () => void },
  refusal: string,
  onClose: () => void,
) {
  await user.click(saveButton);
  await waitFor(() => expect(document.activeElement).toBe(document.body));
  server.fail();
  expect(await screen.findByText(refusal)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(saveButton));
  expect(dialog.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
}

describe('a dialog whose save failed', () => {
  it("keeps focus in 'Editar Perfil', and Escape still closes it", async () => {
    const refusal = 'El número de teléfono no es válido.';
    const server = serveFailingSave('PATCH /api/users', refusal);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<EditProfileDialog user={SHOPPER} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar Perfil' });
    const save = within(dialog).getByRole('button', { name: 'Guardar cambios' });
    await failSaveThenEscape(user, dialog, save, server, refusal, onClose);
  });

  it("keeps focus in 'Nueva Dirección', and Escape still closes it", async () => {
    const refusal = 'La colonia no corresponde al código postal.';
    const server = serveFailingSave('POST /api/locations', refusal);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<AddressDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva Dirección' });
    const form = within(dialog);
    await user.type(form.getByLabelText('Código postal'), '31000');
    const colonia = form.getByRole('combobox', { name: 'Colonia' });
    await waitFor(() => expect(colonia).toHaveProperty('disabled', false));
    await user.type(colonia, 'centro');
    await user.keyboard('{Enter}');
    await user.type(form.getByLabelText('Calle'), 'Av. Independencia');
    await user.type(form.getByLabelText('No. exterior'), '1001');
    await user.type(form.getByLabelText('Indicaciones'), 'Portón café');
    // No profile here (the API knows no session): who receives is typed.
    await user.type(form.getByLabelText('Quién recibe'), 'Rosa Domínguez');
    await user.type(form.getByLabelText('Teléfono de quien recibe'), '6141234567');
    const save = form.getByRole('button', { name: 'Guardar ubicación' });
    await failSaveThenEscape(user, dialog, save, server, refusal, onClose);
  });
});
