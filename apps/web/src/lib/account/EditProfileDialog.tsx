import type { CurrentUser } from '@store/contract';
import { useId, useState } from 'react';
import { ApiError, reasonOr } from '../api';
import { Dialog } from '../dialog/Dialog';
import { FieldError, invalidProps } from '../form/FieldError';
import { firstInError, refusedField, type FieldErrors } from '../form/field-errors';
import { notifySuccess } from '../toast';
import { useUpdateProfile } from './api/update-profile';
import { joinPhone, PHONE_COUNTRIES, splitPhone, type PhoneCountry } from './phone';

const MAX_PHONE_DIGITS = 15;
const PROFILE_FIELDS = ['name', 'phone_number'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

export const NAME_MISSING = 'Escribe tu nombre.';
export const PHONE_LENGTH = 'El número de teléfono debe tener 10 dígitos.';
export const phoneDigitsWrong = (digits: number) =>
  `${PHONE_LENGTH} Escribiste ${digits === 1 ? '1 dígito' : `${digits} dígitos`}.`;

/** What is wrong with the form, field by field: a Mexican phone has exactly 10 digits, others at least 10. */
function checkProfile(name: string, country: PhoneCountry, digits: string): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (!name.trim()) errors.name = NAME_MISSING;
  const wrongLength = country === 'MX' ? digits.length !== 10 : digits.length < 10;
  if (wrongLength) errors.phone_number = digits.length === 0 ? PHONE_LENGTH : phoneDigitsWrong(digits.length);
  return errors;
}

/** 'Editar Perfil': name, the e-mail shown but locked, and an international phone defaulting to Mexico. */
export function EditProfileDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const initial = splitPhone(user.phone_number);
  const [name, setName] = useState(user.name);
  const [country, setCountry] = useState<PhoneCountry>(initial.country);
  const [digits, setDigits] = useState(initial.digits);
  const update = useUpdateProfile();
  const formId = useId();
  const idOf = (field: ProfileField) => `${formId}-${field}`;
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failure, setFailure] = useState('');
  const clear = (field: ProfileField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const showErrors = (found: FieldErrors<ProfileField>) => {
    setErrors(found);
    const first = firstInError(found, PROFILE_FIELDS);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const save = async () => {
    setFailure('');
    const found = checkProfile(name, country, digits);
    if (firstInError(found, PROFILE_FIELDS)) {
      showErrors(found);
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
      const refused = refusedField(error, PROFILE_FIELDS);
      if (refused) showErrors({ [refused.field]: refused.message });
      else
        setFailure(
          error instanceof ApiError && error.answered
            ? reasonOr(error, 'Error al actualizar el perfil.')
            : 'No se pudo guardar tu perfil. Revisa tu conexión e intenta de nuevo.',
        );
    }
  };

  return (
    <Dialog title="Editar Perfil" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="form-field">
          <label htmlFor={idOf('name')}>Nombre</label>
          <input
            {...invalidProps(idOf('name'), errors.name)}
            value={name}
            maxLength={120}
            autoComplete="name"
            onChange={(event) => {
              setName(event.target.value);
              clear('name');
            }}
          />
          <FieldError fieldId={idOf('name')} error={errors.name} />
        </div>
        <label className="form-field">
          Correo
          <input value={user.email} readOnly disabled />
        </label>
        <div className="form-field">
          <label htmlFor={idOf('phone_number')}>Teléfono</label>
          <div className="phone-input">
            <select
              aria-label="País del teléfono"
              value={country}
              onChange={(event) => {
                setCountry(
                  PHONE_COUNTRIES.find((entry) => entry.code === event.target.value)?.code ?? country,
                );
                clear('phone_number');
              }}
            >
              {PHONE_COUNTRIES.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name} ({entry.prefix})
                </option>
              ))}
            </select>
            <input
              {...invalidProps(idOf('phone_number'), errors.phone_number)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MAX_PHONE_DIGITS}
              value={digits}
              placeholder="614 123 4567"
              onChange={(event) => {
                setDigits(event.target.value.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS));
                clear('phone_number');
              }}
            />
          </div>
          <FieldError fieldId={idOf('phone_number')} error={errors.phone_number} />
        </div>
        {failure ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
        {/* Never greyed out for what is typed: pressing it says what is missing, under the field. */}
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Guardar cambios
        </button>
      </form>
    </Dialog>
  );
}
