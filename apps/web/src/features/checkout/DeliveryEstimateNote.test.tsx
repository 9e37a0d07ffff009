import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../test/page';
import { DeliveryEstimateNote } from './DeliveryEstimateNote';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the page told the console about the estimate, among what `console.error` was called with. */
const logged = (error: { mock: { calls: unknown[][] } }) =>
  error.mock.calls.filter((call) => call[0] === 'No se pudo leer el tiempo de entrega');

describe('DeliveryEstimateNote', () => {
  it('says how long delivery takes to the chosen state', async () => {
    stubApi({
      'GET /api/payments/delivery-estimate': () =>
        Response.json({ state: 'Sonora', min_days: 2, max_days: 4 }),
    });
    renderPage(<DeliveryEstimateNote state="Sonora" />);
    expect(await screen.findByText('Llega en 2 a 4 días hábiles a Sonora.')).toBeTruthy();
  });

  it('tells the console when the estimate cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/payments/delivery-estimate': () => Response.json({ error: 'caído' }, { status: 500 }),
    });
    renderPage(<DeliveryEstimateNote state="Sonora" />);
    await vi.waitFor(() => expect(logged(error)).toHaveLength(1));
  });

  it('says nothing of a question the shopper left behind (leaving the page aborts it)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('signal is aborted without reason', 'AbortError'));
            });
          }),
      ),
    );
    renderPage(<DeliveryEstimateNote state="Sonora" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    cleanup();
    await vi.waitFor(() => expect(aborted).toBe(true));
    // The rejection reaches the question's own code in the promise jobs that follow; one task later
    // they have all run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged(error)).toEqual([]);
  });
});
