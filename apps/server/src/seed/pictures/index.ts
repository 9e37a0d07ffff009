export type { PictureKind, PictureView } from './types';
export { PICTURE_KINDS } from './types';
export { productSvg } from './product-svg';
