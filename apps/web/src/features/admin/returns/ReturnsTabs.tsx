import { Link, useLocation } from 'wouter';
import '../offers.css';

/** The pages under the back-office's 'Devoluciones': the requests, and the returns of each product. */
export const RETURN_PAGES = [
  { href: '/devoluciones', label: 'Solicitudes' },
  { href: '/devoluciones/por-producto', label: 'Por producto' },
] as const;

/** 'Solicitudes' and 'Por producto' share one entry of the navigation, so it keeps to one row at 1280 px. */
export function ReturnsTabs() {
  const [location] = useLocation();
  return (
    <nav className="admin-offer-tabs" aria-label="Devoluciones">
      <ul>
        {RETURN_PAGES.map((page) => (
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
