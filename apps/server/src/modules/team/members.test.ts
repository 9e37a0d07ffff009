import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK_EMAIL, signIn, startAdminTestApp, type AdminTestApp } from '../../test/admin-app';
import { FROM_THE_SHOP } from '../../test/from-the-shop';
import { teamEmails } from './members';

// 'Equipo' as an owner uses it: whom they may add or remove, and what the team is then. Who may open the
// back-office at all, and which calls are whose: admin/staff.test.ts and admin/role-table.test.ts.
let t: AdminTestApp;

beforeAll(async () => {
  // Upper case in the variable: e-mails are compared without regard to case.
  t = await startAdminTestApp({ adminEmails: 'Dueno@Tienda.test' });
});
afterAll(() => t.close());

describe("'Equipo'", () => {
  const team = async () => (await t.app.inject({ url: '/api/admin/team', cookies: t.staff })).json();
  const invitations = async (email: string) =>
    (
      await t.app.inject({
        url: `/api/admin/messages?group=personal&recipient=${encodeURIComponent(email)}`,
        cookies: t.staff,
      })
    ).json().messages;
  const add = (email: unknown, cookies = t.staff) =>
    t.app.inject({ method: 'POST', url: '/api/admin/team', cookies, payload: { email } });

  it('lets an owner add staff by e-mail: they open the back-office as staff at once, and the log says who did it', async () => {
    const newcomerSid = await signIn(t.database, 'Vendedor@Correo.test');
    expect(
      (await t.app.inject({ url: '/api/admin/session', cookies: { sid: newcomerSid } })).statusCode,
    ).toBe(404);

    const added = await add('  Vendedor@Correo.test ');
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Listo: vendedor@correo.test ya puede entrar como personal.');
    const session = await t.app.inject({ url: '/api/admin/session', cookies: { sid: newcomerSid } });
    expect(session.json().role).toBe('staff');
    // Their invitation, queued with the change: how to open the back-office.
    expect(await invitations('vendedor@correo.test')).toEqual([
      expect.objectContaining({
        subject: 'Te agregaron al equipo de la tienda',
        recipient: 'vendedor@correo.test',
      }),
    ]);
    expect((await team()).members).toEqual([
      { email: 'dueno@tienda.test', role: 'owner', added_by: null, added_at: null },
      { email: CLERK_EMAIL, role: 'staff', added_by: 'dueno@tienda.test', added_at: expect.any(String) },
      {
        email: 'vendedor@correo.test',
        role: 'staff',
        added_by: 'dueno@tienda.test',
        added_at: expect.any(String),
      },
    ]);

    // Staff hear of new orders too: the staff e-mails go to the whole team.
    expect(await teamEmails(t.database.db, new Set(['dueno@tienda.test']))).toEqual([
      'dueno@tienda.test',
      CLERK_EMAIL,
      'vendedor@correo.test',
    ]);

    const removed = await t.app.inject({
      headers: FROM_THE_SHOP,
      method: 'DELETE',
      url: '/api/admin/team/vendedor@correo.test',
      cookies: t.staff,
    });
    expect(removed.json()).toEqual({ message: 'vendedor@correo.test ya no está en el equipo.' });
    expect(
      (await t.app.inject({ url: '/api/admin/session', cookies: { sid: newcomerSid } })).statusCode,
    ).toBe(404);

    const log = (await t.app.inject({ url: '/api/admin/audit', cookies: t.staff })).json();
    const sentences = log.entries.map((entry: { sentence: string; actor: string }) => [
      entry.actor,
      entry.sentence,
    ]);
    expect(sentences).toContainEqual([
      'dueno@tienda.test',
      'Agregó a vendedor@correo.test al equipo como personal',
    ]);
    expect(sentences).toContainEqual(['dueno@tienda.test', 'Quitó a vendedor@correo.test del equipo']);
  });

  it('refuses an owner’s e-mail, someone already in, a bad e-mail, and removing who is not there, changing nothing', async () => {
    const before = await team();
    const owner = await add('DUENO@tienda.test');
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error).toBe('Ese correo es de un dueño de la tienda: ya puede entrar a todo.');
    const twice = await add(CLERK_EMAIL);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Esa persona ya está en el equipo.');
    // A refused add invites no one.
    expect(await invitations(CLERK_EMAIL)).toEqual([]);
    for (const bad of ['ana', 'ana@', 'a b@c.mx', 'uno@a.mx,dos@b.mx', 12, '']) {
      const response = await add(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json(), String(bad)).toEqual({
        error: 'Escribe el correo completo de la persona, por ejemplo ana@gmail.com.',
        field: 'email',
      });
    }
    const missing = await t.app.inject({
      headers: FROM_THE_SHOP,
      method: 'DELETE',
      url: '/api/admin/team/nadie@correo.test',
      cookies: t.staff,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Esa persona no está en el equipo.');
    expect(await team()).toEqual(before);
  });

  it('is the owners’ alone: staff can neither see it nor add themselves a colleague', async () => {
    expect((await t.app.inject({ url: '/api/admin/team', cookies: t.clerk })).statusCode).toBe(403);
    expect((await add('amigo@correo.test', t.clerk)).statusCode).toBe(403);
    expect((await team()).members.map((member: { email: string }) => member.email)).not.toContain(
      'amigo@correo.test',
    );
  });
});
