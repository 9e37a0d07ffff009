import { Suspense } from 'react';
import { Link } from 'wouter';
import { UserIcon } from '../../lib/icons';
import { LoadBoundary } from '../../lib/offline/LoadBoundary';
import { lazyWithRetry } from '../../lib/offline/lazy-with-retry';

export type MenuUser = { name: string; picture: string | null };

// Most visits are a guest's: the signed-in menu's code comes only with a session.
const SignedInMenu = lazyWithRetry(() => import('./SignedInMenu'), 'SignedInMenu');

/**
 * Signed in: the user's picture (or the default icon) opening 'Mi perfil', 'Mis compras' and
 * 'Cerrar sesión'. A guest gets 'Iniciar sesión'.
 */
export function UserMenu({ user }: { user: MenuUser | null }) {
  if (!user) {
    return (
      <Link to="/auth/login" className="navbar-icon-button navbar-login">
        <UserIcon />
        <span className="navbar-login-text">Iniciar sesión</span>
      </Link>
    );
  }
  return (
    <LoadBoundary quiet>
      <Suspense fallback={<span className="navbar-icon-button" aria-hidden="true" />}>
        <SignedInMenu user={user} />
      </Suspense>
    </LoadBoundary>
  );
}
