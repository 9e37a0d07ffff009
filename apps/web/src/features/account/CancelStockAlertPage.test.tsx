import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { CancelStockAlertPage } from './CancelStockAlertPage';

const TOKEN = 'a'.repeat(43);
const ROUTE = '/avisos/cancelar/:token';
afterEach(() => vi.unstubAllGlobals());

describe('the page of an e-mail’s "Cancelar aviso" link', () => {
  it('only shows the alert when opened, and removes it when the shopper confirms', async () => {
    const fetchMock = stubApi({
      [`GET /api/stock-alerts/by-token/${TOKEN}`]: () =>
        Response.json({ product_name: 'Sombrero Stetson', color_name: 'Negro', size_name: '57' }),
      [`DELETE /api/stock-alerts/by-token/${TOKEN}`]: () =>
        Response.json({ message: 'Quitamos el aviso: ya no te escribiremos por esa talla.' }),
    });
    renderPage(<CancelStockAlertPage />, { at: `/avisos/cancelar/${TOKEN}`, route: ROUTE });
    await screen.findByText('Sombrero Stetson');
    expect(sentTo(fetchMock, 'DELETE', `/api/stock-alerts/by-token/${TOKEN}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar el aviso' }));
    await screen.findByText('Quitamos el aviso: ya no te escribiremos por esa talla.');
    expect(sentTo(fetchMock, 'DELETE', `/api/stock-alerts/by-token/${TOKEN}`)).toHaveLength(1);
  });

  it('says so when the alert already ended', async () => {
    stubApi({
      [`GET /api/stock-alerts/by-token/${TOKEN}`]: () =>
        Response.json(
          { error: 'Ese aviso ya no existe: quizá ya llegó la talla o lo quitaste.' },
          { status: 404 },
        ),
    });
    renderPage(<CancelStockAlertPage />, { at: `/avisos/cancelar/${TOKEN}`, route: ROUTE });
    await screen.findByText('Ese aviso ya no existe: quizá ya llegó la talla o lo quitaste.');
    expect(screen.queryByRole('button', { name: 'Sí, cancelar el aviso' })).toBeNull();
  });
});
