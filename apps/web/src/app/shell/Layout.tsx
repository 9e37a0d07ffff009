import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCart } from '../../lib/cart/cart-store';
import { LoadBoundary } from '../../lib/offline/LoadBoundary';
import { lazyWithRetry } from '../../lib/offline/lazy-with-retry';
import { useFollowAccount } from '../../lib/saved-lists/use-follow-account';
import { Navbar } from './Navbar';

// The footer is below the first screen on every page: its code follows the first script instead of
// weighing on it (decision 042 made room there for the offline notice and the error boundaries).
const Footer = lazyWithRetry(() => import('./Footer'), 'Footer');
const CartPanel = lazyWithRetry(() => import('../../features/cart/CartPanel'), 'CartPanel');

/** The cart panel's code is fetched the first time the cart opens, not with every page. */
function CartPanelHost() {
  const { open } = useCart();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <LoadBoundary floating>
      <Suspense fallback={null}>
        <CartPanel />
      </Suspense>
    </LoadBoundary>
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
        <LoadBoundary resetKey={pathname}>
          <Suspense fallback={<p className="page-loading">Cargando...</p>}>{children}</Suspense>
        </LoadBoundary>
      </main>
      <LoadBoundary quiet>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </LoadBoundary>
      <CartPanelHost />
    </>
  );
}
