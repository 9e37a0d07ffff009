import './zod-spanish';
export * from './system/health';
export * from './system/error';
export * from './catalog/categories';
