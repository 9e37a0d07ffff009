import type { Location, NeighborhoodOption } from '@store/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../api';
import { Dialog } from '../dialog/Dialog';
import { PrivacyNote } from '../privacy-note';
import { notifyError, notifySuccess } from '../toast';
import { getNeighborhoods, useSaveLocation, type LocationDraft } from './api/locations';
import { ColoniaSelect } from './ColoniaSelect';
import './address-dialog.css';

const BLANK: LocationDraft = {
  state_name: '',
  municipality_name: '',
  postal_code: '',
  neighborhood_name: '',
  neighborhood_id: null,
  street: '',
  exterior_number: '',
  interior_number: '',
  reference: '',
};

/** 'Nueva Dirección' or 'Editar Dirección', with the colonias of the postal code once it has 5 digits. */
export function AddressDialog({ location, onClose }: { location?: Location; onClose: () => void }) {
  const editing = location !== undefined;
  const [draft, setDraft] = useState<LocationDraft>(
    location ? { ...location, interior_number: location.interior_number ?? '' } : BLANK,
  );
  const [options, setOptions] = useState<NeighborhoodOption[]>([]);
  const save = useSaveLocation();
  const set = (changes: Partial<LocationDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const postalCode = draft.postal_code;

  // The colonias load by themselves when the postal code reaches exactly five digits.
  useEffect(() => {
    if (!/^\d{5}$/.test(postalCode)) return;
    let cancelled = false;
    getNeighborhoods(postalCode)
      .then((found) => {
        if (!cancelled) setOptions(found);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setOptions([]);
        // A refusal that came without a reason (a proxy's error page) names its status.
        notifyError(
          error instanceof ApiError && error.answered
            ? error.message || `Error ${error.status}`
            : 'Error al cargar las colonias.',
        );
      });
    return () => {
      cancelled = true;
    };
  }, [postalCode]);

  const usable = /^\d{5}$/.test(postalCode) ? options : [];
  const selected = usable.find((option) => option.neighborhood_id === draft.neighborhood_id) ?? null;

  const submit = async () => {
    try {
      const message = await save.mutateAsync({ ...draft, interior_number: draft.interior_number || null });
      notifySuccess(message);
      if (!editing) setDraft(BLANK);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.answered) {
        notifyError(
          error.message || (editing ? 'Error al actualizar la dirección.' : 'Error al agregar la dirección.'),
        );
      } else {
        notifyError('Ha ocurrido un error.');
      }
    }
  };

  return (
    <Dialog title={editing ? 'Editar Dirección' : 'Nueva Dirección'} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="form-field">
          Código postal
          <input
            required
            inputMode="numeric"
            pattern="\d{5}"
            maxLength={5}
            autoComplete="postal-code"
            value={draft.postal_code}
            onChange={(event) =>
              set({ postal_code: event.target.value.replace(/\D/g, '').slice(0, 5), neighborhood_id: null })
            }
          />
        </label>
        <div className="form-field">
          <ColoniaSelect
            options={usable}
            value={selected}
            disabled={!draft.postal_code || usable.length === 0}
            onChange={(option) =>
              set({ neighborhood_id: option?.neighborhood_id ?? null, neighborhood_name: option?.name ?? '' })
            }
          />
        </div>
        <label className="form-field">
          Calle
          <input
            required
            maxLength={120}
            autoComplete="address-line1"
            value={draft.street}
            onChange={(event) => set({ street: event.target.value })}
          />
        </label>
        <div className="address-numbers">
          <label className="form-field">
            No. exterior
            <input
              required
              maxLength={20}
              value={draft.exterior_number}
              onChange={(event) => set({ exterior_number: event.target.value })}
            />
          </label>
          <label className="form-field">
            No. interior
            <input
              maxLength={20}
              value={draft.interior_number ?? ''}
              onChange={(event) => set({ interior_number: event.target.value })}
            />
          </label>
        </div>
        <label className="form-field">
          Indicaciones
          <textarea
            required
            rows={3}
            maxLength={255}
            value={draft.reference}
            onChange={(event) => set({ reference: event.target.value })}
          />
        </label>
        <PrivacyNote
          className="address-privacy"
          purpose="para entregarte tus pedidos: la paquetería recibe esta dirección"
          inForm
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={save.isPending || draft.neighborhood_id === null}
        >
          {editing ? 'Guardar cambios' : 'Guardar ubicación'}
        </button>
      </form>
    </Dialog>
  );
}
