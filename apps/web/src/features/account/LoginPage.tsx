import { SHOP_NAME } from '@store/contract';
import { Link, Redirect, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { usePageTitle } from '../../lib/page-title';
import { PrivacyNote } from '../../lib/privacy-note';
import { signInUrl, useSession } from '../../lib/session/session';
import { returnsToStockAlert } from '../../lib/stock-alerts/after-sign-in';
import './login.css';

/** Where a guard sent the shopper from, so that signing in brings them back there. */
export type ReturnState = { from?: string } | null;

/** The login screen, without the shop's navigation: one button, Google (or the local provider). */
export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const from = useHistoryState<ReturnState>()?.from;
  if (loading) return <p className="page-loading">Cargando...</p>;
  if (user) return <Redirect to="/profile" replace />;
  return (
    <main className="login">
      <div className="login-card">
        <Link to="/" className="login-brand">
          {SHOP_NAME}
        </Link>
        <h1>Iniciar sesión</h1>
        {returnsToStockAlert(from) ? (
          <p className="login-reason">Inicia sesión para que te avisemos cuando llegue tu talla.</p>
        ) : null}
        {params.get('error') ? (
          <p className="login-error" role="alert">
            {params.get('error') === 'correo'
              ? 'Tu cuenta de Google aún no confirma tu correo. Confírmalo en Google y vuelve a intentar.'
              : 'No pudimos iniciar tu sesión. Intenta de nuevo.'}
          </p>
        ) : null}
        <a className="button button-primary login-google" href={signInUrl(from)}>
          <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
            <path
              fill="#FFC107"
              d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.5z"
            />
            <path
              fill="#FF3D00"
              d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
            />
            <path
              fill="#4CAF50"
              d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
            />
            <path
              fill="#1976D2"
              d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.5z"
            />
          </svg>
          Iniciar sesión con Google
        </a>
        <p className="login-terms">
          Al continuar aceptas nuestros <Link to="/Terminos">términos y condiciones</Link>.
        </p>
        <PrivacyNote
          className="login-terms"
          purpose="para iniciar tu sesión con tu nombre, correo y foto de Google, y atender tus pedidos"
        />
        <ul className="login-social" aria-label="Redes sociales">
          <li>
            <a href="https://www.facebook.com/nortenowestern" target="_blank" rel="noopener noreferrer">
              Facebook
            </a>
          </li>
          <li>
            <a href="https://www.instagram.com/nortenowestern" target="_blank" rel="noopener noreferrer">
              Instagram
            </a>
          </li>
          <li>
            <a href="https://www.tiktok.com/@nortenowestern" target="_blank" rel="noopener noreferrer">
              TikTok
            </a>
          </li>
        </ul>
      </div>
    </main>
  );
}
