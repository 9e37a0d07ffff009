import * as z from 'zod/mini';

/** GET /api/banners: the home slider's four pictures with the words written over them. */
export const banner = z.object({
  position: z.number().check(z.int()),
  title: z.string(),
  subtitle: z.string(),
  /** A path inside the shop. */
  link: z.string(),
  image: z.string(),
});
export type Banner = z.infer<typeof banner>;
export const bannersResponse = z.array(banner);
