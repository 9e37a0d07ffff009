import * as z from 'zod/mini';

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

/** The session as a page carries it (`SESSION_PAGE_DATA_KEY`): the signed-in shopper, or null for a guest. */
export const pageSession = z.nullable(currentUser);

/** What the calls that change something answer (the browser shows `message` or `error` to the shopper). */
export const messageResponse = z.object({ message: z.string() });

/**
 * GET /api/auth/token: a short-lived bearer token for `GET /api/user_ecommerce/me`, for a signed-in
 * browser (the storefront sends that call with an Authorization header).
 */
export const bearerTokenResponse = z.object({ token: z.string(), expires_in: z.number().check(z.int()) });

/** GET /api/user_ecommerce/me */
export const ecommerceUser = z.object({ name: z.string(), ecommerce_user_id: z.number().check(z.int()) });
