import {
  MESSAGE_GROUPS,
  MESSAGE_STATES,
  type AdminMessage,
  type MessageGroup,
  type MessageState as State,
} from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { AdminPager } from '../AdminPager';
import { DateRangeFields } from '../DateRangeFields';
import { FilterActions } from '../FilterActions';
import { MessageState } from '../MessageState';
import { ResendMessage } from '../ResendMessage';
import { useMessages, type MessagesFilters } from './api/get-messages';
import { useResendMessage } from './api/resend-message';
import './messages.css';

const STATE_LABEL: Record<State, string> = {
  enviado: 'Enviados',
  pendiente: 'Pendientes',
  fallido: 'Fallidos',
};
const isGroup = (value: string): value is MessageGroup => Object.hasOwn(MESSAGE_GROUPS, value);
const isState = (value: string): value is State => (MESSAGE_STATES as readonly string[]).includes(value);

/**
 * The kind and state a link opens the page with (`?state=fallido`, from the home's failed e-mails);
 * whatever the page does not know is left out rather than sent.
 */
function filtersFromAddress(params: URLSearchParams): MessagesFilters {
  const group = params.get('group') ?? '';
  const state = params.get('state') ?? '';
  return { ...(isGroup(group) ? { group } : {}), ...(isState(state) ? { state } : {}), page: 1 };
}

/**
 * `/admin/mensajes`: every e-mail the shop wrote (sent, waiting or failed), newest first, filtered by the
 * server; 'Reenviar' writes a new one, to the same or another address, and the first stays listed.
 */
export function MessagesPage() {
  usePageTitle('Mensajes');
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<MessagesFilters>(() => filtersFromAddress(searchParams));
  const messages = useMessages(filters);
  const data = messages.data;
  const filtered = Object.keys(filters).length > 1;

  return (
    <section aria-labelledby="admin-messages-title">
      <h1 id="admin-messages-title">Mensajes</h1>
      <Filters initial={filters} onApply={(next) => setFilters({ ...next, page: 1 })} />
      {messages.isError && !data ? (
        <AdminLoadError message="No pudimos cargar los correos." onRetry={() => void messages.refetch()} />
      ) : !data ? (
        <p role="status">Cargando...</p>
      ) : data.pagination.total === 0 ? (
        <p role="status">
          {filtered
            ? 'Ningún correo coincide con estos filtros.'
            : 'La tienda todavía no ha escrito correos.'}
        </p>
      ) : (
        <>
          <ul className="admin-message-list" aria-busy={messages.isPlaceholderData}>
            {data.messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
          <AdminPager
            label="Páginas de los correos"
            page={filters.page}
            shownPage={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}

function MessageRow({ message }: { message: AdminMessage }) {
  const resend = useResendMessage();
  return (
    <li className="admin-message-item">
      <p className="admin-message-subject">{message.subject}</p>
      <p className="admin-history-meta">
        Para {message.recipient} · escrito el{' '}
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        {message.order_id === null ? null : (
          <>
            {' · '}
            <Link href={`/pedidos/${message.order_id}`}>pedido #{message.order_id}</Link>
          </>
        )}
        {message.resent_from === null ? null : ' · reenvío'}
      </p>
      <MessageState message={message} />
      <ResendMessage
        message={message}
        resend={async (to) =>
          (await resend.mutateAsync({ messageId: message.id, ...(to ? { to } : {}) })).recipient
        }
      />
    </li>
  );
}

function Filters({
  initial,
  onApply,
}: {
  /** The kind and state the page opened with. */
  initial: MessagesFilters;
  onApply: (filters: Omit<MessagesFilters, 'page'>) => void;
}) {
  const [group, setGroup] = useState<string>(initial.group ?? '');
  const [state, setState] = useState<string>(initial.state ?? '');
  const [recipient, setRecipient] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const ids = { group: useId(), state: useId(), recipient: useId() };

  const apply = (changes: { group?: string; state?: string } = {}) => {
    const next = { group, state, recipient, from, to, ...changes };
    onApply({
      ...(isGroup(next.group) ? { group: next.group } : {}),
      ...(isState(next.state) ? { state: next.state } : {}),
      ...(next.recipient.trim() ? { recipient: next.recipient.trim() } : {}),
      ...(next.from ? { from: next.from } : {}),
      ...(next.to ? { to: next.to } : {}),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const clear = () => {
    setGroup('');
    setState('');
    setRecipient('');
    setFrom('');
    setTo('');
    onApply({});
  };

  return (
    <form role="search" aria-label="Filtrar correos" className="admin-filters" onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={ids.group}>Tipo</label>
        <select
          id={ids.group}
          value={group}
          onChange={(event) => {
            // A choice in a list is complete at once: the list follows it without a click more.
            setGroup(event.currentTarget.value);
            apply({ group: event.currentTarget.value });
          }}
        >
          <option value="">Todos</option>
          {Object.entries(MESSAGE_GROUPS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.state}>Estado</label>
        <select
          id={ids.state}
          value={state}
          onChange={(event) => {
            setState(event.currentTarget.value);
            apply({ state: event.currentTarget.value });
          }}
        >
          <option value="">Todos</option>
          {MESSAGE_STATES.map((value) => (
            <option key={value} value={value}>
              {STATE_LABEL[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.recipient}>Destinatario</label>
        <input
          id={ids.recipient}
          type="search"
          value={recipient}
          maxLength={100}
          placeholder="Correo o parte de él"
          onChange={(event) => setRecipient(event.currentTarget.value)}
        />
      </div>
      <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      <FilterActions onClear={clear} />
    </form>
  );
}
