import * as z from 'zod/mini';
import { idParam, MAX_ID } from '../params';

/** 'Avísame cuando llegue': how many sizes one shopper may wait for at once. */
export const MAX_STOCK_ALERTS = 50;

/** POST refused: the size can be bought now, there is nothing to wait for. */
export const SIZE_IN_STOCK = 'Esta talla está disponible: puedes comprarla ahora.';
/** POST refused: the variant does not exist, or its product is not shown in the shop. */
export const SIZE_NOT_FOUND = 'No encontramos esa talla.';
export const TOO_MANY_STOCK_ALERTS = `Ya tienes ${MAX_STOCK_ALERTS} avisos, el máximo: quita alguno en Mis avisos para pedir otro.`;
/** DELETE of an alert that is not the shopper's, or that ended (its e-mail went out, it was removed). */
export const STOCK_ALERT_NOT_FOUND = 'Ese aviso ya no existe: quizá ya llegó la talla o lo quitaste.';
export const STOCK_ALERT_REMOVED = 'Quitamos el aviso: ya no te escribiremos por esa talla.';

/** POST /api/users/me/stock-alerts: the sold-out size (variant) to be told about. */
export const createStockAlertBody = z.strictObject({
  variant_id: z
    .number({ error: 'variant_id debe ser un número entero' })
    .check(z.int('variant_id debe ser un número entero'), z.minimum(1), z.maximum(MAX_ID)),
});
export type CreateStockAlertBody = z.infer<typeof createStockAlertBody>;

/** DELETE /api/users/me/stock-alerts/:id */
export const stockAlertParams = z.strictObject({ id: idParam('id') });

/** A shopper's waiting alert: the size it waits for, as the product page names it. */
export const stockAlert = z.object({
  stock_alert_id: z.number().check(z.int()),
  variant_id: z.number().check(z.int()),
  product_id: z.number().check(z.int()),
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  /** The colour's main picture, or null. */
  image: z.nullable(z.string()),
  created_at: z.string(),
});
export type StockAlert = z.infer<typeof stockAlert>;
export const stockAlertsResponse = z.array(stockAlert);

/** The random token an e-mail's link carries instead of a session: 32 bytes in base64url. */
export const STOCK_ALERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** GET and DELETE /api/stock-alerts/by-token/:token: the page an e-mail's "cancelar" link opens. */
export const stockAlertTokenParams = z.strictObject({
  token: z
    .string({ error: 'El enlace no es válido.' })
    .check(z.regex(STOCK_ALERT_TOKEN_PATTERN, 'El enlace no es válido.')),
});

/** What a token's alert waits for, shown before the shopper confirms removing it. */
export const stockAlertByToken = z.object({
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
});
export type StockAlertByToken = z.infer<typeof stockAlertByToken>;
