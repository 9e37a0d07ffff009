import { useState } from 'react';
import { useWhatsAppOptIn } from '../../lib/account/WhatsAppOptIn';
import { useWhatsappConsent } from '../../lib/account/api/whatsapp-consent';

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' }).format(
    new Date(iso),
  );

/**
 * 'Avisos por WhatsApp' in the profile: the same control as at the payment step, with 'Guardar', and
 * what was agreed to and when. Nothing while the shop offers no WhatsApp.
 */
export function WhatsAppNews() {
  const consent = useWhatsappConsent();
  const optIn = useWhatsAppOptIn('perfil');
  const [saved, setSaved] = useState(false);
  if (!optIn.element || !consent.data) return null;
  return (
    <section className="whatsapp-news" aria-labelledby="whatsapp-news-title">
      <h2 id="whatsapp-news-title">Avisos por WhatsApp</h2>
      <form
        className="whatsapp-news-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void optIn.confirm().then(setSaved);
        }}
      >
        {optIn.element}
        {consent.data.enabled && consent.data.given_at ? (
          <p className="whatsapp-news-given">
            Aceptaste el {dateOf(consent.data.given_at)}: «{consent.data.text}»
          </p>
        ) : null}
        <button type="submit" className="button button-secondary" disabled={optIn.saving}>
          Guardar
        </button>
        {saved ? (
          <p role="status" className="whatsapp-news-saved">
            {consent.data.enabled
              ? 'Listo: te avisaremos por WhatsApp.'
              : 'Listo: ya no te avisaremos por WhatsApp.'}
          </p>
        ) : null}
      </form>
    </section>
  );
}
