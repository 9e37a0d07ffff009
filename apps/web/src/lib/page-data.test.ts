import { bannersResponse, categoriesResponse, PAGE_DATA_ELEMENT_ID } from '@store/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api';

const BANNER = {
  position: 1,
  title: 'Botas de temporada',
  subtitle: 'Piel original',
  link: '/products/1?category_id=3',
  image: 'banner-1.webp',
};

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('answers handed over in the page', () => {
  it('answer the first call without the network, checked like a network answer, and only once', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify({ '/banners': [BANNER], '/categories': [{ nombre: 'mal' }] });
    document.head.append(block);
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);

    expect(await apiGet('/banners', bannersResponse)).toEqual([BANNER]);
    expect(fetchMock).not.toHaveBeenCalled();
    // The second call for the same path asks the server.
    expect(await apiGet('/banners', bannersResponse)).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A handed answer of the wrong shape is refused like a wrong network answer.
    await expect(apiGet('/categories', categoriesResponse)).rejects.toThrow();
  });
});
