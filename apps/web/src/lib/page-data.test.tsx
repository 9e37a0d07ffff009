import { bannersResponse, categoriesResponse, PAGE_DATA_ELEMENT_ID } from '@store/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestQuery } from './api';
import { QueryClient, QueryClientProvider, queryKeys, useQuery } from './query';

const BANNER = {
  position: 1,
  title: 'Botas de temporada',
  subtitle: 'Piel original',
  link: '/products/1?category_id=3',
  image: 'banner-1.webp',
};

function handOver(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

function Banners() {
  const { data, isPending } = useQuery({
    queryKey: queryKeys.banners(),
    ...requestQuery('/banners', bannersResponse),
  });
  return <p>{isPending ? 'cargando' : data?.map((banner) => banner.title).join(', ') || 'sin banners'}</p>;
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers handed over in the page', () => {
  it('are shown on the first render without the network, and only once', async () => {
    // The page reads its block once; the bad answer is for the next test.
    handOver({ '/banners': [BANNER], '/categories': [{ nombre: 'mal' }] });
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);

    render(
      <QueryClientProvider client={new QueryClient({ retry: false, staleTime: 60_000 })}>
        <Banners />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Botas de temporada')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // Another page (another cache) asks the server: the handed answer was for the first render only.
    expect(requestQuery('/banners', bannersResponse).initialData()).toBeUndefined();
  });

  it('are checked by the call’s schema: a bad one is logged and the call made instead', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(requestQuery('/categories', categoriesResponse).initialData()).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      'Los datos de la página no son válidos',
      '/categories',
      expect.anything(),
    );
  });
});
