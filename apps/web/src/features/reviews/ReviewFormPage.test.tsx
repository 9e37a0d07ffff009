import { PHOTO_NOT_A_PICTURE, PHOTO_TOO_BIG, PURCHASE_NOT_FOUND, type MyReview } from '@store/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER } from '../../test/fixtures';
import { renderPage, sentTo, stubApi } from '../../test/page';
import { ReviewFormPage } from './ReviewFormPage';

afterEach(() => vi.unstubAllGlobals());

const ROUTE = '/resenas/escribir/:orderId/:productId';
const purchase = (overrides: Partial<MyReview> = {}): MyReview => ({
  product_name: 'Bota vaquera Ariat',
  color_name: 'Café',
  size_name: '27',
  image: null,
  asks_fit: true,
  review: null,
  ...overrides,
});

describe('Escribir reseña', () => {
  it('shows the size bought and the badge, checks the text and sends stars, fit and a photo', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/reviews/mine': () => Response.json(purchase()),
      'POST /api/reviews/photos': () => Response.json({ photo: 'resena-9-abc.webp' }, { status: 201 }),
      'POST /api/reviews': () =>
        Response.json(
          {
            review_id: 4,
            status: 'pendiente',
            message: '¡Gracias! Publicaremos tu reseña en cuanto la revisemos.',
          },
          { status: 201 },
        ),
    });
    renderPage(<ReviewFormPage />, { at: '/resenas/escribir/12/1', route: ROUTE });
    expect(await screen.findByText('Compraste: talla 27 · Café')).toBeTruthy();
    expect(screen.getByText('Compra verificada')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    expect(screen.getByText('Elige de 1 a 5 estrellas.')).toBeTruthy();
    expect(screen.getByText('Tu reseña lleva de 10 a 2000 caracteres.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/reviews')).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Tu reseña/ }), 'Quedan justas y cómodas.');
    await userEvent.click(screen.getByRole('radio', { name: 'Me quedó chica' }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'bota.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(/Fotos/), photo);
    expect(await screen.findByRole('img', { name: 'Tu foto 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar reseña' }));
    expect(await screen.findByText('¡Gracias! Publicaremos tu reseña en cuanto la revisemos.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/reviews')).toEqual([
      {
        order_id: 12,
        product_id: 1,
        stars: 4,
        title: null,
        body: 'Quedan justas y cómodas.',
        fit: 'chica',
        photos: ['resena-9-abc.webp'],
      },
    ]);
  });

  it('refuses a file that is not a picture and one over 10 MB under the photo field, and what the server refuses', async () => {
    const fetchMock = stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/reviews/mine': () => Response.json(purchase({ asks_fit: false })),
      'POST /api/reviews/photos': () =>
        Response.json({ error: PHOTO_NOT_A_PICTURE, field: 'photos' }, { status: 422 }),
    });
    renderPage(<ReviewFormPage />, { at: '/resenas/escribir/12/1', route: ROUTE });
    const field = await screen.findByLabelText(/Fotos/);
    expect(screen.queryByRole('group', { name: /Cómo te quedó/ })).toBeNull();

    await userEvent.upload(field, new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByText(PHOTO_NOT_A_PICTURE)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await userEvent.upload(field, big);
    expect(await screen.findByText(PHOTO_TOO_BIG)).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/reviews/photos')).toEqual([]);

    // A file that says it is a picture and is not: the server's sentence, under the same field.
    await userEvent.upload(field, new File(['hola'], 'falsa.png', { type: 'image/png' }));
    expect(await screen.findByText(PHOTO_NOT_A_PICTURE)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/reviews/photos'))).toHaveLength(
      1,
    );
  });

  it('tells someone who did not buy it that there is no such purchase', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/reviews/mine': () => Response.json({ error: PURCHASE_NOT_FOUND }, { status: 404 }),
    });
    renderPage(<ReviewFormPage />, { at: '/resenas/escribir/12/1', route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', PURCHASE_NOT_FOUND);
    expect(screen.queryByRole('button', { name: 'Publicar reseña' })).toBeNull();
  });

  it('opens a review already written to edit it', async () => {
    stubApi({
      'GET /api/auth/me': () => Response.json(SHOPPER),
      'GET /api/reviews/mine': () =>
        Response.json(
          purchase({
            review: {
              review_id: 3,
              stars: 2,
              title: 'Chicas',
              body: 'Me quedaron chicas.',
              fit: 'chica',
              photos: [],
              status: 'publicada',
            },
          }),
        ),
    });
    renderPage(<ReviewFormPage />, { at: '/resenas/escribir/12/1', route: ROUTE });
    expect(await screen.findByText(/lo que guardes ahora reemplaza tu reseña publicada/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '2 estrellas' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /Tu reseña/ })).toHaveProperty('value', 'Me quedaron chicas.');
    expect(
      within(screen.getByRole('group', { name: /Cómo te quedó/ })).getByRole('radio', {
        name: 'Me quedó chica',
      }),
    ).toHaveProperty('checked', true);
  });
});
