import { messageResponse } from '@store/contract';
import {
  ACCOUNT_DELETED,
  DELETE_CONFIRMATION,
  myDataResponse,
  type MyDataResponse,
} from '@store/contract/my-data';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, request } from '../../lib/api';
import { cart } from '../../lib/cart/cart-store';
import { Dialog } from '../../lib/dialog/Dialog';
import { favorites } from '../../lib/favorites/favorites-store';
import { shopDayKey } from '../../lib/dates';
import { queryKeys, useQueryClient } from '../../lib/query';
import { forgetAccount } from '../../lib/saved-lists/follow-account';
import { notifyError, notifySuccess } from '../../lib/toast';

/** The file the shopper saves: what the shop keeps, the favourites and cart kept with the account among it. */
export type MyDataFile = MyDataResponse;

/** `mis-datos-norteno-western-2026-11-25.json`, dated by the shop's day (Mexico City). */
export function myDataFileName(now = new Date()): string {
  return `mis-datos-norteno-western-${shopDayKey(now)}.json`;
}

function save(file: MyDataFile): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = myDataFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Mis datos' in the profile: the shopper's rights over their data (LFPDPPP). 'Descargar mis datos' saves
 * a JSON file of everything the shop keeps about them; 'Eliminar mi cuenta' deletes the account after a
 * dialog that says what goes and what stays, and a typed ELIMINAR.
 */
export function MyData() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await request('/users/me/data', myDataResponse);
      save(data);
    } catch (error) {
      notifyError(
        error instanceof ApiError && error.message ? error.message : 'No pudimos preparar tus datos.',
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">Mis datos</h2>
      <p>
        Descarga un archivo con todo lo que guardamos de ti: tu perfil, tus direcciones, tus datos de
        facturación y tus pedidos (con sus productos, forma de pago, estados y facturas), además de tus
        favoritos, tu carrito, las tallas que esperas ('Avísame cuando llegue'), tus medidas, tus reseñas con
        sus fotos, las reseñas que marcaste como útiles y lo que aceptaste recibir por correo y por WhatsApp.
      </p>
      <div className="my-data-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? 'Preparando tus datos…' : 'Descargar mis datos'}
        </button>
        <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
          Eliminar mi cuenta
        </button>
      </div>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const confirmed = typed.trim().toUpperCase() === DELETE_CONFIRMATION;

  const remove = async () => {
    setPending(true);
    setRefusal(null);
    try {
      await request('/users/me', messageResponse, {
        method: 'DELETE',
        json: { confirmation: DELETE_CONFIRMATION },
      });
    } catch (error) {
      setPending(false);
      setRefusal(
        error instanceof ApiError && error.message
          ? error.message
          : 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.',
      );
      return;
    }
    // This browser forgets the account too: the cart, the favourites and who was signed in (signing in
    // again loads the whole page, so nothing else it read outlives this tab).
    forgetAccount();
    cart.empty();
    favorites.clear();
    queryClient.setQueryData(queryKeys.session(), null);
    queryClient.setQueryData(queryKeys.locations(), []);
    navigate('/');
    notifySuccess(ACCOUNT_DELETED);
  };

  return (
    <Dialog title="Eliminar mi cuenta" onClose={onClose}>
      <form
        className="delete-account"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !pending) void remove();
        }}
      >
        <p>
          <strong>Borraremos</strong> tu nombre, correo, teléfono y foto, tus direcciones guardadas y tus
          datos de facturación, tus favoritos, tu carrito, tus avisos de talla y tus medidas, tus reseñas (con
          sus fotos y tus votos de «Útil») y tus avisos por WhatsApp, y cerraremos tu sesión en todos tus
          dispositivos. No se puede deshacer.
        </p>
        <p>
          Conservaremos tus pedidos y facturas durante el plazo que exige la ley (5 años para el SAT), sin tu
          nombre, correo, teléfono ni direcciones.
        </p>
        <p>Si quieres una copia, descarga tus datos antes.</p>
        <label className="form-field delete-account-field">
          Escribe {DELETE_CONFIRMATION} para confirmar
          <input
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        {refusal ? (
          <p className="delete-account-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <div className="delete-account-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="button button-danger" disabled={!confirmed || pending}>
            {pending ? 'Eliminando…' : 'Eliminar mi cuenta'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
