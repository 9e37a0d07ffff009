import * as z from 'zod/mini';

/**
 * The shop's departments with fixed ids that links and bookmarks depend on: the navbar and the home page's
 * category strip link to these numbers, so they are part of the contract, not data that may drift.
 */
export const CATEGORIES = [
  { category_id: 1, name: 'Accesorios' },
  { category_id: 2, name: 'Blusas' },
  { category_id: 3, name: 'Botas' },
  { category_id: 4, name: 'Gorras' },
  { category_id: 5, name: 'Calzado' },
  { category_id: 6, name: 'Camisas' },
  { category_id: 7, name: 'Camisolas' },
  { category_id: 8, name: 'Chalecos' },
  { category_id: 9, name: 'Chamarras' },
  { category_id: 10, name: 'Cintos' },
  { category_id: 11, name: 'Hebillas' },
  { category_id: 12, name: 'Navajas' },
  { category_id: 13, name: 'Pantalones' },
  { category_id: 14, name: 'Perfumes' },
  { category_id: 15, name: 'Playeras' },
  { category_id: 16, name: 'Ropa interior' },
  { category_id: 17, name: 'Sacos' },
  { category_id: 18, name: 'Shorts' },
  { category_id: 19, name: 'Sombreros' },
  { category_id: 20, name: 'Suéter' },
  { category_id: 21, name: 'Vestidos' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['category_id'];

export const category = z.object({
  category_id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  /** A picture of one of its products, for the home page's category strip; null while it has none. */
  image: z.nullable(z.string()),
});
export type Category = z.infer<typeof category>;

/** Who a product is for; the navbar's HOMBRE, MUJER and NIÑOS links filter on it. */
export const TARGET_AUDIENCES = ['hombre', 'mujer', 'niños'] as const;
export const targetAudience = z.enum(TARGET_AUDIENCES);
export type TargetAudience = z.infer<typeof targetAudience>;
