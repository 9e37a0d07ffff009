import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { UserIcon } from '../../lib/icons';

export type MenuUser = { name: string; picture: string | null };

// Most visits are a guest's: the signed-in menu's code comes only with a session.
const SignedInMenu = lazy(() => import('./SignedInMenu').then((m) => ({ default: m.SignedInMenu })));

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
    <Suspense fallback={<span className="navbar-icon-button" aria-hidden="true" />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
