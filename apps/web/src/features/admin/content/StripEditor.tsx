import {
  MAX_STRIP_LINE_LENGTH,
  MAX_STRIP_LINES,
  REPEATED_STRIP_LINE,
  repeatedStripLine,
  stripBody,
} from '@store/contract/admin';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useActivePromotions } from '../../../lib/cart/promotions';
import { FieldError, fieldErrorId, invalidProps } from '../../../lib/form/FieldError';
import { refusedField } from '../../../lib/form/field-errors';
import { useSaveStrip } from './api/home-content';
import { SaveBar } from './SaveBar';
import { saveError } from './save-error';

/** A line being edited; its key follows it when it moves, so its field keeps what is typed. */
type DraftLine = { key: number; text: string };

type Props = {
  lines: string[];
  notice: string | undefined;
  onSaved: (message: string) => void;
};

/** What is wrong with each line, and with the list as a whole, by the contract the server checks too. */
function problemsOf(lines: string[]): { byLine: (string | undefined)[]; list?: string } {
  const byLine: (string | undefined)[] = lines.map(() => undefined);
  let list: string | undefined;
  const checked = stripBody.safeParse({ lines });
  for (const issue of checked.success ? [] : checked.error.issues) {
    const [, index] = issue.path;
    if (typeof index === 'number') byLine[index] ??= issue.message;
    else list ??= issue.message;
  }
  const repeated = repeatedStripLine(lines);
  if (repeated !== undefined) byLine[repeated] ??= REPEATED_STRIP_LINE;
  return { byLine, list };
}

/**
 * 'Franja de promesas': the lasting lines under the home's rows, written, moved and removed by the owner.
 * The promotions running now follow them on the home by themselves; they are shown here, never typed.
 */
export function StripEditor({ lines, notice, onSaved }: Props) {
  const nextKey = useRef(lines.length);
  const [draft, setDraft] = useState<DraftLine[]>(() => lines.map((text, key) => ({ key, text })));
  const [errors, setErrors] = useState<{ byLine: (string | undefined)[]; list?: string }>({ byLine: [] });
  const [error, setError] = useState<string | null>(null);
  // The control to focus after a line moved, came or went: a moved button would otherwise lose the focus.
  const [focusId, setFocusId] = useState<string | null>(null);
  const save = useSaveStrip();
  const titleId = useId();
  const base = useId();
  const listId = `${base}-lines`;
  const full = draft.length >= MAX_STRIP_LINES;
  const fieldId = (key: number) => `${base}-line-${key}`;

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId, draft]);

  const edit = (change: (current: DraftLine[]) => DraftLine[], focus?: string) => {
    setDraft(change);
    setErrors({ byLine: [] });
    setError(null);
    setFocusId(focus ?? null);
  };

  const move = (from: number, to: number) => {
    const line = draft[from];
    if (!line) return;
    // At the top or the bottom the button pressed is disabled: the focus goes to its neighbour.
    const button = to === 0 ? 'down' : to === draft.length - 1 ? 'up' : from > to ? 'up' : 'down';
    edit(
      (current) => {
        const next = [...current];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        return next;
      },
      `${fieldId(line.key)}-${button}`,
    );
  };

  const remove = (index: number) => {
    const neighbour = draft[index + 1] ?? draft[index - 1];
    edit(
      (current) => current.filter((_, at) => at !== index),
      neighbour ? fieldId(neighbour.key) : `${base}-add`,
    );
  };

  const add = () => {
    const key = nextKey.current++;
    edit((current) => [...current, { key, text: '' }], fieldId(key));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const texts = draft.map((line) => line.text);
    const problems = problemsOf(texts);
    setErrors(problems);
    const first = problems.byLine.findIndex(Boolean);
    if (first >= 0 || problems.list) {
      const line = draft[first];
      setFocusId(line ? fieldId(line.key) : listId);
      return;
    }
    try {
      onSaved(await save.mutateAsync(texts));
    } catch (failure) {
      const refused = refusedField(failure, ['lines'] as const);
      if (refused) {
        setErrors({ byLine: [], list: refused.message });
        setFocusId(listId);
      } else setError(saveError(failure));
    }
  };

  return (
    <form
      className="admin-home-section"
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={titleId}>Franja de promesas</h2>
      <p className="admin-hint">
        Las frases que el inicio muestra siempre bajo las filas de productos, en este orden: hasta{' '}
        {MAX_STRIP_LINES}, de hasta {MAX_STRIP_LINE_LENGTH} caracteres cada una.
      </p>
      {draft.length === 0 ? (
        <p id={listId} tabIndex={-1}>
          Sin frases propias: la franja muestra solo las promociones que corren.
        </p>
      ) : (
        <ol
          id={listId}
          tabIndex={-1}
          className="admin-strip-lines"
          aria-describedby={errors.list ? fieldErrorId(listId) : undefined}
        >
          {draft.map((line, index) => {
            const id = fieldId(line.key);
            const number = index + 1;
            return (
              <li key={line.key}>
                <label htmlFor={id}>Frase {number}</label>
                <input
                  {...invalidProps(id, errors.byLine[index])}
                  value={line.text}
                  maxLength={MAX_STRIP_LINE_LENGTH}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    edit((current) =>
                      current.map((item) => (item.key === line.key ? { ...item, text } : item)),
                    );
                    setFocusId(null);
                  }}
                />
                <FieldError fieldId={id} error={errors.byLine[index]} />
                <span className="admin-row-item-actions">
                  <button
                    id={`${id}-up`}
                    type="button"
                    className="button button-secondary"
                    aria-label={`Subir la frase ${number}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Subir
                  </button>
                  <button
                    id={`${id}-down`}
                    type="button"
                    className="button button-secondary"
                    aria-label={`Bajar la frase ${number}`}
                    disabled={index === draft.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Bajar
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Quitar la frase ${number}`}
                    onClick={() => remove(index)}
                  >
                    Quitar
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError fieldId={listId} error={errors.list} />
      <div className="admin-row-add">
        <button
          id={`${base}-add`}
          type="button"
          className="button button-secondary"
          disabled={full}
          onClick={add}
        >
          Agregar una frase
        </button>
        {full && <p>La franja ya tiene {MAX_STRIP_LINES} frases, el máximo.</p>}
      </div>
      <RunningPromotions />
      <SaveBar pending={save.isPending} error={error} notice={error ? undefined : notice} />
    </form>
  );
}

/** The promotions the strip names now, after the owner's lines, by themselves: shown, never typed here. */
function RunningPromotions() {
  const running = useActivePromotions();
  const titleId = useId();
  const names = running.data?.map((promotion) => promotion.name);
  return (
    <section className="admin-strip-running" aria-labelledby={titleId}>
      <h3 id={titleId}>Promociones que corren ahora</h3>
      <p className="admin-hint">
        Se agregan solas al final de la franja mientras corren y salen cuando terminan. Se manejan en{' '}
        <Link href="/promociones">Promociones</Link>.
      </p>
      {running.isError && !names ? (
        <p>No pudimos leer las promociones que corren.</p>
      ) : !names ? (
        <p role="status">Cargando...</p>
      ) : names.length === 0 ? (
        <p>Ninguna promoción corre ahora.</p>
      ) : (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
