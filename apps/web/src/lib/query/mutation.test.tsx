import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, reasonOr } from '../api';
import { QueryClient, QueryClientProvider, useQuery } from '.';
import { useMutation } from './use-mutation';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A phone number shown from the cache, and a form that saves a new one. */
function PhoneForm({
  save,
  readPhone,
}: {
  save: (phone: string) => Promise<string>;
  readPhone: () => Promise<string>;
}) {
  const phone = useQuery({ queryKey: ['session'], queryFn: readPhone });
  const mutation = useMutation({ mutationFn: save, invalidates: [['session']] });
  return (
    <>
      <p>Teléfono: {phone.data ?? '…'}</p>
      <button
        type="button"
        disabled={mutation.isPending}
        onClick={() => void mutation.mutateAsync('6141234567').catch(() => undefined)}
      >
        {mutation.isPending ? 'Guardando...' : 'Guardar'}
      </button>
      {mutation.isSuccess ? <p>Guardado</p> : null}
      {mutation.error ? (
        <p role="alert">{reasonOr(mutation.error, 'Error al actualizar el perfil.')}</p>
      ) : null}
    </>
  );
}

function renderForm(save: (phone: string) => Promise<string>, readPhone: () => Promise<string>) {
  render(
    <QueryClientProvider client={new QueryClient({ retry: false })}>
      <PhoneForm save={save} readPhone={readPhone} />
    </QueryClientProvider>,
  );
}

describe('useMutation', () => {
  it('is pending while the change runs, then asks again for what it made out of date', async () => {
    const saving = deferred<string>();
    let stored = 'N/A';
    const readPhone = vi.fn(async () => stored);
    renderForm(() => saving.promise, readPhone);
    await screen.findByText('Teléfono: N/A');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardando...' })).toHaveProperty('disabled', true);
    expect(readPhone).toHaveBeenCalledTimes(1);

    stored = '+52 614 123 4567';
    await act(async () => saving.resolve('Perfil actualizado correctamente.'));
    expect(await screen.findByText('Teléfono: +52 614 123 4567')).toBeTruthy();
    expect(screen.getByText('Guardado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
    expect(readPhone).toHaveBeenCalledTimes(2);
  });

  it("keeps the failure with the server's message, ends pending and invalidates nothing", async () => {
    const readPhone = vi.fn(async () => 'N/A');
    renderForm(async () => {
      throw new ApiError(400, 'El número de teléfono no es válido.');
    }, readPhone);
    await screen.findByText('Teléfono: N/A');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El número de teléfono no es válido.');
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Guardado')).toBeNull();
    expect(readPhone).toHaveBeenCalledTimes(1);
  });

  it('rejects to its caller too, and a failed connection shows the fallback', async () => {
    const failure = new ApiError(0, '', { cause: new TypeError('Failed to fetch') });
    let caught: unknown;
    function Saver() {
      const mutation = useMutation({
        mutationFn: async () => {
          throw failure;
        },
      });
      return (
        <button
          type="button"
          onClick={() =>
            void mutation.mutateAsync().catch((error: unknown) => {
              caught = error;
            })
          }
        >
          {mutation.error ? reasonOr(mutation.error, 'Ha ocurrido un error.') : 'Guardar'}
        </button>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ retry: false })}>
        <Saver />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Ha ocurrido un error.' });
    await waitFor(() => expect(caught).toBe(failure));
  });
});
