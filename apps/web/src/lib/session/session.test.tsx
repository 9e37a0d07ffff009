import { PAGE_DATA_ELEMENT_ID, SESSION_PAGE_DATA_KEY } from '@store/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SHOPPER = {
  name: 'Lucía Páginas',
  email: 'lucia@example.mx',
  phone_number: null,
  picture: null,
  google_id: 'lucia',
  ecommerce_user_id: 7,
};

function handOver(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

/** A fresh page: the page's block is read once per page load, so each test loads the modules anew. */
async function openPage() {
  const [{ adoptPageSession, useSession }, { QueryClient, QueryClientProvider }] = await Promise.all([
    import('./session'),
    import('../query'),
  ]);
  function Who() {
    const { user, loading } = useSession();
    return <p>{loading ? 'cargando' : (user?.name ?? 'invitado')}</p>;
  }
  const client = new QueryClient({ retry: false });
  const adopted = adoptPageSession(client);
  const show = () =>
    render(
      <QueryClientProvider client={client}>
        <Who />
      </QueryClientProvider>,
    );
  return { adopted, show };
}

const fetchMock = vi.fn(async (_url: string) => Response.json({ error: 'Inicia sesión' }, { status: 401 }));

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session handed over in the page', () => {
  it('makes a guest a guest from the first render, and nobody asks the server, not even later', async () => {
    handOver({ [SESSION_PAGE_DATA_KEY]: null });
    const { adopted, show } = await openPage();
    expect(adopted).toBeNull();
    const first = show();
    expect(screen.getByText('invitado')).toBeTruthy();
    first.unmount();
    // Another part of the page that shows the session, a while later: still no call.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000);
    show();
    expect(screen.getByText('invitado')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a signed-in shopper from the first render without asking', async () => {
    handOver({ [SESSION_PAGE_DATA_KEY]: SHOPPER });
    const { adopted, show } = await openPage();
    expect(adopted).toEqual(SHOPPER);
    show();
    expect(screen.getByText('Lucía Páginas')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the page carries no session, and takes a 401 for a guest without an error', async () => {
    const logged = vi.spyOn(console, 'error');
    const { adopted, show } = await openPage();
    expect(adopted).toBeUndefined();
    show();
    expect(screen.getByText('cargando')).toBeTruthy();
    await screen.findByText('invitado');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/me');
    expect(logged).not.toHaveBeenCalled();
  });

  it('refuses a session that is not one, and asks instead', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handOver({ [SESSION_PAGE_DATA_KEY]: { name: 'sin lo demás' } });
    const { adopted, show } = await openPage();
    expect(adopted).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      'Los datos de la página no son válidos',
      SESSION_PAGE_DATA_KEY,
      expect.anything(),
    );
    show();
    await screen.findByText('invitado');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
