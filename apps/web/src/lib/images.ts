import { IMAGE_WIDTHS } from '@store/contract';
import { API_BASE } from './api';

/** A stored picture at a width the image route serves. */
export const imageUrl = (name: string, width?: (typeof IMAGE_WIDTHS)[number]): string =>
  `${API_BASE}/product/image/${encodeURIComponent(name)}${width ? `?w=${width}` : ''}`;

/** Every served width up to `max`, for `srcset`; the browser picks by the `sizes` the page gives. */
export function imageSrcSet(name: string, max: number = 1600): string {
  return IMAGE_WIDTHS.filter((width) => width <= max)
    .map((width) => `${imageUrl(name, width)} ${width}w`)
    .join(', ');
}

/** Shown when a picture fails to load (the spec's placeholder image). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
