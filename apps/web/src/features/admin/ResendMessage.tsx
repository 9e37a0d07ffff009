import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { reasonOr } from '../../lib/api';
import './resend-message.css';

/** What 'Reenviar' needs to know of an e-mail, on the 'Mensajes' page and on an order's page alike. */
type Resendable = { id: number; subject: string; recipient: string };

type Props = {
  message: Resendable;
  /** Writes the copy, to `to` or, without it, to the first's recipient; answers where it goes. */
  resend: (to: string | undefined) => Promise<string>;
};

/**
 * 'Reenviar' of one e-mail, on the 'Mensajes' page and on an order's page: it asks 'Enviar a' (the same
 * address unless staff write another, which the server checks too) and says where the copy goes. A
 * message to the team has no address of its own: left empty, the copy goes to all the staff again.
 */
export function ResendMessage({ message, resend }: Props) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        className="button button-secondary"
        aria-label={`Reenviar «${message.subject}» a ${message.recipient}`}
        onClick={() => setOpen(true)}
      >
        Reenviar
      </button>
    );
  }
  return <ResendForm message={message} resend={resend} onClose={() => setOpen(false)} />;
}

function ResendForm({ message, resend, onClose }: Props & { onClose: () => void }) {
  const toStaff = !message.recipient.includes('@');
  const [to, setTo] = useState(toStaff ? '' : message.recipient);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // The 'Reenviar' pressed is gone: the focus goes to the address, where the hands go next.
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = to.trim();
    const other = address !== '' && address.toLowerCase() !== message.recipient.toLowerCase();
    setPending(true);
    try {
      const recipient = await resend(other ? address : undefined);
      setDone(`Listo: «${message.subject}» se enviará a ${recipient} en un momento.`);
    } catch (failure) {
      setError(reasonOr(failure, 'No se pudo reenviar el correo. Intenta de nuevo.'));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <p role="status" className="admin-message-done">
        {done}
      </p>
    );
  }
  return (
    <form
      className="admin-resend-form"
      aria-label={`Reenviar «${message.subject}»`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="admin-field">
        <label htmlFor={id}>Enviar a</label>
        <input
          id={id}
          type="email"
          value={to}
          maxLength={254}
          autoComplete="off"
          ref={field}
          placeholder={toStaff ? 'Vacío: a todo el personal' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="admin-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="admin-filter-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          Reenviar
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
