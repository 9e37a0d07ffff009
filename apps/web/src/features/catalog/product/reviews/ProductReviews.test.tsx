import { fitSummaryText, type ProductReviews as Reviews, type PublicReview } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../../../test/fixtures';
import { renderPage, stubApi } from '../../../../test/page';
import { ProductReviews } from './ProductReviews';

afterEach(() => vi.unstubAllGlobals());

const review = (overrides: Partial<PublicReview>): PublicReview => ({
  review_id: 1,
  stars: 5,
  title: 'Excelentes',
  body: 'Cómodas desde el primer día.',
  author_name: 'Ana G.',
  color_name: 'Café',
  size_name: '27',
  fit: 'justa',
  photos: [],
  helpful_count: 0,
  published_at: '2026-11-20T18:00:00.000Z',
  reply: null,
  ...overrides,
});

const page = (reviews: PublicReview[], voted: number[] = []): Reviews => ({
  summary: {
    average: 4.3,
    count: 3,
    distribution: [
      { stars: 5, count: 2 },
      { stars: 4, count: 0 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
    fit: { chica: 1, justa: 4, grande: 0, total: 5, verdict: 'justa' },
  },
  reviews,
  voted,
  total: reviews.length,
  total_pages: 1,
});

describe('the product page’s reviews', () => {
  it('shows the average, a bar per star, the fit summary and each review as text, verified', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json({ error: 'Inicia sesión' }, { status: 401 }),
      'GET /api/products/7/reviews': () =>
        Response.json(
          page([
            review({ body: '<script>alert(1)</script><b>Buenas</b>', photos: ['resena-1-abc.webp'] }),
            review({
              review_id: 2,
              stars: 3,
              title: null,
              fit: 'chica',
              reply: { text: 'Te la cambiamos con gusto.', replied_at: '2026-11-21T18:00:00.000Z' },
            }),
          ]),
        ),
    });
    renderPage(<ProductReviews productId={7} />);
    const section = await screen.findByRole('region', { name: 'Reseñas' });
    expect(await within(section).findByText('4.3')).toBeTruthy();
    expect(within(section).getByText('3 reseñas')).toBeTruthy();
    const bars = within(section).getByRole('list', { name: 'Reseñas por estrellas' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['5 ★ estrellas2', '4 ★ estrellas0', '3 ★ estrellas1', '2 ★ estrellas0', '1 ★ estrella0']);
    expect(within(section).getByText('La mayoría dice que queda justa')).toBeTruthy();
    // The buyer's words are text: no element comes out of them.
    expect(within(section).getByText('<script>alert(1)</script><b>Buenas</b>')).toBeTruthy();
    expect(section.querySelector('script, b')).toBeNull();
    expect(within(section).getAllByText('Compra verificada')).toHaveLength(2);
    expect(within(section).getByText('Cómo le quedó: Me quedó chica')).toBeTruthy();
    expect(within(section).getByText('Respuesta de Norteño Western')).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Foto 1 de Ana G.' }).getAttribute('src')).toBe(
      '/api/product/image/resena-1-abc.webp?w=320',
    );
  });

  it('asks again when the shopper sorts and filters, and counts one useful vote', async () => {
    let votes = 0;
    const fetchMock = stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/products/7/reviews': () =>
        Response.json(page([review({ helpful_count: votes })], votes > 0 ? [1] : [])),
      'POST /api/reviews/1/helpful': () => {
        votes = 1;
        return Response.json({ helpful_count: 1, voted: true });
      },
    });
    renderPage(<ProductReviews productId={7} />);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Ordenar por' }),
      'Más recientes',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Con fotos' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([input]) => new URL(String(input), 'http://tienda'))
          .filter((url) => url.pathname === '/api/products/7/reviews')
          .map((url) => url.search),
      ).toEqual(['?sort=util', '?sort=recientes', '?sort=recientes&con_fotos=1']),
    );
    const useful = await screen.findByRole('button', { name: 'Útil (0)' });
    await userEvent.click(useful);
    const pressed = await screen.findByRole('button', { name: 'Útil (1)' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when nobody has reviewed it yet', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/products/7/reviews': () =>
        Response.json({
          ...page([]),
          summary: {
            ...page([]).summary,
            average: null,
            count: 0,
            fit: { chica: 0, justa: 0, grande: 0, total: 0, verdict: null },
          },
        }),
    });
    renderPage(<ProductReviews productId={7} />);
    expect(
      await screen.findByText('Todavía no hay reseñas. Las escriben quienes ya lo recibieron.'),
    ).toBeTruthy();
  });

  it('tells what the few who answered the fit said, never "la mayoría" of them', () => {
    const fit = (chica: number, justa: number, grande: number) => ({
      chica,
      justa,
      grande,
      total: chica + justa + grande,
      verdict: null,
    });
    expect(fitSummaryText(fit(0, 1, 0))).toBe(
      'Pocas respuestas sobre la talla todavía: 1 dice que queda justa.',
    );
    expect(fitSummaryText(fit(1, 2, 0))).toBe(
      'Pocas respuestas sobre la talla todavía: 2 dicen que queda justa, 1 dice que queda chica.',
    );
    expect(fitSummaryText(fit(0, 0, 0))).toBeNull();
  });
});
