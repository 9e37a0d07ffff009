import { addTeamMemberBody, type TeamMemberRow } from '@store/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { reasonOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { useConfirm } from '../../../lib/dialog/confirm';
import { usePageTitle } from '../../../lib/page-title';
import { AdminLoadError } from '../AdminLoadError';
import { useAddTeamMember, useRemoveTeamMember, useTeam } from './api';
import './team.css';

/**
 * 'Equipo': who opens the back-office. Owners come from the server's OWNER_EMAILS and stay; an owner adds
 * staff by the e-mail they sign in with, and removes them. Each change is in the Bitácora.
 */
export function TeamPage() {
  usePageTitle('Equipo');
  const team = useTeam();
  return (
    <section className="admin-team" aria-labelledby="admin-team-title">
      <h1 id="admin-team-title">Equipo</h1>
      <p className="admin-hint">
        El personal ve los pedidos, los envía y los marca entregados, y cambia existencias y fotos. Solo los
        dueños cambian precios y descuentos, reembolsan o cancelan, manejan promociones y facturas, el equipo
        y los códigos postales.
      </p>
      <AddMember />
      <h2>Quién entra a la administración</h2>
      {team.isError && !team.data ? (
        <AdminLoadError message="No pudimos cargar el equipo." onRetry={() => void team.refetch()} />
      ) : !team.data ? (
        <p role="status">Cargando...</p>
      ) : (
        <MemberList members={team.data.members} />
      )}
    </section>
  );
}

function AddMember() {
  const add = useAddTeamMember();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const body = addTeamMemberBody.safeParse({ email });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Revisa el correo.');
      return;
    }
    setError(null);
    try {
      const answer = await add.mutateAsync(body.data.email);
      setEmail('');
      setAdded(answer.message);
    } catch (failure) {
      setError(reasonOr(failure, 'No pudimos agregar a esa persona. Intenta de nuevo.'));
    }
  };

  return (
    <form className="admin-team-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Agregar personal</h2>
      <label htmlFor={`${id}-email`}>Correo con el que inicia sesión</label>
      <div className="admin-team-add">
        <input
          id={`${id}-email`}
          type="email"
          value={email}
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          placeholder="ana@gmail.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Agregando...' : 'Agregar'}
        </button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className="admin-error" role="alert">
            {error}
          </p>
        ) : null}
        {added ? <p role="status">{added}</p> : null}
      </div>
    </form>
  );
}

function MemberList({ members }: { members: TeamMemberRow[] }) {
  const remove = useRemoveTeamMember();
  const confirmation = useConfirm();
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const staff = members.filter((member) => member.role === 'staff');

  const take = async (email: string) => {
    const yes = await confirmation.ask({
      title: `¿Quitar a ${email} del equipo?`,
      body: <p>Ya no podrá entrar a la administración. Puedes volver a agregarlo cuando quieras.</p>,
      confirm: 'Quitar del equipo',
    });
    if (!yes) return;
    try {
      const answer = await remove.mutateAsync(email);
      setMessage({ text: answer.message, failed: false });
    } catch (failure) {
      setMessage({
        text: reasonOr(failure, 'No pudimos quitar a esa persona. Intenta de nuevo.'),
        failed: true,
      });
    }
  };

  return (
    <>
      <ul className="admin-team-list">
        {members.map((member) => (
          <li key={member.email} className="admin-team-member">
            <div>
              <strong>{member.email}</strong>
              <span className={`admin-team-role role-${member.role}`}>
                {member.role === 'owner' ? 'Dueño' : 'Personal'}
              </span>
              <p className="admin-hint">
                {member.role === 'owner'
                  ? 'Configurado en el servidor (OWNER_EMAILS)'
                  : `Lo agregó ${member.added_by ?? ''}${member.added_at ? ` el ${formatDateTime(member.added_at)}` : ''}`}
              </p>
            </div>
            {member.role === 'staff' ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={remove.isPending}
                onClick={() => void take(member.email)}
                aria-label={`Quitar a ${member.email} del equipo`}
              >
                Quitar
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {staff.length === 0 ? <p>Aún no hay personal: solo los dueños entran a la administración.</p> : null}
      <div aria-live="polite">
        {message ? (
          <p
            className={message.failed ? 'admin-error' : undefined}
            role={message.failed ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {confirmation.dialog}
    </>
  );
}
