import type { FiscalField, OrderInvoiceState } from '@store/contract/invoices';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, reasonOr } from '../../../lib/api';
import { useFiscalProfiles } from '../../../lib/invoices/fiscal-profiles';
import { PrivacyNote } from '../../../lib/privacy-note';
import { useRequestInvoice } from './api';
import {
  blankDraft,
  cfdiUseOptions,
  checkDraft,
  draftOf,
  FISCAL_FIELDS,
  fieldErrorOf,
  regimeOptions,
  shownDraft,
  type FieldErrors,
  type FiscalDraft,
} from './invoice-form';

const FAILED = 'No pudimos emitir tu factura. Intenta de nuevo en unos minutos.';
const ALREADY_INVOICED = 'Este pedido ya tiene factura.';

/**
 * The data an invoice is made out to, under the order's 'Factura': saved data to start from (the last
 * used preselected), each field
 * checked as the server checks it (its sentence under it), only the régimenes the RFC allows and the
 * usos the régimen allows. A refusal that names a field lands under that field.
 */
export function InvoiceRequestForm({
  orderId,
  email,
  onIssued,
  onConflict,
  onCancel,
}: {
  orderId: number;
  /** The signed-in shopper's e-mail, where the invoice goes unless another is typed. */
  email: string;
  onIssued: (state: OrderInvoiceState) => void;
  /** The order was invoiced meanwhile (409): the server's sentence, for the section to show. */
  onConflict: (message: string) => void;
  onCancel: () => void;
}) {
  const profiles = useFiscalProfiles();
  const saved = profiles.data ?? [];
  const issue = useRequestInvoice(orderId);
  const [draft, setDraft] = useState<FiscalDraft>(() => blankDraft(email));
  const [profileId, setProfileId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Focus moves to a field once its error is on screen, so that the error is read with it.
  const [focusTarget, setFocusTarget] = useState<{ field: FiscalField } | null>(null);
  const base = useId();
  const idOf = (name: string) => `${base}-${name}`;
  const titleId = idOf('title');
  const shown = shownDraft(draft);

  // The form opens from a button that it replaces: focus goes to its first field.
  useEffect(() => {
    (document.getElementById(`${base}-profile`) ?? document.getElementById(`${base}-rfc`))?.focus();
  }, [base]);
  useEffect(() => {
    if (focusTarget) document.getElementById(`${base}-${focusTarget.field}`)?.focus();
  }, [base, focusTarget]);

  // The saved data the shopper used last (the server lists it first) is preselected when it arrives,
  // unless she already started typing other data: most invoices go to the same RFC. Set while rendering,
  // once, as React adjusts state to new data, so the form never shows blank before it.
  const lastUsed = profiles.data?.[0];
  const [typed, setTyped] = useState(false);
  const [offeredSaved, setOfferedSaved] = useState(false);
  if (lastUsed && !offeredSaved) {
    setOfferedSaved(true);
    if (!typed) {
      setProfileId(String(lastUsed.fiscal_profile_id));
      setDraft(draftOf(lastUsed, draft.save_profile));
    }
  }

  const edit = (field: FiscalField, value: string) => {
    setTyped(true);
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const fillFrom = (id: string) => {
    setProfileId(id);
    const profile = saved.find((candidate) => String(candidate.fiscal_profile_id) === id);
    setDraft(profile ? draftOf(profile, draft.save_profile) : blankDraft(email));
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = FISCAL_FIELDS.find((field) => checked.errors[field]);
      if (first) setFocusTarget({ field: first });
      return;
    }
    setErrors({});
    try {
      onIssued(await issue.mutateAsync(checked.body));
    } catch (error) {
      const refused = fieldErrorOf(error);
      if (refused) {
        setErrors({ [refused.field]: refused.message });
        setFocusTarget({ field: refused.field });
      } else if (error instanceof ApiError && error.status === 409) {
        onConflict(reasonOr(error, ALREADY_INVOICED));
      } else {
        setFailure(reasonOr(error, FAILED));
      }
    }
  };

  const aria = (field: FiscalField, hint = false) => {
    const describedBy = [hint ? `${idOf(field)}-hint` : '', errors[field] ? `${idOf(field)}-error` : '']
      .filter(Boolean)
      .join(' ');
    return {
      id: idOf(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  return (
    <form
      className="invoice-form"
      aria-labelledby={titleId}
      aria-busy={issue.isPending}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={titleId}>Datos para tu factura</h3>
      {saved.length > 0 ? (
        <div className="invoice-field">
          <label htmlFor={idOf('profile')}>Usar datos guardados</label>
          <select
            id={idOf('profile')}
            value={profileId}
            onChange={(event) => fillFrom(event.currentTarget.value)}
          >
            <option value="">Escribir otros datos</option>
            {saved.map((profile) => (
              <option key={profile.fiscal_profile_id} value={String(profile.fiscal_profile_id)}>
                {profile.rfc} · {profile.legal_name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <Field id={idOf('rfc')} label="RFC" error={errors.rfc}>
        <input
          {...aria('rfc')}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          value={draft.rfc}
          onChange={(event) => {
            // Upper case as it is typed, keeping the caret where it was.
            const input = event.currentTarget;
            const { selectionStart, selectionEnd } = input;
            input.value = input.value.toUpperCase();
            input.setSelectionRange(selectionStart, selectionEnd);
            edit('rfc', input.value);
          }}
          onBlur={() => setDraft((current) => ({ ...current, rfc: current.rfc.trim() }))}
        />
      </Field>

      <Field
        id={idOf('legal_name')}
        label="Nombre o razón social"
        hint="Tal como aparece en tu Constancia de Situación Fiscal, sin 'S.A. de C.V.'"
        error={errors.legal_name}
      >
        <input
          {...aria('legal_name', true)}
          type="text"
          maxLength={254}
          value={draft.legal_name}
          onChange={(event) => edit('legal_name', event.currentTarget.value)}
        />
      </Field>

      <Field id={idOf('tax_regime')} label="Régimen fiscal" error={errors.tax_regime}>
        <select
          {...aria('tax_regime')}
          value={shown.tax_regime}
          onChange={(event) => edit('tax_regime', event.currentTarget.value)}
        >
          <option value="">Elige tu régimen fiscal</option>
          {regimeOptions(draft.rfc).map((regime) => (
            <option key={regime.code} value={regime.code}>
              {regime.code} · {regime.name}
            </option>
          ))}
        </select>
      </Field>

      <Field id={idOf('postal_code')} label="Código postal fiscal" error={errors.postal_code}>
        <input
          {...aria('postal_code')}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={draft.postal_code}
          onChange={(event) => edit('postal_code', event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
        />
      </Field>

      <Field id={idOf('cfdi_use')} label="Uso del CFDI" error={errors.cfdi_use}>
        <select
          {...aria('cfdi_use')}
          value={shown.cfdi_use}
          onChange={(event) => edit('cfdi_use', event.currentTarget.value)}
        >
          <option value="">Elige el uso del CFDI</option>
          {cfdiUseOptions(shown.tax_regime).map((use) => (
            <option key={use.code} value={use.code}>
              {use.code} · {use.name}
            </option>
          ))}
        </select>
      </Field>

      <Field
        id={idOf('email')}
        label="Correo para recibir la factura"
        hint="Siempre te la enviamos a tu correo. Si escribes otro, le mandamos un enlace y se la enviamos cuando lo abra y confirme."
        error={errors.email}
      >
        <input
          {...aria('email', true)}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={draft.email}
          onChange={(event) => edit('email', event.currentTarget.value)}
        />
      </Field>

      <label className="invoice-check">
        <input
          type="checkbox"
          checked={draft.save_profile}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setDraft((current) => ({ ...current, save_profile: checked }));
          }}
        />
        Guardar estos datos para mis próximas facturas
      </label>
      <PrivacyNote className="invoice-note" purpose="solo para emitir tu factura ante el SAT" inForm />

      {failure ? (
        <p className="invoice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {issue.isPending ? 'Emitiendo tu factura. Puede tardar unos segundos.' : ''}
      </p>
      <div className="order-actions">
        <button type="submit" className="button button-primary" disabled={issue.isPending}>
          {issue.isPending ? 'Emitiendo tu factura…' : 'Solicitar factura'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={issue.isPending}
          onClick={onCancel}
        >
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** A label, an optional hint, the control, and its error under it (the control names both). */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="invoice-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="invoice-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="invoice-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
