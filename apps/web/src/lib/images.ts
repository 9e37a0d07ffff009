export { imagePath as imageUrl, imageSrcSet, IMAGE_SIZES } from '@store/contract';

/** Shown when a picture fails to load. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
