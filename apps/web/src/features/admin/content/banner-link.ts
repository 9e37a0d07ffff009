import { INFO_PAGES, productPagePath } from '@store/contract';

/** Where a banner leads, as the owner chooses it: never a path typed by hand. */
export type BannerLink =
  | { kind: 'home' }
  | { kind: 'category'; categoryId: number }
  | { kind: 'product'; productId: number }
  | { kind: 'search'; text: string }
  | { kind: 'info'; path: string }
  /** A link saved before the choices existed, kept as it is until the owner chooses another. */
  | { kind: 'other'; link: string };

export type BannerLinkKind = BannerLink['kind'];

export const LINK_KINDS: { kind: Exclude<BannerLinkKind, 'other'>; label: string }[] = [
  { kind: 'category', label: 'Un departamento' },
  { kind: 'product', label: 'Un producto' },
  { kind: 'search', label: 'Una búsqueda' },
  { kind: 'info', label: 'Una página de información' },
  { kind: 'home', label: 'El inicio' },
];

export const INFO_PAGE_CHOICES = Object.entries(INFO_PAGES).map(([path, page]) => ({
  path,
  title: page.title,
}));

/** The shop's path for a choice: the same paths the menu and the product cards link to. */
export function linkPath(choice: BannerLink): string {
  switch (choice.kind) {
    case 'home':
      return '/';
    case 'category':
      return `/products/1?category_id=${choice.categoryId}`;
    case 'product':
      return productPagePath(choice.productId);
    case 'search':
      return `/products/1?${new URLSearchParams({ name: choice.text.trim() }).toString()}`;
    case 'info':
      return choice.path;
    case 'other':
      return choice.link;
  }
}

/** The choice a saved path stands for; anything else is kept as 'other'. */
export function readLink(link: string): BannerLink {
  if (link === '/') return { kind: 'home' };
  if (link in INFO_PAGES) return { kind: 'info', path: link };
  const product = /^\/product\/(\d{1,10})(?:\/\d{1,10})?$/.exec(link);
  if (product) return { kind: 'product', productId: Number(product[1]) };
  const [path, query = ''] = link.split('?', 2);
  if (path === '/products/1') {
    const params = new URLSearchParams(query);
    const keys = [...new Set(params.keys())];
    const categories = params.getAll('category_id');
    if (keys.length === 1 && categories.length === 1 && /^\d{1,10}$/.test(categories[0] ?? '')) {
      return { kind: 'category', categoryId: Number(categories[0]) };
    }
    const name = params.get('name');
    if (keys.length === 1 && name?.trim()) return { kind: 'search', text: name };
  }
  return { kind: 'other', link };
}
