import type { AdminMessage, AdminMessagesResponse, AuditResponse } from '@store/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema';
import { startAdminTestApp, type AdminTestApp } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';
import { queueMessage } from '../../mail';

let t: AdminTestApp;
const ids: Record<string, number> = {};

// Far ahead: the app's own sender leaves them alone, so each keeps the state the test gives it.
const LATER = new Date(Date.now() + 24 * 60 * 60_000);

async function arrange(
  message: Parameters<typeof queueMessage>[1],
  state: Partial<typeof outboxMessages.$inferInsert>,
) {
  const { key } = message;
  await queueMessage(t.database.db, message);
  const [row] = await t.database.db
    .update(outboxMessages)
    .set({ nextAttemptAt: LATER, ...state })
    .where(eq(outboxMessages.key, key))
    .returning({ id: outboxMessages.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await startAdminTestApp();
  await arrange(
    {
      key: 'prueba:entregado',
      kind: 'order-delivered',
      to: { email: 'lucia@correo.test' },
      orderId: 77,
      data: { orderNumber: 77 },
    },
    {
      status: 'sent',
      attempts: 1,
      sentAt: new Date('2026-10-02T05:31:00Z'),
      // 23:30 of 1 October in Mexico City (UTC−6).
      createdAt: new Date('2026-10-02T05:30:00Z'),
    },
  );
  await arrange(
    {
      key: 'prueba:devolucion',
      kind: 'return-approved',
      to: { email: 'mario@correo.test' },
      orderId: 78,
      data: { orderNumber: 78 },
    },
    {
      status: 'failed',
      attempts: 7,
      lastError: '550 buzón lleno',
      createdAt: new Date('2026-10-03T17:00:00Z'),
    },
  );
  await arrange(
    {
      key: 'prueba:existencias',
      kind: 'low-stock',
      to: 'staff',
      data: { day: '2026-10-03', threshold: 3, variants: [], truncated: false },
    },
    { createdAt: new Date('2026-10-03T18:00:00Z') },
  );
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.app.inject({ url: `/api/admin/messages${query}`, cookies: t.clerk });
  expect(response.statusCode, query).toBe(200);
  return response.json() as AdminMessagesResponse;
};
const subjects = async (query: string) => (await list(query)).messages.map((message) => message.subject);
const resend = (id: number, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/resend`, cookies: t.clerk, payload });

describe("'Mensajes'", () => {
  it('lists every e-mail the shop wrote, newest first, with its state, to whom and its order', async () => {
    const { messages, pagination } = await list();
    expect(pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    expect(messages).toEqual([
      expect.objectContaining({
        subject: 'Existencias bajas: 0 tallas por surtir',
        recipient: 'Personal de la tienda',
        state: 'pendiente',
        order_id: null,
      }),
      expect.objectContaining({
        subject: 'Aprobamos tu devolución del pedido #78',
        recipient: 'mario@correo.test',
        state: 'fallido',
        attempts: 7,
        last_error: '550 buzón lleno',
        order_id: 78,
        resent_from: null,
      }),
      {
        id: ids['prueba:entregado'],
        subject: 'Tu pedido #77 fue entregado',
        recipient: 'lucia@correo.test',
        state: 'enviado',
        attempts: 1,
        created_at: '2026-10-02T05:30:00.000Z',
        sent_at: '2026-10-02T05:31:00.000Z',
        last_error: null,
        order_id: 77,
        resent_from: null,
      },
    ]);
  });

  it('filters by kind, state, recipient and days (Mexico City’s)', async () => {
    expect(await subjects('?state=fallido')).toEqual(['Aprobamos tu devolución del pedido #78']);
    expect(await subjects('?group=personal')).toEqual(['Existencias bajas: 0 tallas por surtir']);
    expect(await subjects('?group=pedidos&state=enviado')).toEqual(['Tu pedido #77 fue entregado']);
    expect(await subjects('?recipient=LUCIA')).toEqual(['Tu pedido #77 fue entregado']);
    expect(await subjects('?recipient=personal')).toEqual(['Existencias bajas: 0 tallas por surtir']);
    expect(await subjects('?from=2026-10-01&to=2026-10-01')).toEqual(['Tu pedido #77 fue entregado']);
    expect(await subjects('?from=2026-10-02&group=devoluciones')).toEqual([
      'Aprobamos tu devolución del pedido #78',
    ]);
    expect(await subjects('?recipient=100%25_nadie')).toEqual([]);
  });

  it('refuses a bad filter with a Spanish 400', async () => {
    for (const [query, error] of [
      ['?state=perdido', "state debe ser 'enviado', 'pendiente' o 'fallido'"],
      ['?group=todos', 'Elige un tipo de correo de la lista.'],
      ['?from=2026-02-30', 'from no es una fecha válida'],
      ['?from=2026-10-02&to=2026-10-01', 'La fecha Desde debe ser anterior o igual a la fecha Hasta.'],
      ['?page=0', 'La página debe estar entre 1 y 100000'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/admin/messages${query}`, cookies: t.clerk });
      expect(response.statusCode, query).toBe(400);
      expect(String(response.json().error), query).toContain(error);
    }
  });

  it("'Reenviar' writes a new message, keeps the first as it went, and may send it to another address", async () => {
    const firstId = ids['prueba:devolucion']!;
    const before = (await list('?state=fallido')).messages;

    const same = await resend(firstId);
    expect(same.statusCode).toBe(201);
    expect(same.json()).toMatchObject({
      subject: 'Aprobamos tu devolución del pedido #78',
      recipient: 'mario@correo.test',
      state: 'pendiente',
      attempts: 0,
      order_id: 78,
      resent_from: firstId,
    });
    const other = await resend(firstId, { to: ' Mario.Trabajo@Empresa.test ' });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ recipient: 'mario.trabajo@empresa.test', resent_from: firstId });

    // The first stays failed, with its tries and error, beside its two copies.
    expect((await list('?state=fallido')).messages).toEqual(before);
    const copies = (await list('?group=devoluciones')).messages.filter(
      (message: AdminMessage) => message.resent_from === firstId,
    );
    expect(copies.map((message) => message.id).sort()).toEqual(
      [(same.json() as AdminMessage).id, (other.json() as AdminMessage).id].sort(),
    );
    const logged = (await readAuditLog(t.app, t.staff)).map((entry) => [entry.actor, entry.sentence]);
    expect(logged).toContainEqual([
      'empleado@tienda.test',
      'Reenvió el correo «Aprobamos tu devolución del pedido #78» a mario.trabajo@empresa.test (pedido #78)',
    ]);

    // A message about no order, to the whole team: the Bitácora names no order.
    expect((await resend(ids['prueba:existencias']!)).statusCode).toBe(201);
    expect((await readAuditLog(t.app, t.staff))[0]).toMatchObject({
      actor: 'empleado@tienda.test',
      sentence: 'Reenvió el correo «Existencias bajas: 0 tallas por surtir» a Personal de la tienda',
    });
    // Narrowed to 'Pedidos y devoluciones', the order's e-mail sent again is there; the team's is not.
    const ofOrders = await t.app.inject({ url: '/api/admin/audit?kind=pedidos', cookies: t.staff });
    const sentences = (ofOrders.json() as AuditResponse).entries.map((entry) => entry.sentence);
    expect(sentences).toContain(
      'Reenvió el correo «Aprobamos tu devolución del pedido #78» a mario.trabajo@empresa.test (pedido #78)',
    );
    expect(sentences.filter((sentence) => sentence.includes('Existencias bajas'))).toEqual([]);
  });

  it('refuses a bad address or a message that does not exist, writing nothing', async () => {
    const total = (await list()).pagination.total;
    for (const to of ['mario', 'a@b', 'uno@correo.test, dos@correo.test', 'x'.repeat(250) + '@c.test']) {
      const response = await resend(ids['prueba:entregado']!, { to });
      expect(response.statusCode, to).toBe(400);
      expect(response.json().error, to).toContain('Escribe un correo completo, por ejemplo ana@gmail.com.');
    }
    const missing = await resend(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ese correo no existe o ya no se puede reenviar.' });
    expect((await resend(ids['prueba:entregado']!, { to: 'x@y.test', cc: 'z@y.test' })).statusCode).toBe(400);
    expect((await list()).pagination.total).toBe(total);
  });
});
