import type { PostalCodeCounts, PostalCodeImport } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/page';
import { PostalCodesPage } from './PostalCodesPage';

const BEFORE: PostalCodeCounts = { states: 1, municipalities: 2, postal_codes: 30, neighborhoods: 90 };
const LOADED: PostalCodeImport = {
  states: 32,
  municipalities: 2475,
  postal_codes: 31_879,
  neighborhoods: 157_307,
  skipped_rows: 1,
  bad_rows: [{ line: 12, reason: 'el código postal «1234» no tiene 5 dígitos' }],
  relinked_addresses: 4,
  unlinked_addresses: 0,
  seconds: 6.2,
};

const file = () => new File(['d_codigo|d_asenta'], 'CPdescarga.txt', { type: 'text/plain' });
const countsIn = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('definition')
    .map((value) => value.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the postal codes page', () => {
  it('shows the current catalogue, uploads the chosen file as it is and shows what it loaded', async () => {
    let current = BEFORE;
    const fetchMock = stubApi({
      'GET /api/admin/postal-codes': () => Response.json(current),
      'POST /api/admin/postal-codes': () => {
        current = LOADED;
        return Response.json(LOADED);
      },
    });
    renderPage(<PostalCodesPage />);
    await screen.findByLabelText('Catálogo actual');
    expect(countsIn('Catálogo actual')).toEqual(['1', '2', '30', '90']);

    const chosen = file();
    await userEvent.upload(screen.getByLabelText('Archivo de SEPOMEX'), chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));

    await screen.findByRole('heading', { name: 'Catálogo cargado' });
    expect(countsIn('Cantidades cargadas')).toEqual(['32', '2,475', '31,879', '157,307']);
    expect(screen.getByText(/1 filas omitidas por errores/)).toBeTruthy();
    expect(screen.getByText('Línea 12: el código postal «1234» no tiene 5 dígitos')).toBeTruthy();
    // The counts of the catalogue now in the shop are asked again.
    await vi.waitFor(() => expect(countsIn('Catálogo actual')).toEqual(['32', '2,475', '31,879', '157,307']));

    const upload = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(upload?.[1]?.body).toBe(chosen);
    expect(upload?.[1]?.headers).toMatchObject({ 'content-type': 'application/octet-stream' });
  });

  it('shows the server’s reason when the file is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/admin/postal-codes': () => Response.json(BEFORE),
      'POST /api/admin/postal-codes': () =>
        Response.json(
          { error: 'El archivo es un .zip: descomprímalo e importe el CPdescarga.txt que contiene.' },
          { status: 422 },
        ),
    });
    renderPage(<PostalCodesPage />);
    await userEvent.upload(screen.getByLabelText('Archivo de SEPOMEX'), file());
    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El archivo es un .zip: descomprímalo e importe el CPdescarga.txt que contiene.',
    );
  });

  it('asks for a file before sending anything', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/postal-codes': () => Response.json(BEFORE) });
    renderPage(<PostalCodesPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Elige el archivo de SEPOMEX.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
