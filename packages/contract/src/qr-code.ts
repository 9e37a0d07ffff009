import * as z from 'zod/mini';

/**
 * A QR code as one SVG path in a square of `size` modules (the quiet zone included), drawn by the
 * browser with `<path d>`: no picture to fetch, nothing inline for the page's CSP to weigh.
 */
export const qrCodePath = z.object({ size: z.number().check(z.int()), path: z.string() });
export type QrCodePath = z.infer<typeof qrCodePath>;
