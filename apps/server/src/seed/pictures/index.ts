export type { PictureKind, PictureView } from './types';
export { PICTURE_KINDS, PICTURE_VIEWS } from './types';
export { productSvg } from './product-svg';
export { bannerSvg } from './banner-svg';
