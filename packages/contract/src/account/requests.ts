import * as z from 'zod/mini';
import { plainText } from '../text';

// Apart from user.ts on purpose: the browser's first chunk holds user.ts (for `currentUser`), and a module
// it imports rides along; the request schemas are the server's to run.

/** GET /api/auth/google?returnTo=/payment: where to come back to, a path inside the shop. */
export const signInQuery = z.strictObject({
  returnTo: z.optional(
    z
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
  name: z
    .string()
    .check(
      z.trim(),
      plainText(),
      z.minLength(1, 'El nombre es obligatorio.'),
      z.maxLength(120, 'El nombre es demasiado largo.'),
    ),
  phone_number: z
    .string()
    .check(
      z.trim(),
      plainText(),
      z.minLength(10, 'El número de teléfono debe tener 10 dígitos.'),
      z.maxLength(20, 'El número de teléfono es demasiado largo.'),
    ),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
