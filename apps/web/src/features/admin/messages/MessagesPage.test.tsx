import type { AdminMessage, AdminMessagesResponse } from '@store/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { MessagesPage } from './MessagesPage';

const failed: AdminMessage = {
  id: 31,
  subject: 'Aprobamos tu devolución del pedido #78',
  recipient: 'mario@correo.test',
  state: 'fallido',
  attempts: 7,
  created_at: '2026-10-03T17:00:00.000Z',
  sent_at: null,
  last_error: '550 buzón lleno',
  order_id: 78,
  resent_from: null,
};
const staffDigest: AdminMessage = {
  ...failed,
  id: 32,
  subject: 'Existencias bajas: 2 tallas por surtir',
  recipient: 'Personal de la tienda',
  state: 'enviado',
  attempts: 1,
  sent_at: '2026-10-03T18:01:00.000Z',
  last_error: null,
  order_id: null,
};
const answer = (messages: AdminMessage[]): AdminMessagesResponse => ({
  messages,
  pagination: { page: 1, limit: 50, total: messages.length, totalPages: 1 },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Mensajes'", () => {
  it('lists every e-mail with its state, and asks the server for the kind, state, recipient and days chosen', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/messages': ({ url }) =>
        Response.json(answer(url.searchParams.get('state') === 'fallido' ? [failed] : [staffDigest, failed])),
    });
    renderPage(<MessagesPage />);

    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('Fallido tras 7 intentos: 550 buzón lleno')).toBeTruthy();
    expect(list.getByRole('link', { name: 'pedido #78' }).getAttribute('href')).toMatch(/\/pedidos\/78$/);

    const form = within(screen.getByRole('search', { name: 'Filtrar correos' }));
    fireEvent.change(form.getByLabelText('Estado'), { target: { value: 'fallido' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    fireEvent.change(form.getByLabelText('Destinatario'), { target: { value: ' mario ' } });
    fireEvent.change(form.getByLabelText('Desde'), { target: { value: '2026-10-01' } });
    fireEvent.change(form.getByLabelText('Tipo'), { target: { value: 'devoluciones' } });
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(
        '/api/admin/messages?group=devoluciones&state=fallido&recipient=mario&from=2026-10-01&page=1',
      ),
    );
  });

  it('opens on the failed ones from the home’s link, with Estado showing it, and leaves out what it does not know', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/messages': ({ url }) =>
        Response.json(answer(url.searchParams.get('state') === 'fallido' ? [failed] : [staffDigest, failed])),
    });
    renderPage(<MessagesPage />, { at: '/mensajes?state=fallido&group=nada' });

    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/messages?state=fallido&page=1');
    const form = within(screen.getByRole('search', { name: 'Filtrar correos' }));
    expect((form.getByLabelText('Estado') as HTMLSelectElement).value).toBe('fallido');
    expect((form.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('');
  });

  it("'Reenviar' sends a copy to the same address, or to another one staff write", async () => {
    const fetchMock = stubApi({
      'GET /api/admin/messages': () => Response.json(answer([failed])),
      'POST /api/admin/messages/31/resend': ({ body }) => {
        const to = (body as { to?: string }).to;
        return to === 'no-es-correo'
          ? Response.json(
              { error: 'Escribe un correo completo, por ejemplo ana@gmail.com.', field: 'to' },
              { status: 400 },
            )
          : Response.json(
              {
                ...failed,
                id: 40,
                state: 'pendiente',
                attempts: 0,
                last_error: null,
                resent_from: 31,
                recipient: to ?? failed.recipient,
              },
              { status: 201 },
            );
      },
    });
    renderPage(<MessagesPage />);

    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Reenviar «Aprobamos tu devolución del pedido #78» a mario@correo.test',
      }),
    );
    const address = screen.getByLabelText('Enviar a');
    expect(address).toHaveProperty('value', 'mario@correo.test');
    fireEvent.change(address, { target: { value: 'no-es-correo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe un correo completo, por ejemplo ana@gmail.com.',
    );

    fireEvent.change(address, { target: { value: 'mario.trabajo@empresa.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(
      await screen.findByText(
        'Listo: «Aprobamos tu devolución del pedido #78» se enviará a mario.trabajo@empresa.test en un momento.',
      ),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/messages/31/resend')).toEqual([
      { to: 'no-es-correo' },
      { to: 'mario.trabajo@empresa.test' },
    ]);
  });

  it('sends to the same address without naming one, and says when nothing matches', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/messages': ({ url }) =>
        Response.json(answer(url.searchParams.has('recipient') ? [] : [failed])),
      'POST /api/admin/messages/31/resend': () =>
        Response.json({ ...failed, id: 41, resent_from: 31 }, { status: 201 }),
    });
    renderPage(<MessagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Reenviar «/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    await screen.findByText(/se enviará a mario@correo\.test/);
    expect(sentTo(fetchMock, 'POST', '/api/admin/messages/31/resend')).toEqual([{}]);

    const form = within(screen.getByRole('search', { name: 'Filtrar correos' }));
    fireEvent.change(form.getByLabelText('Destinatario'), { target: { value: 'nadie' } });
    fireEvent.click(form.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Ningún correo coincide con estos filtros.')).toBeTruthy();
  });
});
