import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../lib/session/session';

/** Guarded pages wait while the session loads, then send a guest to the login screen (and back after). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <p className="page-loading">Cargando...</p>;
  if (!user) {
    return (
      <Redirect
        to="/auth/login"
        replace
        state={{ from: `${window.location.pathname}${window.location.search}${window.location.hash}` }}
      />
    );
  }
  return children;
}
