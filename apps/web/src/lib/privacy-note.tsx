import { Link } from 'wouter';

export const PRIVACY_NOTICE_PATH = '/aviso-de-privacidad';

/**
 * The short notice the LFPDPPP asks for where data is collected: what these data are for, and the link to
 * the full aviso. Inside a form the aviso opens in another tab, so what the shopper typed stays.
 */
export function PrivacyNote({
  purpose,
  className,
  inForm = false,
}: {
  /** Completes "Usamos tus datos …" ("para …", "solo para …"), without the final period. */
  purpose: string;
  className: string;
  inForm?: boolean;
}) {
  return (
    <p className={className}>
      Usamos tus datos {purpose}. Consulta el{' '}
      {inForm ? (
        <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
          Aviso de privacidad
          <span className="visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      ) : (
        <Link to={PRIVACY_NOTICE_PATH}>Aviso de privacidad</Link>
      )}
      .
    </p>
  );
}
