import { searchSynonymBody, type SearchSynonym } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { AdminLoadError } from '../AdminLoadError';
import { useAddSynonym, useRemoveSynonym, useSynonyms } from './api/synonyms';
import './synonyms.css';

type FieldErrors = { word?: string; meaning?: string; form?: string };

const arrow = (synonym: Pick<SearchSynonym, 'both_ways'>) => (synonym.both_ways ? '↔' : '→');
const entryText = (synonym: SearchSynonym) => `«${synonym.word}» ${arrow(synonym)} «${synonym.meaning}»`;

/**
 * 'Sinónimos': the words shoppers use for what the shop calls otherwise ('tejana' for sombrero). Search
 * reads them at once; a word is stored as search reads it (lower case, without accents).
 */
export function SynonymsPage() {
  const synonyms = useSynonyms();
  return (
    <section className="admin-synonyms" aria-labelledby="admin-synonyms-title">
      <h1 id="admin-synonyms-title">Sinónimos</h1>
      <p className="admin-hint">
        Palabras que usan los clientes para lo que la tienda llama de otro modo. Una búsqueda de «tejana»
        encuentra también lo que dice «sombrero»; si lo que significa es el nombre de un departamento,
        encuentra solo ese departamento. Cada cambio se aplica en la búsqueda de inmediato.
      </p>
      <AddSynonym />
      <h2>Sinónimos actuales</h2>
      {synonyms.isError && !synonyms.data ? (
        <AdminLoadError message="No pudimos cargar los sinónimos." onRetry={() => void synonyms.refetch()} />
      ) : !synonyms.data ? (
        <p role="status">Cargando...</p>
      ) : synonyms.data.length === 0 ? (
        <p>Todavía no hay sinónimos: la búsqueda encuentra solo las palabras de los productos.</p>
      ) : (
        <SynonymList synonyms={synonyms.data} />
      )}
    </section>
  );
}

function AddSynonym() {
  const add = useAddSynonym();
  const [word, setWord] = useState('');
  const [meaning, setMeaning] = useState('');
  const [bothWays, setBothWays] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const body = searchSynonymBody.safeParse({ word, meaning, both_ways: bothWays });
    if (!body.success) {
      const found: FieldErrors = {};
      for (const issue of body.error.issues) {
        const field = issue.path[0] === 'meaning' ? 'meaning' : 'word';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const stored = await add.mutateAsync({ word, meaning, both_ways: bothWays });
      setWord('');
      setMeaning('');
      setBothWays(false);
      setAdded(`Agregado: ${entryText(stored)}.`);
    } catch (failure) {
      setErrors({ form: reasonOr(failure, 'No se pudo agregar el sinónimo. Intenta de nuevo.') });
    }
  };

  const described = (field: keyof FieldErrors, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="admin-form admin-synonym-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Agregar un sinónimo</h2>
      <div className="admin-synonym-words">
        <label>
          Palabra que buscan los clientes
          <input
            value={word}
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            placeholder="tejana"
            aria-invalid={errors.word ? true : undefined}
            aria-describedby={described('word')}
            onChange={(event) => setWord(event.currentTarget.value)}
          />
        </label>
        {errors.word ? (
          <p id={`${id}-word-error`} className="admin-error">
            {errors.word}
          </p>
        ) : null}
        <label>
          Palabra de la tienda
          <input
            value={meaning}
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            placeholder="sombrero"
            aria-invalid={errors.meaning ? true : undefined}
            aria-describedby={described('meaning')}
            onChange={(event) => setMeaning(event.currentTarget.value)}
          />
        </label>
        {errors.meaning ? (
          <p id={`${id}-meaning-error`} className="admin-error">
            {errors.meaning}
          </p>
        ) : null}
      </div>
      <label className="admin-synonym-both">
        <input
          type="checkbox"
          checked={bothWays}
          onChange={(event) => setBothWays(event.currentTarget.checked)}
        />
        En ambos sentidos: buscar la palabra de la tienda también encuentra la otra
      </label>
      <div>
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Agregando...' : 'Agregar'}
        </button>
      </div>
      <div aria-live="polite">
        {errors.form ? (
          <p className="admin-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        {added ? <p role="status">{added}</p> : null}
      </div>
    </form>
  );
}

function SynonymList({ synonyms }: { synonyms: SearchSynonym[] }) {
  const remove = useRemoveSynonym();
  const [error, setError] = useState<string | null>(null);

  const removeOne = async (synonym: SearchSynonym) => {
    setError(null);
    try {
      await remove.mutateAsync(synonym.synonym_id);
    } catch (failure) {
      setError(reasonOr(failure, `No se pudo quitar ${entryText(synonym)}. Intenta de nuevo.`));
    }
  };

  return (
    <>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-table-scroll">
        <table className="admin-table admin-synonym-table">
          <thead>
            <tr>
              <th scope="col">Los clientes buscan</th>
              <th scope="col">Sentido</th>
              <th scope="col">La tienda dice</th>
              <th scope="col">
                <span className="visually-hidden">Quitar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {synonyms.map((synonym) => (
              <tr key={synonym.synonym_id}>
                <td>{synonym.word}</td>
                <td>
                  <span aria-hidden="true">{arrow(synonym)}</span>
                  <span className="visually-hidden">
                    {synonym.both_ways ? 'en ambos sentidos' : 'en un sentido'}
                  </span>
                </td>
                <td>{synonym.meaning}</td>
                <td>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={remove.isPending}
                    onClick={() => void removeOne(synonym)}
                  >
                    Quitar <span className="visually-hidden">{entryText(synonym)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
