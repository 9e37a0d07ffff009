import { errorResponse, messageResponse } from '@store/contract';
import {
  adminColorParams,
  adminPictureParams,
  adminProductDetail as adminProductDetailSchema,
  adminProductParams,
  adminProductsQuery,
  adminProductsResponse,
  bulkUpdateApplied,
  bulkUpdateApplyBody,
  bulkUpdateBody,
  bulkUpdatePreview,
  catalogOptions as catalogOptionsSchema,
  colorPictures,
  MAX_CSV_LENGTH,
  MAX_PICTURE_BYTES,
  PICTURE_TYPES,
  productInput,
  reorderPicturesBody,
  savedProduct,
} from '@store/contract/admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/errors';
import {
  addPicture,
  applyBulkUpdate,
  type BulkApplied,
  catalogOptions,
  createProduct,
  listProductsForStaff,
  NOT_A_PICTURE,
  previewBulkUpdate,
  PRODUCT_NOT_FOUND,
  productForEditor,
  publishProduct,
  removePicture,
  reorderPictures,
  setProductHidden,
  updateProduct,
} from '../../catalog';
import { soldVariants } from '../../orders';
import { tellWaitingShoppers } from '../../stock-alerts';
import type { AdminDependencies } from '../routes';
import { parseBulkCsv } from './parse-bulk-csv';

// A CSV of MAX_CSV_LENGTH characters, as JSON, with room for escapes and multi-byte characters.
const BULK_BODY_LIMIT = MAX_CSV_LENGTH * 3;

/** The back-office calls for products, their colours, sizes, prices, stock and pictures; the bulk CSV update. */
export function adminCatalogRoutes({ database, staff }: AdminDependencies): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    const actor = async (request: Parameters<typeof staff.requireMember>[0]) =>
      (await staff.requireMember(request)).email;
    // Staff edit stock and pictures; prices, discounts and new sizes are the owners' (a 403 from the catalogue).
    const priceRight = async (request: Parameters<typeof staff.requireMember>[0]) => ({
      mayChangePrices: (await staff.requireMember(request)).role === 'owner',
    });

    app.get(
      '/products',
      { schema: { querystring: adminProductsQuery, response: { 200: adminProductsResponse } } },
      (request) => listProductsForStaff(db, request.query),
    );

    app.get(
      '/products/:id',
      {
        schema: {
          params: adminProductParams,
          response: { 200: adminProductDetailSchema, 404: errorResponse },
        },
      },
      async (request) => {
        const product = await productForEditor(db, request.params.id, soldVariants);
        if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
        return product;
      },
    );

    app.get('/catalog-options', { schema: { response: { 200: catalogOptionsSchema } } }, () =>
      catalogOptions(db),
    );

    app.post(
      '/products',
      { schema: { body: productInput, response: { 201: savedProduct } } },
      async (request, reply) => {
        const productId = await createProduct(db, await actor(request), request.body);
        return reply.status(201).send({ message: 'Producto creado', product_id: productId });
      },
    );

    app.put(
      '/products/:id',
      { schema: { params: adminProductParams, body: productInput, response: { 200: savedProduct } } },
      async (request) => {
        await updateProduct(
          db,
          await actor(request),
          request.params.id,
          request.body,
          tellWaitingShoppers,
          soldVariants,
          await priceRight(request),
        );
        return { message: 'Producto guardado', product_id: request.params.id };
      },
    );

    for (const [path, hidden, message] of [
      ['hide', true, 'El producto ya no se muestra en la tienda'],
      ['show', false, 'El producto se muestra en la tienda'],
    ] as const) {
      app.post(
        `/products/:id/${path}`,
        { schema: { params: adminProductParams, response: { 200: messageResponse } } },
        async (request) => {
          await setProductHidden(db, await actor(request), request.params.id, hidden);
          return { message };
        },
      );
    }

    app.post(
      '/products/:id/publish',
      {
        schema: {
          params: adminProductParams,
          response: { 200: messageResponse, 404: errorResponse, 422: errorResponse },
        },
      },
      async (request) => {
        await publishProduct(db, await actor(request), request.params.id);
        return { message: 'El producto se publicó en la tienda' };
      },
    );

    // Pictures arrive as the file itself. Its parser lives in this one call's plugin: everywhere else the
    // API still speaks JSON alone. What the type claims is checked against the content later.
    await app.register(async (plugin) => {
      const uploads = plugin.withTypeProvider<ZodTypeProvider>();
      uploads.addContentTypeParser(
        [...PICTURE_TYPES],
        { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES },
        (_request, body, done) => done(null, body),
      );
      uploads.post(
        '/products/:id/colors/:colorId/pictures',
        {
          bodyLimit: MAX_PICTURE_BYTES,
          schema: { params: adminColorParams, response: { 201: colorPictures } },
        },
        async (request, reply) => {
          // A JSON body reaches here too (its parser is the app's); only the picture parser gives a Buffer.
          if (!Buffer.isBuffer(request.body)) throw new HttpError(415, NOT_A_PICTURE);
          const pictures = await addPicture(
            db,
            await actor(request),
            request.params.id,
            request.params.colorId,
            request.body,
          );
          return reply.status(201).send({ images: pictures });
        },
      );
    });

    app.put(
      '/products/:id/colors/:colorId/pictures',
      { schema: { params: adminColorParams, body: reorderPicturesBody, response: { 200: colorPictures } } },
      async (request) => ({
        images: await reorderPictures(
          db,
          await actor(request),
          request.params.id,
          request.params.colorId,
          request.body.images,
        ),
      }),
    );

    app.delete(
      '/products/:id/colors/:colorId/pictures/:name',
      { schema: { params: adminPictureParams, response: { 200: colorPictures } } },
      async (request) => ({
        images: await removePicture(
          db,
          await actor(request),
          request.params.id,
          request.params.colorId,
          request.params.name,
        ),
      }),
    );

    // The file is the back-office's format: read here, its rows handed to the catalogue. A file that
    // cannot be read at all (no header, an unknown column) has no rows to preview or apply.
    app.post(
      '/products/bulk-update/preview',
      { bodyLimit: BULK_BODY_LIMIT, schema: { body: bulkUpdateBody, response: { 200: bulkUpdatePreview } } },
      async (request) => {
        const parsed = parseBulkCsv(request.body.csv);
        if (parsed.error !== null) return { rows: [], error: parsed.error, errors: 1, changes: 0 };
        return previewBulkUpdate(db, parsed.rows);
      },
    );

    app.post(
      '/products/bulk-update/apply',
      {
        bodyLimit: BULK_BODY_LIMIT,
        schema: { body: bulkUpdateApplyBody, response: { 200: bulkUpdateApplied } },
      },
      async (request) => {
        const parsed = parseBulkCsv(request.body.csv);
        if (parsed.error !== null) throw new HttpError(422, parsed.error);
        const applied = await applyBulkUpdate(
          db,
          await actor(request),
          parsed.rows,
          request.body.shown_stock,
          tellWaitingShoppers,
          await priceRight(request),
        );
        const { changed, newVariants, visibility } = applied;
        return {
          message: appliedMessage(applied),
          changes: changed + newVariants + visibility,
        };
      },
    );
  };
}

/** 'Se actualizó 1 variante', and what else the file did when it created or hid products. */
function appliedMessage({ changed, newProducts, newVariants, visibility }: BulkApplied): string {
  const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
  const parts = [
    newProducts > 0
      ? plural(
          newProducts,
          'Se creó 1 producto (borrador)',
          `Se crearon ${newProducts} productos (borradores)`,
        )
      : '',
    newVariants > 0
      ? plural(newVariants, 'se agregó 1 variante', `se agregaron ${newVariants} variantes`)
      : '',
    visibility > 0
      ? plural(
          visibility,
          'cambió la visibilidad de 1 producto',
          `cambió la visibilidad de ${visibility} productos`,
        )
      : '',
  ].filter(Boolean);
  const updated = plural(changed, 'se actualizó 1 variante', `se actualizaron ${changed} variantes`);
  if (parts.length === 0) return updated.charAt(0).toUpperCase() + updated.slice(1);
  const all = changed > 0 ? [...parts, updated] : parts;
  const sentence = all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} y ${all.at(-1)}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
