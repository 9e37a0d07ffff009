import { act, render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from '../api';
import { QueryClient } from '../query';
import { connection, reportConnected } from './connection';
import { OfflineNotice } from './OfflineNotice';
import { reloadIfDeployed } from './reload-after-deploy';

const NOTICE = 'Sin conexión. Lo intentaremos de nuevo al volver la señal.';
const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  vi.unstubAllGlobals();
  reportConnected();
  sessionStorage.clear();
  document.head.querySelector('script[type="module"]')?.remove();
});

describe('the offline notice', () => {
  it('says so when a call finds no network, and goes when the signal returns', async () => {
    vi.stubGlobal('fetch', vi.fn(noSignal));
    render(<OfflineNotice />);
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true);

    await expect(request('/users/me/stock-alerts', z.unknown(), { method: 'POST' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(screen.getByRole('status').textContent).toBe(NOTICE);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true);
  });

  it('goes when the server answers again', async () => {
    vi.stubGlobal('fetch', vi.fn(noSignal));
    render(<OfflineNotice />);
    await request('/categories', z.unknown()).catch(() => undefined);
    expect(screen.getByRole('status').textContent).toBe(NOTICE);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    await request('/categories', z.unknown());
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true);
  });

  it('stays when a call sent before the signal dropped answers after one that found none', async () => {
    let answerLate!: () => void;
    const late = new Promise<Response>((resolve) => {
      answerLate = () => resolve(Response.json([]));
    });
    vi.stubGlobal('fetch', vi.fn().mockReturnValueOnce(late).mockImplementation(noSignal));
    render(<OfflineNotice />);
    const sentBefore = request('/products/7/related', z.unknown());
    await request('/users/me/stock-alerts', z.unknown(), { method: 'POST' }).catch(() => undefined);
    expect(screen.getByRole('status').textContent).toBe(NOTICE);

    act(answerLate);
    await act(() => sentBefore);
    expect(screen.getByRole('status').textContent).toBe(NOTICE);
  });
});

describe('queries that failed for want of a signal', () => {
  it('are asked again when it returns', async () => {
    const client = new QueryClient({ retry: false });
    const fetchName = vi.fn().mockRejectedValueOnce(new Error('sin señal')).mockResolvedValue('Ariat');
    const query = client.query<string>(['name']);
    const stop = query.subscribe(() => undefined);
    await query.fetch({ fn: fetchName, retry: false });
    expect(query.state.status).toBe('error');

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(query.state.data).toBe('Ariat'));
    stop();
  });
});

describe('a page opened before a deploy', () => {
  /** The page as the shop serves it now, naming its first script. */
  const servedPage = (entry: string) => vi.fn(async () => new Response(`<script src="${entry}"></script>`));
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.setAttribute('src', '/assets/index-antes.js');
    document.head.append(script);
    reload = vi.fn();
    vi.stubGlobal('location', { href: 'http://localhost/product/7', reload });
  });

  it('reloads once when the shop now serves another build, never twice for the same one', async () => {
    vi.stubGlobal('fetch', servedPage('/assets/index-despues.js'));
    await reloadIfDeployed();
    expect(reload).toHaveBeenCalledTimes(1);

    // The reload brought the same page back (a cached copy): no loop, the part's 'Reintentar' stays.
    await reloadIfDeployed();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the shop still serves its build (the chunk failed for another reason)', async () => {
    vi.stubGlobal('fetch', servedPage('/assets/index-antes.js'));
    await reloadIfDeployed();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload without a signal, and says so instead', async () => {
    vi.stubGlobal('fetch', vi.fn(noSignal));
    await reloadIfDeployed();
    expect(reload).not.toHaveBeenCalled();
    expect(connection.offline()).toBe(true);
  });
});
