import type { CurrentUser } from '@store/contract';
import { useState } from 'react';
import { ApiError } from '../api';
import { Dialog } from '../dialog/Dialog';
import { notifyError, notifyInfo, notifySuccess } from '../toast';
import { useUpdateProfile } from './api/update-profile';
import { joinPhone, PHONE_COUNTRIES, splitPhone, type PhoneCountry } from './phone';

const MAX_PHONE_DIGITS = 15;

/** 'Editar Perfil': name, the e-mail shown but locked, and an international phone defaulting to Mexico. */
export function EditProfileDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const initial = splitPhone(user.phone_number);
  const [name, setName] = useState(user.name);
  const [country, setCountry] = useState<PhoneCountry>(initial.country);
  const [digits, setDigits] = useState(initial.digits);
  const update = useUpdateProfile();

  const save = async () => {
    if (digits.length < 10) {
      notifyInfo('El número de teléfono debe tener 10 dígitos.');
      return;
    }
    try {
      const message = await update.mutateAsync({
        name: name.trim(),
        phone_number: joinPhone(country, digits),
      });
      notifySuccess(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.answered)
        notifyError(error.message || 'Error al actualizar el perfil.');
      else notifyError('Ha occurrido un error.');
    }
  };

  return (
    <Dialog title="Editar Perfil" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="form-field">
          Nombre
          <input
            value={name}
            required
            maxLength={120}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className="form-field">
          Correo
          <input value={user.email} readOnly disabled />
        </label>
        <div className="form-field">
          <label htmlFor="profile-phone">Teléfono</label>
          <div className="phone-input">
            <select
              aria-label="País del teléfono"
              value={country}
              onChange={(event) =>
                setCountry(
                  PHONE_COUNTRIES.find((entry) => entry.code === event.target.value)?.code ?? country,
                )
              }
            >
              {PHONE_COUNTRIES.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name} ({entry.prefix})
                </option>
              ))}
            </select>
            <input
              id="profile-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MAX_PHONE_DIGITS}
              value={digits}
              placeholder="614 123 4567"
              onChange={(event) =>
                setDigits(event.target.value.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS))
              }
            />
          </div>
        </div>
        <button type="submit" className="button button-primary" disabled={update.isPending || !name.trim()}>
          Guardar cambios
        </button>
      </form>
    </Dialog>
  );
}
