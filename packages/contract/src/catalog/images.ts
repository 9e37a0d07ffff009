import * as z from 'zod/mini';

/** The widths the image route serves; a page asks for the one that fits (`srcset`). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;
export const IMAGE_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,200}$/;

/** GET /api/product/image/{image}?w=320 */
export const imageParams = z.strictObject({
  image: z.string().check(
    z.regex(IMAGE_NAME_PATTERN, 'El nombre de la imagen no es válido'),
    z.refine((name) => !name.includes('..'), 'El nombre de la imagen no es válido'),
  ),
});
export const imageQuery = z.strictObject({
  w: z.optional(
    z.pipe(
      // Marked pure, and the message written when needed, so that a bundle which keeps no schema of this
      // file (the browser's first load) drops them too.
      z.enum(/* @__PURE__ */ IMAGE_WIDTHS.map(String) as [string, ...string[]], {
        error: () => `w debe ser uno de ${IMAGE_WIDTHS.join(', ')}`,
      }),
      z.transform(Number),
    ),
  ),
});

/** Where pictures are served; the page and the server's preload hints must name the same addresses. */
export const IMAGE_PATH = '/api/product/image';

/** A stored picture at a width the image route serves. */
export const imagePath = (name: string, width?: (typeof IMAGE_WIDTHS)[number]): string =>
  `${IMAGE_PATH}/${encodeURIComponent(name)}${width ? `?w=${width}` : ''}`;

/** Every served width up to `max`, for `srcset`; the browser picks by the `sizes` the page gives. */
export function imageSrcSet(name: string, max: number = 1600): string {
  return IMAGE_WIDTHS.filter((width) => width <= max)
    .map((width) => `${imagePath(name, width)} ${width}w`)
    .join(', ');
}

/**
 * How wide the large pictures are shown (`sizes`). The server preloads a page's largest picture with
 * the same `srcset` and `sizes` as the page's `<img>`, so the browser fetches it once, early.
 */
export const IMAGE_SIZES = {
  banner: '(max-width: 1280px) 100vw, 1280px',
  productMain: '(max-width: 860px) 100vw, 600px',
  card: '(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 280px',
} as const;

/** A product card's picture: its `src` width and the largest width its `srcset` offers. */
export const CARD_IMAGE = { fallbackWidth: 480, maxWidth: 800 } as const;
