import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The countries the phone field offers; Mexico, where the shop delivers, first and by default. */
export const PHONE_COUNTRIES = [
  { code: 'MX', name: 'México', prefix: '+52' },
  { code: 'US', name: 'Estados Unidos', prefix: '+1' },
  { code: 'CA', name: 'Canadá', prefix: '+1' },
  { code: 'GT', name: 'Guatemala', prefix: '+502' },
  { code: 'CO', name: 'Colombia', prefix: '+57' },
  { code: 'ES', name: 'España', prefix: '+34' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

/** "+52 614 123 4567" for showing; 'N/A' when there is none. */
export function formatPhone(phone: string | null): string {
  if (!phone) return 'N/A';
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/** The country and the national digits of a stored phone, to fill the field when the dialog opens. */
export function splitPhone(phone: string | null): { country: PhoneCountry; digits: string } {
  const parsed = phone ? parsePhoneNumberFromString(phone) : undefined;
  const country = PHONE_COUNTRIES.find((entry) => entry.code === parsed?.country)?.code ?? 'MX';
  return { country, digits: parsed ? String(parsed.nationalNumber) : '' };
}

export const joinPhone = (country: PhoneCountry, digits: string): string =>
  `${PHONE_COUNTRIES.find((entry) => entry.code === country)?.prefix ?? '+52'}${digits}`;
