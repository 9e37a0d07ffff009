import type { FiscalProfile } from '@store/contract/invoices';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { CheckedFiscalData } from './check-fiscal-data';
import { fiscalProfiles, invoiceEmailConfirmations } from '../tables';

export const FISCAL_PROFILE_NOT_FOUND = 'No encontramos esos datos de facturación.';

type ProfileRow = typeof fiscalProfiles.$inferSelect;
const toFiscalProfile = (row: ProfileRow): FiscalProfile => ({
  fiscal_profile_id: row.id,
  rfc: row.rfc,
  legal_name: row.legalName,
  tax_regime: row.taxRegime,
  postal_code: row.postalCode,
  cfdi_use: row.cfdiUse,
  email: row.email,
});

/** The shopper's saved invoice data, the most recently used first. */
export async function fiscalProfilesOf(db: Database, userId: number): Promise<FiscalProfile[]> {
  const rows = await db
    .select()
    .from(fiscalProfiles)
    .where(eq(fiscalProfiles.userId, userId))
    .orderBy(desc(fiscalProfiles.updatedAt), desc(fiscalProfiles.id));
  return rows.map(toFiscalProfile);
}

/** Keeps data an invoice was issued with, one set per RFC: the same RFC again replaces its set. */
export async function saveFiscalProfile(
  tx: Database,
  userId: number,
  data: CheckedFiscalData,
): Promise<void> {
  const fields = {
    legalName: data.legal_name,
    taxRegime: data.tax_regime,
    postalCode: data.postal_code,
    cfdiUse: data.cfdi_use,
    email: data.email,
  };
  await tx
    .insert(fiscalProfiles)
    .values({ userId, rfc: data.rfc, ...fields })
    .onConflictDoUpdate({
      target: [fiscalProfiles.userId, fiscalProfiles.rfc],
      set: { ...fields, updatedAt: sql`now()` },
    });
}

/** Forgets one of the shopper's sets; another shopper's is not found. */
export async function deleteFiscalProfile(db: Database, userId: number, profileId: number): Promise<void> {
  const deleted = await db
    .delete(fiscalProfiles)
    .where(and(eq(fiscalProfiles.id, profileId), eq(fiscalProfiles.userId, userId)))
    .returning({ id: fiscalProfiles.id });
  if (deleted.length === 0) throw new HttpError(404, FISCAL_PROFILE_NOT_FOUND);
}

/**
 * Forgets every set of the shopper's, for a deleted account (issued invoices keep their data: the law),
 * and the other addresses they had invoices sent to (a link still unopened stops working).
 */
export async function forgetFiscalProfiles(tx: Database, userId: number): Promise<void> {
  await tx.delete(fiscalProfiles).where(eq(fiscalProfiles.userId, userId));
  await tx.delete(invoiceEmailConfirmations).where(eq(invoiceEmailConfirmations.userId, userId));
}
