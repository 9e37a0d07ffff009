import { FIRST_VARIANT_ID, type SelectionName } from '@store/contract';
import { BEST_SELLING_DAYS, MAX_ROW_ITEMS, type RowItem } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { useSaveRow } from './api/home-content';
import { ProductSearch } from './ProductSearch';
import { SaveBar } from './SaveBar';
import { saveError } from './save-error';

/**
 * An item of the row being edited: as the server named it, or a product the owner found by its name
 * (its id stands for the variant its card shows; the colour and size appear once saved).
 */
type DraftItem = { id: number; named?: RowItem; name?: string };

type Props = {
  selection: SelectionName;
  title: string;
  items: RowItem[];
  notice: string | undefined;
  onSaved: (message: string) => void;
};

const describe = (item: DraftItem): string =>
  item.named
    ? `${item.named.product_name} · ${item.named.color} · talla ${item.named.size}`
    : item.name
      ? item.name
      : item.id < FIRST_VARIANT_ID
        ? `Producto ${item.id}`
        : `Variante ${item.id}`;

/** One of the home's featured rows: its items in order, found by their names, moved, removed. */
export function RowEditor({ selection, title, items, notice, onSaved }: Props) {
  const [draft, setDraft] = useState<DraftItem[]>(() =>
    items.map((item) => ({ id: item.variant_id, named: item })),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRow();
  const titleId = useId();
  const full = draft.length >= MAX_ROW_ITEMS;
  // The shop computes this row from its sales while the owner pins nothing (the server's rule).
  const computed = selection === 'bestSelling';

  const move = (from: number, to: number) =>
    setDraft((current) => {
      const next = [...current];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });

  // Products already in the row, by their product's number, so the search does not offer them again.
  const chosen = new Set(draft.map((item) => item.named?.product_id ?? item.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      onSaved(await save.mutateAsync({ selection, ids: draft.map((item) => item.id) }));
    } catch (failure) {
      setError(saveError(failure));
    }
  };

  return (
    <form className="admin-home-section" aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h2 id={titleId}>Fila «{title}»</h2>
      {computed && (
        <p className="admin-hint">
          {draft.length === 0
            ? `Sin productos fijados: el inicio muestra lo más vendido de los últimos ${BEST_SELLING_DAYS} días, al día.`
            : `Fijados por ti. Quítalos todos para que el inicio muestre lo más vendido de los últimos ${BEST_SELLING_DAYS} días.`}
        </p>
      )}
      {draft.length === 0 ? (
        !computed && <p>La fila está vacía: no se muestra en el inicio.</p>
      ) : (
        <ol className="admin-row-items">
          {draft.map((item, index) => {
            const name = describe(item);
            return (
              <li key={item.id}>
                <span className="admin-row-item-name">
                  {name}
                  {item.named && <small> ({item.named.sku})</small>}
                  {item.named?.hidden && <strong className="admin-error"> Oculto: no se muestra</strong>}
                  {!item.named && <small> (nuevo; su color y talla aparecen al guardar)</small>}
                </span>
                <span className="admin-row-item-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Subir ${name}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Subir
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Bajar ${name}`}
                    disabled={index === draft.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Bajar
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Quitar ${name}`}
                    onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}
                  >
                    Quitar
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="admin-row-add">
        <ProductSearch
          label={`Buscar un producto para «${title}»`}
          verb="Agregar"
          skip={chosen}
          disabled={full}
          onPick={(product) => {
            setError(null);
            setDraft((current) => [...current, { id: product.product_id, name: product.name }]);
          }}
        />
        {full && <p>La fila ya tiene {MAX_ROW_ITEMS} productos, el máximo.</p>}
      </div>
      <SaveBar pending={save.isPending} error={error} notice={error ? undefined : notice} />
    </form>
  );
}
