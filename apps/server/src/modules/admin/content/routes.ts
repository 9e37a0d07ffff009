import {
  auditQuery,
  auditResponse,
  bannersBody,
  homeContent as homeContentResponse,
  MAX_SEPOMEX_FILE_BYTES,
  postalCodeCounts as postalCodeCountsResponse,
  postalCodeImport,
  rowBody,
  selectionParams,
  stripBody,
} from '@store/contract/admin';
import { messageResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/errors';
import type { AdminDependencies } from '../routes';
import { auditEntries } from '../../audit';
import { homeForEditor, replaceBanners, replaceRow, replaceStripLines } from '../../catalog';
import { adminBannerPictureRoutes } from './banner-picture';
import { loadPostalCodes, postalCodeCounts } from './postal-codes';

const FILE_TYPE = 'application/octet-stream';

/** The back-office calls for the home page's banners, featured rows and strip, the postal-code catalogue upload, the audit log. */
export function adminContentRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get('/home', { schema: { response: { 200: homeContentResponse } } }, () => homeForEditor(db));

    app.put(
      '/home/banners',
      { schema: { body: bannersBody, response: { 200: messageResponse } } },
      async (request) => {
        const user = await staff.requireMember(request);
        await replaceBanners(db, user.email, request.body.banners);
        return { message: 'Banners guardados.' };
      },
    );

    await app.register(adminBannerPictureRoutes({ database, staff }));

    app.put(
      '/home/rows/:selection',
      { schema: { params: selectionParams, body: rowBody, response: { 200: messageResponse } } },
      async (request) => {
        const user = await staff.requireMember(request);
        await replaceRow(db, user.email, request.params.selection, request.body.ids);
        return { message: 'Fila guardada.' };
      },
    );

    app.put(
      '/home/strip',
      { schema: { body: stripBody, response: { 200: messageResponse } } },
      async (request) => {
        const user = await staff.requireMember(request);
        await replaceStripLines(db, user.email, request.body.lines);
        return { message: 'Franja guardada.' };
      },
    );

    app.get('/postal-codes', { schema: { response: { 200: postalCodeCountsResponse } } }, () =>
      postalCodeCounts(db),
    );

    // The catalogue file arrives as it is, not as JSON. Its parser lives in this one call's plugin: the
    // other calls here still speak JSON alone, and refuse such a body with 415.
    await app.register(async (plugin) => {
      plugin.addContentTypeParser(
        FILE_TYPE,
        { parseAs: 'buffer', bodyLimit: MAX_SEPOMEX_FILE_BYTES },
        (_request, body, done) => done(null, body),
      );
      plugin.post(
        '/postal-codes',
        {
          bodyLimit: MAX_SEPOMEX_FILE_BYTES,
          schema: { response: { 200: postalCodeImport } },
        },
        async (request) => {
          const user = await staff.requireMember(request);
          if (!Buffer.isBuffer(request.body)) {
            throw new HttpError(
              415,
              'Envíe el archivo de SEPOMEX tal como se descargó (application/octet-stream).',
            );
          }
          if (request.body.length === 0) throw new HttpError(400, 'El archivo está vacío.');
          return loadPostalCodes(db, user.email, request.body);
        },
      );
    });

    app.get('/audit', { schema: { querystring: auditQuery, response: { 200: auditResponse } } }, (request) =>
      auditEntries(db, request.query),
    );
  };
}
