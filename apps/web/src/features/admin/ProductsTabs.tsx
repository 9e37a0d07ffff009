import { Link, useLocation } from 'wouter';
import './offers.css';

/** The back-office's pages about what the shop sells: the products, and what buyers say of them. */
export const PRODUCT_PAGES = [
  { href: '/productos', label: 'Productos' },
  { href: '/resenas', label: 'Reseñas' },
] as const;

/**
 * 'Productos' and 'Reseñas' share one entry of the back-office's navigation, so its sections keep to one
 * row at 1280 px (as 'Promociones' and 'Cupones' do); on either page these tabs lead to the other.
 */
export function ProductsTabs() {
  const [location] = useLocation();
  return (
    <nav className="admin-offer-tabs" aria-label="Productos y reseñas">
      <ul>
        {PRODUCT_PAGES.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              aria-current={location === page.href ? 'page' : undefined}
              className={location === page.href ? 'admin-offer-tab active' : 'admin-offer-tab'}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
