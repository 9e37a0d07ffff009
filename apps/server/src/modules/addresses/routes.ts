import {
  createLocationBody,
  locationParams,
  locationsResponse,
  messageResponse,
  updateLocationBody,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../auth';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses';

/** The signed-in shopper's delivery addresses (GET/POST/PUT /locations, DELETE /locations/{id}, the paths the storefront calls). */
export function addressesRoutes(db: Database, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    // A guest is told to sign in before anything about the request itself.
    app.addHook('preValidation', async (request) => {
      await sessions.requireUser(request);
    });

    app.get('/locations', { schema: { response: { 200: locationsResponse } } }, async (request) =>
      listAddresses(db, (await sessions.requireUser(request)).id),
    );

    app.post(
      '/locations',
      {
        schema: { body: createLocationBody, response: { 201: messageResponse } },
        config: { rateLimit: 'address-write' },
      },
      async (request, reply) => {
        const user = await sessions.requireUser(request);
        await addAddress(db, user.id, request.body);
        return reply.status(201).send({ message: 'Dirección agregada correctamente' });
      },
    );

    app.put(
      '/locations',
      {
        schema: { body: updateLocationBody, response: { 200: messageResponse } },
        config: { rateLimit: 'address-write' },
      },
      async (request) => {
        const user = await sessions.requireUser(request);
        await updateAddress(db, user.id, request.body.shipping_address_id, request.body);
        return { message: 'Dirección actualizada correctamente' };
      },
    );

    app.delete(
      '/locations/:id',
      {
        schema: { params: locationParams, response: { 200: messageResponse } },
        config: { rateLimit: 'address-write' },
      },
      async (request) => {
        const user = await sessions.requireUser(request);
        await deleteAddress(db, user.id, request.params.id);
        return { message: 'Dirección eliminada correctamente' };
      },
    );
  };
}
