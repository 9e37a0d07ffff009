import type { UpdateProfileBody } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Database } from '../../db/client';
import { users } from './tables';
import { HttpError } from '../../http/errors';

export const INVALID_PHONE = 'El número de teléfono no es válido.';

/** A phone as typed (10 digits for Mexico, or +country…) in E.164, if it is a real number for its country. */
export function toE164(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, 'MX');
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The shopper's name and phone; the e-mail belongs to the identity provider and is not changed here. */
export async function updateProfile(db: Database, userId: number, body: UpdateProfileBody): Promise<void> {
  const phone = toE164(body.phone_number);
  if (!phone) throw new HttpError(400, INVALID_PHONE);
  await db
    .update(users)
    .set({ name: body.name, phoneNumber: phone, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
