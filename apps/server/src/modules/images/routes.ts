import { imageParams, imageQuery } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { formatFor, Renditions } from './renditions';

export const IMAGE_NOT_FOUND = 'Imagen no encontrada';

/** GET /api/product/image/{image}?w=: a stored picture, resized and re-encoded for this browser. */
export function imageRoutes(db: Database): FastifyPluginAsyncZod {
  const renditions = new Renditions(db);
  return async (app) => {
    app.get(
      '/product/image/:image',
      { schema: { params: imageParams, querystring: imageQuery } },
      async (request, reply) => {
        const format = formatFor(request.headers.accept);
        const rendition = await renditions.get(request.params.image, request.query.w, format);
        if (!rendition) throw new HttpError(404, IMAGE_NOT_FOUND);
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('ETag', rendition.etag)
          .header('Vary', 'Accept');
        if (request.headers['if-none-match'] === rendition.etag) return reply.status(304).send();
        return reply.type(rendition.contentType).send(Buffer.from(rendition.bytes));
      },
    );
  };
}
