import { z } from 'zod';

/** The widths the image route serves; a page asks for the one that fits (`srcset`). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;
export const IMAGE_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,200}$/;

/** GET /api/product/image/{image}?w=320 */
export const imageParams = z.strictObject({
  image: z
    .string()
    .regex(IMAGE_NAME_PATTERN, 'El nombre de la imagen no es válido')
    .refine((name) => !name.includes('..'), 'El nombre de la imagen no es válido'),
});
export const imageQuery = z.strictObject({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]], {
      error: `w debe ser uno de ${IMAGE_WIDTHS.join(', ')}`,
    })
    .transform(Number)
    .optional(),
});
