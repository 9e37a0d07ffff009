import {
  CFDI_USES,
  FISCAL_FIELD_MESSAGES,
  fieldErrorResponse,
  fiscalData,
  regimesFor,
  TAX_REGIMES,
  taxpayerKindOf,
  usesFor,
  type CfdiUse,
  type FiscalField,
  type FiscalProfile,
  type InvoiceRequestBody,
  type TaxRegime,
} from '@store/contract/invoices';
import { ApiError } from '../../../lib/api';

/** The form's fields in the order they are shown: the first one in error takes the focus. */
export const FISCAL_FIELDS: readonly FiscalField[] = [
  'rfc',
  'legal_name',
  'tax_regime',
  'postal_code',
  'cfdi_use',
  'email',
];

/** What the shopper has typed and chosen, as text, before it is checked. */
export type FiscalDraft = Record<FiscalField, string> & { save_profile: boolean };

/** One Spanish sentence per field in error. */
export type FieldErrors = Partial<Record<FiscalField, string>>;

/** The uso an invoice for a purchase usually carries, chosen for the shopper when their régimen allows it. */
const DEFAULT_USE = 'G03';

export const blankDraft = (email: string): FiscalDraft => ({
  rfc: '',
  legal_name: '',
  tax_regime: '',
  postal_code: '',
  cfdi_use: DEFAULT_USE,
  email,
  save_profile: false,
});

export const draftOf = (profile: FiscalProfile, saveProfile: boolean): FiscalDraft => ({
  rfc: profile.rfc,
  legal_name: profile.legal_name,
  tax_regime: profile.tax_regime,
  postal_code: profile.postal_code,
  cfdi_use: profile.cfdi_use,
  email: profile.email,
  save_profile: saveProfile,
});

/** The RFC without the spaces and dashes a copy from a document may bring, as the server reads it. */
const compactRfc = (rfc: string): string => rfc.replace(/[\s-]+/g, '');

/** The régimenes the RFC's kind of taxpayer may have once it is 12 or 13 characters long; all before. */
export function regimeOptions(rfc: string): readonly TaxRegime[] {
  const kind = taxpayerKindOf(compactRfc(rfc));
  return kind ? regimesFor(kind) : TAX_REGIMES;
}

/** The usos the chosen régimen allows; all of them while no régimen is chosen. */
export const cfdiUseOptions = (regime: string): readonly CfdiUse[] => (regime ? usesFor(regime) : CFDI_USES);

/**
 * The draft as the form shows it: a régimen the RFC no longer allows is cleared, and an uso the régimen
 * does not allow gives way to G03 when the régimen allows that, else to none.
 */
export function shownDraft(draft: FiscalDraft): FiscalDraft {
  const tax_regime = regimeOptions(draft.rfc).some((regime) => regime.code === draft.tax_regime)
    ? draft.tax_regime
    : '';
  const uses = cfdiUseOptions(tax_regime);
  const allowed = (code: string) => uses.some((use) => use.code === code);
  const cfdi_use = allowed(draft.cfdi_use) ? draft.cfdi_use : allowed(DEFAULT_USE) ? DEFAULT_USE : '';
  return { ...draft, tax_regime, cfdi_use };
}

const isField = (value: unknown): value is FiscalField =>
  typeof value === 'string' && (FISCAL_FIELDS as readonly string[]).includes(value);

/**
 * The draft checked as the server checks it, as far as the browser can: the contract's `fiscalData`
 * schema, an RFC of a person (13) or a company (12), and a régimen and uso that fit. The RFC's check
 * digit, the postal code and SAT's records are the server's to check.
 */
export function checkDraft(draft: FiscalDraft): { body: InvoiceRequestBody } | { errors: FieldErrors } {
  const shown = shownDraft(draft);
  const errors: FieldErrors = {};
  const parsed = fiscalData.safeParse({
    rfc: shown.rfc,
    legal_name: shown.legal_name,
    tax_regime: shown.tax_regime,
    postal_code: shown.postal_code,
    cfdi_use: shown.cfdi_use,
    email: shown.email,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field)) errors[field] ??= issue.message;
    }
  }
  if (!errors.rfc && !taxpayerKindOf(compactRfc(shown.rfc))) errors.rfc = FISCAL_FIELD_MESSAGES.rfc;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { body: { ...parsed.data, save_profile: shown.save_profile } };
}

/** The field a refusal of the server names (422 `{ error, field }`), with its sentence. */
export function fieldErrorOf(error: unknown): { field: FiscalField; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = fieldErrorResponse.safeParse(error.cause);
  if (!body.success || !isField(body.data.field)) return undefined;
  return { field: body.data.field, message: body.data.error || FISCAL_FIELD_MESSAGES[body.data.field] };
}
