import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, loadFirstPage } from './app/router';
import { reloadIfDeployed } from './lib/offline/reload-after-deploy';
import { loadListsFollower } from './lib/saved-lists/load-follower';
import { adoptPageSession } from './lib/session/session';
import './app/global.css';
import './app/first-screen.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread until the whole page is built: the page answers taps sooner (Total Blocking Time). It waits
// for the page's own code, which the HTML started fetching, so that it is the page and not "Cargando...",
// and, for a shopper who opens it signed in, for the code that keeps their lists with their account, so that
// it sees a change the page makes at once (the thanks page empties the cart).
// Vite's loader says so whenever a chunk or its styles could not be fetched, whoever asked for it: with no
// signal the offline notice says so; after a deploy that replaced the page's code, the page reloads once.
window.addEventListener('vite:preloadError', reloadIfDeployed);
const client = createQueryClient();
const signedIn = Boolean(adoptPageSession(client));
const renderApp = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers client={client}>
          <AppRoutes />
        </Providers>
      </StrictMode>,
    );
  });
Promise.all([loadFirstPage(window.location.pathname), signedIn && loadListsFollower()]).then(
  renderApp,
  (error: unknown) => {
    // What failed is asked for again as the page renders (its code) or follows the session (the lists'), and
    // its failure shown there.
    console.error('No se pudo cargar la página', error);
    renderApp();
  },
);
