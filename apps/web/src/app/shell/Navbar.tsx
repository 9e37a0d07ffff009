import { SHOP_NAME } from '@store/contract';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SearchBox } from '../../features/catalog/search/SearchBox';
import { cart, useCart } from '../../lib/cart/cart-store';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon } from '../../lib/icons';
import { useSession } from '../../lib/session/session';
import { MOBILE_ONLY_LINKS, NAV_LINKS } from './nav-links';
import { UserMenu } from './UserMenu';
import './navbar.css';

/** The shop's header: logo, search, favourites, the user's menu, the cart, and the departments. */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  // The badge counts products (distinct lines), as its label says, not units.
  const { lines, open } = useCart();
  const { user } = useSession();

  // While the phone menu is open the page behind it does not scroll; Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <header className="navbar">
      <div className="navbar-top">
        <button
          type="button"
          className="navbar-icon-button navbar-hamburger"
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={menuOpen}
          aria-controls="navbar-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className="navbar-brand" aria-label={`${SHOP_NAME}, inicio`}>
          <span className="navbar-brand-mark" aria-hidden="true">
            ★
          </span>
          {SHOP_NAME}
        </Link>
        <div className="navbar-search">
          <SearchBox />
        </div>
        <nav className="navbar-actions" aria-label="Tu cuenta">
          <Link to="/favorites" className="navbar-icon-button" aria-label="Favoritos">
            <HeartIcon />
          </Link>
          <UserMenu user={user} />
          <button
            type="button"
            className="navbar-icon-button navbar-cart"
            aria-label={`Carrito: ${lines.length} ${lines.length === 1 ? 'producto' : 'productos'}`}
            aria-expanded={open}
            onClick={() => cart.toggle()}
          >
            <CartIcon />
            <span className="navbar-cart-count" aria-hidden="true">
              {lines.length}
            </span>
          </button>
        </nav>
      </div>
      <nav className="navbar-departments" aria-label="Departamentos">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav
        id="navbar-mobile-menu"
        className="navbar-mobile-menu"
        aria-label="Menú"
        hidden={!menuOpen}
        onClick={(event) => {
          if (event.target === event.currentTarget) setMenuOpen(false);
        }}
      >
        <ul>
          {[MOBILE_ONLY_LINKS[0], ...NAV_LINKS, MOBILE_ONLY_LINKS[1]].map((link) => (
            <li key={link.label}>
              <Link to={link.to} onClick={() => setMenuOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
