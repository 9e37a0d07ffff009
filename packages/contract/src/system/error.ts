import * as z from 'zod/mini';

/**
 * Every error a client sees: one Spanish sentence, never a stack or SQL; `field` names the form field at
 * fault when there is one, for a form to show the sentence under it.
 */
export const errorResponse = z.object({ error: z.string(), field: z.optional(z.string()) });
export type ErrorResponse = z.infer<typeof errorResponse>;
