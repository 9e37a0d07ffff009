import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { reasonOr } from '../../../lib/api';
import { PrivacyNote } from '../../../lib/privacy-note';
import { useSession } from '../../../lib/session/session';
import {
  useAddStockAlert,
  useRemoveStockAlert,
  useStockAlerts,
} from '../../../lib/stock-alerts/stock-alerts';
import {
  asksStockAlert,
  stockAlertReturnPath,
  withoutStockAlertAsk,
} from '../../../lib/stock-alerts/after-sign-in';
import { notifyError, notifySuccess } from '../../../lib/toast';

/**
 * 'Avísame cuando llegue' under a sold-out size. A guest is sent to sign in and comes back to this page,
 * with this size selected, where the alert is then asked for; a shopper who asked sees it said, and may
 * cancel it.
 */
export function StockAlertButton({ productId, variantId }: { productId: number; variantId: number }) {
  const [, navigate] = useLocation();
  const { user, loading } = useSession();
  const alerts = useStockAlerts();
  const add = useAddStockAlert();
  const remove = useRemoveStockAlert();
  const alert = alerts.data?.find((entry) => entry.variant_id === variantId);
  const busy = loading || (user !== null && alerts.isLoading) || add.isPending || remove.isPending;
  const [params, setParams] = useSearchParams();
  const askedAsGuest = asksStockAlert(params);
  // Once per visit: React may run the effect twice, and the address changes only after it ran.
  const askedOnReturn = useRef(false);

  const subscribe = async () => {
    if (!user) {
      navigate('/auth/login', { state: { from: stockAlertReturnPath(productId, variantId) } });
      return;
    }
    try {
      await add.mutateAsync(variantId);
      notifySuccess('Listo: te avisaremos por correo cuando llegue tu talla.');
    } catch (error) {
      notifyError(reasonOr(error, 'No pudimos guardar tu aviso. Intenta de nuevo.'));
    }
  };
  // Back from the sign-in a guest went to by tapping 'Avísame cuando llegue': the tap is honoured now.
  const awaited = alerts.data;
  useEffect(() => {
    if (!askedAsGuest || !user || awaited === undefined || askedOnReturn.current) return;
    askedOnReturn.current = true;
    setParams(withoutStockAlertAsk, { replace: true });
    if (!awaited.some((entry) => entry.variant_id === variantId)) void subscribe();
  });
  const cancel = async () => {
    if (!alert) return;
    try {
      await remove.mutateAsync(alert.stock_alert_id);
      notifySuccess('Quitamos tu aviso de esta talla.');
    } catch (error) {
      notifyError(reasonOr(error, 'No pudimos quitar tu aviso. Intenta de nuevo.'));
    }
  };

  return (
    <div className="stock-alert">
      {alert ? (
        <>
          <p className="stock-alert-done" role="status">
            Te avisaremos cuando llegue
          </p>
          <button
            type="button"
            className="button button-secondary stock-alert-cancel"
            disabled={busy}
            onClick={() => void cancel()}
          >
            Cancelar aviso
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button-primary stock-alert-ask"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void subscribe()}
        >
          Avísame cuando llegue
        </button>
      )}
      <PrivacyNote
        className="stock-alert-privacy"
        purpose="solo para escribirte una vez, por correo, cuando llegue esta talla"
      />
    </div>
  );
}
