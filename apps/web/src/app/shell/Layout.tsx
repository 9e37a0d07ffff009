import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCart } from '../../lib/cart/cart-store';
import { useFollowAccount } from '../../lib/saved-lists/use-follow-account';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const CartPanel = lazy(() => import('../../features/cart/CartPanel').then((m) => ({ default: m.CartPanel })));

/** The cart panel's code is fetched the first time the cart opens, not with every page. */
function CartPanelHost() {
  const { open } = useCart();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}

/** Every page but the login screen: header, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  useFollowAccount();
  // A new page starts at its top, as a full page load would.
  // Braces matter: in current Chromium scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Navbar />
      <main id="contenido" className="page" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading">Cargando...</p>}>{children}</Suspense>
      </main>
      <Footer />
      <CartPanelHost />
    </>
  );
}
