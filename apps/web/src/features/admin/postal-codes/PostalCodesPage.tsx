import type { PostalCodeCounts, PostalCodeImport } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { useLoadPostalCodes, usePostalCodeCounts } from './api/postal-codes';
import { FileChoice } from '../FileChoice';
import './postal-codes.css';

const number = new Intl.NumberFormat('es-MX');

type Outcome = { loaded: PostalCodeImport } | { error: string };

/** Upload the newest official SEPOMEX catalogue and see what it loaded. */
export function PostalCodesPage() {
  const counts = usePostalCodeCounts();
  const load = useLoadPostalCodes();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setOutcome({ error: 'Elige el archivo de SEPOMEX.' });
      return;
    }
    setOutcome(null);
    try {
      setOutcome({ loaded: await load.mutateAsync(file) });
    } catch (error) {
      console.error('No se pudo cargar el catálogo de códigos postales', error);
      setOutcome({ error: reasonOr(error, 'No se pudo cargar el archivo. Intenta de nuevo.') });
    }
  };

  return (
    <section className="admin-postal-codes" aria-labelledby="admin-postal-codes-title">
      <h1 id="admin-postal-codes-title">Códigos postales</h1>

      <h2>Catálogo actual</h2>
      {counts.isError && !counts.data ? (
        <div role="alert">
          <p>No pudimos leer el catálogo actual.</p>
          <button type="button" className="button button-secondary" onClick={() => void counts.refetch()}>
            Reintentar
          </button>
        </div>
      ) : !counts.data ? (
        <p role="status">Cargando...</p>
      ) : (
        <CatalogueCounts counts={counts.data} label="Catálogo actual" />
      )}

      <h2>Cargar un catálogo nuevo</h2>
      <form className="admin-form" onSubmit={(event) => void submit(event)}>
        <FileChoice
          label="Archivo de SEPOMEX"
          accept=".txt,.gz,text/plain,application/gzip"
          describedBy={hintId}
          onFile={setFile}
        />
        <p id={hintId} className="admin-hint">
          El archivo CPdescarga.txt de Correos de México (descomprime el .zip antes), o una copia en gzip. El
          catálogo actual se reemplaza completo; si el archivo tiene un problema, no cambia nada.
        </p>
        <div>
          <button type="submit" className="button button-primary" disabled={load.isPending}>
            {load.isPending ? 'Cargando...' : 'Cargar'}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {outcome && 'error' in outcome && (
          <p className="admin-error" role="alert">
            {outcome.error}
          </p>
        )}
        {outcome && 'loaded' in outcome && <LoadedReport loaded={outcome.loaded} />}
      </div>
    </section>
  );
}

function CatalogueCounts({ counts, label }: { counts: PostalCodeCounts; label: string }) {
  const items = [
    ['Estados', counts.states],
    ['Municipios', counts.municipalities],
    ['Códigos postales', counts.postal_codes],
    ['Colonias', counts.neighborhoods],
  ] as const;
  return (
    <dl className="admin-postal-counts" aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function LoadedReport({ loaded }: { loaded: PostalCodeImport }) {
  return (
    <section className="admin-postal-report" aria-labelledby="admin-postal-report-title">
      <h2 id="admin-postal-report-title">Catálogo cargado</h2>
      <CatalogueCounts counts={loaded} label="Cantidades cargadas" />
      <p>
        {number.format(loaded.skipped_rows)} filas omitidas por errores.{' '}
        {number.format(loaded.relinked_addresses)} direcciones guardadas enlazadas a su colonia
        {loaded.unlinked_addresses > 0 &&
          `; ${number.format(loaded.unlinked_addresses)} sin ella (conservan sus nombres)`}
        .
      </p>
      {loaded.bad_rows.length > 0 && (
        <>
          <h3>Filas omitidas</h3>
          <ul>
            {loaded.bad_rows.map((row) => (
              <li key={row.line}>
                Línea {number.format(row.line)}: {row.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
