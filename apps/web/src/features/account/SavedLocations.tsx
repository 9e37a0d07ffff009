import type { Location } from '@store/contract';
import { useState } from 'react';
import { AddressDialog } from '../../lib/account/AddressDialog';
import { cityLine, recipientLine, streetLine } from '../../lib/account/address-text';
import { useDeleteLocation, useLocations } from '../../lib/account/api/locations';
import { reasonOr } from '../../lib/api';
import { useConfirm } from '../../lib/dialog/confirm';
import { notifyError, notifySuccess } from '../../lib/toast';

/** The profile's saved addresses: 'Ubicación #n' with Editar and Eliminar, and 'Agregar una dirección'. */
export function SavedLocations() {
  const { data: locations = [] } = useLocations();
  const removal = useDeleteLocation();
  const [dialog, setDialog] = useState<{ location?: Location } | null>(null);
  const confirmation = useConfirm();

  const remove = async (location: Location) => {
    const yes = await confirmation.ask({
      title: '¿Eliminar esta dirección?',
      body: (
        <p>
          {streetLine(location)}, {cityLine(location)}. Ya no aparecerá al pagar; tus pedidos anteriores la
          conservan.
        </p>
      ),
      confirm: 'Eliminar dirección',
    });
    if (!yes) return;
    try {
      await removal.mutateAsync(location.shipping_address_id);
      notifySuccess('Dirección eliminada correctamente');
    } catch (error) {
      notifyError(reasonOr(error, 'Hubo un error al eliminar la dirección. Intenta de nuevo.'));
    }
  };

  return (
    <section className="saved-locations" aria-labelledby="saved-locations-title">
      <h2 id="saved-locations-title">Mis direcciones</h2>
      {locations.length === 0 ? (
        <p className="profile-empty">No hay direcciones guardadas</p>
      ) : (
        <ol className="saved-locations-list">
          {locations.map((location, index) => (
            <li key={location.shipping_address_id} className="saved-location">
              <h3>Ubicación #{index + 1}</h3>
              <p>
                {streetLine(location)}
                <br />
                {cityLine(location)}
              </p>
              <p className="saved-location-reference">{location.reference}</p>
              {recipientLine(location) ? <p>{recipientLine(location)}</p> : null}
              <div className="saved-location-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setDialog({ location })}
                >
                  Editar
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void remove(location)}
                >
                  Eliminar
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button button-primary" onClick={() => setDialog({})}>
        Agregar una dirección
      </button>
      {dialog ? (
        <AddressDialog
          {...(dialog.location ? { location: dialog.location } : {})}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {confirmation.dialog}
    </section>
  );
}
