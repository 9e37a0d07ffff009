import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CartPanel } from '../../features/cart/CartPanel';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Every page but the login screen: header, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
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
      <CartPanel />
    </>
  );
}
