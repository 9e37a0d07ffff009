import { NOT_A_PICTURE, type HomeContent } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { ContentPage } from './ContentPage';

const HOME: HomeContent = {
  banners: [0, 1, 2, 3].map((position) => ({
    position,
    title: `Título ${position + 1}`,
    subtitle: `Subtítulo ${position + 1}`,
    link: `/products/${position + 1}`,
    image: `banner-${position + 1}.webp`,
  })),
  rows: { bestSelling: [], accesories: [], getRecommended: [] },
  strip: [],
};
const PICTURE_URL = '/api/admin/home/banners/2/picture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const secondBanner = async () => within(await screen.findByRole('group', { name: 'Banner 2' }));
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sombreros.png', { type: 'image/png' });

describe('a new picture for a banner', () => {
  it('uploads the file itself at once, then shows the new picture and keeps it when the banners are saved', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      [`POST ${PICTURE_URL}`]: () =>
        Response.json({ message: 'Foto del banner 2 actualizada.', image: 'banner-2-0123456789ab.webp' }),
      'PUT /api/admin/home/banners': () => Response.json({ message: 'Banners guardados.' }),
    });
    renderPage(<ContentPage />);
    const banner = await secondBanner();
    // An edit not saved yet survives the upload.
    await userEvent.clear(banner.getByLabelText('Título'));
    await userEvent.type(banner.getByLabelText('Título'), 'Sombreros de fieltro');

    const file = png();
    const input = banner.getByLabelText('Foto nueva (Banner 2)') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif');
    await userEvent.upload(input, file);

    expect(await banner.findByText('Foto del banner 2 actualizada.')).toBeTruthy();
    const uploads = fetchMock.mock.calls.filter(([url]) => url === PICTURE_URL);
    expect(uploads).toHaveLength(1);
    const [, init] = uploads[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'content-type': 'image/png' });

    // Both previews, phone and computer, show the new picture.
    const previews = [...banner.getByRole('group', { name: 'Vista previa' }).querySelectorAll('img')];
    expect(previews.map((img) => img.getAttribute('src'))).toEqual([
      '/api/product/image/banner-2-0123456789ab.webp?w=480',
      '/api/product/image/banner-2-0123456789ab.webp?w=640',
    ]);

    const form = within(screen.getByRole('form', { name: 'Banners' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Banners guardados.')).toBeTruthy();
    const [body] = sentTo(fetchMock, 'PUT', '/api/admin/home/banners') as { banners: unknown[] }[];
    expect(body!.banners[1]).toEqual({
      title: 'Sombreros de fieltro',
      subtitle: 'Subtítulo 2',
      link: '/products/2',
      image: 'banner-2-0123456789ab.webp',
    });
  });

  it('shows the server’s Spanish reason when it refuses the file, and keeps the picture', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/admin/home': () => Response.json(HOME),
      [`POST ${PICTURE_URL}`]: () => Response.json({ error: NOT_A_PICTURE }, { status: 422 }),
    });
    renderPage(<ContentPage />);
    const banner = await secondBanner();
    await userEvent.upload(banner.getByLabelText('Foto nueva (Banner 2)'), png());
    expect((await banner.findByRole('alert')).textContent).toBe(NOT_A_PICTURE);
    const preview = banner.getByRole('group', { name: 'Vista previa' }).querySelector('img');
    expect(preview?.getAttribute('src')).toBe('/api/product/image/banner-2.webp?w=480');
  });
});
