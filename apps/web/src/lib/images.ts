export { imagePath as imageUrl, imageSrcSet, IMAGE_SIZES } from '@store/contract';

/** Shown when a picture fails to load (the spec's placeholder image). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
