import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import type { TeamMemberRow } from '@store/contract/admin';
import { TeamPage } from './TeamPage';

const OWNER: TeamMemberRow = { email: 'dueno@tienda.test', role: 'owner', added_by: null, added_at: null };
const CLERK: TeamMemberRow = {
  email: 'empleado@tienda.test',
  role: 'staff',
  added_by: 'dueno@tienda.test',
  added_at: '2026-11-20T17:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Equipo'", () => {
  it('lists the owners, who cannot be removed here, and the staff, who can', async () => {
    let members = [OWNER, CLERK];
    const fetchMock = stubApi({
      'GET /api/admin/team': () => Response.json({ members }),
      'DELETE /api/admin/team/empleado%40tienda.test': () => {
        members = [OWNER];
        return Response.json({ message: 'empleado@tienda.test ya no está en el equipo.' });
      },
    });
    const user = userEvent.setup();
    renderPage(<TeamPage />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('dueno@tienda.testDueñoConfigurado en el servidor'),
      expect.stringContaining('empleado@tienda.testPersonalLo agregó dueno@tienda.test'),
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Quitar a empleado@tienda.test del equipo' }));
    const question = screen.getByRole('dialog', { name: '¿Quitar a empleado@tienda.test del equipo?' });
    expect(question.textContent).toContain('Ya no podrá entrar a la administración.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(fetchMock, 'DELETE', '/api/admin/team/empleado%40tienda.test')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar a empleado@tienda.test del equipo' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Quitar del equipo' }));
    expect(await screen.findByText('empleado@tienda.test ya no está en el equipo.')).toBeTruthy();
    expect(
      await screen.findByText('Aún no hay personal: solo los dueños entran a la administración.'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'DELETE', '/api/admin/team/empleado%40tienda.test')).toHaveLength(1);
  });

  it('checks the e-mail before sending it, and shows the server’s refusal', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/team': () => Response.json({ members: [OWNER] }),
      'POST /api/admin/team': () =>
        Response.json(
          { error: 'Ese correo es de un dueño de la tienda: ya puede entrar a todo.' },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderPage(<TeamPage />);
    const email = await screen.findByLabelText('Correo con el que inicia sesión');

    await user.type(email, 'ana');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe el correo completo de la persona, por ejemplo ana@gmail.com.',
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(fetchMock, 'POST', '/api/admin/team')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Dueno@Tienda.test');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ese correo es de un dueño de la tienda: ya puede entrar a todo.',
    );
    expect(sentTo(fetchMock, 'POST', '/api/admin/team')).toEqual([{ email: 'Dueno@Tienda.test' }]);
  });

  it('adds a staff member and shows them in the list', async () => {
    let members = [OWNER];
    stubApi({
      'GET /api/admin/team': () => Response.json({ members }),
      'POST /api/admin/team': () => {
        members = [OWNER, CLERK];
        return Response.json(
          { message: 'Listo: empleado@tienda.test ya puede entrar como personal.' },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderPage(<TeamPage />);
    await user.type(await screen.findByLabelText('Correo con el que inicia sesión'), 'empleado@tienda.test');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(
      await screen.findByText('Listo: empleado@tienda.test ya puede entrar como personal.'),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Quitar a empleado@tienda.test del equipo' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Correo con el que inicia sesión')).toHaveProperty('value', '');
  });
});
