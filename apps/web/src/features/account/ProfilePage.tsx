import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { EditProfileDialog } from '../../lib/account/EditProfileDialog';
import { formatPhone } from '../../lib/account/phone';
import { UserIcon } from '../../lib/icons';
import { purchaseStats, useMyOrders } from '../../lib/orders/use-my-orders';
import { LoadBoundary } from '../../lib/offline/LoadBoundary';
import { lazyWithRetry } from '../../lib/offline/lazy-with-retry';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session';
import { MyData } from './MyData';
import { MyStockAlerts } from './MyStockAlerts';
import { OffersConsent } from './OffersConsent';
import { WhatsAppNews } from './WhatsAppNews';
import { SavedLocations } from './SavedLocations';
import './profile.css';

/** The saved fiscal data, with SAT's catalogues for their names: fetched with the Perfil tab, not before. */
const FiscalProfiles = lazyWithRetry(() => import('./FiscalProfiles'), 'FiscalProfiles');

type Tab = 'profile' | 'orders';

const TABS = [
  ['profile', 'Perfil'],
  ['orders', 'Compras'],
] as const;

/**
 * 'Perfil' and 'Compras'; the hash #orders opens Compras, and switching tabs sets the hash. The orders
 * come from their own feature, so the app hands their panel in as `orders`.
 */
export function ProfilePage({ orders }: { orders: ReactNode }) {
  usePageTitle('Mi perfil');
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const bills = useMyOrders();
  const stats = purchaseStats(bills.data ?? []);
  const tab: Tab = useLocationProperty(() => window.location.hash) === '#orders' ? 'orders' : 'profile';
  const select = (next: Tab) =>
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${next === 'orders' ? '#orders' : ''}`,
    );
  // ARIA tabs: only the chosen tab is in the Tab order; the arrow keys, Home and End move between them.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex(([value]) => value === tab);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target[0]);
    document.getElementById(`tab-${target[0]}`)?.focus();
  };
  if (!user) return null;

  return (
    <section className="profile">
      <h1 className="visually-hidden">Mi cuenta</h1>
      <div role="tablist" aria-label="Mi cuenta" className="profile-tabs" onKeyDown={onTabKey}>
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => select(value)}
          >
            {label}
          </button>
        ))}
      </div>

      {/* The panels are in the Tab order (ARIA tabs), for a Compras with nothing else to focus. */}
      {tab === 'profile' ? (
        <div
          role="tabpanel"
          id="panel-profile"
          aria-labelledby="tab-profile"
          className="profile-panel"
          tabIndex={0}
        >
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
          <WhatsAppNews />
          <MyStockAlerts />
          <LoadBoundary>
            <Suspense fallback={null}>
              <FiscalProfiles />
            </Suspense>
          </LoadBoundary>
          <OffersConsent />
          <MyData />
        </div>
      ) : (
        <div
          role="tabpanel"
          id="panel-orders"
          aria-labelledby="tab-orders"
          className="profile-panel"
          tabIndex={0}
        >
          {orders}
        </div>
      )}
      {editing ? <EditProfileDialog user={user} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
