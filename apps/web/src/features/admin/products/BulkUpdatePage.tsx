import {
  MAX_CSV_LENGTH,
  PRODUCTS_EXPORT_PATH,
  type BulkUpdatePreview,
  type ShownStock,
  type VariantValues,
} from '@store/contract/admin';
import { useState } from 'react';
import { Link } from 'wouter';
import { reasonOr } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useApplyBulkUpdate, usePreviewBulkUpdate } from './api/bulk-update';
import './products.css';
import { useIsOwner } from '../role';

const EXAMPLE = 'sku,precio,descuento,existencias\nNW-3-12-1-265,2499.00,,8\nNW-3-12-1-27,,15,';

/** The stock the preview's "Antes" column showed for each SKU: the numbers the owner's counts replace. */
const stockShown = (preview: BulkUpdatePreview): ShownStock[] =>
  preview.rows.flatMap((row) => (row.before ? [{ sku: row.sku, stock: row.before.stock }] : []));

const values = (value: VariantValues | null) =>
  value ? `${formatMoney(value.price)} · ${value.discount_percentage} % · ${value.stock} u.` : '—';

/** `/admin/productos/actualizar`: prices and stock from a CSV, reviewed row by row before anything changes. */
export function BulkUpdatePage() {
  const [csv, setCsv] = useState('');
  /** The preview and the text it was made from: editing the text asks for a new review. */
  const [reviewed, setReviewed] = useState<{ csv: string; preview: BulkUpdatePreview } | null>(null);
  const check = usePreviewBulkUpdate();
  const change = useApplyBulkUpdate();
  /** A chosen file is read in the background; 'Revisar' waits for it rather than review an empty text. */
  const [reading, setReading] = useState(false);
  const busy = reading || check.isPending || change.isPending;
  const [error, setError] = useState('');

  const fail = (failure: unknown, fallback: string) => setError(reasonOr(failure, fallback));

  const review = async () => {
    setError('');
    if (csv.trim() === '') {
      setError('Escribe o elige un archivo CSV.');
      return;
    }
    try {
      setReviewed({ csv, preview: await check.mutateAsync(csv) });
    } catch (failure) {
      fail(failure, 'No se pudo revisar el archivo.');
    }
  };

  const apply = async () => {
    if (!reviewed) return;
    setError('');
    try {
      const applied = await change.mutateAsync({
        csv: reviewed.csv,
        shownStock: stockShown(reviewed.preview),
      });
      notifySuccess(applied.message);
      setReviewed(null);
      setCsv('');
    } catch (failure) {
      fail(failure, 'No se aplicó ningún cambio.');
    }
  };

  // Staff may change the stock column only; the server refuses their price or discount change (403).
  const owner = useIsOwner();
  const preview = reviewed?.csv === csv ? reviewed.preview : null;
  const canApply = preview !== null && preview.error === null && preview.errors === 0 && preview.changes > 0;

  return (
    <section className="admin-bulk" aria-labelledby="admin-bulk-title">
      <p>
        <Link href="/productos">← Productos</Link>
      </p>
      <h1 id="admin-bulk-title">Actualizar precios y existencias</h1>
      <p>
        Sube un archivo CSV con la fila de títulos <code>sku,precio,descuento,existencias</code> (separado por
        comas o por punto y coma, como lo guarda Excel). Una celda vacía deja ese dato como está. Primero
        revisa los cambios; se aplican todos juntos o ninguno.
      </p>
      <p className="admin-bulk-export">
        <a className="button button-secondary" href={PRODUCTS_EXPORT_PATH} download>
          Descargar productos (CSV)
        </a>
        <span>
          Trae todas las variantes, también las de productos ocultos, con sus precios y existencias de ahora.
          Cámbialas en tu hoja de cálculo y súbela aquí; las columnas producto, color y talla solo te dicen
          qué es cada SKU y no cambian nada.
        </span>
      </p>
      {owner ? null : (
        <p className="admin-hint">
          Como personal puedes cambiar existencias. Los precios y descuentos los cambia un dueño: deja esas
          columnas como están o quítalas del archivo.
        </p>
      )}
      <label className="form-field">
        Archivo CSV
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            if (file.size > MAX_CSV_LENGTH) {
              setError('El archivo CSV es demasiado grande.');
              return;
            }
            setReading(true);
            file
              .text()
              .then((text) => {
                setCsv(text);
                setError('');
              })
              .catch(() => setError('No se pudo leer el archivo.'))
              .finally(() => setReading(false));
          }}
        />
      </label>
      <label className="form-field">
        Contenido del CSV
        <textarea
          rows={8}
          spellCheck={false}
          placeholder={EXAMPLE}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
        />
      </label>
      <div className="admin-form-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void review()}
        >
          Revisar
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy || !canApply}
          onClick={() => void apply()}
        >
          Aplicar cambios
        </button>
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {preview && <PreviewTable preview={preview} />}
    </section>
  );
}

function PreviewTable({ preview }: { preview: BulkUpdatePreview }) {
  if (preview.error) {
    return (
      <p className="admin-error" role="alert">
        {preview.error}
      </p>
    );
  }
  const summary = [
    preview.changes === 1 ? '1 variante cambia' : `${preview.changes} variantes cambian`,
    preview.errors === 1 ? '1 fila con error' : `${preview.errors} filas con error`,
  ].join(', ');
  return (
    <>
      <p role="status">
        {summary}.{' '}
        {preview.errors > 0
          ? 'Corrige el archivo y vuelve a revisarlo: no se aplicará nada mientras tenga errores.'
          : ''}
      </p>
      {preview.rows.length > 0 && (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Cambios por fila</caption>
            <thead>
              <tr>
                <th scope="col">Fila</th>
                <th scope="col">SKU</th>
                <th scope="col">Producto</th>
                <th scope="col">Antes</th>
                <th scope="col">Después</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.row} className={row.error ? 'admin-row-error' : undefined}>
                  <td>{row.row}</td>
                  <td>{row.sku}</td>
                  <td>
                    {row.variant
                      ? `${row.variant.product_name} (${row.variant.color_name}, ${row.variant.size_name})`
                      : '—'}
                  </td>
                  <td>{values(row.before)}</td>
                  <td>{values(row.after)}</td>
                  <td className={row.error ? 'admin-error' : undefined}>{row.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
