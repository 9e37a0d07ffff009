import type { Location, NeighborhoodOption } from '@store/contract';
import { useEffect, useId, useState } from 'react';
import { ApiError, reasonOr } from '../api';
import { Dialog } from '../dialog/Dialog';
import { FieldError, invalidProps } from '../form/FieldError';
import { firstInError, refusedField, type FieldErrors } from '../form/field-errors';
import { PrivacyNote } from '../privacy-note';
import { useSession } from '../session/session';
import { notifySuccess } from '../toast';
import { ADDRESS_FIELDS, checkAddress, noColonias, recipientDraft, type AddressField } from './address-form';
import { getNeighborhoods, useSaveLocation, type LocationDraft } from './api/locations';
import { ColoniaSelect } from './ColoniaSelect';
import './address-dialog.css';

const BLANK = {
  state_name: '',
  municipality_name: '',
  postal_code: '',
  neighborhood_name: '',
  neighborhood_id: null,
  street: '',
  exterior_number: '',
  interior_number: '',
  reference: '',
} satisfies Omit<LocationDraft, 'recipient_name' | 'recipient_phone'>;

/**
 * 'Nueva Dirección' or 'Editar Dirección', with the colonias of the postal code once it has 5 digits.
 * Each problem is said under its field (the field marked invalid), never only in a notice.
 */
export function AddressDialog({ location, onClose }: { location?: Location; onClose: () => void }) {
  const editing = location !== undefined;
  const { user } = useSession();
  const formId = useId();
  const idOf = (field: AddressField) => `${formId}-${field}`;
  // Who receives stays null until typed: until then it shows (and saves) the address's own or the
  // profile's, which may arrive after the dialog opened.
  const [typed, setDraft] = useState<LocationDraft>(() => ({
    ...(location ? { ...location, interior_number: location.interior_number ?? '' } : BLANK),
    recipient_name: null,
    recipient_phone: null,
  }));
  const prefill = recipientDraft(location, user);
  const draft: LocationDraft = {
    ...typed,
    recipient_name: typed.recipient_name ?? prefill.recipient_name,
    recipient_phone: typed.recipient_phone ?? prefill.recipient_phone,
  };
  const [options, setOptions] = useState<NeighborhoodOption[]>([]);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [failure, setFailure] = useState('');
  const save = useSaveLocation();
  const postalCode = draft.postal_code;

  const set = (field: AddressField, changes: Partial<LocationDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (found: FieldErrors<AddressField>) => {
    setErrors(found);
    const first = firstInError(found, ADDRESS_FIELDS);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  // The colonias load by themselves when the postal code reaches exactly five digits; a code with none,
  // or a failed look-up, is said under the postal code.
  useEffect(() => {
    if (!/^\d{5}$/.test(postalCode)) return;
    let cancelled = false;
    getNeighborhoods(postalCode)
      .then((found) => {
        if (cancelled) return;
        setOptions(found);
        if (found.length === 0) setErrors((current) => ({ ...current, postal_code: noColonias(postalCode) }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setOptions([]);
        // The shop answers 404 for a code it has no colonias for: said as the form says it, with the code
        // typed. A refusal that came without a reason (a proxy's error page) names its status.
        const reason =
          error instanceof ApiError && error.answered
            ? error.status === 404
              ? noColonias(postalCode)
              : error.message || `Error ${error.status}`
            : 'No se pudieron cargar las colonias. Revisa tu conexión e intenta de nuevo.';
        setErrors((current) => ({ ...current, postal_code: reason }));
      });
    return () => {
      cancelled = true;
    };
  }, [postalCode]);

  const usable = /^\d{5}$/.test(postalCode) ? options : [];
  const selected = usable.find((option) => option.neighborhood_id === draft.neighborhood_id) ?? null;

  const submit = async () => {
    setFailure('');
    const found = checkAddress(draft);
    if (errors.postal_code && !found.postal_code) found.postal_code = errors.postal_code;
    if (firstInError(found, ADDRESS_FIELDS)) {
      showErrors(found);
      return;
    }
    try {
      const message = await save.mutateAsync({ ...draft, interior_number: draft.interior_number || null });
      notifySuccess(message);
      onClose();
    } catch (error) {
      const refused = refusedField(error, ADDRESS_FIELDS);
      if (refused) showErrors({ [refused.field]: refused.message });
      else
        setFailure(
          error instanceof ApiError && error.answered
            ? reasonOr(
                error,
                editing ? 'Error al actualizar la dirección.' : 'Error al agregar la dirección.',
              )
            : 'No se pudo guardar la dirección. Revisa tu conexión e intenta de nuevo.',
        );
    }
  };

  const field = (name: AddressField) => invalidProps(idOf(name), errors[name]);

  return (
    <Dialog title={editing ? 'Editar Dirección' : 'Nueva Dirección'} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="form-field">
          <label htmlFor={idOf('postal_code')}>Código postal</label>
          <input
            {...field('postal_code')}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            value={draft.postal_code}
            onChange={(event) =>
              set('postal_code', {
                postal_code: event.target.value.replace(/\D/g, '').slice(0, 5),
                neighborhood_id: null,
              })
            }
          />
          <FieldError fieldId={idOf('postal_code')} error={errors.postal_code} />
        </div>
        <div className="form-field">
          <ColoniaSelect
            inputId={idOf('neighborhood_id')}
            error={errors.neighborhood_id}
            options={usable}
            value={selected}
            disabled={!draft.postal_code || usable.length === 0}
            onChange={(option) =>
              set('neighborhood_id', {
                neighborhood_id: option?.neighborhood_id ?? null,
                neighborhood_name: option?.name ?? '',
              })
            }
          />
        </div>
        <div className="form-field">
          <label htmlFor={idOf('street')}>Calle</label>
          <input
            {...field('street')}
            maxLength={120}
            autoComplete="address-line1"
            value={draft.street}
            onChange={(event) => set('street', { street: event.target.value })}
          />
          <FieldError fieldId={idOf('street')} error={errors.street} />
        </div>
        <div className="address-numbers">
          <div className="form-field">
            <label htmlFor={idOf('exterior_number')}>No. exterior</label>
            <input
              {...field('exterior_number')}
              maxLength={20}
              value={draft.exterior_number}
              onChange={(event) => set('exterior_number', { exterior_number: event.target.value })}
            />
            <FieldError fieldId={idOf('exterior_number')} error={errors.exterior_number} />
          </div>
          <div className="form-field">
            {/* The one optional field, and the only one marked: every other field is needed. */}
            <label htmlFor={idOf('interior_number')}>No. interior (opcional)</label>
            <input
              {...field('interior_number')}
              maxLength={20}
              value={draft.interior_number ?? ''}
              onChange={(event) => set('interior_number', { interior_number: event.target.value })}
            />
            <FieldError fieldId={idOf('interior_number')} error={errors.interior_number} />
          </div>
        </div>
        <div className="form-field">
          <label htmlFor={idOf('reference')}>Indicaciones</label>
          <textarea
            {...field('reference')}
            rows={3}
            maxLength={255}
            placeholder="Entre qué calles está, color de la fachada…"
            value={draft.reference}
            onChange={(event) => set('reference', { reference: event.target.value })}
          />
          <FieldError fieldId={idOf('reference')} error={errors.reference} />
        </div>
        <div className="form-field">
          <label htmlFor={idOf('recipient_name')}>Quién recibe</label>
          <input
            {...field('recipient_name')}
            maxLength={120}
            autoComplete="name"
            value={draft.recipient_name ?? ''}
            onChange={(event) => set('recipient_name', { recipient_name: event.target.value })}
          />
          <FieldError fieldId={idOf('recipient_name')} error={errors.recipient_name} />
        </div>
        <div className="form-field">
          <label htmlFor={idOf('recipient_phone')}>Teléfono de quien recibe</label>
          <input
            {...field('recipient_phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            placeholder="614 123 4567"
            value={draft.recipient_phone ?? ''}
            onChange={(event) =>
              set('recipient_phone', { recipient_phone: event.target.value.replace(/\D/g, '').slice(0, 10) })
            }
          />
          <FieldError fieldId={idOf('recipient_phone')} error={errors.recipient_phone} />
        </div>
        <PrivacyNote
          className="address-privacy"
          purpose="para entregarte tus pedidos: la paquetería recibe esta dirección"
          inForm
        />
        {failure ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {editing ? 'Guardar cambios' : 'Guardar ubicación'}
        </button>
      </form>
    </Dialog>
  );
}
