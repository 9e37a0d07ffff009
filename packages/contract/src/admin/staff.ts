import * as z from 'zod/mini';

/** GET /api/admin/session: who is using the back-office (404 to anyone who is not staff). */
export const staffSession = z.object({ name: z.string(), email: z.string() });
export type StaffSession = z.infer<typeof staffSession>;
