import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './LoadBoundary';
import { lazyWithRetry } from './lazy-with-retry';

/** A part whose code cannot be fetched until `signal.back()`: each render that shows it asks afresh. */
function partWithoutSignal() {
  let available = false;
  const load = vi.fn(async () => {
    if (!available) throw new TypeError('Failed to fetch dynamically imported module: /assets/Part.js');
    return { Part: ({ text }: { text: string }) => <p>{text}</p> };
  });
  return { Part: lazyWithRetry(load, 'Part'), load, back: () => (available = true) };
}

function Page({ Part, resetKey }: { Part: ReturnType<typeof partWithoutSignal>['Part']; resetKey?: string }) {
  return (
    <>
      <h1>Bota vaquera</h1>
      <LoadBoundary resetKey={resetKey}>
        <Suspense fallback={<p>Cargando...</p>}>
          <Part text="Productos en tu carrito" />
        </Suspense>
      </LoadBoundary>
    </>
  );
}

// React reports what a boundary caught on the console; these failures are the test's own.
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a lazily loaded part whose code could not be fetched', () => {
  it('shows a Spanish message with Reintentar beside the rest of the page, and loads on Reintentar', async () => {
    quietConsole();
    const { Part, load, back } = partWithoutSignal();
    render(<Page Part={Part} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar esta parte. Revisa tu conexión.');
    screen.getByRole('heading', { name: 'Bota vaquera' });

    const asked = load.mock.calls.length;
    back();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Productos en tu carrito');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load.mock.calls.length).toBeGreaterThan(asked);
  });

  it('fetches its code again by itself when the signal returns', async () => {
    quietConsole();
    const { Part, back } = partWithoutSignal();
    render(<Page Part={Part} />);
    await screen.findByRole('button', { name: 'Reintentar' });

    back();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('Productos en tu carrito');
  });

  it('gives another address its own chance', async () => {
    quietConsole();
    const { Part, back } = partWithoutSignal();
    const { rerender } = render(<Page Part={Part} resetKey="/product/1" />);
    await screen.findByRole('button', { name: 'Reintentar' });

    back();
    rerender(<Page Part={Part} resetKey="/product/2" />);
    await screen.findByText('Productos en tu carrito');
  });

  it('keeps showing the message while the code still cannot be fetched', async () => {
    quietConsole();
    const { Part, load, back } = partWithoutSignal();
    render(<Page Part={Part} />);
    await screen.findByRole('button', { name: 'Reintentar' });
    const asked = load.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(asked));
    await screen.findByRole('button', { name: 'Reintentar' });

    back();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Productos en tu carrito');
  });

  it('renders at once, without Cargando..., once its code is fetched', async () => {
    const { Part, back } = partWithoutSignal();
    back();
    await Part.preload();
    render(<Page Part={Part} />);
    screen.getByText('Productos en tu carrito');
  });

  it('shows nothing in place of a quiet part, and the page stays', async () => {
    quietConsole();
    const { Part, load } = partWithoutSignal();
    render(
      <>
        <h1>Bota vaquera</h1>
        <LoadBoundary quiet>
          <Suspense fallback={null}>
            <Part text="Tienda" />
          </Suspense>
        </LoadBoundary>
      </>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByRole('heading', { name: 'Bota vaquera' });
  });
});
