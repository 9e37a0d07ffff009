import { INVOICE_EMAIL_PAGES, ORDER_PAGES, PRODUCT_PAGES } from '@store/contract';
import { Suspense, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { LoadBoundary } from '../lib/offline/LoadBoundary';
import { lazyWithRetry as page, type LazyPart } from '../lib/offline/lazy-with-retry';
import { HomePage } from '../features/catalog/home/HomePage';
import { RequireUser } from './RequireUser';
import { Layout } from './shell/Layout';

/** `/products` has no page of its own: it becomes page 1, keeping the query, without a history entry. */
function ProductsWithoutPage() {
  const search = useSearch();
  return <Redirect to={`/products/1${search ? `?${search}` : ''}`} replace />;
}

const ProductListPage = page(() => import('../features/catalog/listing/ProductListPage'), 'ProductListPage');
const ProductPage = page(() => import('../features/catalog/product/ProductPage'), 'ProductPage');
const FavoritesPage = page(() => import('../features/favorites/FavoritesPage'), 'FavoritesPage');
const NotFoundPage = page(() => import('../lib/not-found/NotFoundPage'), 'NotFoundPage');
const LoginPage = page(() => import('../features/account/LoginPage'), 'LoginPage');
const PaymentPage = page(() => import('../features/checkout/PaymentPage'), 'PaymentPage');
const CancelPage = page(() => import('../features/checkout/CancelPage'), 'CancelPage');
const SuccessPage = page(() => import('../features/checkout/SuccessPage'), 'SuccessPage');
const BuyDetailsPage = page(() => import('../features/orders/BuyDetailsPage'), 'BuyDetailsPage');
const CancelStockAlertPage = page(
  () => import('../features/account/CancelStockAlertPage'),
  'CancelStockAlertPage',
);
const RecoverCartPage = page(() => import('../features/cart/RecoverCartPage'), 'RecoverCartPage');
const UnsubscribePage = page(() => import('../features/account/UnsubscribePage'), 'UnsubscribePage');
const ConfirmInvoiceEmailPage = page(
  () => import('../features/orders/invoice/ConfirmInvoiceEmailPage'),
  'ConfirmInvoiceEmailPage',
);
const ReviewFormPage = page(() => import('../features/reviews/ReviewFormPage'), 'ReviewFormPage');
// The owner's back-office: one part of its own, never fetched by a shopper's pages.
const AdminApp = page(() => import('../features/admin/AdminApp'), 'AdminApp');
// The Compras tab belongs to the orders feature; the profile shows it where its tab is.
const ProfilePage = page(
  () =>
    Promise.all([import('../features/account/ProfilePage'), import('../features/orders/OrderHistory')]).then(
      ([{ ProfilePage: Profile }, { OrderHistory }]) => ({
        Page: () => <Profile orders={<OrderHistory />} />,
      }),
    ),
  'Page',
);

/** The information pages are one lazily loaded part, fetched when the first of them is opened. */
const INFO_PATHS = [
  '/about_us',
  '/ClienteFrecuente',
  '/Contact',
  '/Devoluciones',
  '/Terminos',
  '/Locacion',
  '/MarcasFrecuentes',
  '/ModeloVenta',
  '/OpinionesClientes',
  '/aviso-de-privacidad',
] as const;
const infoPages = INFO_PATHS.map((path) => ({
  path,
  Page: page(
    () =>
      import('../features/info').then(({ INFO_ROUTES }) => {
        const route = INFO_ROUTES.find((candidate) => candidate.path === path);
        if (!route) throw new Error(`Falta la página ${path}`);
        return { Page: route.Component };
      }),
    'Page',
  ),
}));

/** The lazily loaded pages a shared link opens, whose code the server names in their head to load early. */
const PATHS = {
  listingAll: '/products/all/:page',
  listing: '/products/:page',
  product: `${PRODUCT_PAGES}:productId/:variantId?`,
  favorites: '/favorites',
} as const;
const FIRST_PAGES: [path: string, page: LazyPart<object>][] = [
  [PATHS.listingAll, ProductListPage],
  [PATHS.listing, ProductListPage],
  [PATHS.product, ProductPage],
  [PATHS.favorites, FavoritesPage],
];

/**
 * Fetches the code of the page at `pathname` when it is one of those (already on its way since the HTML
 * named it), so that the first render shows the page itself.
 */
export function loadFirstPage(pathname: string): Promise<unknown> {
  const first = FIRST_PAGES.find(([path]) => parse(path).pattern.test(pathname));
  return first ? first[1].preload() : Promise.resolve();
}

/** A page with the shopper's own data: a guest signs in first. */
const guarded = (children: ReactNode) => <RequireUser>{children}</RequireUser>;

/** Every address the shop answers; any other shows the not-found page. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/auth">
        <Redirect to="/auth/login" replace />
      </Route>
      {/* The login screen is shown without the shop's navigation. */}
      <Route path="/auth/login">
        <LoadBoundary>
          <Suspense fallback={<p className="page-loading">Cargando...</p>}>
            <LoginPage />
          </Suspense>
        </LoadBoundary>
      </Route>
      {/* The back-office has its own layout; its routes are relative to /admin. */}
      <Route path="/admin" nest>
        <LoadBoundary>
          <Suspense fallback={<p className="page-loading">Cargando...</p>}>
            <AdminApp />
          </Suspense>
        </LoadBoundary>
      </Route>
      <Route>
        <Layout>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/products" component={ProductsWithoutPage} />
            <Route path={PATHS.listingAll} component={ProductListPage} />
            <Route path={PATHS.listing} component={ProductListPage} />
            <Route path={PATHS.product} component={ProductPage} />
            <Route path={PATHS.favorites} component={FavoritesPage} />
            <Route path="/profile">{guarded(<ProfilePage />)}</Route>
            <Route path="/payment">{guarded(<PaymentPage />)}</Route>
            <Route path="/cancel">{guarded(<CancelPage />)}</Route>
            <Route path="/Success" component={SuccessPage} />
            <Route path={`${ORDER_PAGES}:orderId`} component={BuyDetailsPage} />
            <Route path="/avisos/cancelar/:token" component={CancelStockAlertPage} />
            <Route path="/carrito" component={RecoverCartPage} />
            <Route path="/correos/baja" component={UnsubscribePage} />
            <Route path="/resenas/escribir/:orderId/:productId">{guarded(<ReviewFormPage />)}</Route>
            <Route path={`${INVOICE_EMAIL_PAGES}:token`} component={ConfirmInvoiceEmailPage} />
            {infoPages.map(({ path, Page }) => (
              <Route key={path} path={path} component={Page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Layout>
      </Route>
    </Switch>
  );
}
