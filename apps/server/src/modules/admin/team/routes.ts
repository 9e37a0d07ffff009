import { messageResponse } from '@store/contract';
import { addTeamMemberBody, newOrdersResponse, teamMemberParams, teamResponse } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paidOrdersSince } from '../../orders';
import { addStaff, listTeam, markOrdersSeen, ordersSeenAt, removeStaff } from '../../team';
import type { AdminDependencies } from '../routes';

/**
 * 'Equipo' (owners add and remove staff) and each member's count of new paid orders, which the back-office
 * asks every 30 seconds and sets back to zero when the member opens the orders.
 */
export function adminTeamRoutes({ database, config, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get('/team', { schema: { response: { 200: teamResponse } } }, async () => ({
      members: await listTeam(db, config.ownerEmails),
    }));

    app.post(
      '/team',
      { schema: { body: addTeamMemberBody, response: { 201: messageResponse } } },
      async (request, reply) => {
        const owner = await staff.requireOwner(request);
        await addStaff(db, config.ownerEmails, owner.email, request.body.email);
        return reply
          .status(201)
          .send({ message: `Listo: ${request.body.email.toLowerCase()} ya puede entrar como personal.` });
      },
    );

    app.delete(
      '/team/:email',
      { schema: { params: teamMemberParams, response: { 200: messageResponse } } },
      async (request) => {
        const owner = await staff.requireOwner(request);
        await removeStaff(db, owner.email, request.params.email);
        return { message: `${request.params.email.toLowerCase()} ya no está en el equipo.` };
      },
    );

    app.get('/orders/new', { schema: { response: { 200: newOrdersResponse } } }, async (request) => {
      const member = await staff.requireMember(request);
      const since = await ordersSeenAt(db, member.id);
      return { count: await paidOrdersSince(db, since), since: since.toISOString() };
    });

    app.post('/orders/seen', { schema: { response: { 200: newOrdersResponse } } }, async (request) => {
      const member = await staff.requireMember(request);
      const now = new Date();
      await markOrdersSeen(db, member.id, now);
      return { count: 0, since: now.toISOString() };
    });
  };
}
