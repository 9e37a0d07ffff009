/** The navbar's departments, each the listing with the filters that make it. */
export const NAV_LINKS = [
  { label: 'HOMBRE', to: '/products/1?target_audience=hombre' },
  { label: 'MUJER', to: '/products/1?target_audience=mujer' },
  { label: 'NIÑOS', to: `/products/1?target_audience=${encodeURIComponent('niños')}` },
  { label: 'JUVENIL', to: '/products/1?category_id=1' },
  { label: 'BOTAS', to: '/products/1?category_id=3' },
  { label: 'TRABAJO', to: '/products/1?category_id=3&category_id=13&category_id=17&category_id=19' },
  { label: 'SOMBREROS', to: '/products/1?category_id=19' },
  { label: 'DESCUENTOS', to: '/products/1?discount=true' },
] as const;

/** The phone menu adds these two. */
export const MOBILE_ONLY_LINKS = [
  { label: 'HOME', to: '/' },
  { label: 'ACCESORIOS', to: '/products/1?category_id=1' },
] as const;
