import type { AdminReview, AdminReviewsResponse } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ReviewsPage } from './ReviewsPage';

afterEach(() => vi.unstubAllGlobals());

const waiting: AdminReview = {
  review_id: 5,
  stars: 2,
  title: 'Chicas',
  body: '<b>Me quedaron</b> chicas.',
  author_name: 'Ana G.',
  color_name: 'Café',
  size_name: '27',
  fit: 'chica',
  photos: [],
  helpful_count: 0,
  published_at: '2026-11-20T18:00:00.000Z',
  reply: null,
  product_id: 1,
  product_name: 'Bota vaquera Ariat',
  order_id: 12,
  status: 'pendiente',
  hidden_reason: null,
  created_at: '2026-11-20T18:00:00.000Z',
};
const listOf = (reviews: AdminReview[]): AdminReviewsResponse => ({
  reviews,
  publish_at_once: false,
  pending: reviews.filter((review) => review.status === 'pendiente').length,
  total: reviews.length,
  total_pages: 1,
});

describe('Reseñas in the back-office', () => {
  it('sits as a tab beside Productos, lists what waits, and the owner publishes, hides and replies', async () => {
    let current = waiting;
    const saved = (message: string) => Response.json({ message, review: current });
    const fetchMock = stubApi({
      'GET /api/admin/reviews': () => Response.json(listOf([current])),
      'POST /api/admin/reviews/5/approve': () => {
        current = { ...current, status: 'publicada' };
        return saved('Reseña publicada.');
      },
      'POST /api/admin/reviews/5/hide': ({ body }) => {
        current = { ...current, status: 'oculta', hidden_reason: (body as { reason: string }).reason };
        return saved('Reseña oculta.');
      },
      'PUT /api/admin/reviews/5/reply': ({ body }) => {
        current = {
          ...current,
          reply: { text: (body as { reply: string }).reply, replied_at: '2026-11-21T18:00:00.000Z' },
        };
        return saved('Respuesta publicada.');
      },
    });
    renderPage(<ReviewsPage />, { at: '/resenas' });
    const tabs = screen.getByRole('navigation', { name: 'Productos y reseñas' });
    expect(within(tabs).getByRole('link', { name: 'Reseñas' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('button', { name: 'Por aprobar (1)' })).toBeTruthy();
    expect(screen.getByText('<b>Me quedaron</b> chicas.')).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://tienda').search).toBe('?status=pendiente');

    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicada')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Respuesta de Norteño Western/ }),
      'Te la cambiamos con gusto.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publicar respuesta' }));
    expect(await screen.findByText('Te la cambiamos con gusto.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Habla de otra bota');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar reseña' }));
    expect(await screen.findByText('Motivo: Habla de otra bota')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/reviews/5/hide')).toEqual([
      { reason: 'Habla de otra bota' },
    ]);
  });

  it('lets staff read, and leaves the decisions to the owner', async () => {
    stubApi({ 'GET /api/admin/reviews': () => Response.json(listOf([waiting])) });
    renderPage(<ReviewsPage />, { at: '/resenas', role: 'staff' });
    expect(await screen.findByText('<b>Me quedaron</b> chicas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /al instante/ })).toBeNull();
  });
});
