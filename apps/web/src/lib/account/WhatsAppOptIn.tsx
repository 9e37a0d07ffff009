import { mexicanMobile, WHATSAPP_PHONE_INVALID } from '@store/contract';
import { useId, useState, type ReactNode } from 'react';
import { reasonOr } from '../api';
import { FieldError, invalidProps } from '../form/FieldError';
import { refusedField } from '../form/field-errors';
import { PrivacyNote } from '../privacy-note';
import { useSession } from '../session/session';
import {
  useGiveWhatsappConsent,
  useWhatsappConsent,
  useWithdrawWhatsappConsent,
} from './api/whatsapp-consent';
import './whatsapp-opt-in.css';

const FAILED = 'No pudimos guardar tu aviso por WhatsApp. Intenta de nuevo.';

/** `614 123 4567`: ten digits as a Mexican reads them, for the field. */
const spaced = (national: string | null): string | null =>
  national === null ? null : `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;

/**
 * 'Avisarme por WhatsApp al +52 …' (decision 063): off until the shopper ticks it, with the number of
 * their profile, editable. `element` is the control (nothing while the shop offers no WhatsApp);
 * `confirm()` saves what it says (the consent, or its end) and answers whether the page may go on: a
 * number that is not a Mexican mobile is refused under the field, and nothing else happens.
 */
export function useWhatsAppOptIn(where: 'pago' | 'perfil'): {
  element: ReactNode;
  confirm: () => Promise<boolean>;
  saving: boolean;
} {
  const { user } = useSession();
  const consent = useWhatsappConsent();
  const give = useGiveWhatsappConsent();
  const withdraw = useWithdrawWhatsappConsent();
  const id = useId();
  const [ticked, setTicked] = useState<boolean | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);

  const enabled = consent.data?.enabled ?? false;
  const checked = ticked ?? enabled;
  const phone =
    typed ?? spaced(consent.data?.phone ?? null) ?? spaced(mexicanMobile(user?.phone_number ?? '')) ?? '';
  const phoneId = `${id}-phone`;

  const confirm = async (): Promise<boolean> => {
    if (!consent.data?.available) return true;
    try {
      if (!checked) {
        if (enabled) await withdraw.mutateAsync();
        return true;
      }
      const national = mexicanMobile(phone);
      if (!national) {
        setError(WHATSAPP_PHONE_INVALID);
        document.getElementById(phoneId)?.focus();
        return false;
      }
      if (!enabled || national !== consent.data.phone) await give.mutateAsync({ phone, where });
      return true;
    } catch (failure) {
      const refused = refusedField(failure, ['phone'] as const);
      setError(refused?.message ?? reasonOr(failure, FAILED));
      document.getElementById(phoneId)?.focus();
      return false;
    }
  };

  const element = consent.data?.available ? (
    <fieldset className="whatsapp-opt-in">
      <legend className="visually-hidden">Avisos de tus pedidos por WhatsApp</legend>
      <div className="whatsapp-opt-in-row">
        <label className="whatsapp-opt-in-check">
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => {
              setTicked(event.target.checked);
              setError(undefined);
            }}
          />
          Avisarme por WhatsApp al
        </label>
        <span className="whatsapp-opt-in-number">
          <span aria-hidden="true">+52</span>
          <input
            {...invalidProps(phoneId, error)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-label="Celular para WhatsApp (10 dígitos)"
            maxLength={20}
            placeholder="614 123 4567"
            value={phone}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
          />
        </span>
      </div>
      <FieldError fieldId={phoneId} error={error} />
      <PrivacyNote
        inForm
        className="whatsapp-opt-in-note"
        purpose="solo para avisarte de tus pedidos (pago, envío, entrega, reembolsos) por WhatsApp, que Meta opera; responde BAJA cuando quieras dejar de recibirlos"
      />
    </fieldset>
  ) : null;

  return { element, confirm, saving: give.isPending || withdraw.isPending };
}
