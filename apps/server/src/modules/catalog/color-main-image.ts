import { sql, type SQL } from 'drizzle-orm';

/** The name of a colour's first picture, for a query that has the colour as `c`. */
export const colorMainImage: SQL = sql.raw(
  '(SELECT i.name FROM color_images ci JOIN images i ON i.id = ci.image_id WHERE ci.color_id = c.id ORDER BY ci.position LIMIT 1)',
);
