import type { ProductFit } from '@store/contract';
import { useId } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { useReturnsByProduct } from './api';
import { ReturnsTabs } from './ReturnsTabs';
import './returns.css';

/** What the buyers say, in a few words: 'Chica (6 de 8)', or how many answered while too few. */
function fitSaid(fit: ProductFit): string {
  if (fit.total === 0) return 'Sin respuestas';
  if (fit.verdict === null)
    return `Sin mayoría (${fit.total} ${fit.total === 1 ? 'respuesta' : 'respuestas'})`;
  const label = { chica: 'Chica', justa: 'Justa', grande: 'Grande' }[fit.verdict];
  return `${label} (${fit[fit.verdict]} de ${fit.total})`;
}

/**
 * `/admin/devoluciones/por-producto`: the products returned most, their units by reason, 'No me quedó'
 * split into small and large, beside what the buyers say of the fit, so the owner sees which boot runs
 * small (decision 062).
 */
export function ReturnsByProductPage() {
  usePageTitle('Devoluciones por producto');
  const report = useReturnsByProduct();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <ReturnsTabs />
      <h1 id={titleId}>Devoluciones por producto</h1>
      <p className="admin-returns-note">
        Piezas pedidas de vuelta por motivo (sin las solicitudes rechazadas) y cómo dicen los compradores que
        queda, por reseñas y devoluciones; la recomendación de talla la corrige con 5 respuestas o más.
      </p>
      {report.isError ? (
        <AdminLoadError message="No pudimos cargar el reporte." onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <p role="status">Cargando el reporte...</p>
      ) : report.data.products.length === 0 ? (
        <p role="status">Todavía no hay devoluciones.</p>
      ) : (
        <div
          className="admin-orders-scroll"
          tabIndex={0}
          role="region"
          aria-label="Devoluciones por producto"
        >
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col" className="admin-number">
                  Piezas
                </th>
                <th scope="col" className="admin-number">
                  Le quedó chica
                </th>
                <th scope="col" className="admin-number">
                  Le quedó grande
                </th>
                <th scope="col" className="admin-number">
                  Dañado o defecto
                </th>
                <th scope="col" className="admin-number">
                  No era lo esperado
                </th>
                <th scope="col" className="admin-number">
                  Otro
                </th>
                <th scope="col">Dicen que queda</th>
              </tr>
            </thead>
            <tbody>
              {report.data.products.map((product) => (
                <tr key={product.product_id}>
                  <th scope="row">
                    <Link href={`/productos/${product.product_id}`}>{product.product_name}</Link>
                  </th>
                  <td className="admin-number">{product.units}</td>
                  <td className="admin-number">{product.small}</td>
                  <td className="admin-number">{product.large}</td>
                  <td className="admin-number">{product.defect}</td>
                  <td className="admin-number">{product.not_expected}</td>
                  <td className="admin-number">{product.other}</td>
                  <td>{fitSaid(product.fit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
