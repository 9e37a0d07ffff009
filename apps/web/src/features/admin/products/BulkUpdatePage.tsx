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
import { FileChoice } from '../FileChoice';

const EXAMPLE = [
  'sku,precio,descuento,existencias,visible,producto,color,talla,departamento',
  'NW-3-12-1-265,2499.00,,8,,,,,',
  'NW-3-12-1-27,,15,,no,,,,',
  'ROPER-CAFE-26,1899.00,,4,,Botín Roper,Café,26,Botas',
].join('\n');

/** The stock the preview's "Antes" column showed for each SKU: the numbers the owner's counts replace. */
const stockShown = (preview: BulkUpdatePreview): ShownStock[] =>
  preview.rows.flatMap((row) => (row.before ? [{ sku: row.sku, stock: row.before.stock }] : []));

/** Whether the product shows, said only on a row that changes it: an exported file says it on every row. */
const shown = (value: VariantValues, other: VariantValues | null) =>
  value.visible === undefined || value.visible === other?.visible
    ? ''
    : value.visible
      ? ' · visible'
      : ' · oculto';
const values = (value: VariantValues | null, other: VariantValues | null) =>
  value
    ? `${formatMoney(value.price)} · ${value.discount_percentage} % · ${value.stock} u.${shown(value, other)}`
    : '—';

/**
 * The rows worth reading: an error, something created, or a value that changes. A file exported whole and
 * edited in a few cells has thousands of rows as they are; listing them all buried the few that change
 * (and took a phone many seconds to draw).
 */
const worthShowing = (row: BulkUpdatePreview['rows'][number]) =>
  row.error !== null ||
  (row.created ?? null) !== null ||
  JSON.stringify(row.before) !== JSON.stringify(row.after);

const counted = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/**
 * '2 productos nuevos, 5 variantes nuevas, 1 variante cambia, 0 filas con error': what the file creates and
 * hides is said only when it does, so a file of prices and stock reads as it always has.
 */
function summaryOf(preview: BulkUpdatePreview): string {
  const created = preview.new_variants ?? 0;
  const visibility = preview.visibility_changes ?? 0;
  return [
    ...(created > 0
      ? [
          counted(preview.new_products ?? 0, '1 producto nuevo', 'productos nuevos'),
          counted(created, '1 variante nueva', 'variantes nuevas'),
        ]
      : []),
    counted(preview.changes, '1 variante cambia', 'variantes cambian'),
    ...(visibility > 0
      ? [counted(visibility, '1 producto cambia de visibilidad', 'productos cambian de visibilidad')]
      : []),
    counted(preview.errors, '1 fila con error', 'filas con error'),
  ].join(', ');
}

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
  const canApply =
    preview !== null &&
    preview.error === null &&
    preview.errors === 0 &&
    preview.changes + (preview.new_variants ?? 0) + (preview.visibility_changes ?? 0) > 0;

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
      <p>
        La columna <code>visible</code> (<code>sí</code> o <code>no</code>) muestra u oculta el producto en la
        tienda; todas las filas de un producto deben decir lo mismo. Un borrador se publica desde el editor,
        con al menos una foto.
      </p>
      <p>
        Para crear, escribe un SKU nuevo con <code>producto</code>, <code>color</code>, <code>talla</code>,{' '}
        <code>precio</code> y <code>departamento</code>. Las filas con el mismo producto nuevo forman un
        producto, que se crea como borrador (marca Norteño Western; cámbiala en el editor); con el nombre
        exacto de un producto que ya existe, se le agrega ese color o esa talla.
      </p>
      <p className="admin-bulk-export">
        <a className="button button-secondary" href={PRODUCTS_EXPORT_PATH} download>
          Descargar productos (CSV)
        </a>
        <span>
          Trae todas las variantes, también las de productos ocultos, con sus precios y existencias de ahora.
          Cámbialas en tu hoja de cálculo y súbela aquí; en los SKU que ya existen, las columnas producto,
          color, talla y departamento solo te dicen qué es cada uno y no cambian nada.
        </span>
      </p>
      {owner ? null : (
        <p className="admin-hint">
          Como personal puedes cambiar existencias. Los precios, descuentos, productos nuevos y la columna
          visible los cambia un dueño: deja esas columnas como están o quítalas del archivo.
        </p>
      )}
      <FileChoice
        label="Archivo CSV"
        accept=".csv,text/csv,text/plain"
        onFile={(file) => {
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
  const summary = summaryOf(preview);
  const shownRows = preview.rows.filter(worthShowing);
  const unchanged = preview.rows.length - shownRows.length;
  return (
    <>
      <p role="status">
        {summary}.{' '}
        {preview.errors > 0
          ? 'Corrige el archivo y vuelve a revisarlo: no se aplicará nada mientras tenga errores.'
          : ''}
      </p>
      {unchanged > 0 && (
        <p className="admin-hint">
          {unchanged === 1
            ? 'Una fila queda como está y no se muestra.'
            : `${unchanged} filas quedan como están y no se muestran.`}
        </p>
      )}
      {shownRows.length > 0 && (
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
              {shownRows.map((row) => (
                <tr key={row.row} className={row.error ? 'admin-row-error' : undefined}>
                  <td>{row.row}</td>
                  <td>{row.sku}</td>
                  <td>
                    {row.created ? (
                      <>
                        <span className="admin-badge">Nuevo</span>{' '}
                        {`${row.created.product_name} (${row.created.color_name}, ${row.created.size_name})`}
                        <span className="admin-bulk-created">
                          {row.created.new_product
                            ? `Producto nuevo en ${row.created.department}, como borrador`
                            : 'Variante nueva de este producto'}
                        </span>
                      </>
                    ) : row.variant ? (
                      `${row.variant.product_name} (${row.variant.color_name}, ${row.variant.size_name})`
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{values(row.before, row.after)}</td>
                  <td>{values(row.after, row.before)}</td>
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
