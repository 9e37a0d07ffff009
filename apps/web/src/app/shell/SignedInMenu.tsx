import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { UserIcon } from '../../lib/icons';
import { useSignOut } from '../../lib/session/sign-out';
import type { MenuUser } from './UserMenu';

/** The user's picture (or the default icon) opening 'Mi perfil', 'Mis compras' and 'Cerrar sesión'. */
export function SignedInMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="navbar-icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Menú de ${user.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        {user.picture ? (
          <img
            className="user-menu-picture"
            src={user.picture}
            alt=""
            width="28"
            height="28"
            referrerPolicy="no-referrer"
          />
        ) : (
          <UserIcon />
        )}
      </button>
      <ul id={menuId} role="menu" className="user-menu-list" hidden={!open}>
        <li role="none">
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            Mi perfil
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" to="/profile#orders" onClick={() => setOpen(false)}>
            Mis compras
          </Link>
        </li>
        <li role="none">
          <button role="menuitem" type="button" onClick={() => void signOut()}>
            Cerrar sesión
          </button>
        </li>
      </ul>
    </div>
  );
}
