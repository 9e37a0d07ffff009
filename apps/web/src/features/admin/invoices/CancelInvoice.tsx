import { CANCEL_MOTIVES, cancelInvoiceBody, type AdminInvoice } from '@store/contract/admin';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { Dialog } from '../../../lib/dialog/Dialog';
import { formatMoney } from '../../../lib/format';
import { useCancelInvoice } from './api/invoices';
import { folioOf } from './invoice-text';

type Invalid = { motive?: string; substitution?: string };

const FAILED = 'No se pudo cancelar la factura. Intenta de nuevo.';

/**
 * 'Cancelar' an invoice at SAT, in a dialog: SAT's motive, and for 01 (issued with errors and replaced)
 * the folio fiscal of the invoice that replaces it, checked as the server checks them. A refusal stays in
 * the dialog, with what was typed.
 */
export function CancelInvoiceDialog({
  invoice,
  month,
  onClose,
  onCancelled,
}: {
  invoice: AdminInvoice;
  /** The month on screen, whose list shows the cancellation at once. */
  month: string;
  onClose: () => void;
  onCancelled: (invoice: AdminInvoice) => void;
}) {
  const [motive, setMotive] = useState('');
  const [substitution, setSubstitution] = useState('');
  const [invalid, setInvalid] = useState<Invalid>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ field: keyof Invalid } | null>(null);
  const cancel = useCancelInvoice(month);
  const base = useId();
  const ids = { motive: `${base}-motive`, substitution: `${base}-substitution`, hint: `${base}-hint` };
  const folio = folioOf(invoice);

  useEffect(() => {
    if (focusTarget) document.getElementById(ids[focusTarget.field])?.focus();
    // The ids are fixed for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTarget]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = cancelInvoiceBody.safeParse(motive === '01' ? { motive, substitution } : { motive });
    if (!body.success) {
      const messageOf = (field: keyof Invalid) =>
        body.error.issues.find((issue) => issue.path[0] === field)?.message;
      const next: Invalid = { motive: messageOf('motive'), substitution: messageOf('substitution') };
      setInvalid(next);
      setFocusTarget({ field: next.motive ? 'motive' : 'substitution' });
      return;
    }
    setInvalid({});
    try {
      onCancelled(await cancel.mutateAsync({ invoiceId: invoice.invoice_id, body: body.data }));
    } catch (error) {
      setFailure(reasonOr(error, FAILED));
    }
  };

  return (
    <Dialog title="¿Cancelar esta factura?" onClose={onClose}>
      <form className="admin-invoice-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          Factura <strong className="admin-invoice-nowrap">{folio}</strong> a {invoice.rfc} (
          {invoice.legal_name}) por {formatMoney(invoice.total)}. La cancelación se envía al SAT y no se puede
          deshacer.
        </p>
        <div className="admin-invoice-field">
          <label htmlFor={ids.motive}>Motivo de cancelación</label>
          <select
            id={ids.motive}
            value={motive}
            aria-invalid={invalid.motive ? true : undefined}
            aria-describedby={invalid.motive ? `${ids.motive}-error` : undefined}
            onChange={(event) => {
              setMotive(event.currentTarget.value);
              setInvalid({});
            }}
          >
            <option value="">Elige el motivo</option>
            {CANCEL_MOTIVES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code} · {option.name}
              </option>
            ))}
          </select>
          {invalid.motive ? (
            <p id={`${ids.motive}-error`} className="admin-error">
              {invalid.motive}
            </p>
          ) : null}
        </div>
        {motive === '01' ? (
          <div className="admin-invoice-field">
            <label htmlFor={ids.substitution}>Folio fiscal (UUID) de la factura que la sustituye</label>
            <p id={ids.hint} className="admin-hint">
              Emita primero la factura correcta; después cancele esta con el folio fiscal de la nueva.
            </p>
            <input
              id={ids.substitution}
              value={substitution}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
              aria-invalid={invalid.substitution ? true : undefined}
              aria-describedby={invalid.substitution ? `${ids.hint} ${ids.substitution}-error` : ids.hint}
              onChange={(event) => {
                setSubstitution(event.currentTarget.value);
                setInvalid({});
              }}
            />
            {invalid.substitution ? (
              <p id={`${ids.substitution}-error`} className="admin-error">
                {invalid.substitution}
              </p>
            ) : null}
          </div>
        ) : null}
        {failure ? (
          <p className="admin-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="admin-invoice-actions">
          <button type="submit" className="button admin-button-danger" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelando…' : 'Sí, cancelar la factura'}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            No, conservarla
          </button>
        </div>
      </form>
    </Dialog>
  );
}
