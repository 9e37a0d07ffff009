import { staffSession } from '@store/contract/admin';
import type { ReactNode } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { NotFoundPage } from '../../lib/not-found/NotFoundPage';
import { ApiError, requestQuery } from '../../lib/api';
import { useQuery } from '../../lib/query';
import { AuditPage } from './audit/AuditPage';
import { ContentPage } from './content/ContentPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { LowStockPage } from './dashboard/LowStockPage';
import { InvoicesPage } from './invoices/InvoicesPage';
import { MessagesPage } from './messages/MessagesPage';
import { OrderDetailPage } from './orders/OrderDetailPage';
import { OrdersPage } from './orders/OrdersPage';
import { PackingSlipPage } from './packing/PackingSlipPage';
import { PickListPage } from './packing/PickListPage';
import { PostalCodesPage } from './postal-codes/PostalCodesPage';
import { PromotionsPage } from './promotions/PromotionsPage';
import { CouponsPage } from './coupons/CouponsPage';
import { ReturnDetailPage } from './returns/ReturnDetailPage';
import { ReturnsPage } from './returns/ReturnsPage';
import { BulkUpdatePage } from './products/BulkUpdatePage';
import { ProductEditorPage } from './products/ProductEditorPage';
import { ProductsPage } from './products/ProductsPage';
import { SynonymsPage } from './synonyms/SynonymsPage';
import { NewOrdersCount } from './NewOrdersCount';
import { TeamPage } from './team/TeamPage';
import { TeamRoleProvider } from './role';
import { OFFER_PAGES, ORDER_PAGES, PRODUCT_PAGES } from './SectionTabs';
import { CustomerPage } from './customers/CustomerPage';
import { CustomersPage } from './customers/CustomersPage';
import { RETURN_PAGES } from './returns/ReturnsTabs';
import { ReturnsByProductPage } from './returns/ReturnsByProductPage';
import { ReviewsPage } from './reviews/ReviewsPage';
import './admin.css';
import { adminKeys } from './keys';

// `ownersOnly`: every call of the section is an owner's in the server's role table (role-table.ts).
// `holds`: other pages the entry leads to too (their own tabs join them), marked as the entry when open.
const SECTIONS: { href: string; label: string; ownersOnly?: true; holds?: readonly string[] }[] = [
  { href: '/', label: 'Inicio' },
  { href: '/productos', label: 'Productos', holds: PRODUCT_PAGES.map((page) => page.href) },
  { href: '/pedidos', label: 'Pedidos', holds: ORDER_PAGES.map((page) => page.href) },
  { href: '/empaque', label: 'Lista de surtido' },
  { href: '/devoluciones', label: 'Devoluciones', holds: RETURN_PAGES.map((page) => page.href) },
  { href: '/mensajes', label: 'Mensajes' },
  { href: '/facturas', label: 'Facturas', ownersOnly: true },
  { href: '/promociones', label: 'Promociones', holds: OFFER_PAGES.map((page) => page.href) },
  { href: '/contenido', label: 'Portada', ownersOnly: true },
  { href: '/codigos-postales', label: 'Códigos postales', ownersOnly: true },
  { href: '/sinonimos', label: 'Sinónimos' },
  { href: '/bitacora', label: 'Bitácora' },
  { href: '/equipo', label: 'Equipo', ownersOnly: true },
];

/** Whether the page open is one an entry holds, or one of their own pages ('/clientes/12'). */
const holdsPage = (holds: readonly string[] | undefined, location: string): boolean =>
  holds?.some((page) => location === page || location.startsWith(`${page}/`)) ?? false;

/**
 * The owner's back-office at `/admin`: its own lazily loaded part of the app, so a shopper's pages never
 * download it. To anyone who is not staff the server answers 404 (page and calls alike), and so does this.
 */
export function AdminApp() {
  const [location] = useLocation();
  const session = useQuery({
    queryKey: adminKeys.session(),
    ...requestQuery('/admin/session', staffSession),
    retry: false,
  });

  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 404) return <NotFoundPage />;
    return (
      <main className="admin-message">
        <p>No pudimos abrir la administración.</p>
        <button type="button" className="button button-secondary" onClick={() => void session.refetch()}>
          Reintentar
        </button>
      </main>
    );
  }
  if (!session.data) {
    return (
      <p className="page-loading" role="status">
        Cargando...
      </p>
    );
  }

  const owner = session.data.role === 'owner';
  // A page only owners use is not offered to staff; opened by its address, it says so.
  const ownersPage = (page: () => ReactNode) => () => (owner ? page() : <OwnersOnlyPage />);
  return (
    <TeamRoleProvider value={session.data.role}>
      <div className="admin">
        <header className="admin-header">
          <p className="admin-brand">Norteño Western · Administración</p>
          <p className="admin-user">
            {session.data.email} · {owner ? 'Dueño' : 'Personal'}
          </p>
          <a className="admin-shop-link" href="/">
            Ver la tienda
          </a>
        </header>
        <nav className="admin-nav" aria-label="Secciones de la administración">
          <ul>
            {SECTIONS.filter((section) => owner || !section.ownersOnly).map((section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  className={(active: boolean) =>
                    active || holdsPage(section.holds, location) ? 'admin-nav-link active' : 'admin-nav-link'
                  }
                >
                  {section.label}
                  {section.href === '/pedidos' ? <NewOrdersCount /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="admin-main">
          <Switch>
            <Route path="/" component={DashboardPage} />
            <Route path="/existencias" component={LowStockPage} />
            <Route path="/productos" component={ProductsPage} />
            <Route path="/productos/actualizar" component={BulkUpdatePage} />
            <Route
              path="/productos/nuevo"
              component={ownersPage(() => (
                <ProductEditorPage />
              ))}
            />
            <Route path="/productos/:productId" component={ProductEditorPage} />
            <Route path="/pedidos" component={OrdersPage} />
            <Route path="/pedidos/:orderId" component={OrderDetailPage} />
            <Route path="/pedidos/:orderId/empaque" component={PackingSlipPage} />
            <Route path="/clientes" component={CustomersPage} />
            <Route path="/clientes/:customerId" component={CustomerPage} />
            <Route path="/empaque" component={PickListPage} />
            <Route path="/devoluciones" component={ReturnsPage} />
            <Route path="/mensajes" component={MessagesPage} />
            <Route path="/devoluciones/por-producto" component={ReturnsByProductPage} />
            <Route path="/devoluciones/:returnId" component={ReturnDetailPage} />
            <Route
              path="/facturas"
              component={ownersPage(() => (
                <InvoicesPage />
              ))}
            />
            <Route path="/resenas" component={ReviewsPage} />
            <Route path="/promociones" component={PromotionsPage} />
            <Route path="/cupones" component={CouponsPage} />
            <Route
              path="/contenido"
              component={ownersPage(() => (
                <ContentPage />
              ))}
            />
            <Route
              path="/codigos-postales"
              component={ownersPage(() => (
                <PostalCodesPage />
              ))}
            />
            <Route path="/sinonimos" component={SynonymsPage} />
            <Route path="/bitacora" component={AuditPage} />
            <Route
              path="/equipo"
              component={ownersPage(() => (
                <TeamPage />
              ))}
            />
            <Route component={NotFoundPage} />
          </Switch>
        </main>
      </div>
    </TeamRoleProvider>
  );
}

function OwnersOnlyPage() {
  return (
    <div className="admin-message">
      <h1>Solo para dueños</h1>
      <p>Esta sección es solo para los dueños de la tienda. Si necesitas algo de aquí, pídeselo al dueño.</p>
      <p>
        <Link href="/">Volver al inicio de la administración</Link>
      </p>
    </div>
  );
}
