import { OFFERS_CONSENT_TEXT, offersConsent, type OffersConsent as Consent } from '@store/contract';
import { useEffect, useState } from 'react';
import { reasonOr, request } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/toast';

/**
 * 'Correos de la tienda': the shopper's one yes (or no) to the shop's e-mails that are not about an order
 * (reminders, offers, the invitation to review a purchase; decision 066), off until they tick it, with the
 * date of their yes. Messages about their orders go either way.
 */
export function OffersConsent() {
  const [consent, setConsent] = useState<Consent | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    request('/users/me/offers-consent', offersConsent, { signal: controller.signal })
      .then(setConsent)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);

  const change = async (consented: boolean) => {
    const before = consent;
    // The box follows the click at once; a refusal puts it back.
    setConsent({ consented, consented_at: consented ? (before?.consented_at ?? null) : null });
    setSaving(true);
    try {
      const saved = await request('/users/me/offers-consent', offersConsent, {
        method: 'PUT',
        json: { consented },
      });
      setConsent(saved);
      notifySuccess(
        consented
          ? 'Listo: te enviaremos recordatorios, promociones e invitaciones a reseñar.'
          : 'Listo: ya no te enviaremos recordatorios, promociones ni invitaciones a reseñar.',
      );
    } catch (error) {
      setConsent(before);
      notifyError(reasonOr(error, 'No pudimos guardar tu preferencia. Intenta de nuevo.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="offers-consent" aria-labelledby="offers-consent-title">
      <h2 id="offers-consent-title">Correos de la tienda</h2>
      {failed ? (
        <p className="profile-empty">No pudimos cargar tu preferencia. Intenta de nuevo más tarde.</p>
      ) : (
        <>
          <label className="offers-consent-choice">
            <input
              type="checkbox"
              checked={consent?.consented ?? false}
              disabled={consent === null || saving}
              onChange={(event) => void change(event.currentTarget.checked)}
            />
            {OFFERS_CONSENT_TEXT}
          </label>
          <p className="profile-empty">
            {consent?.consented_at
              ? `Aceptaste el ${formatDate(consent.consented_at)}. Puedes darte de baja aquí o con el enlace de cada correo.`
              : 'Por ejemplo, si dejas un carrito sin pagar te lo recordamos una vez, y una semana después de recibir un pedido te invitamos a reseñarlo. Los correos de tus pedidos llegan siempre.'}
          </p>
        </>
      )}
    </section>
  );
}
