import { productPagePath, type StockAlert } from '@store/contract';
import { Link } from 'wouter';
import { reasonOr } from '../../lib/api';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../lib/images';
import { useRemoveStockAlert, useStockAlerts } from '../../lib/stock-alerts/stock-alerts';
import { notifyError, notifySuccess } from '../../lib/toast';
import { KEEP_SIZE } from '../../lib/measurements/keep-size';

/** 'Mis avisos': the sold-out sizes the shopper waits for, each linking to its page, each removable. */
export function MyStockAlerts() {
  const alerts = useStockAlerts();
  const remove = useRemoveStockAlert();

  const removeAlert = async (alert: StockAlert) => {
    try {
      await remove.mutateAsync(alert.stock_alert_id);
      notifySuccess('Quitamos el aviso.');
    } catch (error) {
      notifyError(reasonOr(error, 'No pudimos quitar el aviso. Intenta de nuevo.'));
    }
  };

  return (
    <section className="stock-alerts" aria-labelledby="stock-alerts-title" id="avisos">
      <h2 id="stock-alerts-title">Mis avisos</h2>
      {alerts.isLoading ? (
        <p className="profile-empty">Cargando tus avisos...</p>
      ) : alerts.isError ? (
        <p className="profile-empty">No pudimos cargar tus avisos. Intenta de nuevo más tarde.</p>
      ) : !alerts.data || alerts.data.length === 0 ? (
        <p className="profile-empty">
          No esperas ninguna talla. En una talla agotada, elige «Avísame cuando llegue» y te escribiremos
          cuando vuelva.
        </p>
      ) : (
        <ul className="stock-alerts-list">
          {alerts.data.map((alert) => (
            <li key={alert.stock_alert_id} className="stock-alert-item">
              <img
                src={alert.image ? imageUrl(alert.image, 160) : PLACEHOLDER_IMAGE}
                alt=""
                width="64"
                height="64"
                loading="lazy"
              />
              <div className="stock-alert-item-text">
                <Link to={productPagePath(alert.product_id, alert.variant_id)} state={KEEP_SIZE}>
                  {alert.product_name}
                </Link>
                {/* "Talla 27" stays on one line however narrow the phone. */}
                <p>{`${alert.color_name} · Talla\u00a0${alert.size_name}`}</p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={remove.isPending}
                aria-label={`Quitar el aviso de ${alert.product_name}, ${alert.color_name}, talla ${alert.size_name}`}
                onClick={() => void removeAlert(alert)}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
