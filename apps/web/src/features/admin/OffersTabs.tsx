import { Link, useLocation } from 'wouter';

/** The back-office's sections that give money away, under one entry of the main navigation. */
export const OFFER_PAGES = [
  { href: '/promociones', label: 'Promociones' },
  { href: '/cupones', label: 'Cupones' },
] as const;

/**
 * 'Promociones' and 'Cupones' share one entry of the back-office's navigation, so its sections keep to
 * one row at 1280 px; on either page these tabs lead to the other.
 */
export function OffersTabs() {
  const [location] = useLocation();
  return (
    <nav className="admin-offer-tabs" aria-label="Promociones y cupones">
      <ul>
        {OFFER_PAGES.map((page) => (
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
