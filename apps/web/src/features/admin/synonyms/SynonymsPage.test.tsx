import type { SearchSynonym } from '@store/contract/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, sentTo, stubApi } from '../../../test/page';
import { SynonymsPage } from './SynonymsPage';

const TEJANA: SearchSynonym = { synonym_id: 2, word: 'tejana', meaning: 'sombrero', both_ways: false };
const CHAMARRA: SearchSynonym = { synonym_id: 1, word: 'chamarra', meaning: 'chaqueta', both_ways: true };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe('the Sinónimos page', () => {
  it('lists the entries, adds one as the server stored it and removes another', async () => {
    // The server's list as it stands: the page may ask for it again at any time.
    let stored = [CHAMARRA, TEJANA];
    const fajo: SearchSynonym = { synonym_id: 3, word: 'fajo', meaning: 'cinto', both_ways: true };
    const fetchMock = stubApi({
      'GET /api/admin/synonyms': () => Response.json(stored),
      'POST /api/admin/synonyms': () => {
        stored = [CHAMARRA, fajo, TEJANA];
        return Response.json(fajo, { status: 201 });
      },
      'DELETE /api/admin/synonyms/2': () => {
        stored = [CHAMARRA, fajo];
        return Response.json({ message: 'Sinónimo quitado.' });
      },
    });
    renderPage(<SynonymsPage />);
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['chamarra', '↔en ambos sentidos', 'chaqueta'],
      ['tejana', '→en un sentido', 'sombrero'],
    ]);

    await userEvent.type(screen.getByLabelText('Palabra que buscan los clientes'), 'Fajo');
    await userEvent.type(screen.getByLabelText('Palabra de la tienda'), 'Cinto');
    await userEvent.click(screen.getByRole('checkbox', { name: /En ambos sentidos/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));

    expect(await screen.findByText('Agregado: «fajo» ↔ «cinto».')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/synonyms')).toEqual([
      { word: 'Fajo', meaning: 'Cinto', both_ways: true },
    ]);
    await vi.waitFor(() => expect(rows().map((row) => row[0])).toEqual(['chamarra', 'fajo', 'tejana']));
    expect((screen.getByLabelText('Palabra que buscan los clientes') as HTMLInputElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar «tejana» → «sombrero»' }));
    await vi.waitFor(() => expect(rows().map((row) => row[0])).toEqual(['chamarra', 'fajo']));
  });

  it('explains a word it cannot take before asking the server, beside its field', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/synonyms': () => Response.json([TEJANA]) });
    renderPage(<SynonymsPage />);
    await screen.findByRole('table');

    await userEvent.type(screen.getByLabelText('Palabra que buscan los clientes'), 'bota vaquera');
    await userEvent.type(screen.getByLabelText('Palabra de la tienda'), 'bota');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const word = screen.getByLabelText('Palabra que buscan los clientes');
    expect(word.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Escribe una sola palabra, solo con letras.')).toBeTruthy();

    await userEvent.clear(word);
    await userEvent.type(word, 'Sombréro');
    await userEvent.clear(screen.getByLabelText('Palabra de la tienda'));
    await userEvent.type(screen.getByLabelText('Palabra de la tienda'), 'sombrero');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByText('La palabra y lo que significa deben ser distintas.')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', '/api/admin/synonyms')).toEqual([]);
  });

  it('shows the server’s reason for a duplicate, and says when there are none yet', async () => {
    stubApi({
      'GET /api/admin/synonyms': () => Response.json([]),
      'POST /api/admin/synonyms': () =>
        Response.json({ error: 'Ese sinónimo ya existe: «tejana» → «sombrero».' }, { status: 409 }),
    });
    renderPage(<SynonymsPage />);
    expect(await screen.findByText(/Todavía no hay sinónimos/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Palabra que buscan los clientes'), 'tejana');
    await userEvent.type(screen.getByLabelText('Palabra de la tienda'), 'sombrero');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ese sinónimo ya existe: «tejana» → «sombrero».',
    );
  });
});
