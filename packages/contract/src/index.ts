import './zod-spanish';

export * from './params';
export * from './system/health';
export * from './system/error';
export * from './catalog/categories';
export * from './catalog/categories-response';
export * from './catalog/list-item';
export * from './catalog/products-list';
export * from './catalog/product-detail';
export * from './catalog/cart-lines';
export * from './catalog/suggestions';
export * from './catalog/images';
export * from './catalog/banners';
export * from './pages/meta';
export * from './account/user';
export * from './locations/address';
export * from './locations/neighborhoods';
