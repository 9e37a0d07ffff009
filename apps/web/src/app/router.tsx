import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { HomePage } from '../features/catalog/home/HomePage';
import { RequireUser } from './RequireUser';
import { Layout } from './shell/Layout';

/** `/products` has no page of its own: it becomes page 1, keeping the query, without a history entry. */
function ProductsWithoutPage() {
  const { search } = useLocation();
  return <Navigate to={`/products/1${search}`} replace />;
}

const listing = () =>
  import('../features/catalog/listing/ProductListPage').then((m) => ({ Component: m.ProductListPage }));
const product = () =>
  import('../features/catalog/product/ProductPage').then((m) => ({ Component: m.ProductPage }));
const favoritesPage = () =>
  import('../features/favorites/FavoritesPage').then((m) => ({ Component: m.FavoritesPage }));
const notFound = () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

/** A lazily loaded page behind the sign-in guard (spec: login required). */
const guarded = (Page: ComponentType) => ({
  Component: () => (
    <RequireUser>
      <Page />
    </RequireUser>
  ),
});

/** The information pages are one lazily loaded part, fetched when the first of them is opened. */
const infoRoutes: RouteObject[] = (
  [
    '/about_us',
    '/ClienteFrecuente',
    '/Contact',
    '/Devoluciones',
    '/Terminos',
    '/Locacion',
    '/MarcasFrecuentes',
    '/ModeloVenta',
    '/OpinionesClientes',
  ] as const
).map((path) => ({
  path,
  lazy: () =>
    import('../features/info').then(({ INFO_ROUTES }) => {
      const route = INFO_ROUTES.find((candidate) => candidate.path === path);
      if (!route) throw new Error(`Falta la página ${path}`);
      return { Component: route.Component };
    }),
}));

/** The spec's route table (section 2). */
export const routes: RouteObject[] = [
  { path: '/auth', element: <Navigate to="/auth/login" replace /> },
  // The login screen is shown without the shop's navigation.
  {
    path: '/auth/login',
    lazy: () => import('../features/account/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    element: <Layout />,
    // Shown while the first page's code loads (lazy routes), before the layout can render.
    hydrateFallbackElement: <p className="page-loading">Cargando...</p>,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductsWithoutPage /> },
      { path: 'products/:page', lazy: listing },
      { path: 'products/all/:page', lazy: listing },
      { path: 'product/:productId', lazy: product },
      { path: 'product/:productId/:variantId', lazy: product },
      { path: 'favorites', lazy: favoritesPage },
      {
        path: 'profile',
        // The Compras tab belongs to the orders feature; the profile shows it where its tab is.
        lazy: () =>
          Promise.all([
            import('../features/account/ProfilePage'),
            import('../features/orders/OrderHistory'),
          ]).then(([{ ProfilePage }, { OrderHistory }]) =>
            guarded(() => <ProfilePage orders={<OrderHistory />} />),
          ),
      },
      {
        path: 'payment',
        lazy: () => import('../features/checkout/PaymentPage').then((m) => guarded(m.PaymentPage)),
      },
      {
        path: 'cancel',
        lazy: () => import('../features/checkout/CancelPage').then((m) => guarded(m.CancelPage)),
      },
      {
        path: 'Success',
        lazy: () => import('../features/checkout/SuccessPage').then((m) => ({ Component: m.SuccessPage })),
      },
      {
        path: 'BuyDetails/:billId',
        lazy: () =>
          import('../features/orders/BuyDetailsPage').then((m) => ({ Component: m.BuyDetailsPage })),
      },
      ...infoRoutes,
      { path: '*', lazy: notFound },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
