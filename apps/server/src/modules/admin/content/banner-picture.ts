import { bannerPicture, bannerPictureParams, MAX_PICTURE_BYTES, PICTURE_TYPES } from '@store/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/errors';
import { NOT_A_PICTURE, replaceBannerPicture } from '../../catalog';
import type { AdminDependencies } from '../routes';

const pictureTypes: readonly string[] = PICTURE_TYPES;

/**
 * POST /home/banners/:position/picture: a new picture for one banner, sent as the file itself. Its
 * parser lives in this plugin alone, as the product pictures' does: every other call still speaks JSON.
 */
export function adminBannerPictureRoutes({
  database,
  staff,
}: Pick<AdminDependencies, 'database' | 'staff'>): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.addContentTypeParser(
      [...PICTURE_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/home/banners/:position/picture',
      {
        bodyLimit: MAX_PICTURE_BYTES,
        schema: { params: bannerPictureParams, response: { 200: bannerPicture } },
      },
      async (request) => {
        const user = await staff.requireMember(request);
        // JSON, and the catalogue file type of the enclosing plugin, have parsers here too: only a
        // picture type is taken. What the type claims is checked against the content afterwards.
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!Buffer.isBuffer(request.body) || !pictureTypes.includes(type)) {
          throw new HttpError(415, NOT_A_PICTURE);
        }
        const position = request.params.position;
        const image = await replaceBannerPicture(db, user.email, position, request.body);
        return { message: `Foto del banner ${position} actualizada.`, image };
      },
    );
  };
}
