import * as z from 'zod/mini';

/** GET /api/health: the process is up (it says nothing about the database). */
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/ready: the database answers; 503 with `status: 'unavailable'` when it does not. */
export const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
