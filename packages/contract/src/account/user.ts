import * as z from 'zod/mini';
import { plainText } from '../text';

/** GET /api/auth/me: the signed-in shopper (401 when nobody is). */
export const currentUser = z.object({
  name: z.string(),
  email: z.string(),
  /** E.164, such as +526141234567; null until the shopper adds one. */
  phone_number: z.nullable(z.string()),
  picture: z.nullable(z.string()),
  /** The identity provider's subject (Google's user id, or the local provider's). */
  google_id: z.string(),
  ecommerce_user_id: z.number().check(z.int()),
});
export type CurrentUser = z.infer<typeof currentUser>;

// The browser's first chunk holds this module for `currentUser`. Rollup keeps a `.check(...)` chain even
// when its schema is unused, so the request schemas below mark theirs pure: the server alone runs them.

/** GET /api/auth/google?returnTo=/payment: where to come back to, a path inside the shop. */
export const signInQuery = z.strictObject({
  returnTo: z.optional(
    /* @__PURE__ */ z
      .string()
      .check(
        z.maxLength(500),
        z.regex(/^\/(?![/\\])[^\s]*$/, 'returnTo debe ser una ruta de la tienda'),
        plainText(),
      ),
  ),
});

/** PATCH /api/users: only the name and the phone can change; the e-mail comes from the provider. */
export const updateProfileBody = z.strictObject({
  name: /* @__PURE__ */ z
    .string()
    .check(
      z.trim(),
      plainText(),
      z.minLength(1, 'El nombre es obligatorio.'),
      z.maxLength(120, 'El nombre es demasiado largo.'),
    ),
  phone_number: /* @__PURE__ */ z
    .string()
    .check(
      z.trim(),
      plainText(),
      z.minLength(10, 'El número de teléfono debe tener 10 dígitos.'),
      z.maxLength(20, 'El número de teléfono es demasiado largo.'),
    ),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** What the calls that change something answer (the spec reads `message` or `error`). */
export const messageResponse = z.object({ message: z.string() });

/**
 * GET /api/auth/token: a short-lived bearer token for `GET /api/user_ecommerce/me`, for a signed-in
 * browser (the spec sends that call with an Authorization header).
 */
export const bearerTokenResponse = z.object({ token: z.string(), expires_in: z.number().check(z.int()) });

/** GET /api/user_ecommerce/me */
export const ecommerceUser = z.object({ name: z.string(), ecommerce_user_id: z.number().check(z.int()) });
