import { Link, useLocation } from 'wouter';
import './offers.css';

/** The back-office's sections that give money away, under one entry of the main navigation. */
export const OFFER_PAGES = [
  { href: '/promociones', label: 'Promociones' },
  { href: '/cupones', label: 'Cupones' },
] as const;

/** The back-office's pages about what the shop sells: the products, and what buyers say of them. */
export const PRODUCT_PAGES = [
  { href: '/productos', label: 'Productos' },
  { href: '/resenas', label: 'Reseñas' },
] as const;

/** 'Pedidos' and 'Clientes' share one entry too: a customer is reached from their orders and back. */
export const ORDER_PAGES = [
  { href: '/pedidos', label: 'Pedidos' },
  { href: '/clientes', label: 'Clientes' },
] as const;

/**
 * 'Promociones' and 'Cupones' share one entry of the back-office's navigation, so its sections keep to
 * one row at 1280 px; on either page these tabs lead to the other.
 */
export function OffersTabs() {
  return <SectionTabs label="Promociones y cupones" pages={OFFER_PAGES} />;
}

/** 'Pedidos' and 'Clientes', under the entry 'Pedidos'. */
export function OrdersTabs() {
  return <SectionTabs label="Pedidos y clientes" pages={ORDER_PAGES} />;
}

/** 'Productos' and 'Reseñas', under the entry 'Productos'. */
export function ProductsTabs() {
  return <SectionTabs label="Productos y reseñas" pages={PRODUCT_PAGES} />;
}

/**
 * Tabs between the pages one entry of the navigation holds (so the navigation keeps to one row at
 * 1280 px). A page's own sub-pages mark its tab; where one tab's address starts another's
 * ('/devoluciones' and '/devoluciones/por-producto'), the longer one is the page shown.
 */
export function SectionTabs({
  label,
  pages,
}: {
  label: string;
  pages: readonly { href: string; label: string }[];
}) {
  const [location] = useLocation();
  const active = pages
    .filter((page) => location === page.href || location.startsWith(`${page.href}/`))
    .reduce<string | undefined>(
      (best, page) => (best && best.length >= page.href.length ? best : page.href),
      undefined,
    );
  const current = (href: string) => href === active;
  return (
    <nav className="admin-offer-tabs" aria-label={label}>
      <ul>
        {pages.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              aria-current={location === page.href ? 'page' : undefined}
              className={current(page.href) ? 'admin-offer-tab active' : 'admin-offer-tab'}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
