import type { FiscalProfile } from '@store/contract/invoices';
import { reasonOr } from '../../lib/api';
import { useConfirm } from '../../lib/dialog/confirm';
import { useDeleteFiscalProfile, useFiscalProfiles } from '../../lib/invoices/fiscal-profiles';
import { cfdiUseLabel, regimeLabel } from '../../lib/invoices/sat-labels';
import { notifyError, notifySuccess } from '../../lib/toast';
import './fiscal-profiles.css';

/**
 * 'Datos de facturación': the fiscal data the shopper saved with an invoice request, offered again in the
 * next one, each with 'Eliminar'.
 */
export function FiscalProfiles() {
  const profiles = useFiscalProfiles();
  const removal = useDeleteFiscalProfile();
  const confirmation = useConfirm();

  const remove = async (profile: FiscalProfile) => {
    const yes = await confirmation.ask({
      title: `¿Eliminar los datos de facturación de ${profile.rfc}?`,
      body: (
        <p>Ya no se te ofrecerán al pedir una factura. Las facturas que ya recibiste con ellos no cambian.</p>
      ),
      confirm: 'Eliminar datos',
    });
    if (!yes) return;
    try {
      notifySuccess(await removal.mutateAsync(profile.fiscal_profile_id));
    } catch (error) {
      notifyError(reasonOr(error, 'No pudimos eliminar estos datos. Intenta de nuevo.'));
    }
  };

  return (
    <section className="fiscal-profiles" aria-labelledby="fiscal-profiles-title">
      <h2 id="fiscal-profiles-title">Datos de facturación</h2>
      {profiles.isError && !profiles.data ? (
        <div className="fiscal-profiles-message" role="alert">
          <p>No pudimos cargar tus datos de facturación.</p>
          <button type="button" className="button button-secondary" onClick={() => void profiles.refetch()}>
            Reintentar
          </button>
        </div>
      ) : !profiles.data ? (
        <p className="fiscal-profiles-message" role="status">
          Cargando…
        </p>
      ) : profiles.data.length === 0 ? (
        <p className="fiscal-profiles-message">
          Aún no tienes datos de facturación guardados. Se guardan cuando pides una factura.
        </p>
      ) : (
        <ul className="fiscal-profiles-list">
          {profiles.data.map((profile) => (
            <li key={profile.fiscal_profile_id} className="fiscal-profile">
              <h3>{profile.rfc}</h3>
              <dl>
                <dt>Nombre o razón social</dt>
                <dd>{profile.legal_name}</dd>
                <dt>Régimen fiscal</dt>
                <dd>{regimeLabel(profile.tax_regime)}</dd>
                <dt>Código postal</dt>
                <dd>{profile.postal_code}</dd>
                <dt>Uso del CFDI</dt>
                <dd>{cfdiUseLabel(profile.cfdi_use)}</dd>
                <dt>Correo</dt>
                <dd>{profile.email}</dd>
              </dl>
              <button
                type="button"
                className="button button-secondary"
                disabled={removal.isPending}
                onClick={() => void remove(profile)}
              >
                Eliminar <span className="visually-hidden">los datos de {profile.rfc}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirmation.dialog}
    </section>
  );
}
