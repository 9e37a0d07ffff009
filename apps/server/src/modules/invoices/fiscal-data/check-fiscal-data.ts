import { regimesFor, usesFor, type FiscalData } from '@store/contract/invoices';
import type { Database } from '../../../db/client';
import { postalCodePlace } from '../../locations';
import { HttpError } from '../../../http/errors';
import { checkFiscalRfc } from './fiscal-rfc';

export const POSTAL_CODE_UNKNOWN =
  'No encontramos ese código postal. Escribe el de tu domicilio fiscal, como viene en tu Constancia de Situación Fiscal.';
export const LEGAL_NAME_WITH_REGIME =
  'Escribe la razón social sin el régimen societario (sin "S.A. de C.V.", "S. de R.L." y similares), como la registra el SAT.';

const KIND_WORDS = { fisica: 'una persona física', moral: 'una empresa (persona moral)' } as const;

// The régimen societario a company's name often carries on paper, which CFDI 4.0 leaves out.
const COMPANY_REGIME_SUFFIX =
  /[\s,]+(S\.?\s*A\.?\s*P\.?\s*I\.?|S\.?\s*A\.?\s*B\.?|S\.?\s*A\.?|S\.?\s*DE\s*R\.?\s*L\.?|S\.?\s*C\.?|A\.?\s*C\.?|S\.?\s*A\.?\s*S\.?)(\s*DE\s*C\.?\s*V\.?)?\.?$/;

/** Fiscal data checked against SAT's catalogues and the postal codes, as the invoice will carry it. */
export type CheckedFiscalData = FiscalData;

/**
 * The checks that need the SAT catalogues or the database, after the contract's own: a real RFC (check
 * digit, not a generic one), a régimen that kind of taxpayer can have, a uso that régimen may receive,
 * and a postal code that exists. The name is written the way SAT keeps it: capitals, single spaces.
 */
export async function checkFiscalData(db: Database, data: FiscalData): Promise<CheckedFiscalData> {
  const rfc = checkFiscalRfc(data.rfc);
  if ('error' in rfc) throw new HttpError(422, rfc.error, 'rfc');
  if (!regimesFor(rfc.kind).some((regime) => regime.code === data.tax_regime)) {
    throw new HttpError(
      422,
      `El régimen ${data.tax_regime} no corresponde al RFC de ${KIND_WORDS[rfc.kind]}. Elige el de tu Constancia de Situación Fiscal.`,
      'tax_regime',
    );
  }
  if (!usesFor(data.tax_regime).some((use) => use.code === data.cfdi_use)) {
    throw new HttpError(
      422,
      `El uso ${data.cfdi_use} no se permite con el régimen ${data.tax_regime}. Elige otro uso del CFDI.`,
      'cfdi_use',
    );
  }
  const legalName = data.legal_name.replace(/\s+/g, ' ').trim().toUpperCase();
  if (rfc.kind === 'moral' && COMPANY_REGIME_SUFFIX.test(legalName)) {
    throw new HttpError(422, LEGAL_NAME_WITH_REGIME, 'legal_name');
  }
  if (!(await postalCodePlace(db, data.postal_code))) {
    throw new HttpError(422, POSTAL_CODE_UNKNOWN, 'postal_code');
  }
  return { ...data, rfc: rfc.rfc, legal_name: legalName, email: data.email.toLowerCase() };
}
