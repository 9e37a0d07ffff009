import * as z from 'zod/mini';

/** Every error a client sees: one Spanish sentence, never a stack or SQL. */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;
