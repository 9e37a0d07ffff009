import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPreviousData, QueryClient, QueryClientProvider, skipToken, useQuery, type QueryResult } from '.';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Shows what a component reading the query would show. */
function Reader({ result }: { result: QueryResult<string> }) {
  if (result.isPending) return <p>cargando</p>;
  if (result.isError) return <p>error: {String(result.error)}</p>;
  return <p>{`${result.data}${result.isPlaceholderData ? ' (anterior)' : ''}`}</p>;
}

function Name({
  id,
  fetchName,
  staleTime,
}: {
  id: number;
  fetchName: (id: number) => Promise<string>;
  staleTime?: number;
}) {
  const result = useQuery({ queryKey: ['name', id], queryFn: () => fetchName(id), staleTime });
  return <Reader result={result} />;
}

const renderWith = (client: QueryClient, element: React.ReactElement) =>
  render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);

describe('the query cache', () => {
  it('asks once for two readers of the same key, and both show the answer', async () => {
    const fetchName = vi.fn(async (id: number) => `bota ${id}`);
    renderWith(
      new QueryClient({ retry: false }),
      <>
        <Name id={1} fetchName={fetchName} />
        <Name id={1} fetchName={fetchName} />
      </>,
    );
    expect(screen.getAllByText('cargando')).toHaveLength(2);
    expect(await screen.findAllByText('bota 1')).toHaveLength(2);
    expect(fetchName).toHaveBeenCalledTimes(1);
  });

  it('keeps a fresh answer for the next reader and asks again once it is stale', async () => {
    const client = new QueryClient({ retry: false });
    const fetchName = vi.fn(async (id: number) => `bota ${id}`);
    renderWith(client, <Name id={1} fetchName={fetchName} staleTime={60_000} />);
    await screen.findByText('bota 1');
    cleanup();
    renderWith(client, <Name id={1} fetchName={fetchName} staleTime={60_000} />);
    expect(screen.getByText('bota 1')).toBeTruthy();
    expect(fetchName).toHaveBeenCalledTimes(1);
    cleanup();
    renderWith(client, <Name id={1} fetchName={fetchName} staleTime={0} />);
    // The stale answer is shown while the new one is fetched.
    expect(screen.getByText('bota 1')).toBeTruthy();
    await waitFor(() => expect(fetchName).toHaveBeenCalledTimes(2));
  });

  it('retries a failure as many times as it is told, then shows the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchName = vi.fn(async () => {
      throw new Error('sin red');
    });
    renderWith(new QueryClient({ retry: 1 }), <Name id={2} fetchName={fetchName} />);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByText('error: Error: sin red')).toBeTruthy();
    expect(fetchName).toHaveBeenCalledTimes(2);
  });

  it('fetches again what is shown when its key is invalidated, and sets data by hand', async () => {
    const client = new QueryClient({ retry: false, staleTime: Infinity });
    let answer = 'Ana';
    const fetchName = vi.fn(async () => answer);
    renderWith(client, <Name id={3} fetchName={fetchName} />);
    await screen.findByText('Ana');
    answer = 'Ana López';
    await act(() => client.invalidateQueries({ queryKey: ['name'] }));
    expect(await screen.findByText('Ana López')).toBeTruthy();
    act(() => client.setQueryData(['name', 3], 'Invitado'));
    expect(screen.getByText('Invitado')).toBeTruthy();
    expect(fetchName).toHaveBeenCalledTimes(2);
  });

  it('fetches an answer set before anyone fetched it (handed over in the page) when it is invalidated', async () => {
    const client = new QueryClient({ retry: false, staleTime: Infinity });
    client.setQueryData(['name', 4], 'Ana');
    const fetchName = vi.fn(async () => 'Ana López');
    renderWith(client, <Name id={4} fetchName={fetchName} />);
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(fetchName).not.toHaveBeenCalled();
    await act(() => client.invalidateQueries({ queryKey: ['name', 4] }));
    expect(await screen.findByText('Ana López')).toBeTruthy();
    expect(fetchName).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the previous answer, marked, while a new key loads', async () => {
    let release: (value: string) => void = () => undefined;
    function Pager() {
      const [page, setPage] = useState(1);
      const result = useQuery({
        queryKey: ['page', page],
        queryFn: () =>
          page === 1 ? Promise.resolve('página 1') : new Promise<string>((resolve) => (release = resolve)),
        placeholderData: keepPreviousData,
      });
      return (
        <>
          <Reader result={result} />
          <button type="button" onClick={() => setPage(2)}>
            siguiente
          </button>
        </>
      );
    }
    renderWith(new QueryClient({ retry: false }), <Pager />);
    await screen.findByText('página 1');
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('página 1 (anterior)')).toBeTruthy();
    act(() => release('página 2'));
    expect(await screen.findByText('página 2')).toBeTruthy();
  });

  it('does not ask while skipped, and aborts a request nobody shows any more', async () => {
    const signals: AbortSignal[] = [];
    const fetchName = vi.fn(
      ({ signal }: { signal: AbortSignal }) =>
        new Promise<string>((_resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new Error('abortada')));
        }),
    );
    function Skippable({ skip }: { skip: boolean }) {
      const result = useQuery({ queryKey: ['slow'], queryFn: skip ? skipToken : fetchName });
      return <Reader result={result} />;
    }
    const client = new QueryClient({ retry: false });
    const { rerender, unmount } = renderWith(client, <Skippable skip />);
    expect(screen.getByText('cargando')).toBeTruthy();
    expect(fetchName).not.toHaveBeenCalled();
    rerender(
      <QueryClientProvider client={client}>
        <Skippable skip={false} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchName).toHaveBeenCalledTimes(1));
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    // Nobody was told of the aborted request: the next reader asks afresh.
    renderWith(client, <Skippable skip={false} />);
    expect(screen.getByText('cargando')).toBeTruthy();
    await waitFor(() => expect(fetchName).toHaveBeenCalledTimes(2));
  });
});
