import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EditProfileDialog } from '../../lib/account/EditProfileDialog';
import { formatPhone } from '../../lib/account/phone';
import { UserIcon } from '../../lib/icons';
import { purchaseStats, useBills } from '../../lib/orders/bills';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session';
import { SavedLocations } from './SavedLocations';
import './profile.css';

type Tab = 'profile' | 'orders';

/**
 * 'Perfil' and 'Compras'; the hash #orders opens Compras, and switching tabs sets the hash. The orders
 * come from their own feature, so the app hands their panel in as `orders`.
 */
export function ProfilePage({ orders }: { orders: ReactNode }) {
  usePageTitle('Mi perfil');
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const bills = useBills();
  const stats = purchaseStats(bills.data ?? []);
  const tab: Tab = location.hash === '#orders' ? 'orders' : 'profile';
  const select = (next: Tab) => navigate({ hash: next === 'orders' ? 'orders' : '' }, { replace: true });
  if (!user) return null;

  return (
    <section className="profile">
      <h1 className="visually-hidden">Mi cuenta</h1>
      <div role="tablist" aria-label="Mi cuenta" className="profile-tabs">
        {(
          [
            ['profile', 'Perfil'],
            ['orders', 'Compras'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            onClick={() => select(value)}
          >
            {label}
          </button>
        ))}
      </div>

      {tab === 'profile' ? (
        <div role="tabpanel" id="panel-profile" aria-labelledby="tab-profile" className="profile-panel">
          <div className="profile-card">
            {user.picture ? (
              <img
                className="profile-picture"
                src={user.picture}
                alt=""
                width="96"
                height="96"
                referrerPolicy="no-referrer"
              />
            ) : (
              <span className="profile-picture profile-picture-default">
                <UserIcon />
              </span>
            )}
            <dl className="profile-data">
              <dt>ID</dt>
              <dd>{user.ecommerce_user_id}</dd>
              <dt>Nombre</dt>
              <dd>{user.name}</dd>
              <dt>Correo</dt>
              <dd>{user.email}</dd>
              <dt>Teléfono</dt>
              <dd>{formatPhone(user.phone_number)}</dd>
            </dl>
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              Editar
            </button>
          </div>
          <ul className="profile-stats" aria-label="Estadísticas" aria-busy={bills.isLoading}>
            <li>
              <strong>{stats.purchases}</strong> Compras
            </li>
            <li>
              <strong>{stats.items}</strong> Artículos comprados
            </li>
            <li>
              <strong>0</strong> Puntos
            </li>
          </ul>
          <SavedLocations />
        </div>
      ) : (
        <div role="tabpanel" id="panel-orders" aria-labelledby="tab-orders" className="profile-panel">
          {orders}
        </div>
      )}
      {editing ? <EditProfileDialog user={user} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
