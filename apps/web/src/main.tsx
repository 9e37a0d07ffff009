import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');
createRoot(root).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
