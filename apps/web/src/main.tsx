import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes, loadFirstPage } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');
// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread until the whole page is built: the page answers taps sooner (Total Blocking Time). It waits
// for the page's own code, which the HTML started fetching, so that it is the page and not "Cargando...".
const renderApp = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers client={createQueryClient()}>
          <AppRoutes />
        </Providers>
      </StrictMode>,
    );
  });
loadFirstPage(window.location.pathname).then(renderApp, (error: unknown) => {
  // The page's code will be asked for again as it renders, and its failure shown there.
  console.error('No se pudo cargar la página', error);
  renderApp();
});
