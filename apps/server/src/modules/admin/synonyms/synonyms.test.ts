import {
  MAX_SYNONYM_LETTERS,
  SYNONYM_ONE_WORD,
  SYNONYM_SAME_WORDS,
  type SearchSynonym,
} from '@store/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startAdminTestApp, STAFF_EMAIL, type AdminTestApp } from '../../../test/admin-app';
import { readAuditLog } from '../../../test/audit-log';
import { SYNONYM_NOT_FOUND } from '../../catalog';
import { FROM_THE_SHOP } from '../../../test/from-the-shop';

let t: AdminTestApp;

beforeAll(async () => {
  t = await startAdminTestApp();
});
afterAll(() => t.close());

const list = async () => {
  const response = await t.app.inject({ url: '/api/admin/synonyms', cookies: t.staff });
  expect(response.statusCode).toBe(200);
  return response.json() as SearchSynonym[];
};
const add = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/synonyms', cookies: t.staff, payload: payload as object });
const remove = (id: number) =>
  t.app.inject({
    headers: FROM_THE_SHOP,
    method: 'DELETE',
    url: `/api/admin/synonyms/${id}`,
    cookies: t.staff,
  });

describe('Sinónimos in the back-office', () => {
  it('lists the default ranch words, alphabetically', async () => {
    const synonyms = await list();
    expect(synonyms).toContainEqual({
      synonym_id: expect.any(Number),
      word: 'tejana',
      meaning: 'sombrero',
      both_ways: false,
    });
    expect(synonyms).toContainEqual(
      expect.objectContaining({ word: 'chamarra', meaning: 'chaqueta', both_ways: true }),
    );
    const words = synonyms.map((synonym) => synonym.word);
    expect(words).toEqual([...words].sort());
  });

  it('stores a word as search reads it: lower case, without accents, keeping the ñ', async () => {
    const added = await add({ word: '  Sarápe ', meaning: 'JORONGO', both_ways: true });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      synonym_id: expect.any(Number),
      word: 'sarape',
      meaning: 'jorongo',
      both_ways: true,
    });
    const niño = await add({ word: 'Chamaquito', meaning: 'Niño' });
    expect(niño.json()).toMatchObject({ word: 'chamaquito', meaning: 'niño', both_ways: false });
    expect(await list()).toContainEqual(added.json());
  });

  it.each([
    [
      { word: '', meaning: 'sombrero' },
      { error: 'La palabra es obligatoria.', field: 'word' },
    ],
    [
      { word: '   ', meaning: 'sombrero' },
      { error: 'La palabra es obligatoria.', field: 'word' },
    ],
    [
      { word: 'tejana', meaning: '' },
      { error: 'La palabra de la tienda es obligatoria.', field: 'meaning' },
    ],
    [
      { word: 'a', meaning: 'sombrero' },
      { error: 'La palabra tiene al menos 2 letras.', field: 'word' },
    ],
    [
      { word: 'x'.repeat(MAX_SYNONYM_LETTERS + 1), meaning: 'sombrero' },
      { error: `La palabra tiene a lo más ${MAX_SYNONYM_LETTERS} letras.`, field: 'word' },
    ],
    [
      { word: 'bota vaquera', meaning: 'bota' },
      { error: SYNONYM_ONE_WORD, field: 'word' },
    ],
    [
      { word: 'bota  ', meaning: 'tenis 2' },
      { error: SYNONYM_ONE_WORD, field: 'meaning' },
    ],
    [
      { word: "bota'; --", meaning: 'tenis' },
      { error: SYNONYM_ONE_WORD, field: 'word' },
    ],
    [
      { word: 'Sombréro', meaning: 'sombrero' },
      { error: SYNONYM_SAME_WORDS, field: 'meaning' },
    ],
  ])('refuses %o with a Spanish 400 naming the field apart', async (payload, refusal) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('refuses an entry the list already has, also written the other way round, with 409', async () => {
    const again = await add({ word: 'TEJANA', meaning: 'sombrero' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Ese sinónimo ya existe: «tejana» → «sombrero».' });
    // chamarra ↔ chaqueta already works both ways.
    const reversed = await add({ word: 'chaqueta', meaning: 'chamarra' });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json()).toEqual({ error: 'Ese sinónimo ya existe: «chamarra» ↔ «chaqueta».' });
    // The other way of a one-way entry is a new entry.
    const otherWay = await add({ word: 'sombrero', meaning: 'tejana' });
    expect(otherWay.statusCode).toBe(201);
  });

  it('removes an entry, and answers 404 for one that is gone', async () => {
    const added = (await add({ word: 'chivas', meaning: 'cosas' })).json() as SearchSynonym;
    expect((await remove(added.synonym_id)).json()).toEqual({ message: 'Sinónimo quitado.' });
    expect(await list()).not.toContainEqual(added);
    const gone = await remove(added.synonym_id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: SYNONYM_NOT_FOUND });
  });

  it('writes each change in the Bitácora as a sentence', async () => {
    const sentences = (await readAuditLog(t.app, t.staff)).map((entry) => [entry.actor, entry.sentence]);
    expect(sentences).toContainEqual([STAFF_EMAIL, 'Agregó a la búsqueda el sinónimo «sarape» ↔ «jorongo»']);
    expect(sentences).toContainEqual([STAFF_EMAIL, 'Agregó a la búsqueda el sinónimo «chamaquito» → «niño»']);
    expect(sentences).toContainEqual([STAFF_EMAIL, 'Quitó de la búsqueda el sinónimo «chivas» → «cosas»']);
  });

  it('does not exist for a shopper', async () => {
    const shopper = { sid: await signIn(t.database, 'cliente@correo.test') };
    const response = await t.app.inject({ url: '/api/admin/synonyms', cookies: shopper });
    expect(response.statusCode).toBe(404);
  });
});
