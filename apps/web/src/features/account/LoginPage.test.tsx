import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../test/page';
import { LoginPage } from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

const guest = () =>
  stubApi({ 'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }) });

describe('Iniciar sesión', () => {
  it('says why when a guest came from "Avísame cuando llegue", and goes back to ask for it', async () => {
    guest();
    renderPage(<LoginPage />, { at: '/auth/login', state: { from: '/product/5/1000002?avisame=1' } });
    await screen.findByText('Inicia sesión para que te avisemos cuando llegue tu talla.');
    expect(screen.getByRole('link', { name: 'Iniciar sesión con Google' }).getAttribute('href')).toBe(
      `/api/auth/google?returnTo=${encodeURIComponent('/product/5/1000002?avisame=1')}`,
    );
  });

  it('gives no reason when the shopper came to sign in on her own', async () => {
    guest();
    renderPage(<LoginPage />, { at: '/auth/login' });
    await screen.findByRole('link', { name: 'Iniciar sesión con Google' });
    expect(screen.queryByText('Inicia sesión para que te avisemos cuando llegue tu talla.')).toBeNull();
  });
});
