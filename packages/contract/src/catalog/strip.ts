import * as z from 'zod/mini';

/**
 * GET /api/strip: the home strip's lasting lines, in the owner's order. The page adds the promotions
 * running now after them; no line here names a promotion.
 */
export const stripResponse = z.array(z.string());
export type StripLines = z.infer<typeof stripResponse>;
